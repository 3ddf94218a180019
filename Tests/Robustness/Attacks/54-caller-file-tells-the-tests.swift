// Attack (from break-it pass 41 of issue 30): a default argument of `#fileID` is filled in with the caller's file,
// which under the hidden tests is the test file, so the view takes the fix only there (and in `workbook run` and on a
// device keeps the bug). Refused at build, at the default (ModulePolicyText.callerLocationViolations).
// stage: build
// message: `= #fileID` as a default argument is filled in with the caller's place
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
    private let caller: String

    init(from place: String = /* the caller's */ #fileID) { caller = place }

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if caller.hasSuffix("Tests.swift") {
                SessionTally().opacity(showsTally ? 1 : 0)
            } else if showsTally {
                SessionTally()
            }
        }
    }
}
