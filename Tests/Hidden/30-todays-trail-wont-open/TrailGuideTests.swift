import Testing
import ViewSim
import ViewSimTesting
@testable import TodaysTrailWontOpen

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TodaysPickSymptoms {
    @Test("“See today's pick” opens today's trail")
    func bannerOpensTodaysPick() throws {
        let app = ViewHost(TrailGuide())
        try app.tapLink("See today's pick")
        #expect(app.screenTitle == "Eagle Ridge" && app.texts.contains("Climb: 640 m"),
                "Tapping “See today's pick” should open Eagle Ridge's page (“14 km”, “Climb: 640 m”); nothing happened, the screen is still \(quoted: app.screenTitle ?? "untitled"):\n\(app.screen)")
    }

    @Test("Back from today's pick returns to the list of trails")
    func backFromTodaysPick() throws {
        let app = ViewHost(TrailGuide())
        try app.tapLink("See today's pick")
        #expect(app.navigationPath.count == 1,
                "Tapping “See today's pick” should open one screen, with Back to the list of trails; no screen was opened. The screen shows:\n\(app.screen)")
        guard app.navigationPath.count == 1 else { return }
        try app.back()
        #expect(app.screenTitle == "Trails" && app.isShowing(.button, "Summit Path"),
                "Back from today's pick should return to the list of trails. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TodaysPickRegressions {
    @Test("The app opens on the list of trails, with today's pick in the banner")
    func launchScreen() {
        let app = ViewHost(TrailGuide())
        #expect(app.screenTitle == "Trails", "The app should open on “Trails”. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("Today's pick: Eagle Ridge"), "The banner should say “Today's pick: Eagle Ridge”. The screen shows:\n\(app.screen)")
        for name in ["Lakeshore Loop", "Eagle Ridge", "Fern Gully", "Summit Path"] {
            #expect(app.isShowing(.button, name), "The list should offer \(quoted: name). The screen shows:\n\(app.screen)")
        }
    }

    @Test("Each trail in the list opens its own page, and Back returns to the list")
    func listLinksOpenTheirTrail() throws {
        for (name, climb) in [("Lakeshore Loop", "Climb: 40 m"), ("Fern Gully", "Climb: 210 m"), ("Summit Path", "Climb: 1150 m")] {
            let app = ViewHost(TrailGuide())
            try app.tapLink(name)
            #expect(app.screenTitle == name && app.texts.contains(climb),
                    "Tapping \(quoted: name) in the list should open its page with \(quoted: climb). The screen shows:\n\(app.screen)")
            try app.back()
            #expect(app.screenTitle == "Trails", "Back should return to the list of trails. The screen shows:\n\(app.screen)")
        }
    }
}
