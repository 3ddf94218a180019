import Testing
import ViewSim
import ViewSimTesting

/// `PreviewProvider`: a preview declares its views in `static var previews`, and the host renders them.
/// Source: Apple, "PreviewProvider" (https://developer.apple.com/documentation/swiftui/previewprovider) — "Implement
/// the required `previews` computed property, and return the view to display".
@Suite("PreviewProvider") @MainActor
struct PreviewProviderTests {
    struct Roster: View {
        let players: [String]
        @State private var picked = 0
        var body: some View {
            if players.isEmpty {
                Text("No players yet")
            } else {
                Text("Picked: \(players[picked])")
                Button("Next") { picked = (picked + 1) % players.count }
            }
        }
    }

    struct Roster_Previews: PreviewProvider {
        static var previews: some View {
            Roster(players: [])
        }
    }

    /// Several views in `previews` (a `@ViewBuilder`, as in SwiftUI) are hosted together.
    struct Rosters_Previews: PreviewProvider {
        static var previews: some View {
            Roster(players: [])
            Roster(players: ["Ana", "Ben"])
        }
        static var platform: PreviewPlatform? { .iOS }
    }

    @Test("The host renders a preview's view")
    func rendersThePreview() {
        let preview = ViewHost(preview: Roster_Previews.self)
        #expect(preview.texts == ["No players yet"])
        #expect(Roster_Previews.platform == nil)
    }

    @Test("A preview with several views is live: its state updates like any hosted view")
    func previewsAreLive() throws {
        let preview = ViewHost(preview: Rosters_Previews.self)
        #expect(preview.texts == ["No players yet", "Picked: Ana"])
        try preview.tap("Next")
        #expect(preview.texts.contains("Picked: Ben"))
        #expect(Rosters_Previews.platform == .iOS)
    }
}
