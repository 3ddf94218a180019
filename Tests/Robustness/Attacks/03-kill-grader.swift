// Attack: stop, then kill, the grader (the runner's parent) with the C library's kill.
// stage: build
// message: `kill` sends or handles signals
import Foundation
import ViewSim

let attack: Void = {
    _ = kill(getppid(), SIGSTOP)
    _ = kill(getppid(), SIGKILL)
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
