import Testing
import ViewSim
import ViewSimTesting
@testable import FavouriteTapStutters

/// The rows' favourite buttons, in list order: `true` where the row says “Favourited”.
@MainActor
private func hearts<Root>(_ app: ViewHost<Root>) -> [Bool] {
    app.elements.filter { $0.kind == .button }.map { $0.label == "Favourited" }
}

@MainActor
private func favouriteCount<Root>(_ app: ViewHost<Root>) -> String {
    (try? app.text(startingWith: "Favourites")) ?? "no favourites count"
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct LandmarkListRegressions {
    @Test("The list shows every landmark, none of them a favourite yet")
    func opensWithEveryLandmark() throws {
        let app = ViewHost(LandmarkList())
        #expect(favouriteCount(app) == "Favourites: 0",
                "The list should open with “Favourites: 0”; it shows \(quoted: favouriteCount(app)).")
        for landmark in [Landmark.all.first!, Landmark.all[29], Landmark.all.last!] {
            #expect(app.texts.contains(landmark.name) && app.texts.contains(landmark.place),
                    "The list should show \(quoted: landmark.name) in \(landmark.place). The screen shows:\n\(app.screen)")
        }
        let buttons = hearts(app)
        #expect(buttons.count == 60 && !buttons.contains(true),
                "Each of the 60 landmarks should have a “Favourite” button, none “Favourited” yet; the screen has \(buttons.filter { !$0 }.count) “Favourite” and \(buttons.filter { $0 }.count) “Favourited” buttons.")
    }

    @Test("Favouriting marks that landmark only, and counts it")
    func favouritingMarksOneRow() throws {
        let app = ViewHost(LandmarkList())
        try app.row(containing: "Half Dome").tap("Favourite")
        try app.row(containing: "Machu Picchu").tap("Favourite")
        #expect(favouriteCount(app) == "Favourites: 2",
                "After favouriting Half Dome and Machu Picchu the list shows \(quoted: favouriteCount(app)); it should show “Favourites: 2”.")
        let marked = zip(Landmark.all, hearts(app)).filter(\.1).map(\.0.name)
        #expect(marked == ["Half Dome", "Machu Picchu"],
                "After favouriting Half Dome and Machu Picchu, the rows marked “Favourited” are \(marked.isEmpty ? "none" : marked.map { "\(quoted: $0)" }.joined(separator: ", ")); they should be exactly those two.")
        try app.row(containing: "Half Dome").tap("Favourited")
        let after = zip(Landmark.all, hearts(app)).filter(\.1).map(\.0.name)
        #expect(favouriteCount(app) == "Favourites: 1" && after == ["Machu Picchu"],
                "After tapping “Favourited” on Half Dome again, the list should show “Favourites: 1” with only Machu Picchu favourited; it shows \(quoted: favouriteCount(app)) with \(after.isEmpty ? "none" : after.map { "\(quoted: $0)" }.joined(separator: ", ")) favourited.")
    }
}

@Suite("Tapping a favourite stays quick", .tags(.hotPath)) @MainActor
struct LandmarkListHotPaths {
    @Test("Toggling one favourite")
    func toggleOneFavourite() throws {
        let app = ViewHost(LandmarkList())
        var isFavourite = false
        try app.measure("toggle one favourite", repetitions: 5) {
            try app.row(containing: "Golden Gate Bridge").tap(isFavourite ? "Favourited" : "Favourite")
            isFavourite.toggle()
        }
        let marked = zip(Landmark.all, hearts(app)).filter(\.1).map(\.0.name)
        #expect(favouriteCount(app) == "Favourites: 1" && marked == ["Golden Gate Bridge"],
                "After tapping the heart on Golden Gate Bridge five times it should be favourited, with “Favourites: 1”; the list shows \(quoted: favouriteCount(app)) with \(marked.isEmpty ? "none" : marked.map { "\(quoted: $0)" }.joined(separator: ", ")) favourited.")
    }
}
