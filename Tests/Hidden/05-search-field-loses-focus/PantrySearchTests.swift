import Testing
import ViewSim
import ViewSimTesting
@testable import SearchFieldLosesFocus

@MainActor
private func pantryApp() -> ViewHost<PantrySearch> {
    ViewHost(PantrySearch(pantry: ["Milk", "Eggs", "Flour", "Oat milk", "Butter"]))
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SearchFocusSymptoms {
    @Test("Every letter typed reaches the search field")
    func wholeWordIsTyped() throws {
        let app = pantryApp()
        try app.type("milk", into: "Search pantry")
        let typed = try app.value(of: "Search pantry")
        #expect(typed == "milk",
                "After typing “milk” into “Search pantry”, the field reads \(quoted: typed); it should read “milk”.")
    }

    @Test("The search field keeps the keyboard while typing")
    func fieldKeepsFocus() throws {
        let app = pantryApp()
        try app.type("eg", into: "Search pantry")
        let focused = app.focusedFieldPrompt
        #expect(focused == "Search pantry",
                "After typing “eg”, \(focused.map { "the keyboard is in \(quoted: $0)" } ?? "no field has the keyboard"); “Search pantry” should still have it.")
        #expect(app.isShowing(.button, "Done"),
                "While typing in the search field, the “Done” button should be on screen. The screen shows:\n\(app.screen)")
    }

    @Test("Typing a word narrows the list to what matches the whole word")
    func resultsFollowTheWord() throws {
        let app = pantryApp()
        try app.type("oat", into: "Search pantry")
        #expect(app.texts == ["Oat milk", "1 of 5 items"],
                "After typing “oat” the list should show only “Oat milk” and “1 of 5 items”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SearchFocusRegressions {
    @Test("With an empty search the whole pantry is listed")
    func initialScreen() throws {
        let app = pantryApp()
        #expect(try app.value(of: "Search pantry") == "", "The search field should start empty.")
        #expect(app.texts == ["Milk", "Eggs", "Flour", "Oat milk", "Butter", "5 of 5 items"],
                "Before searching, every item and “5 of 5 items” should be listed. The screen shows:\n\(app.screen)")
        #expect(!app.isShowing(.button, "Done"),
                "Before tapping into the search field, there should be no “Done” button. The screen shows:\n\(app.screen)")
    }

    @Test("Pasting a search narrows the list")
    func pastedSearchFilters() throws {
        let app = pantryApp()
        try app.replaceText(in: "Search pantry", with: "MILK")
        #expect(app.texts == ["Milk", "Oat milk", "2 of 5 items"],
                "After pasting “MILK” the list should show “Milk”, “Oat milk” and “2 of 5 items”. The screen shows:\n\(app.screen)")
        try app.replaceText(in: "Search pantry", with: "rice")
        #expect(app.texts == ["Nothing found"],
                "After pasting “rice” the list should say only “Nothing found”. The screen shows:\n\(app.screen)")
    }

    @Test("“Done” puts the keyboard away")
    func doneDismissesKeyboard() throws {
        let app = pantryApp()
        try app.type("", into: "Search pantry")
        #expect(app.focusedFieldPrompt == "Search pantry" && app.isShowing(.button, "Done"),
                "Tapping into “Search pantry” should give it the keyboard and show “Done”. The screen shows:\n\(app.screen)")
        try app.tap("Done")
        #expect(!app.isShowing(.button, "Done"),
                "After tapping “Done”, the “Done” button should go away. The screen shows:\n\(app.screen)")
    }
}
