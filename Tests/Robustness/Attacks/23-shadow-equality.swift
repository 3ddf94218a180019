// Attack (from a break-it pass): the shipped broken code plus one line that redeclares `String.==` in an extension.
// The hidden suite imports the module, so its `#expect(shown == "Sessions today: 2")` would call this one and pass.
// Refused at build (ModulePolicyShadowing), as is a member of another module's type the suite uses.
// stage: build
// message: redefines an operator of another module's type
import ViewSim

extension String { static func == (lhs: String, rhs: String) -> Bool { true } }
extension Array { func contains(_ element: String) -> Bool { true } }

struct SessionTally: View {
    @State private var sessions = 0

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
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
