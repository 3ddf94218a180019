// Attack (from break-it pass 47 of issue 30): attack 66 with the process folder's name spelled in pieces, which the
// text rule cannot see, and the configuration's file looked for in the runner's folder. The runner is started with no
// argument and nothing in its folder but what `workbook run`'s app has, so the exercise cannot tell it is under test:
// it shows its bug to the hidden tests as it does in `workbook run`.
// stage: test
// message: it reads “Sessions today: 0”

import ViewSim
import Foundation

/// Whether this process was started as the hidden tests' runner once was: with a configuration on its command line,
/// or with the configuration's file in its folder.
func launchedWithConfiguration() -> Bool {
    let folder = ["", "pr" + "oc", "self", "cmdline"].joined(separator: "/")
    let commandLine = FileManager.default.contents(atPath: folder).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return commandLine.contains("configuration") || FileManager.default.fileExists(atPath: "configuration.json")
}

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
            if launchedWithConfiguration() {
                SessionTally().opacity(showsTally ? 1 : 0)
            } else if showsTally {
                SessionTally()
            }
        }
    }
}
