import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import TrailLinkIgnoredAtLaunch

private let ridgewayLink = URL(string: "trails://trail/ridgeway")!

@MainActor
private func title(_ app: ViewHost<TrailsApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TrailLinkSymptoms {
    @Test("A link that launches the app opens its trail once the trails have loaded")
    func linkAtLaunchOpensTheTrail() async throws {
        let app = ViewHost(TrailsApp(), openingURL: ridgewayLink)
        await app.advance(by: .seconds(2))
        #expect(app.screenTitle == "The Ridgeway",
                "The app was closed and a tap on trails://trail/ridgeway launched it. Two seconds later the trails have loaded, but the app shows \(title(app)); it should show “The Ridgeway”. The screen shows:\n\(app.screen)")
    }

    @Test("Back from a trail opened at launch goes to the list of trails")
    func backFromLaunchLink() async throws {
        let app = ViewHost(TrailsApp(), openingURL: URL(string: "trails://trail/malham")!)
        await app.advance(by: .seconds(2))
        guard app.screenTitle == "Malham Cove Loop" else {
            Issue.record("A tap on trails://trail/malham launched the app; once the trails have loaded it shows \(title(app)) instead of “Malham Cove Loop”. The screen shows:\n\(app.screen)")
            return
        }
        try app.back()
        #expect(app.screenTitle == "Trails" && app.isShowing(.button, "The Ridgeway"),
                "Back from the linked trail should show the list of trails. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TrailLinkRegressions {
    @Test("The app opens on the trails, which load after a moment")
    func loadsTheTrails() async throws {
        let app = ViewHost(TrailsApp())
        await app.settle()
        #expect(app.texts.contains("Loading trails…"),
                "While the trails download, the list should say “Loading trails…”. The screen shows:\n\(app.screen)")
        await app.advance(by: .seconds(1))
        #expect(app.screenTitle == "Trails" && app.isShowing(.button, "Seven Sisters Cliffs") && !app.texts.contains("Loading trails…"),
                "Once loaded, “Trails” should list every trail. The screen shows:\n\(app.screen)")
    }

    @Test("A link opened while the app is running opens its trail")
    func linkWhileRunning() async throws {
        let app = ViewHost(TrailsApp())
        await app.advance(by: .seconds(1))
        app.open(url: URL(string: "trails://trail/seven-sisters")!)
        await app.settle()
        #expect(app.screenTitle == "Seven Sisters Cliffs" && app.texts.contains("21 km"),
                "With the app running, trails://trail/seven-sisters should open “Seven Sisters Cliffs” (21 km); the app shows \(title(app)). The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Trails", "Back should return to “Trails”; the app shows \(title(app)).")
    }

    @Test("Tapping a trail opens it")
    func browsing() async throws {
        let app = ViewHost(TrailsApp())
        await app.advance(by: .seconds(1))
        try app.tapLink("The Ridgeway")
        #expect(app.screenTitle == "The Ridgeway" && app.texts.contains("139 km"),
                "Tapping “The Ridgeway” should open it (139 km). The screen shows:\n\(app.screen)")
    }

    @Test("A link to a trail that doesn't exist leaves the list on screen, at launch and later")
    func unknownLink() async throws {
        let launched = ViewHost(TrailsApp(), openingURL: URL(string: "trails://trail/everest")!)
        await launched.advance(by: .seconds(2))
        #expect(launched.screenTitle == "Trails" && launched.navigationPath.isEmpty,
                "trails://trail/everest names no trail: the app should show “Trails”. The screen shows:\n\(launched.screen)")
        launched.open(url: URL(string: "trails://trail/nowhere")!)
        await launched.settle()
        #expect(launched.screenTitle == "Trails" && launched.navigationPath.isEmpty,
                "trails://trail/nowhere names no trail: the app should stay on “Trails”. The screen shows:\n\(launched.screen)")
    }
}
