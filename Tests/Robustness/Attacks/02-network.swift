// Attack: connect to a server on the host's loopback (the test listens on @PORT@) with Foundation alone.
// stage: test
// message: REPORT network=
// absent: network=reached
import Foundation
import ViewSim

let report: String = {
    guard let url = URL(string: "http://127.0.0.1:@PORT@/"), let data = try? Data(contentsOf: url) else { return "network=unreachable" }
    return "network=reached \(data.count) bytes"
}()

struct SessionTally: View {
    @State private var sessions = -1  // wrong on purpose: the regression test then prints the screen, REPORT included

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Text("REPORT " + report)
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
