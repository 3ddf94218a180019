// Attack: fill the run's own folder (its working directory, a folder under the workbook's .build) with 40 files of
// 32 MiB, each under the 64 MiB file-size limit, 1.25 GiB in all, to fill the host's disk.
// stage: crash|test
// message: REPORT scratch=
// absent: scratch=1280 MiB
import Foundation
import ViewSim

let report: String = {
    let chunk = Data(repeating: 7, count: 1 << 20)
    var written = 0
    files: for index in 0..<40 {
        let path = "@MARKER@-spill-\(index)"  // in the working directory
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { break }
        for _ in 0..<32 {
            do { try handle.write(contentsOf: chunk) } catch { break files }
            written += 1
        }
    }
    return "scratch=\(written) MiB"
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
