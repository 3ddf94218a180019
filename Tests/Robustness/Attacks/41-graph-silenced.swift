// Attack (from break-it pass 13 of issue 30): with the host's graph in hand (found through reflection or any other
// way), app code clears the hook that turns SwiftUI's runtime warnings into test failures. Naming the graph is refused
// in app code (ModulePolicyReferences.hostOnly).
// stage: build
// message: `ViewGraph` is the runtime's own machinery
import ViewSim

@MainActor func silence(_ candidate: Any) {
    (candidate as? ViewGraph)?.onRuntimeIssue = nil
}

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        let _ = silence(sessions)
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

/// The focus screen: a switch to hide the tally while working, and the tally.
struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
