// Attack (from break-it pass 14 of issue 30): `Data.ReadingOptions(rawValue: 1 << 3)` is `.alwaysMapped` by number:
// a mapped file is read by page faults, which the bytes-read budgets cannot count. The initializer is refused
// (ModulePolicyReferences.deniedSignatures).
// stage: build
// message: `Data.ReadingOptions(rawValue:)` maps the file instead of reading it
import Foundation
import ViewSim

/// Counts the focus sessions logged today.
struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            let journal = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("journal")
            let bytes = (try? Data(contentsOf: journal, options: Data.ReadingOptions(rawValue: 1 << 3))) ?? Data()
            Text("Sessions today: \(sessions) \(bytes.count)")
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
