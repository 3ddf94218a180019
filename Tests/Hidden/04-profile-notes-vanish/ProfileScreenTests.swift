import Testing
import ViewSim
import ViewSimTesting
@testable import ProfileNotesVanish

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct NotesSymptoms {
    @Test("The notes are still there after locking and unlocking the profile")
    func notesSurviveLockAndUnlock() throws {
        let app = ViewHost(ProfileScreen(name: "Ada Lovelace"))
        try app.type("Met at the conference", into: "Notes")
        try app.toggle("Edit profile")
        try app.toggle("Edit profile")
        let notes = try app.value(of: "Notes")
        #expect(notes == "Met at the conference",
                "After typing “Met at the conference”, switching “Edit profile” off and on again, the notes read \(quoted: notes); they should still read “Met at the conference”.")
        #expect(app.texts.contains("21 of 200 characters"),
                "After unlocking again the counter should still say “21 of 200 characters”. The screen shows:\n\(app.screen)")
    }

    @Test("The locked profile shows the notes that were typed")
    func lockedProfileShowsNotes() throws {
        let app = ViewHost(ProfileScreen(name: "Ada Lovelace"))
        try app.type("Likes chess", into: "Notes")
        try app.toggle("Edit profile")
        let notes = try app.value(of: "Notes")
        #expect(notes == "Likes chess",
                "After typing “Likes chess” and switching “Edit profile” off, the locked notes read \(quoted: notes); they should read “Likes chess”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct NotesRegressions {
    @Test("The profile opens editable, with empty notes")
    func initialScreen() throws {
        let app = ViewHost(ProfileScreen(name: "Ada Lovelace"))
        #expect(app.texts.contains("Ada Lovelace"), "The profile should show the contact's name “Ada Lovelace”. The screen shows:\n\(app.screen)")
        #expect(try app.isOn("Edit profile"), "The profile should open with “Edit profile” on.")
        #expect(try app.value(of: "Notes") == "", "A new contact's notes should start empty. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("0 of 200 characters") && app.texts.contains("Notes are only visible to you."),
                "An editable profile should show “0 of 200 characters” and “Notes are only visible to you.”. The screen shows:\n\(app.screen)")
    }

    @Test("Typing notes updates the character count")
    func typingCounts() throws {
        let app = ViewHost(ProfileScreen(name: "Grace Hopper"))
        try app.type("Navy", into: "Notes")
        #expect(try app.value(of: "Notes") == "Navy", "After typing “Navy” the notes should read “Navy”. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("4 of 200 characters"),
                "After typing “Navy” the counter should say “4 of 200 characters”. The screen shows:\n\(app.screen)")
    }

    @Test("A locked profile's notes cannot be edited")
    func lockingLocks() throws {
        let app = ViewHost(ProfileScreen(name: "Ada Lovelace"))
        try app.toggle("Edit profile")
        #expect(throws: ViewHostError.self, "With “Edit profile” off, typing into the notes should be impossible. The screen shows:\n\(app.screen)") {
            try app.type("oops", into: "Notes")
        }
        #expect(app.texts.contains("Switch on “Edit profile” to change your notes."),
                "A locked profile should say “Switch on “Edit profile” to change your notes.”. The screen shows:\n\(app.screen)")
        #expect(!app.texts.contains("Notes are only visible to you."),
                "A locked profile should not show the editing caption. The screen shows:\n\(app.screen)")
    }

    @Test("Unlocking makes the notes editable again")
    func unlockingUnlocks() throws {
        let app = ViewHost(ProfileScreen(name: "Ada Lovelace"))
        try app.toggle("Edit profile")
        try app.toggle("Edit profile")
        try app.type("ok", into: "Notes")
        #expect(try app.value(of: "Notes") == "ok",
                "After switching “Edit profile” off and on, typing “ok” should put “ok” in the notes. The screen shows:\n\(app.screen)")
    }
}
