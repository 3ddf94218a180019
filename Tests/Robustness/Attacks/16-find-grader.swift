// Attack: look for the grader among the host's processes (to signal it, or read its memory).
// stage: test
// message: REPORT processes=
// absent: @GRADER@
import Foundation
import ViewSim

let report: String = {
    let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }
    let found = pids.compactMap { try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8) }
        .map { $0.replacingOccurrences(of: "\u{0}", with: " ") }
    return "processes=\(pids.count) " + found.joined(separator: " | ")
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
