import Testing
import ViewSim
import ViewSimTesting
@testable import TurningThePhoneClosesMyRecipe

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RotationSymptoms {
    @Test("Turning the phone sideways keeps the open recipe")
    func recipeSurvivesWidening() throws {
        let app = ViewHost(RecipeBox(), device: .iPhone16ProMax)  // held upright: a compact width
        try app.tapLink("Shakshuka")
        app.orientation = .landscape       // turned sideways: a regular width
        #expect(app.texts.contains("1. Soften the onions and peppers."),
                "After opening Shakshuka and turning the phone sideways, the recipe is gone; it should still be on screen, beside the list. The screen shows:\n\(app.screen)")
    }

    @Test("Turning the phone upright again keeps the open recipe")
    func recipeSurvivesNarrowing() throws {
        let app = ViewHost(RecipeBox(), device: .iPhone16ProMax)
        app.orientation = .landscape       // held sideways
        try app.tapLink("Lentil soup")
        app.orientation = .portrait        // turned upright
        #expect(app.texts.contains("1. Rinse the lentils."),
                "After choosing Lentil soup with the phone sideways and turning it upright, the app shows \(quoted: app.screenTitle ?? "untitled"); Lentil soup should still be open. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RotationRegressions {
    @Test("Held upright, the app opens on the list; a recipe opens on its own screen and Back returns to the list")
    func uprightStack() throws {
        let app = ViewHost(RecipeBox(), device: .iPhone16ProMax)
        #expect(app.screenTitle == "Recipes" && app.isShowing(.button, "Banana bread") && !app.texts.contains("Choose a recipe"),
                "Held upright, the app should open on the list of recipes alone. The screen shows:\n\(app.screen)")
        try app.tapLink("Banana bread")
        #expect(app.texts.contains("Ready in 70 min") && !app.isShowing(.button, "Shakshuka"),
                "Tapping Banana bread should open it on its own screen. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Recipes" && app.isShowing(.button, "Shakshuka"),
                "Back should return to the list. The screen shows:\n\(app.screen)")
        try app.tapLink("Shakshuka")
        #expect(app.texts.contains("Ready in 30 min"), "Tapping Shakshuka next should open it. The screen shows:\n\(app.screen)")
    }

    @Test("Sideways, the recipe shows beside the list")
    func sidewaysColumns() throws {
        let app = ViewHost(RecipeBox(), device: .iPhone16ProMax)
        app.orientation = .landscape
        #expect(app.texts.contains("Choose a recipe") && app.isShowing(.button, "Lentil soup"),
                "Sideways, the list should sit beside “Choose a recipe”. The screen shows:\n\(app.screen)")
        try app.tapLink("Banana bread")
        #expect(app.texts.contains("1. Mash the bananas.") && app.isShowing(.button, "Shakshuka"),
                "Choosing Banana bread should show it beside the list. The screen shows:\n\(app.screen)")
    }
}
