import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import RecipeLinkOpensCategory

private let applePieLink = URL(string: "cookbook://recipe/apple-pie")!

@MainActor
private func title(_ app: ViewHost<CookbookApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RecipeLinkSymptoms {
    @Test("A recipe link opens the recipe")
    func linkOpensTheRecipe() {
        let app = ViewHost(CookbookApp())
        app.open(url: applePieLink)
        #expect(app.screenTitle == "Apple pie" && app.texts.contains("Ready in 90 min"),
                "cookbook://recipe/apple-pie should open the “Apple pie” recipe; the app shows \(title(app)). The screen shows:\n\(app.screen)")
    }

    @Test("Back from a linked recipe goes to its category, then to the cookbook")
    func backGoesUpTheCookbook() throws {
        let app = ViewHost(CookbookApp())
        app.open(url: applePieLink)
        try app.back()
        #expect(app.screenTitle == "Desserts" && app.isShowing(.button, "Tiramisu"),
                "After opening cookbook://recipe/apple-pie, Back should go to the recipe's category, “Desserts”, and Back again to “Cookbook”. After one Back the app shows \(title(app)). The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Cookbook",
                "Back from “Desserts” should go to “Cookbook”; the app shows \(title(app)).")
    }

    @Test("A link that launches the app opens the recipe")
    func linkAtLaunch() {
        let app = ViewHost(CookbookApp(), openingURL: URL(string: "cookbook://recipe/focaccia")!)
        #expect(app.screenTitle == "Rosemary focaccia",
                "A tap on cookbook://recipe/focaccia launched the app; it should show “Rosemary focaccia”, but shows \(title(app)). The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RecipeLinkRegressions {
    @Test("Tapping goes Cookbook → category → recipe, and Back retraces the steps")
    func browsing() throws {
        let app = ViewHost(CookbookApp())
        #expect(app.screenTitle == "Cookbook", "The app should open on “Cookbook”; it shows \(title(app)).")
        try app.tapLink("Breads")
        try app.tapLink("Soda bread")
        #expect(app.screenTitle == "Soda bread" && app.texts.contains("Ready in 50 min"),
                "Breads → Soda bread should open the recipe. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Breads", "Back from a recipe should go to its category; the app shows \(title(app)).")
        try app.back()
        #expect(app.screenTitle == "Cookbook", "Back from a category should go to “Cookbook”; the app shows \(title(app)).")
    }

    @Test("A link replaces whatever was open: two screens, not more")
    func linkReplacesTheStack() throws {
        let app = ViewHost(CookbookApp())
        try app.tapLink("Breads")
        try app.tapLink("Rosemary focaccia")
        app.open(url: URL(string: "cookbook://recipe/tiramisu")!)
        #expect(app.navigationPath.count == 2,
                "After browsing to a bread, cookbook://recipe/tiramisu should replace those screens with two (a category and a recipe), not add to them; the path holds \(app.navigationPath). The screen shows:\n\(app.screen)")
    }

    @Test("A link to a recipe that doesn't exist changes nothing")
    func unknownLink() throws {
        let app = ViewHost(CookbookApp())
        try app.tapLink("Desserts")
        app.open(url: URL(string: "cookbook://recipe/baked-alaska")!)
        #expect(app.screenTitle == "Desserts",
                "cookbook://recipe/baked-alaska names no recipe: the app should stay on “Desserts”; it shows \(title(app)).")
    }
}
