// Attack: reach kill(2) through a name the compiler binds directly, without importing anything for it.
// stage: build
// message: exercises may not use it
import ViewSim

@_silgen_name("kill")
func sendSignal(_ pid: Int32, _ signal: Int32) -> Int32

let attack: Void = { _ = sendSignal(1, 9) }()

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    init() { _ = attack }

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
