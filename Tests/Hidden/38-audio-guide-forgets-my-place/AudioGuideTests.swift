import Testing
import ViewSim
import ViewSimTesting
@testable import AudioGuideForgetsMyPlace

/// Opens the Dutch Masters room and stop 14, The Milkmaid.
@MainActor
private func openTheMilkmaid(_ app: ViewHost<AudioGuide>) throws {
    try app.tapLink("Dutch Masters")
    try app.tapLink("14. The Milkmaid")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct AudioGuideSymptoms {
    @Test("After the system closes the guide in the background, it opens where the visitor was")
    func reopensOnTheExhibit() throws {
        let app = ViewHost(AudioGuide())
        try openTheMilkmaid(app)
        app.background()
        app.relaunch()
        #expect(app.screenTitle == "The Milkmaid",
                "The visitor was listening to “The Milkmaid”, left the app, and the system closed it in the background. Opened again, the guide shows \(quoted: app.screenTitle ?? "no title"); it should open on “The Milkmaid”. The screen shows:\n\(app.screen)")
    }

    @Test("Back from the restored exhibit goes to its room, not to the start")
    func backGoesToTheRoom() throws {
        let app = ViewHost(AudioGuide())
        try app.tapLink("Ancient Egypt")
        try app.tapLink("4. Coffin of Nespawershefyt")
        app.background()
        app.relaunch()
        guard app.screenTitle == "Coffin of Nespawershefyt" else {
            Issue.record("After leaving the app on “Coffin of Nespawershefyt” and the system closing it, the guide opens on \(quoted: app.screenTitle ?? "no title"); it should open on that exhibit. The screen shows:\n\(app.screen)")
            return
        }
        try app.back()
        #expect(app.screenTitle == "Ancient Egypt" && app.isShowing(.button, "3. The Book of the Dead"),
                "Back from the restored exhibit should go to the Ancient Egypt room, with its exhibits. The screen shows:\n\(app.screen)")
    }

    @Test("A room left open is open again after the system closes the guide")
    func reopensOnTheRoom() throws {
        let app = ViewHost(AudioGuide())
        try app.tapLink("Ancient Egypt")
        app.background()
        app.relaunch()
        #expect(app.screenTitle == "Ancient Egypt",
                "The visitor left the app on the Ancient Egypt room and the system closed it. Opened again, the guide shows \(quoted: app.screenTitle ?? "no title"); it should open on “Ancient Egypt”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct AudioGuideRegressions {
    @Test("A first visit starts at the list of rooms")
    func firstVisitStartsAtTheRooms() {
        let app = ViewHost(AudioGuide())
        #expect(app.screenTitle == "Audio guide" && app.isShowing(.button, "Dutch Masters"),
                "A first visit should start on “Choose a room”. The screen shows:\n\(app.screen)")
    }

    @Test("Rooms open their exhibits, exhibits open their track, and Back goes up one screen")
    func browsing() throws {
        let app = ViewHost(AudioGuide())
        try openTheMilkmaid(app)
        #expect(app.texts.contains("Stop 14") && app.isShowing(.button, "Play"),
                "“14. The Milkmaid” should open its track, “Stop 14”, with a Play button. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Dutch Masters" && app.isShowing(.button, "15. View of Delft"),
                "Back from an exhibit should go to its room. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Audio guide",
                "Back from a room should go to the list of rooms. The screen shows:\n\(app.screen)")
    }

    @Test("After going back to the rooms, the guide reopens on the rooms")
    func reopensWhereTheVisitorWentBackTo() throws {
        let app = ViewHost(AudioGuide())
        try openTheMilkmaid(app)
        try app.back()
        try app.back()
        app.background()
        app.relaunch()
        #expect(app.screenTitle == "Audio guide" && app.navigationPath.isEmpty,
                "The visitor went back to the list of rooms before leaving the app; opened again, the guide should show the rooms, not an exhibit seen earlier. The screen shows:\n\(app.screen)")
    }

    @Test("Swiping the guide away in the app switcher starts it from the beginning")
    func forceQuitStartsOver() throws {
        let app = ViewHost(AudioGuide())
        try openTheMilkmaid(app)
        app.background()
        app.relaunch(forceQuit: true)
        #expect(app.screenTitle == "Audio guide" && app.navigationPath.isEmpty,
                "After the visitor swipes the guide away in the app switcher, it should start on “Choose a room”. The screen shows:\n\(app.screen)")
    }
}
