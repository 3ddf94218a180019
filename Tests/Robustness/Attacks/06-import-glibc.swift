// Attack: import the C library by name to reach system calls.
// stage: build
// message: `import Glibc` is not among the modules this workbook allows
import Glibc
import ViewSim

let attack: Void = { _ = getpid() }()

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
