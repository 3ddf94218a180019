// Attack: a storm of threads (each one a task the process limit counts), all kept alive.
// Foundation's Thread is outside what exercises may use (ModulePolicyReferences), and no API they may use starts
// threads without bound, so it is refused at build; the sandbox's own limit on a tree of processes is tried by
// SandboxTests with a program of the test's own.
// stage: build
// message: `Thread.init` is outside the part of Foundation exercises may use
import Foundation
import ViewSim

let attack: Void = {
    for _ in 0..<20_000 {
        let thread = Thread { while true { Thread.sleep(forTimeInterval: 60) } }
        thread.stackSize = 64 << 10
        thread.start()
    }
    Thread.sleep(forTimeInterval: 60)
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

    init() { _ = attack }

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
