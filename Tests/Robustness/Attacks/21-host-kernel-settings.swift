// Attack: write the host kernel's machine-wide settings from learner code: open `/proc/sys/kernel/core_pattern` (a
// `|program` there would run as real root on the next crash anywhere on the machine), `/proc/sysrq-trigger`, an IRQ
// setting and `/proc/sys/vm/drop_caches` for writing. Nothing is written: a handle opened is closed at once, so a
// sandbox that failed to contain it still changes nothing. The run is a job user's, and those entries are read-only.
// stage: test
// message: REPORT opened=none
import Foundation
import ViewSim

let report: String = {
    let paths = ["/proc/sys/kernel/core_pattern", "/proc/sysrq-trigger", "/proc/irq/default_smp_affinity", "/proc/sys/vm/drop_caches"]
    var opened: [String] = []
    for path in paths {
        if let handle = FileHandle(forWritingAtPath: path) {
            opened.append(path)
            try? handle.close()
        }
    }
    return "opened=" + (opened.isEmpty ? "none" : opened.joined(separator: ","))
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
