import Testing
import ViewSim
import ViewSimTesting
@testable import MarkAllReadDoesNothing

/// The labels of the message buttons (“● Maya: Lunch on Friday?” while unread), as the user reads them.
@MainActor
func messageLabels(_ app: ViewHost<Inbox>) -> [String] {
    app.elements.filter { $0.kind == .button && $0.label != "Mark all as read" }.map(\.label)
}

@MainActor
func header(_ app: ViewHost<Inbox>) -> String {
    app.texts.first ?? "(no header on screen)"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct MarkAllSymptoms {
    @Test("“Mark all as read” clears the unread count")
    func clearsCount() throws {
        let app = ViewHost(Inbox())
        try app.tap("Mark all as read")
        #expect(header(app) == "Inbox",
                "After “Mark all as read” the header says \(quoted: header(app)); it should say “Inbox”.")
    }

    @Test("“Mark all as read” removes every dot")
    func removesDots() throws {
        let app = ViewHost(Inbox())
        try app.tap("Mark all as read")
        let stillUnread = messageLabels(app).filter { $0.hasPrefix("●") }
        #expect(stillUnread.isEmpty,
                "After “Mark all as read” these messages still have a dot: \(stillUnread.map { "\(quoted: $0)" }.joined(separator: ", ")); none should.")
        #expect(app.elements.contains { $0.kind == .button && $0.label == "Mark all as read" && $0.isDisabled },
                "With nothing left unread, “Mark all as read” should be greyed out. The screen shows:\n\(app.screen)")
    }

    @Test("“Mark all as read” also works after opening one message")
    func afterOpeningOne() throws {
        let app = ViewHost(Inbox())
        try app.tap("● Bank")
        try app.tap("Mark all as read")
        #expect(header(app) == "Inbox",
                "After opening the Bank message and tapping “Mark all as read” the header says \(quoted: header(app)); it should say “Inbox”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct MarkAllRegressions {
    @Test("The inbox opens with three unread messages")
    func initialInbox() throws {
        let app = ViewHost(Inbox())
        #expect(header(app) == "Inbox (3 unread)",
                "The inbox should open with “Inbox (3 unread)”. The screen shows:\n\(app.screen)")
        #expect(messageLabels(app) == [
            "● Maya: Lunch on Friday?",
            "GitHub: Your pull request was merged",
            "● Bank: Your statement is ready",
            "● Leo: Photos from the trip",
        ], "Maya, Bank and Leo should have a dot and GitHub none. The screen shows:\n\(app.screen)")
    }

    @Test("Opening a message marks only that one read")
    func openMarksOne() throws {
        let app = ViewHost(Inbox())
        try app.tap("● Bank")
        #expect(header(app) == "Inbox (2 unread)",
                "After opening the Bank message the header says \(quoted: header(app)); it should say “Inbox (2 unread)”.")
        #expect(messageLabels(app) == [
            "● Maya: Lunch on Friday?",
            "GitHub: Your pull request was merged",
            "Bank: Your statement is ready",
            "● Leo: Photos from the trip",
        ], "After opening the Bank message only its dot should go. The screen shows:\n\(app.screen)")
    }

    @Test("Opening every unread message empties the count")
    func openAll() throws {
        let app = ViewHost(Inbox())
        try app.tap("● Maya")
        try app.tap("● Bank")
        try app.tap("● Leo")
        #expect(header(app) == "Inbox",
                "After opening every unread message the header says \(quoted: header(app)); it should say “Inbox”.")
        #expect(app.elements.contains { $0.kind == .button && $0.label == "Mark all as read" && $0.isDisabled },
                "With nothing unread, “Mark all as read” should be greyed out. The screen shows:\n\(app.screen)")
    }
}
