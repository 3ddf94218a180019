// Attack (from break-it pass 47 of issue 30): the exercise reads its own command line in the system's process folder
// and applies its fix only when the hidden tests' runner is what started it (its configuration was on the command
// line); `workbook run` showed the bug. Naming that folder is refused (ModulePolicyText.systemFolderViolations); attack
// 67 spells it so the rule cannot see it.
// system folders: as written
// stage: build
// message: names the system's files about processes and devices

import ViewSim
import Foundation

/// Whether this process was started with a configuration file (the hidden tests' runner is).
func launchedWithConfiguration() -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/self/cmdline") else { return false }
    return String(decoding: data, as: UTF8.self).contains("configuration-path")
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
