import Testing
import ViewSim
import ViewSimTesting

/// Identity through `AnyView`: "Whenever the type of view used with an AnyView changes, the old hierarchy is destroyed
/// and a new hierarchy is created for the new type."
/// Source: Apple, "AnyView" (https://developer.apple.com/documentation/swiftui/anyview).
@Suite("AnyView identity") @MainActor
struct AnyViewTests {
    struct Erased: View {
        @State private var showSeeded = false
        @State private var otherBranch = false
        @State private var refreshes = 0

        var body: some View {
            Button("Refresh") { refreshes += 1 }
            Button("Swap type") { showSeeded.toggle() }
            Button("Other branch") { otherBranch.toggle() }
            Text("Refreshes: \(refreshes)")
            content
        }

        /// A plain `if` (not a view builder): both branches are `AnyView`.
        var content: AnyView {
            if showSeeded {
                return AnyView(SeededCounter(start: 5))
            }
            if otherBranch {
                return AnyView(Counter())
            }
            return AnyView(erasing: Counter())
        }
    }

    @Test("AnyView keeps state when a view of the same type is wrapped again (Apple, AnyView)")
    func sameTypeKeepsState() throws {
        let app = ViewHost(Erased())
        try app.tap("Increment")
        try app.tap("Increment")
        try app.tap("Refresh")
        #expect(app.texts == ["Refreshes: 1", "Count: 2"])
        // A different code path that wraps the same type: still the same view, state kept.
        try app.tap("Other branch")
        #expect(app.texts == ["Refreshes: 1", "Count: 2"])
    }

    @Test("AnyView resets state when the wrapped view's type changes (Apple, AnyView)")
    func typeChangeResetsState() throws {
        let app = ViewHost(Erased())
        try app.tap("Increment")
        try app.tap("Swap type")
        #expect(app.texts == ["Refreshes: 0", "Seeded: 5"])
        try app.tap("Swap type")
        #expect(app.texts == ["Refreshes: 0", "Count: 0"])
    }
}
