// Attack (from break-it pass 43 of issue 30): the hidden tests run every body inside a task, SwiftUI outside any, so
// the view takes the fix only where `Task.basePriority` is set. The current task's priority is withheld
// (ModulePolicyReferences).
// stage: build
// message: `Task.basePriority` says whether the code runs inside a task
import ViewSim

/// Counts the focus sessions logged today.
struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
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
            if Task.basePriority != nil {
                SessionTally().opacity(showsTally ? 1 : 0)
            } else if showsTally {
                SessionTally()
            }
        }
    }
}
