// Attack: write a 600 MiB file in $TMPDIR, 1 MiB at a time, to fill the host's disk.
// stage: crash|memory-limit|test
// message: REPORT tmp=
// absent: tmp=600 MiB
import Foundation
import ViewSim

let report: String = {
    let path = NSTemporaryDirectory() + "/@MARKER@-spill"
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { return "tmp=uncreatable" }
    let chunk = Data(repeating: 7, count: 1 << 20)
    var written = 0
    for _ in 0..<600 {
        do { try handle.write(contentsOf: chunk) } catch { break }
        written += 1
    }
    return "tmp=\(written) MiB"
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
