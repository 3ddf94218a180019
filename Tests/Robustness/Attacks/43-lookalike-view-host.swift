// Attack (from break-it pass 14 of issue 30): a global function named like ViewSimTesting's type. The hidden suite
// imports the app's module, and its `ViewHost(FocusScreen())` resolves to this function (a non-generic function beats
// the generic initialiser): every test then drives a look-alike that never runs the app, with the bug left in.
// Module-scope look-alikes are refused (ModulePolicyLookalikes).
// stage: build
// message: `ViewHost` is named like something the hidden tests call from another module
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

enum FakeKind { case button, text, toggle }

@MainActor final class FakeHost {
    var shows = true
    var count = 0
    func tap(_ label: String) throws { if shows { count += 1 } }
    func toggle(_ label: String) throws { shows.toggle() }
    var texts: [String] { shows ? ["Sessions today: \(count)", "Log a session", "Show tally"] : ["Show tally"] }
    func text(startingWith prefix: String) throws -> String { texts.first { $0.hasPrefix(prefix) } ?? "" }
    func isShowing(_ kind: FakeKind, _ label: String) -> Bool { texts.contains(label) }
    var screen: String { texts.joined(separator: "\n") }
}

@MainActor func ViewHost(_ root: FocusScreen) -> FakeHost { FakeHost() }
