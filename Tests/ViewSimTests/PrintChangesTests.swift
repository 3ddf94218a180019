import Testing
import ViewSim
import ViewSimTesting

/// `Self._printChanges()` output format.
/// Source: WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/) and WWDC23 "Demystify
/// SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/), which show these lines.
@Suite("_printChanges") @MainActor
struct PrintChangesTests {
    struct Tally: View {
        @State private var count = 0
        let title: String
        var body: some View {
            let _ = Self._printChanges()
            Text("\(title): \(count)")
            Button("Add") { count += 1 }
        }
    }

    struct Parent: View {
        @State private var title = "Taps"
        var body: some View {
            Button("Rename") { title = "Clicks" }
            Tally(title: title)
        }
    }

    @Test("First evaluation: @self, @identity and every dynamic property")
    func firstEvaluation() {
        let app = ViewHost(Tally(title: "Taps"))
        #expect(app.log == ["Tally: @self, @identity, _count changed."])
    }

    @Test("A state change names the property")
    func stateChange() throws {
        let app = ViewHost(Tally(title: "Taps"))
        try app.tap("Add")
        #expect(app.log.last == "Tally: _count changed.")
    }

    @Test("New inputs from the parent are @self")
    func selfChange() throws {
        let app = ViewHost(Parent())
        try app.tap("Rename")
        #expect(app.log.last == "Tally: @self changed.")
    }
}
