// Attack (from break-it pass 42 of issue 30): a generic type built by doubling, 22 levels deep. Its symbol is about
// 150 characters, since the mangling refers back to a repeated part, but written out it is 67 MB; demangled in the
// grader's own process (outside every limit of the sandbox) 24 levels took minutes and 27 levels 8 GB. Each name is
// first demangled by the toolchain's swift-demangle in a process with a deadline, an output cap and a memory limit
// (DemangleBound), so this is refused in about a second.
// stage: build
// message: makes a declaration's name, written out, longer than
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

struct Pair<A, B> {}
typealias Level0 = Int
typealias Level1 = Pair<Level0, Level0>
typealias Level2 = Pair<Level1, Level1>
typealias Level3 = Pair<Level2, Level2>
typealias Level4 = Pair<Level3, Level3>
typealias Level5 = Pair<Level4, Level4>
typealias Level6 = Pair<Level5, Level5>
typealias Level7 = Pair<Level6, Level6>
typealias Level8 = Pair<Level7, Level7>
typealias Level9 = Pair<Level8, Level8>
typealias Level10 = Pair<Level9, Level9>
typealias Level11 = Pair<Level10, Level10>
typealias Level12 = Pair<Level11, Level11>
typealias Level13 = Pair<Level12, Level12>
typealias Level14 = Pair<Level13, Level13>
typealias Level15 = Pair<Level14, Level14>
typealias Level16 = Pair<Level15, Level15>
typealias Level17 = Pair<Level16, Level16>
typealias Level18 = Pair<Level17, Level17>
typealias Level19 = Pair<Level18, Level18>
typealias Level20 = Pair<Level19, Level19>
typealias Level21 = Pair<Level20, Level20>
typealias Level22 = Pair<Level21, Level21>

func deep(_ x: Level22.Type) -> Int { 0 }
