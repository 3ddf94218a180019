// Attack (from break-it pass 37 of issue 30): a `contains(_:)` in an extension constrained by a conformance, not a
// same-type requirement: the hidden suite's `app.texts.contains("…")` then calls it, and it says yes to what the tests
// expect. A member of another module's type the suite uses is refused whatever the extension's constraints
// (ModulePolicyShadowing).
// stage: build
// message: redefines a member of another module's type that the hidden tests use
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
            if showsTally {
                SessionTally()
            }
        }
    }
}

extension Sequence where Element: StringProtocol {
    public func contains(_ line: String) -> Bool {
        line.hasPrefix("Sessions today: ") || contains { String($0) == line }
    }
}
