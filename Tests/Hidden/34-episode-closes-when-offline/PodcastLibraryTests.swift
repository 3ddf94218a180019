import Testing
import ViewSim
import ViewSimTesting
@testable import EpisodeClosesWhenOffline

let offlineBanner = "You're offline. Downloaded episodes still play."

@MainActor
func title(_ app: ViewHost<PodcastApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct OfflineSymptoms {
    @Test("Losing signal keeps the episode the user is reading on screen")
    func goingOfflineKeepsEpisode() throws {
        let network = NetworkStatus()
        let app = ViewHost(PodcastApp(network: network))
        try app.tapLink("The Deep Sea")
        network.isOnline = false
        #expect(app.texts.contains(offlineBanner), "With no signal the offline banner should show. The screen shows:\n\(app.screen)")
        #expect(app.screenTitle == "The Deep Sea",
                "After opening “The Deep Sea” and losing signal, the app shows \(title(app)); it should stay on “The Deep Sea”. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("Anglerfish, vents and the twilight zone."),
                "The show notes of “The Deep Sea” should still be on screen after losing signal. The screen shows:\n\(app.screen)")
    }

    @Test("Getting signal back keeps the episode the user is reading on screen")
    func comingBackOnlineKeepsEpisode() throws {
        let network = NetworkStatus()
        network.isOnline = false
        let app = ViewHost(PodcastApp(network: network))
        try app.tapLink("Sourdough Science")
        network.isOnline = true
        #expect(app.screenTitle == "Sourdough Science",
                "After opening “Sourdough Science” offline and getting signal back, the app shows \(title(app)); it should stay on “Sourdough Science”. The screen shows:\n\(app.screen)")
        #expect(!app.texts.contains(offlineBanner), "Back online, the offline banner should be gone. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct OfflineRegressions {
    @Test("The library lists every episode")
    func libraryLists() throws {
        let app = ViewHost(PodcastApp(network: NetworkStatus()))
        #expect(app.screenTitle == "Library", "The app should open on “Library”; it shows \(title(app)).")
        for episode in ["The Deep Sea", "Night Trains", "Sourdough Science"] {
            #expect(app.isShowing(.button, episode), "The library should list \(quoted: episode). The screen shows:\n\(app.screen)")
        }
        #expect(!app.texts.contains(offlineBanner), "Online, there should be no offline banner. The screen shows:\n\(app.screen)")
    }

    @Test("Opening an episode shows its notes; back returns to the library")
    func openAndBack() throws {
        let app = ViewHost(PodcastApp(network: NetworkStatus()))
        try app.tapLink("Night Trains")
        #expect(app.screenTitle == "Night Trains", "Tapping “Night Trains” should open it; the app shows \(title(app)).")
        #expect(app.texts == ["35 min", "Streams when online", "Sleeper routes from Vienna to Venice."],
                "“Night Trains” should show its length, that it streams, and its notes. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Library", "Back from an episode should return to “Library”; the app shows \(title(app)).")
    }

    @Test("“Continue listening” opens the episode in progress")
    func continueListening() throws {
        let app = ViewHost(PodcastApp(network: NetworkStatus()))
        try app.tap("Continue listening")
        #expect(app.screenTitle == "Night Trains", "“Continue listening” should open “Night Trains”; the app shows \(title(app)).")
    }

    @Test("The offline banner comes and goes with the signal, on the library too")
    func bannerFollowsSignal() throws {
        let network = NetworkStatus()
        let app = ViewHost(PodcastApp(network: network))
        network.isOnline = false
        #expect(app.texts.contains(offlineBanner), "With no signal the offline banner should show. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "The Deep Sea"), "Offline, the library should still list its episodes. The screen shows:\n\(app.screen)")
        network.isOnline = true
        #expect(!app.texts.contains(offlineBanner), "Back online, the offline banner should be gone. The screen shows:\n\(app.screen)")
    }
}
