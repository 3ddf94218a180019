// Attack: read /etc/passwd and the host's files, and show them on screen so a failing test prints them.
// stage: test
// message: REPORT passwd=unreadable
// absent: root:x:0:0
import Foundation
import ViewSim

let report: String = {
    let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "unreadable"
    let home = (try? FileManager.default.contentsOfDirectory(atPath: "@REPO@")) != nil ? "listed" : "unlisted"
    return "passwd=\(passwd) repo=\(home)"
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
