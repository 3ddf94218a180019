// Attack: run code as the library loads, before any test, by placing a function pointer in .init_array.
// stage: build
// message: .init_array
import ViewSim

@_used @_section(".init_array") let early: @convention(c) () -> Void = { while true {} }

let attack: Void = ()

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
