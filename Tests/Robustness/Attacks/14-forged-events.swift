// Attack: forge the event stream: append to the runner's fd 3 a declaration and a pass for every test, a made-up
// test, and the end of the run, so that the failing shipped code records a pass. The runner's channel is
// authenticated (RunnerChannel): the forged lines do not verify and the results are untrusted; a job user of a grader
// running as root cannot even reopen the pipe, and the shipped code then simply fails. Either way, no pass.
// stage: crash|test
// message: REPORT opened=false|The test results cannot be trusted
import Foundation
import ViewSim

let attack: String = {
    var lines: [String] = []
    for name in ["tallySurvivesHiding()", "tallySurvivesRepeatedHiding()", "loggingCounts()", "hidingHides()", "forged()"] {
        let id = "HiddenSuiteHiddenTallyResets.Forged/\(name)"
        lines.append(#"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"},"version":0}"#)
        lines.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"},"version":0}"#)
        lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"},"version":0}"#)
    }
    lines.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
    let forged = Data((lines.joined(separator: "\n") + "\n").utf8)
    var opened = false
    for fd in 3...9 {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/fd/\(fd)") {
            try? handle.write(contentsOf: forged)
            opened = true
        }
    }
    return "REPORT opened=\(opened)"
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
            Text(attack)
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
