// Attack (from two break-it passes): read memory at any address in safe Swift through C's printf rules: `%S` and `%s`
// in `String(format:)` read where an `Int` argument points (the record channel's key is in this process), `%n` would
// write there; taking the initialiser as a value hides its format from any look at the text. Every reference to a
// function taking `CVarArg`s is refused at build, judged on the object (ModulePolicyFormats).
// stage: build
// message: formats with C's printf rules
import Foundation
import ViewSim

let format = "%.1S"
let peek = String(format: format, 0x400000)
let direct = String(format: "%s", 0x400000)
func hide() -> String {
    let formatter: (String, [CVarArg]) -> String = String.init
    return formatter("%.4s", [0x400001])
}
let hidden = hide()

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions) \(peek) \(direct) \(hidden)")
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
