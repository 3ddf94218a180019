// Attack (from break-it pass 41 of issue 30): a platform condition behind a block comment on the same line (and one
// whose condition goes on over the next line inside parentheses): Swift compiles both, and the rule that refused
// `#if os(Linux)` read only lines starting with `#if`. Each is refused at its line
// (ModulePolicyText.platformConditionViolations).
// stage: build
// message: `#if os(…)` compiles different code for different platforms
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
            /* keep */ #if os(Linux)
            SessionTally().opacity(showsTally ? 1 : 0)
            #elseif ( // )
                canImport(UIKit))
            if showsTally { SessionTally() }
            #endif
        }
    }
}
