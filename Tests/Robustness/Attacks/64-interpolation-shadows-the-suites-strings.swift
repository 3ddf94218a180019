// Attack (from break-it pass 45 of issue 30): members the hidden suite's code calls without writing their names. String
// interpolation calls `appendInterpolation`, `Array(…)` an initialiser, `texts[i]` a subscript: declared in an
// extension of the standard library's types they took the place of the standard ones in the suite (exercise 06 passed
// with its bug), and the suite's text never names them. Refused whatever the suite's text (ModulePolicyShadowing).
// stage: build
// message: `appendInterpolation on DefaultStringInterpolation` redefines a member of another module's type
extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ value: Int) { appendLiteral(String(max(value, 2))) }
}

extension Array {
    init(_ slice: ArraySlice<Element>) { self.init(); append(contentsOf: slice) }
    subscript(shown index: Int) -> Element { self[index] }
}

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
