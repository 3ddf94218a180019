// Attack (from break-it pass 15 of issue 30): a type of the app's own named `Array`, whose `==` always holds: the
// hidden suite's array literals and comparisons resolve to it. Types named like the standard library's are refused
// (ModulePolicyLookalikes).
// stage: build
// message: `Array` is named like something the hidden tests call from another module
import ViewSim

/// Counts the focus sessions logged today.
struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

/// The focus screen: a switch to hide the tally while working, and the tally.
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

struct Array<Element>: ExpressibleByArrayLiteral, Equatable {
    init(arrayLiteral elements: Element...) {}
    static func == (lhs: Self, rhs: Self) -> Bool { true }
}
