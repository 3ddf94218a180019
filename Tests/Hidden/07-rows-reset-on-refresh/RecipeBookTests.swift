import Testing
import ViewSim
import ViewSimTesting
@testable import RowsResetOnRefresh

@MainActor
private func recipeApp() -> ViewHost<RecipeBook> {
    ViewHost(RecipeBook(recipes: [
        Recipe(title: "Pancakes", steps: ["Whisk the batter", "Fry until golden"]),
        Recipe(title: "Tomato soup", steps: ["Roast the tomatoes", "Blend with stock"]),
        Recipe(title: "Flapjacks", steps: ["Melt the butter", "Bake for 25 minutes"]),
    ]))
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RecipeSymptoms {
    @Test("An open recipe stays open when the servings change")
    func openRecipeSurvivesServings() throws {
        let app = recipeApp()
        try app.tap("Show Pancakes")
        try app.increment("Servings")
        #expect(app.isShowing(.button, "Hide Pancakes"),
                "After opening Pancakes and changing the servings to 3, Pancakes is closed again; it should stay open. The screen shows:\n\(app.screen)")
        #expect(app.texts == ["Pancakes for 3", "Whisk the batter", "Fry until golden"],
                "After opening Pancakes and changing the servings to 3, the recipe text on screen is \(app.texts.isEmpty ? "nothing" : app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")); it should be “Pancakes for 3”, “Whisk the batter”, “Fry until golden”.")
    }

    @Test("Two open recipes both stay open when the servings change")
    func twoOpenRecipesSurviveServings() throws {
        let app = recipeApp()
        try app.tap("Show Tomato soup")
        try app.tap("Show Flapjacks")
        try app.decrement("Servings")
        let open = ["Pancakes", "Tomato soup", "Flapjacks"].filter { app.isShowing(.button, "Hide \($0)") }
        #expect(open == ["Tomato soup", "Flapjacks"],
                "After opening Tomato soup and Flapjacks and changing the servings to 1, the open recipes are \(open.isEmpty ? "none" : open.joined(separator: " and ")); they should be Tomato soup and Flapjacks.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RecipeRegressions {
    @Test("The book opens with every recipe closed, for 2")
    func initialScreen() throws {
        let app = recipeApp()
        let buttons = app.elements.filter { $0.kind == .button }.map(\.label)
        #expect(buttons == ["Show Pancakes", "Show Tomato soup", "Show Flapjacks"],
                "The book should list “Show Pancakes”, “Show Tomato soup” and “Show Flapjacks”. The screen shows:\n\(app.screen)")
        #expect(app.texts.isEmpty, "With every recipe closed, no steps should be on screen. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.stepper, "Servings: 2"), "The servings should start at 2. The screen shows:\n\(app.screen)")
    }

    @Test("Opening a recipe shows its steps, and only its own")
    func openingOpensOne() throws {
        let app = recipeApp()
        try app.tap("Show Tomato soup")
        #expect(app.texts == ["Tomato soup for 2", "Roast the tomatoes", "Blend with stock"],
                "After tapping “Show Tomato soup” the screen should show “Tomato soup for 2” and its two steps, nothing else. The screen shows:\n\(app.screen)")
        try app.tap("Hide Tomato soup")
        #expect(app.texts.isEmpty && app.isShowing(.button, "Show Tomato soup"),
                "After tapping “Hide Tomato soup” its steps should be gone. The screen shows:\n\(app.screen)")
    }

    @Test("The servings stepper counts up and down")
    func servingsStep() throws {
        let app = recipeApp()
        try app.increment("Servings")
        try app.increment("Servings")
        #expect(app.isShowing(.stepper, "Servings: 4"), "After two taps on “+” the servings should read 4. The screen shows:\n\(app.screen)")
        try app.decrement("Servings")
        #expect(app.isShowing(.stepper, "Servings: 3"), "After “−” the servings should read 3. The screen shows:\n\(app.screen)")
        try app.tap("Show Flapjacks")
        #expect(app.texts.first == "Flapjacks for 3",
                "A recipe opened after choosing 3 servings should read “Flapjacks for 3”. The screen shows:\n\(app.screen)")
    }
}
