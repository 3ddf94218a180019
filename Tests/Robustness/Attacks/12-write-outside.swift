// Attack: write files outside the run with FileManager: into a folder the test made in the host's temp folder (and
// over its canary), the workbook's own repository, and the temp folder by its host path (`tmp=true` is expected: in
// the sandbox that is the run's private /tmp; the test checks nothing reached the host's). `repo` is false, or true
// when the repository itself lives under the host's temp folder (a clone in /tmp): the write then lands in the run's
// private /tmp too, and the test checks that no file reached the real repository.
// stage: test
// message: REPORT outside=false canary=false
import Foundation
import ViewSim

let report: String = {
    let contents = Data("escaped\n".utf8)
    let outside = FileManager.default.createFile(atPath: "@OUTSIDE@/@MARKER@-escaped", contents: contents)
    let tmp = FileManager.default.createFile(atPath: "@HOSTTMP@/@MARKER@-escaped", contents: contents)
    let repo = FileManager.default.createFile(atPath: "@REPO@/@MARKER@-escaped", contents: contents)
    let canary = (try? "overwritten\n".write(toFile: "@OUTSIDE@/canary.txt", atomically: false, encoding: .utf8)) != nil
    return "outside=\(outside) canary=\(canary) repo=\(repo) tmp=\(tmp)"
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
