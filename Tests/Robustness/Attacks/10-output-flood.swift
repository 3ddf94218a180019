// Attack: flood the output without end.
// stage: output-limit
// message: printed more than
import Foundation
import ViewSim

let attack: Void = {
    let line = String(repeating: "flood ", count: 100)
    while true { print(line) }
}()

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
