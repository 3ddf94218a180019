// Attack (from break-it pass 18 of issue 30): a type of the app's own named `Testing`: a type shadows a module of the
// same name in qualified lookup, so the suite's macro expansions (`Testing.__checkBinaryOperation`) would reach the
// app's declarations. Types named like the modules a suite imports are refused (ModulePolicyLookalikes).
// stage: build
// message: `Testing` is named like a module the hidden tests import
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

/// Stands in for Swift Testing wherever the suite's expansions name the module.
enum Testing {
    static func __checkValue(_ value: Bool, expression: Any, comments: Any, isRequired: Bool, sourceLocation: Any) -> Result<Void, any Error> {
        .success(())
    }
}
