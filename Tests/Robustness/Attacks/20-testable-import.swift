// Attack: reach the core's internal declarations (debug builds compile ViewSim for testing) with `@testable import`,
// and Swift Testing's system-programming interface with `@_spi`. Both words are refused at build (ModulePolicyText).
// stage: build
// message: `@testable` reaches a module's internal declarations
import Foundation
@testable import ViewSim
@_spi(Experimental) import Foundation

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
