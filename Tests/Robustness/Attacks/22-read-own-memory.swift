// Attack: read the runner's own memory (where the record channel's key lives) and its initial environment through
// /proc: /proc/self/mem, a thread's mem, /proc/self/environ. The runner is not dumpable, so these belong to root, and
// the run is a job user's: none opens.
// stage: test
// message: REPORT read=none
import Foundation
import ViewSim

let report: String = {
    var read: [String] = []
    let threads = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []).map { "/proc/self/task/\($0)/mem" }
    for path in ["/proc/self/mem", "/proc/thread-self/mem", "/proc/self/environ"] + threads {
        if let handle = FileHandle(forReadingAtPath: path) {
            read.append(path)
            try? handle.close()
        }
    }
    return "read=" + (read.isEmpty ? "none" : read.joined(separator: ","))
}()

struct SessionTally: View {
    @State private var sessions = -1  // wrong on purpose: the regression test then prints the screen, REPORT included

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
            Text("REPORT " + report)
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
