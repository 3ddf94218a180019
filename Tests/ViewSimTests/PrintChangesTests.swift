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

    /// Undocumented, and chosen from public evidence: `_printChanges()` names the dynamic properties that changed by
    /// their stored names, and `@Environment` is a dynamic property, so a view re-run for a new environment value is
    /// reported as that property changing (developers' posts show lines such as `DetailView: _dismiss changed.`),
    /// not as `@self`, whether or not its parent re-ran.
    struct Reader: View {
        @Environment(\.printChangesLevel) private var level
        let title: String
        var body: some View {
            let _ = Self._printChanges()
            Text("\(title) \(level)")
        }
    }

    struct Writer: View {
        @State private var level = 1
        @State private var other = 0
        var body: some View {
            Button("Raise") { level += 1 }
            Button("Other \(other)") { other += 1 }
            Reader(title: "Level").environment(\.printChangesLevel, level)
        }
    }

    @Test("A new environment value names the @Environment property, not @self")
    func environmentChange() throws {
        let app = ViewHost(Writer())
        try app.tap("Raise")
        #expect(app.log.last == "Reader: _level changed.")
        try app.tap("Other 0")
        #expect(app.log.last == "Reader: _level changed.")  // the parent re-ran; Reader's inputs are the same: skipped
        #expect(app.log.count == 2)
    }
}

private enum PrintChangesLevelKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    fileprivate var printChangesLevel: Int {
        get { self[PrintChangesLevelKey.self] }
        set { self[PrintChangesLevelKey.self] = newValue }
    }
}
