import Testing
import ViewSim
import ViewSimTesting
@testable import SecondDeckShowsOldCards

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct FlashcardsSymptoms {
    @Test("A deck opened after going back starts at its own first card")
    func secondDeckStartsAtItsFirstCard() throws {
        let app = ViewHost(FlashcardsApp())
        try app.tapLink("Spanish verbs")
        try app.tap("Next card")
        try app.tap("Next card")
        try app.back()
        try app.tapLink("Kitchen words")
        #expect(app.texts.contains("Card 1 of 2") && app.texts.contains("la cuchara"),
                "After studying two Spanish verbs, going back and opening “Kitchen words”, the deck should start at “Card 1 of 2”, “la cuchara”. The screen shows:\n\(app.screen)")
    }

    @Test("A finished deck can be studied again from its first card")
    func finishedDeckStartsOver() throws {
        let app = ViewHost(FlashcardsApp())
        try app.tapLink("Kitchen words")
        try app.tap("Next card")
        try app.tap("Next card")
        try app.back()
        try app.tapLink("Kitchen words")
        #expect(app.texts.contains("Card 1 of 2") && app.texts.contains("la cuchara"),
                "After finishing “Kitchen words”, going back and opening it again, it should start over at “Card 1 of 2”, “la cuchara”, not “Deck finished!”. The screen shows:\n\(app.screen)")
    }

    @Test("Going back in the middle of a deck and opening it again starts it over")
    func reopenedDeckStartsOver() throws {
        let app = ViewHost(FlashcardsApp())
        try app.tapLink("Spanish verbs")
        try app.tap("Next card")
        try app.back()
        try app.tapLink("Spanish verbs")
        #expect(app.texts.contains("Card 1 of 3") && app.texts.contains("comer"),
                "After one card of “Spanish verbs”, going back and opening the deck again, it should start at “Card 1 of 3”, “comer”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct FlashcardsRegressions {
    @Test("The first deck opened starts at its first card and steps through it")
    func firstDeckWorks() throws {
        let app = ViewHost(FlashcardsApp())
        try app.tapLink("Kitchen words")
        #expect(app.screenTitle == "Kitchen words" && app.texts.contains("Card 1 of 2") && app.texts.contains("la cuchara") && app.texts.contains("the spoon"),
                "“Kitchen words” should open on “Card 1 of 2”, “la cuchara”, “the spoon”. The screen shows:\n\(app.screen)")
        try app.tap("Next card")
        #expect(app.texts.contains("Card 2 of 2") && app.texts.contains("el horno"),
                "“Next card” should show “Card 2 of 2”, “el horno”. The screen shows:\n\(app.screen)")
        try app.tap("Next card")
        #expect(app.texts.contains("Deck finished!"),
                "After the last card the screen should say “Deck finished!”. The screen shows:\n\(app.screen)")
    }

    @Test("Coming back from an example sentence keeps the learner on the same card")
    func exampleKeepsThePlace() throws {
        let app = ViewHost(FlashcardsApp())
        try app.tapLink("Spanish verbs")
        try app.tap("Next card")
        try app.tapLink("See it in a sentence")
        #expect(app.texts.contains("¿Qué quieres beber?"),
                "“See it in a sentence” on “beber” should show “¿Qué quieres beber?”. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.texts.contains("Card 2 of 3") && app.texts.contains("beber"),
                "Back from the example sentence, the learner should still be on “Card 2 of 3”, “beber”, not sent back to the first card. The screen shows:\n\(app.screen)")
    }

    @Test("“Reviewed today” counts the cards of every deck")
    func reviewedTodayAddsUp() throws {
        let app = ViewHost(FlashcardsApp())
        #expect(app.texts.contains("Reviewed today: 0"), "A new day should start at “Reviewed today: 0”. The screen shows:\n\(app.screen)")
        try app.tapLink("Spanish verbs")
        try app.tap("Next card")
        try app.tap("Next card")
        try app.back()
        #expect(app.texts.contains("Reviewed today: 2"),
                "After two cards of “Spanish verbs”, the decks should say “Reviewed today: 2”. The screen shows:\n\(app.screen)")
    }
}
