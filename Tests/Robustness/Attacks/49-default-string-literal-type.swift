// Attack (from break-it pass 15 of issue 30): `typealias StringLiteralType = Shown` at module scope makes the hidden
// suite's untyped string literals `Shown`s, compared by an `==` of the app's own that always holds. The literal-type
// aliases are refused (ModulePolicyLookalikes).
// stage: build
// message: `StringLiteralType` is named like something the hidden tests call from another module
import ViewSim

/// Counts the focus sessions logged today.
struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text(("Sessions today: \(sessions)" as String))
            Button(("Log a session" as String)) { sessions += 1 }
        }
    }
}

/// The focus screen: a switch to hide the tally while working, and the tally.
struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Toggle(("Show tally" as String), isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}

struct Shown: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {}
}
typealias StringLiteralType = Shown
func == (lhs: String?, rhs: Shown) -> Bool { true }
