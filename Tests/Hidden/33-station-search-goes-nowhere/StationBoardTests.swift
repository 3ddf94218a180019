import Testing
import ViewSim
import ViewSimTesting
@testable import StationSearchGoesNowhere

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct StationSearchSymptoms {
    @Test("Picking a station in the search shows its departures")
    func pickOpensDepartures() throws {
        let app = ViewHost(StationBoard())
        try app.tap("Find a station")
        try app.tap("Airport")
        #expect(app.presentation == nil,
                "After picking “Airport” in the search, the search should close and Airport's departures show; the search is still covering them:\n\(app.screen)")
        #expect(app.screenTitle == "Airport" && app.texts.contains("Next train: 08:31"),
                "After picking “Airport” in the search, Airport's departures (“Next train: 08:31”) should be on screen. The screen shows:\n\(app.screen)")
    }

    @Test("A station picked in the search opens one screen, with Back to “My stations”")
    func pickThenBack() throws {
        let app = ViewHost(StationBoard())
        try app.tap("Find a station")
        try app.tap("University")
        #expect(app.presentation == nil && app.screenTitle == "University",
                "After picking “University” in the search, its departures should be on screen; the search is still covering them:\n\(app.screen)")
        guard app.presentation == nil else { return }
        #expect(app.navigationPath.count == 1, "Picking one station should open one screen; the path holds \(app.navigationPath).")
        try app.back()
        #expect(app.screenTitle == "My stations", "Back from University should return to “My stations”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct StationSearchRegressions {
    @Test("The saved stations open their departures, and Back returns to “My stations”")
    func savedStationsOpen() throws {
        for (name, next) in [("Central", "Next train: 08:12"), ("Harbour", "Next train: 08:20")] {
            let app = ViewHost(StationBoard())
            try app.tapLink(name)
            #expect(app.screenTitle == name && app.texts.contains(next),
                    "Tapping \(quoted: name) should open its departures (\(quoted: next)). The screen shows:\n\(app.screen)")
            try app.back()
            #expect(app.screenTitle == "My stations", "Back from \(name) should return to “My stations”. The screen shows:\n\(app.screen)")
        }
    }

    @Test("“Find a station” opens the search with every station")
    func searchListsStations() throws {
        let app = ViewHost(StationBoard())
        try app.tap("Find a station")
        #expect(app.presentation == .sheet, "“Find a station” should open the search. The screen shows:\n\(app.screen)")
        for name in ["Central", "Harbour", "Airport", "University"] {
            #expect(app.isShowing(.button, name), "The search should offer \(quoted: name). The screen shows:\n\(app.screen)")
        }
    }

    @Test("Cancelling or swiping the search away opens nothing")
    func closingSearchOpensNothing() throws {
        let app = ViewHost(StationBoard())
        try app.tap("Find a station")
        try app.tap("Cancel")
        #expect(app.presentation == nil && app.screenTitle == "My stations" && app.navigationPath.isEmpty,
                "“Cancel” should close the search and stay on “My stations”. The screen shows:\n\(app.screen)")
        try app.tap("Find a station")
        try app.dismissPresentation()
        #expect(app.presentation == nil && app.screenTitle == "My stations" && app.navigationPath.isEmpty,
                "Swiping the search down should close it and stay on “My stations”. The screen shows:\n\(app.screen)")
        try app.tapLink("Harbour")
        #expect(app.navigationPath.count == 1 && app.screenTitle == "Harbour",
                "After closing the search, “Harbour” should open just its own departures. The screen shows:\n\(app.screen)")
    }
}
