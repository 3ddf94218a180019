// Attack: poison another exercise's cached runner (and its own) so a broken exercise passes later: overwrite every
// file of the build cache it can reach, and add one.
// stage: test
// message: REPORT poisoned 0 of
import Foundation
import ViewSim

let report: String = {
    var tried = 0, poisoned = 0
    let root = "@CACHE@"
    for name in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
        let path = root + "/" + name
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else { continue }
        tried += 1
        if (try? Data("#!/bin/sh\nexit 0\n".utf8).write(to: URL(fileURLWithPath: path))) != nil { poisoned += 1 }
        _ = FileManager.default.createFile(atPath: path + "-@MARKER@", contents: Data())
    }
    return "poisoned \(poisoned) of \(tried)"
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
