// Attack (from break-it pass 44 of issue 30): attack 54's default of `#fileID` again, behind what looked like the start
// of a statement: `/*; let x */` before the `=` (the rule read the `;` in the comment as a statement's end, and `let x`
// as a variable's first value), and `Optional<String>=#fileID` (read as the comparison `>=`, which Swift splits after
// a generic list). Both are refused at the default (ModulePolicyText.callerLocationViolations).
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

    init(from place: String /*; let x */ = #fileID, line: Optional<Int>=#line) { caller = place }

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
