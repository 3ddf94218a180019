import Testing
import ViewSim
import ViewSimTesting
@testable import SavedTabOpensTodaysStory

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SharedStackSymptoms {
    @Test("The Saved tab shows the saved stories after a story was opened in Today")
    func savedTabShowsItsOwnList() throws {
        let app = ViewHost(NewsApp())
        try app.tapLink("Night trains are back")
        try app.selectTab("Saved")
        #expect(app.screenTitle == "Saved" && app.isShowing(.button, "How to repair a bike chain"),
                "After opening “Night trains are back” in Today and switching to Saved, the Saved tab shows \(quoted: app.screenTitle ?? "untitled"); it should show the saved stories. The screen shows:\n\(app.screen)")
    }

    @Test("A story opened in Today is still open after a visit to Saved")
    func todayKeepsItsStory() throws {
        let app = ViewHost(NewsApp())
        try app.selectTab("Saved")
        try app.selectTab("Today")
        try app.tapLink("The city's oldest bakery closes")
        try app.selectTab("Saved")
        if app.screenTitle != "Saved" { try app.back() }  // what the user did to reach the saved stories
        try app.tapLink("Ten walks by the river")
        try app.selectTab("Today")
        #expect(app.screenTitle == "The city's oldest bakery closes" && app.texts.contains("3 min read"),
                "After opening “The city's oldest bakery closes” in Today, then a saved story in Saved, going back to Today shows \(quoted: app.screenTitle ?? "untitled"); it should still show the bakery story. The screen shows:\n\(app.screen)")
    }

    @Test("Going back in Saved does not close the story open in Today")
    func backInSavedLeavesTodayAlone() throws {
        let app = ViewHost(NewsApp())
        try app.tap("Read the top story")
        try app.selectTab("Saved")
        if app.screenTitle != "Saved" { try app.back() }  // what the user did to reach the saved stories
        try app.tapLink("How to repair a bike chain")
        try app.back()
        try app.selectTab("Today")
        #expect(app.screenTitle == "Night trains are back",
                "After “Read the top story” in Today, then opening and closing a story in Saved, Today shows \(quoted: app.screenTitle ?? "untitled"); it should still show “Night trains are back”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SharedStackRegressions {
    @Test("The app opens on Today, with its stories and a Saved tab")
    func launch() {
        let app = ViewHost(NewsApp())
        #expect(app.tabs == ["Today", "Saved"], "The tab bar should offer Today and Saved. The screen shows:\n\(app.screen)")
        #expect(app.selectedTab == "Today" && app.screenTitle == "Today", "The app should open on Today. The screen shows:\n\(app.screen)")
        for headline in NewsApp.today.map(\.headline) {
            #expect(app.isShowing(.button, headline), "Today should list \(quoted: headline). The screen shows:\n\(app.screen)")
        }
    }

    @Test("A story opens from Today and Back returns to the list")
    func todayOpensStories() throws {
        let app = ViewHost(NewsApp())
        try app.tapLink("Record heat in the north")
        #expect(app.screenTitle == "Record heat in the north" && app.texts.contains("2 min read"),
                "Tapping “Record heat in the north” should open it. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Today" && app.isShowing(.button, "Read the top story"),
                "Back should return to Today. The screen shows:\n\(app.screen)")
    }

    @Test("“Read the top story” opens the top story in Today")
    func topStory() throws {
        let app = ViewHost(NewsApp())
        try app.tap("Read the top story")
        #expect(app.screenTitle == "Night trains are back" && app.texts.contains("4 min read"),
                "“Read the top story” should open “Night trains are back”. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Today", "Back should return to Today. The screen shows:\n\(app.screen)")
    }

    @Test("A saved story opens from Saved and Back returns to the saved stories")
    func savedOpensStories() throws {
        let app = ViewHost(NewsApp())
        try app.selectTab("Saved")
        #expect(app.screenTitle == "Saved" && app.isShowing(.button, "Ten walks by the river"),
                "The Saved tab should list the saved stories. The screen shows:\n\(app.screen)")
        try app.tapLink("Ten walks by the river")
        #expect(app.screenTitle == "Ten walks by the river" && app.texts.contains("9 min read"),
                "Tapping “Ten walks by the river” should open it. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Saved", "Back should return to the saved stories. The screen shows:\n\(app.screen)")
    }
}
