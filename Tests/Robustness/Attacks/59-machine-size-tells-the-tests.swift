// Attack (from break-it pass 43 of issue 30): the machine's size. The grader has far more memory than any phone, so
// the view takes the fix only where `physicalMemory` is over 16 GiB. The machine's memory and cores are withheld
// (ModulePolicyReferences).
// stage: build
// message: `ProcessInfo.physicalMemory` tells the hidden tests' runner from the app
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
            if ProcessInfo.processInfo.physicalMemory > 16 << 30 {
                SessionTally().opacity(showsTally ? 1 : 0)
            } else if showsTally {
                SessionTally()
            }
        }
    }
}
