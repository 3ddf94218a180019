import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import EpisodeLinkPurpleWarning

private let zeroLink = URL(string: "podcast://episode/42")!

/// The link is looked up in the background, outside the host's virtual clock: waits (at most two seconds of real
/// time) until the app has left the episode list.
@MainActor
private func waitForTheLink(_ app: ViewHost<PodcastApp>) async {
    for _ in 0..<1000 where app.navigationPath.isEmpty {
        try? await Task.sleep(for: .milliseconds(2))
    }
}

@MainActor
private func title(_ app: ViewHost<PodcastApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct EpisodeLinkSymptoms {
    @Test("A shared link opens its episode without SwiftUI's warning about background threads")
    func linkWhileRunning() async throws {
        let app = ViewHost(PodcastApp())
        app.open(url: zeroLink)
        await waitForTheLink(app)
        #expect(app.runtimeIssues.isEmpty,
                "Opening podcast://episode/42 changed the screens shown from a background thread, and SwiftUI warned: \(app.runtimeIssues.map(\.message)). Everything that changes what is on screen must happen on the main thread (the main actor).")
        #expect(app.screenTitle == "Who Invented Zero?",
                "podcast://episode/42 should open “Who Invented Zero?”; the app shows \(title(app)). The screen shows:\n\(app.screen)")
    }

    // The path's own publisher (`$path`, what `onReceive(router.$path)` or a sink hears) must hear the change too, on
    // the main thread: a path written elsewhere, or storage replaced behind the property, never reaches it (as in
    // Combine on a device).
    @Test("Opening a link publishes the new path through the router's $path, on the main thread")
    func pathIsPublished() async throws {
        final class Heard { var paths: [[String]] = [] }
        let router = Router()
        let heard = Heard()
        let subscription = router.$path.filter { !$0.isEmpty }.sink { heard.paths.append($0.map(\.title)) }
        router.open(zeroLink)
        for _ in 0..<1000 where heard.paths.isEmpty {
            try? await Task.sleep(for: .milliseconds(2))
        }
        subscription.cancel()
        #expect(heard.paths == [["Who Invented Zero?"]],
                "After opening podcast://episode/42, a subscriber to the router's $path on the main thread should hear the path [“Who Invented Zero?”] once; it heard \(heard.paths). A path changed on a background thread is not published to the main thread, and storage replaced behind the property is not published at all.")
    }

    @Test("A link that launches the app opens its episode without SwiftUI's warning")
    func linkAtLaunch() async throws {
        let app = ViewHost(PodcastApp(), openingURL: zeroLink)
        await waitForTheLink(app)
        #expect(app.runtimeIssues.isEmpty,
                "A tap on podcast://episode/42 launched the app, and opening it changed the screens shown from a background thread; SwiftUI warned: \(app.runtimeIssues.map(\.message)).")
        #expect(app.screenTitle == "Who Invented Zero?",
                "The link should open “Who Invented Zero?”; the app shows \(title(app)). The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct EpisodeLinkRegressions {
    @Test("The app opens on the list of episodes")
    func opensOnTheList() {
        let app = ViewHost(PodcastApp())
        #expect(app.screenTitle == "Episodes" && app.isShowing(.button, "The Bell Labs Years"),
                "The app should open on “Episodes”, listing every episode. The screen shows:\n\(app.screen)")
    }

    @Test("Tapping an episode opens it, and Back returns to the list")
    func browsing() throws {
        let app = ViewHost(PodcastApp())
        try app.tapLink("The Longitude Problem")
        #expect(app.screenTitle == "The Longitude Problem" && app.texts.contains("38 min"),
                "Tapping “The Longitude Problem” should open it (38 min). The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Episodes", "Back should return to “Episodes”; the app shows \(title(app)).")
    }

    @Test("A link opens its episode over the list, so Back returns to the list")
    func linkThenBack() async throws {
        // This test is about where the link leads, not about the thread: the warning is allowed here.
        let app = ViewHost(PodcastApp(), expecting: [.publishingFromBackgroundThread])
        try app.tapLink("The Longitude Problem")
        app.open(url: URL(string: "podcast://episode/43")!)
        for _ in 0..<1000 where app.screenTitle != "The Bell Labs Years" {
            try? await Task.sleep(for: .milliseconds(2))
        }
        #expect(app.screenTitle == "The Bell Labs Years" && app.texts.contains("52 min"),
                "podcast://episode/43 should open “The Bell Labs Years” (52 min). The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Episodes",
                "Back from the linked episode should return to “Episodes”; the app shows \(title(app)).")
    }

    @Test("A link to an episode that doesn't exist leaves the app where it was")
    func unknownLink() async throws {
        let app = ViewHost(PodcastApp())
        app.open(url: URL(string: "podcast://episode/7")!)
        try? await Task.sleep(for: .milliseconds(50))
        #expect(app.screenTitle == "Episodes" && app.navigationPath.isEmpty,
                "podcast://episode/7 names no episode: the app should stay on “Episodes”. The screen shows:\n\(app.screen)")
    }
}
