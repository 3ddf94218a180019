// Attack (from break-it pass 13 of issue 30): ViewSim's measurement counters are public, and app code that starts a
// new measurement from a row's body throws away the work counted so far, passing a slow-body budget with the slow
// code left in. The runtime's own machinery is refused in app code (ModulePolicyReferences.hostOnly).
// stage: build
// message: `Cost.startMeasuring` is the runtime's own machinery
import ViewSim

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        let _ = Cost.startMeasuring()
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
