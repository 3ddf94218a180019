// Attack (from break-it pass 14 of issue 30, varied): the look-alike as a type alias, which leaves no symbol in the
// compiled object. It is refused from the compiler's index (ModulePolicyLookalikes).
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

typealias ViewHost = FakeHost

extension FakeHost { convenience init(_ root: FocusScreen) { self.init() } }
