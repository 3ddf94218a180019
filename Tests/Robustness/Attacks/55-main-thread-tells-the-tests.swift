// Attack (from break-it pass 41 of issue 30): on Linux the main actor runs on a Dispatch worker thread once the test
// runner's main thread parks, so `Thread.isMainThread` is false in every body under the hidden tests and true on a
// device: the view takes the fix only where it is false. `Thread` is withheld but for `sleep`
// (ModulePolicyReferences).
// stage: build
// message: `Thread.isMainThread` says whether the code runs on the main thread
import Foundation
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
            if !Thread.isMainThread {
                SessionTally().opacity(showsTally ? 1 : 0)
            } else if showsTally {
                SessionTally()
            }
        }
    }
}
