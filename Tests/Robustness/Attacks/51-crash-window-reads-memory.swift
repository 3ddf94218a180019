// Attack (from the twenty-sixth break-it pass of issue 30): a crash makes the runner dumpable again so the runtime's
// backtracer can read it; one thread crashes on purpose while two others (the main one and one of the pool) keep opening /proc/self/mem, to read the
// record channel's key (or write any byte) in the moment between. The runner's crash handler now stops every other
// thread before it makes the process dumpable (and makes it dumpable only when it stopped them all), so nothing of the
// learner's runs in that moment: the run is a crash, and /proc/self/mem never opens.
// stage: crash
// message: crashed
// absent: REPORT mem=opened
import Foundation
import ViewSim

/// Keeps opening the runner's memory until it opens, then says so on standard error (the report shows its last lines).
/// It never yields: it keeps one thread of the cooperative pool spinning.
func watchMemory() {
    while true {
        if let handle = FileHandle(forUpdatingAtPath: "/proc/self/mem") {
            FileHandle.standardError.write(Data("REPORT mem=opened\n".utf8))
            try? handle.close()
            return
        }
    }
}

/// Crashes on another thread of the pool, after long enough for the watcher to be spinning.
func crashSoon() {
    var sum = 0
    for index in 0..<20_000_000 { sum &+= index }
    let empty: [Int] = []
    print(empty[sum & 1 + 1])
}

@MainActor let started: Bool = {
    Task.detached { crashSoon() }
    Task.detached { watchMemory() }
    watchMemory()
    return true
}()

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Text(started ? "Focus" : "")
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
