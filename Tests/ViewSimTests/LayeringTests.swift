import Testing
import ViewSim
import ViewSimTesting

/// Overlays, backgrounds and `hidden()`.
/// Sources: Apple, "overlay(alignment:content:)", "background(alignment:content:)", "background(_:ignoresSafeAreaEdges:)",
/// "hidden()" (https://developer.apple.com/documentation/swiftui/view/hidden()).
@Suite("Overlays, backgrounds and hidden views") @MainActor
struct LayeringTests {
    @Test("Overlay content is on screen after the view; background content before it (Apple, overlay(alignment:content:), background(alignment:content:))")
    func layeredContentIsOnScreen() {
        struct Badge: View {
            var body: some View {
                Text("Inbox")
                    .overlay(alignment: .topTrailing) { Text("3 new") }
                    .background { Text("Shadow") }
            }
        }
        let app = ViewHost(Badge())
        #expect(app.texts == ["Shadow", "Inbox", "3 new"])
    }

    @Test("Overlay content is a view with its own state and working controls (Apple, overlay(alignment:content:))")
    func overlayHasOwnState() throws {
        struct Card: View {
            @State private var title = "Draft"
            var body: some View {
                Text(title)
                    .overlay { Counter() }
                Button("Rename") { title = "Final" }
            }
        }
        let app = ViewHost(Card())
        try app.tap("Increment")
        try app.tap("Rename")
        #expect(app.texts == ["Final", "Count: 1"])
    }

    @Test("A background colour is appearance only: changing it keeps the content's state (Apple, background(_:ignoresSafeAreaEdges:))")
    func backgroundStyleKeepsState() throws {
        struct Highlight: View {
            @State private var highlighted = false
            var body: some View {
                Counter().background(highlighted ? Color.yellow : Color.clear)
                SeededCounter(start: 5).background(.red, ignoresSafeAreaEdges: .horizontal)
                Button("Highlight") { highlighted.toggle() }
            }
        }
        let app = ViewHost(Highlight())
        try app.tap("Increment")
        try app.tap("Add")
        try app.tap("Highlight")
        #expect(app.texts == ["Count: 1", "Seeded: 6"])
    }

    struct Hideaway: View {
        @State private var appearances = 0
        @State private var refreshes = 0
        var body: some View {
            Counter()
                .onAppear { appearances += 1 }
                .hidden()
            Text("Appeared \(appearances)×, refreshed \(refreshes)×")
            Button("Refresh") { refreshes += 1 }
        }
    }

    @Test("Hidden content is not shown and cannot be operated, but stays in the hierarchy with its identity (Apple, hidden())")
    func hiddenStaysInHierarchy() throws {
        let app = ViewHost(Hideaway())
        #expect(app.texts == ["Appeared 1×, refreshed 0×"])
        #expect(!app.isShowing(.button, "Increment"))
        #expect(throws: ViewHostError.self) { try app.tap("Increment") }
        try app.tap("Refresh")
        try app.tap("Refresh")
        // Still one appearance: the hidden view kept its identity through its parent's updates.
        #expect(app.texts == ["Appeared 1×, refreshed 2×"])
    }

    @Test("Switching between x.hidden() and x with if/else is two identities, so state resets; vary opacity to keep it (Apple, hidden(); WWDC21 Demystify SwiftUI)")
    func hiddenBranchIsNewIdentity() throws {
        struct Toggler: View {
            @State private var hideWithModifier = false
            var body: some View {
                if hideWithModifier { Counter().hidden() } else { Counter() }
                Button("Hide") { hideWithModifier.toggle() }
            }
        }
        let app = ViewHost(Toggler())
        try app.tap("Increment")
        #expect(app.texts == ["Count: 1"])
        try app.tap("Hide")
        #expect(app.texts == [])
        try app.tap("Hide")
        #expect(app.texts == ["Count: 0"])
    }
}
