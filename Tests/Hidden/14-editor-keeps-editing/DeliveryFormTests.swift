import Testing
import ViewSim
import ViewSimTesting
@testable import EditorKeepsEditing

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct NoteEditorSymptoms {
    @Test("“Done” closes the note field and shows the note")
    func doneCloses() throws {
        let app = ViewHost(DeliveryForm())
        try app.type("Ring twice", into: "Note for the driver")
        try app.tap("Done")
        #expect(!app.isShowing(.textField, "Note for the driver"),
                "After typing “Ring twice” and tapping “Done”, the note field is still open; it should close. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("Note: Ring twice") && app.isShowing(.button, "Edit note"),
                "After tapping “Done” the form should show “Note: Ring twice” and an “Edit note” button; the text on screen is \(app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")).")
    }

    @Test("“Done” puts the keyboard away")
    func doneDropsFocus() throws {
        let app = ViewHost(DeliveryForm())
        try app.type("Ring twice", into: "Note for the driver")
        try app.tap("Done")
        #expect(app.focusedFieldPrompt == nil,
                "After tapping “Done” the keyboard is still on \(quoted: app.focusedFieldPrompt ?? ""); no field should have it.")
    }

    @Test("“Edit note” opens the note again after “Done”")
    func editAgain() throws {
        let app = ViewHost(DeliveryForm())
        try app.type("Ring twice", into: "Note for the driver")
        try app.tap("Done")
        #expect(app.isShowing(.button, "Edit note"),
                "After tapping “Done” there is no “Edit note” button to open the note again. The screen shows:\n\(app.screen)")
        guard app.isShowing(.button, "Edit note") else { return }
        try app.tap("Edit note")
        try app.type(", please", into: "Note for the driver")
        try app.tap("Done")
        #expect(app.texts.contains("Note: Ring twice, please"),
                "After editing the note again the form should show “Note: Ring twice, please”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct NoteEditorRegressions {
    @Test("The note opens ready to type")
    func opensEditing() throws {
        let app = ViewHost(DeliveryForm())
        #expect(app.isShowing(.textField, "Note for the driver") && app.isShowing(.button, "Done"),
                "The delivery step should open with the note field and “Done”. The screen shows:\n\(app.screen)")
        #expect(app.focusedFieldPrompt == "Note for the driver",
                "The keyboard should start on the note field; it is on \(quoted: app.focusedFieldPrompt ?? "no field").")
        #expect(try app.value(of: "Address") == "12 Rua Augusta",
                "The address should start as “12 Rua Augusta”. The screen shows:\n\(app.screen)")
    }

    @Test("Typing in the note keeps what was typed")
    func typingKeepsText() throws {
        let app = ViewHost(DeliveryForm())
        try app.type("Ring twice", into: "Note for the driver")
        let note = try app.value(of: "Note for the driver")
        #expect(note == "Ring twice",
                "After typing “Ring twice” the note field shows \(quoted: note); it should show “Ring twice”.")
    }

    @Test("The address can still be changed")
    func addressEditable() throws {
        let app = ViewHost(DeliveryForm())
        try app.replaceText(in: "Address", with: "3 Largo do Carmo")
        let address = try app.value(of: "Address")
        #expect(address == "3 Largo do Carmo",
                "After changing the address the field shows \(quoted: address); it should show “3 Largo do Carmo”.")
        #expect(app.isShowing(.button, "Place order"),
                "“Place order” should still be on the form. The screen shows:\n\(app.screen)")
    }
}
