// Attack (from a sixth break-it pass of issue 30): write to the runner's result channel (fd 3) with Dispatch's file
// descriptor API, which needs no `open`, `write` or `FileHandle(fileDescriptor:)`, and so cut a record short. Dispatch's
// file-descriptor APIs are refused at build.
// stage: build
// message: works on raw file descriptors
import Foundation
import ViewSim

let report: String = {
    let done = DispatchSemaphore(value: 0)
    let path = NSTemporaryDirectory() + "/forged-\(UUID().uuidString)"
    FileManager.default.createFile(atPath: path, contents: Data("0 E 00 {}\n".utf8))
    guard let handle = FileHandle(forReadingAtPath: path) else { return "no handle" }
    DispatchIO.read(fromFileDescriptor: handle.fileDescriptor, maxLength: 4096, runningHandlerOn: .global()) { data, _ in
        DispatchIO.write(toFileDescriptor: 3, data: data, runningHandlerOn: .global()) { _, _ in done.signal() }
    }
    done.wait()
    return "done"
}()

struct SessionTally: View {
    @State private var sessions = -1

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
