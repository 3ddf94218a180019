// Attack (from a break-it pass): read memory at any address in safe Swift through C's printf rules: `%S` and `%s` in
// `String(format:)` read where an `Int` argument points (the record channel's key is in this process), `%n` would
// write there. A format that is not a literal converting numbers only is refused at build (ModulePolicyFormats).
// stage: build
// message: formats with C's printf rules
import Foundation
import ViewSim

let format = "%.1S"
let peek = String(format: format, 0x400000)
let direct = String(format: "%s", 0x400000)

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions) \(peek) \(direct) \(String(format: "%02d", sessions))")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
