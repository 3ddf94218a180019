import Testing
import ViewSim
import ViewSimTesting
@testable import FavouriteRecipesWontOpen

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct FavouriteSymptoms {
    @Test("Tapping a favourite opens its recipe")
    func favouriteOpens() throws {
        let app = ViewHost(RecipeBook())
        try app.tapLink("Shakshuka")
        #expect(app.screenTitle == "Shakshuka" && app.texts.contains("Ready in 35 min"),
                "Tapping “Shakshuka” under “Favourites” should open its recipe (“Ready in 35 min”); nothing happened, the list is still showing:\n\(app.screen)")
    }

    @Test("Every favourite opens its own recipe, and Back returns to the list")
    func everyFavouriteOpens() throws {
        for (name, time) in [("Pancakes", "Ready in 20 min"), ("Shakshuka", "Ready in 35 min")] {
            let app = ViewHost(RecipeBook())
            try app.tapLink(name)
            #expect(app.screenTitle == name && app.texts.contains(time),
                    "Tapping \(quoted: name) under “Favourites” should open its recipe (\(quoted: time)); the screen shows:\n\(app.screen)")
            guard app.navigationPath.count == 1 else { continue }
            try app.back()
            #expect(app.screenTitle == "Recipes" && app.isShowing(.button, name),
                    "Back from \(name) should return to the list. The screen shows:\n\(app.screen)")
        }
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct FavouriteRegressions {
    @Test("The list shows the favourites in their own section, above the other recipes")
    func listShowsFavouritesFirst() {
        let app = ViewHost(RecipeBook())
        #expect(app.screenTitle == "Recipes", "The app should open on “Recipes”. The screen shows:\n\(app.screen)")
        let texts = app.elements.map(\.label)
        let expected = ["Favourites", "Pancakes", "Shakshuka", "More recipes", "Ramen", "Lemon tart"]
        #expect(texts.filter(expected.contains) == expected,
                "The list should show “Favourites” (Pancakes, Shakshuka), then “More recipes” (Ramen, Lemon tart). The screen shows:\n\(app.screen)")
    }

    @Test("Each recipe under “More recipes” opens its own page, and Back returns to the list")
    func otherRecipesOpen() throws {
        for (name, time) in [("Ramen", "Ready in 50 min"), ("Lemon tart", "Ready in 90 min")] {
            let app = ViewHost(RecipeBook())
            try app.tapLink(name)
            #expect(app.screenTitle == name && app.texts.contains(time),
                    "Tapping \(quoted: name) should open its recipe (\(quoted: time)). The screen shows:\n\(app.screen)")
            try app.back()
            #expect(app.screenTitle == "Recipes", "Back from \(name) should return to the list. The screen shows:\n\(app.screen)")
        }
    }
}
