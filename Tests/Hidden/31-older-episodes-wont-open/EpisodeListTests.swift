import Testing
import ViewSim
import ViewSimTesting
@testable import OlderEpisodesWontOpen

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct OlderEpisodeSymptoms {
    @Test("An older episode opens after scrolling down to it")
    func scrolledEpisodeOpens() throws {
        let app = ViewHost(EpisodeList())
        try app.scroll(to: 12)
        try app.tapLink("#12 · 30 min")
        #expect(app.screenTitle == "Episode 12" && app.texts.contains("30 min") && app.isShowing(.button, "Play"),
                "After scrolling down, tapping “#12 · 30 min” should open Episode 12's page; nothing happened, the list is still showing:\n\(app.screen)")
    }

    @Test("Back from an older episode returns to the list, still scrolled to it")
    func backFromScrolledEpisode() throws {
        let app = ViewHost(EpisodeList())
        try app.scroll(to: 5)
        try app.tapLink("#5 · 35 min")
        #expect(app.screenTitle == "Episode 5",
                "After scrolling down, tapping “#5 · 35 min” should open Episode 5's page; nothing happened, the list is still showing:\n\(app.screen)")
        guard app.navigationPath.count == 1 else { return }
        try app.back()
        #expect(app.screenTitle == "Night Owls Podcast" && app.isShowing(.button, "#5 · 35 min"),
                "Back from Episode 5 should return to the list where it was. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct OlderEpisodeRegressions {
    @Test("The app opens on the newest episode's card and the start of the archive")
    func launchScreen() {
        let app = ViewHost(EpisodeList())
        #expect(app.screenTitle == "Night Owls Podcast", "The app should open on “Night Owls Podcast”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "New: Episode 30"), "The card at the top should offer “New: Episode 30”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "#30 · 40 min") && app.isShowing(.button, "#29 · 35 min"),
                "“All episodes” should start with the newest, “#30 · 40 min” then “#29 · 35 min”. The screen shows:\n\(app.screen)")
    }

    @Test("The list builds only the rows on screen, and scrolls down to the very first episode")
    func archiveScrolls() throws {
        let app = ViewHost(EpisodeList())
        #expect(!app.isShowing(.button, "#1 · 35 min"), "The first episode should be far down the archive, not on screen at launch. The screen shows:\n\(app.screen)")
        #expect(app.rowsBuilt < 30, "At launch the list should build only the rows on screen, not all 30 episodes; it has built \(app.rowsBuilt) rows.")
        try app.scroll(to: 1)
        #expect(app.isShowing(.button, "#1 · 35 min"), "Scrolling to the bottom should show “#1 · 35 min”. The screen shows:\n\(app.screen)")
    }
}
