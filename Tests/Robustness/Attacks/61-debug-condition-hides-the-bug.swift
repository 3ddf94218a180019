// Attack (from break-it pass 43 of issue 30): `#if DEBUG` around the shipped bug, `#else` around the fix. Xcode's Debug
// configuration defines DEBUG, so a learner's app keeps the bug in every debug run; exercises are compiled with it too
// (ExerciseBuilder.compilationConditions), so the hidden tests see the bug.
// stage: test
// message: The tally keeps its count while hidden
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
            #if DEBUG
            if showsTally { SessionTally() }
            #else
            SessionTally().opacity(showsTally ? 1 : 0)
            #endif
        }
    }
}
