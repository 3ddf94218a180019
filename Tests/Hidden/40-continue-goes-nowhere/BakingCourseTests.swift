import Testing
import ViewSim
import ViewSimTesting
@testable import ContinueGoesNowhere

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct BakingCourseSymptoms {
    @Test("“Continue” opens the chapter's first step")
    func continueOpensTheFirstStep() throws {
        let app = ViewHost(BakingCourse())
        try app.tapLink("A first loaf")
        try app.tapLink("Continue")
        #expect(app.texts.contains("Step 1 of 3") && app.texts.contains("Mix 500 g of flour with 350 g of water."),
                "After opening “A first loaf” and tapping “Continue”, the baker should see “Step 1 of 3”: “Mix 500 g of flour with 350 g of water.” The screen shows:\n\(app.screen)")
    }

    @Test("“Next step” walks through the chapter, and Back returns to the previous step")
    func nextStepWalksThrough() throws {
        let app = ViewHost(BakingCourse())
        try app.tapLink("Focaccia")
        try app.tapLink("Continue")
        guard app.texts.contains("Step 1 of 2") else {
            Issue.record("After opening “Focaccia” and tapping “Continue”, the baker should see “Step 1 of 2”. The screen shows:\n\(app.screen)")
            return
        }
        try app.tapLink("Next step")
        #expect(app.texts.contains("Step 2 of 2") && app.texts.contains("That's the whole chapter. Enjoy your bread!"),
                "“Next step” on the first Focaccia step should show “Step 2 of 2”, the last one. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.texts.contains("Step 1 of 2"),
                "Back from step 2 should show step 1 again. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Focaccia",
                "Back from step 1 should show the chapter's introduction. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct BakingCourseRegressions {
    @Test("The course opens on its chapters")
    func opensOnTheChapters() {
        let app = ViewHost(BakingCourse())
        #expect(app.screenTitle == "Bread course" && app.isShowing(.button, "A first loaf") && app.isShowing(.button, "Focaccia"),
                "The course should open on its chapters, “A first loaf” and “Focaccia”. The screen shows:\n\(app.screen)")
    }

    @Test("A chapter opens on its introduction, and Back returns to the chapters")
    func chapterOpens() throws {
        let app = ViewHost(BakingCourse())
        try app.tapLink("Focaccia")
        #expect(app.screenTitle == "Focaccia" && app.texts.contains("A wet dough, lots of olive oil, and no kneading at all.") && app.texts.contains("2 steps"),
                "“Focaccia” should open on its introduction and “2 steps”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "Continue"), "The chapter should offer “Continue”. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Bread course", "Back from a chapter should show the chapters. The screen shows:\n\(app.screen)")
    }
}
