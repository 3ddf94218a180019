// Attack (from break-it pass 44 of issue 30): macros of the exercise's own named `expect`. The hidden suite imports the
// exercise's module, and Swift prefers these declarations to Swift Testing's (a `String` message over `Comment?`), so
// every `#expect` expanded to `#isolation` and checked nothing: 46 of 79 exercises passed with their bugs. A macro's
// declaration needs `@freestanding` or `@attached`, which exercises may not write (ModulePolicyText). The shipped bug
// is left as it is below. The second spelling of the default dodged the caller-location rule (`>=`).
// stage: build
// message: `@freestanding` declares a macro, which the hidden tests' own `#expect` and `#require` could resolve to
@freestanding(expression) macro expect(_ condition: Bool, _ message: String) -> (any Actor)? /*; let x */ = #isolation
@freestanding(expression) macro expect(_ condition: Bool) -> Optional<any Actor>=#isolation
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
