// Attack (from break-it pass 38 of issue 30): a queue's async, which was reported four times, three of them as
// block-runtime names the learner never wrote (`_Block_copy`, `_NSConcreteStackBlock`, `_Block_release`). Refused at
// build, once, as the call. (`concurrentPerform`, which the pass also tried, takes a `@Sendable` closure: a capture of
// a class does not compile.)
// stage: build
// message: `DispatchQueue.async` runs a closure on another queue
// absent: _Block_
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

func spin() {
    DispatchQueue(label: "spin").async { print("spun") }
}
