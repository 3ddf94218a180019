import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import KeyboardCoversTheMessageBox

/// The support chat on `device`, with "Hello" typed into the message box (the keyboard is up).
@MainActor
private func typing(on device: Device) throws -> ViewHost<SupportChatScreen> {
    let app = ViewHost(SupportChatScreen(), device: device)
    try app.type("Hello", into: "Type a message")
    return app
}

/// Checks that the message box and Send are above the keyboard on `device`, and no more than a finger's width above it.
@MainActor
private func expectJustAboveTheKeyboard(on device: Device) throws {
    let app = try typing(on: device)
    guard let keyboard = app.keyboardFrame else {
        Issue.record("On an \(device), typing into the message box should bring up the keyboard.")
        return
    }
    for label in ["Type a message", "Send"] {
        let frame = try app.frame(of: label)
        #expect(frame.maxY <= keyboard.minY + 0.5,
                "On an \(device), with the keyboard up (its top at y \(Int(keyboard.minY))), \(quoted: label) reaches down to y \(Int(frame.maxY.rounded())): the keyboard covers it.")
        #expect(keyboard.minY - frame.maxY <= 44,
                "On an \(device), \(quoted: label) ends at y \(Int(frame.maxY.rounded())), \(Int((keyboard.minY - frame.maxY).rounded())) points above the keyboard (its top at y \(Int(keyboard.minY))): it should sit just above it, not float in the middle of the screen.")
    }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SupportChatSymptoms {
    @Test("While typing, the message box and Send are not under the keyboard")
    func notUnderTheKeyboard() throws {
        let app = try typing(on: .iPhone16)
        let over = try app.viewsDrawn(over: "Type a message")
        let box = try app.frame(of: "Type a message")
        #expect(!over.contains("the keyboard"),
                "With the keyboard up, the message box is under it: the user cannot see what they type. The box reaches down to y \(Int(box.maxY.rounded())); the keyboard starts at y \(Int(app.keyboardFrame?.minY ?? 0)).")
        do {
            try app.tap("Send")
        } catch {
            Issue.record("With the keyboard up, Send should be tappable. \(error)")
            return
        }
        #expect(app.isShowing(.text, "Hello"), "After tapping Send, the message should appear in the conversation. The screen shows:\n\(app.screen)")
        #expect(try app.value(of: "Type a message").isEmpty, "After sending, the message box should be empty.")
    }

    @Test("On an iPhone 16, an SE and a Pro Max, the box and Send sit just above the keyboard")
    func justAboveTheKeyboard() throws {
        try expectJustAboveTheKeyboard(on: .iPhone16)
        try expectJustAboveTheKeyboard(on: .iPhoneSE)
        try expectJustAboveTheKeyboard(on: .iPhone16ProMax)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SupportChatRegressions {
    @Test("The logo in the background stays put when the keyboard comes up")
    func logoStaysPut() throws {
        for device in [Device.iPhone16, .iPhoneSE] {
            let app = ViewHost(SupportChatScreen(), device: device)
            let before = app.frames(of: Image.self)
            try app.type("Hello", into: "Type a message")
            let after = app.frames(of: Image.self)
            #expect(!before.isEmpty, "On an \(device), the chat's logo should be on screen.")
            #expect(before == after,
                    "On an \(device), the logo moved from \(before.map { "y \(Int($0.midY.rounded()))" }.joined()) to \(after.map { "y \(Int($0.midY.rounded()))" }.joined()) when the keyboard came up: the backdrop was squeezed into the space above the keyboard.")
        }
    }

    @Test("With the keyboard down, the box is at the bottom of the screen, above the home indicator")
    func atTheBottomWithoutKeyboard() throws {
        let app = ViewHost(SupportChatScreen())
        let safe = Device.iPhone16.safeArea(in: .portrait)
        let field = try app.frame(of: "Type a message")
        #expect(field.maxY <= safe.maxY + 0.5 && safe.maxY - field.maxY <= 44,
                "With the keyboard down, the message box ends at y \(Int(field.maxY.rounded())); it should be at the bottom of the screen, just above the home indicator (which starts at y \(Int(safe.maxY))).")
        let top = try app.frame(of: "Hi! How can we help?")
        #expect(top.minY >= safe.minY - 0.5, "The first message starts at y \(Int(top.minY.rounded())), under the status bar (the safe area starts at y \(Int(safe.minY))).")
    }
}
