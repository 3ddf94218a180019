// Attack (from break-it pass 15 of issue 30): a protocol of the app's own refining Sequence, adopted by [String], with
// a `contains(_:)` in its extension: the hidden suite's `app.texts.contains("…")` then calls it and always holds.
// Making another module's type conform to the app's protocol is refused (ModulePolicyShadowing).
// stage: build
// message: makes another module's type conform to a protocol of the app's own
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

protocol ShownLines: Sequence {}
extension Array: ShownLines where Element == String {}
extension ShownLines where Element == String {
    func contains(_ line: String) -> Bool { true }
}
