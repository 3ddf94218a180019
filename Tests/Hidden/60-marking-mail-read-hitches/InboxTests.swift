import Testing
import ViewSim
import ViewSimTesting
@testable import MarkingMailReadHitches

@MainActor
func unreadLine(_ app: ViewHost<InboxScreen>) -> String {
    (try? app.text(startingWith: "Inbox")) ?? "no unread count"
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct InboxRegressions {
    @Test("The inbox opens on the newest messages, unread ones marked")
    func opens() throws {
        let app = ViewHost(InboxScreen())
        #expect(unreadLine(app) == "Inbox · 20 unread",
                "The inbox should say “Inbox · 20 unread”; it says \(quoted: unreadLine(app)).")
        let inbox = Message.inbox
        let expected = inbox.prefix(3).flatMap { ["● \($0.sender)", $0.subject] }
        #expect(Array(app.texts.dropFirst().prefix(6)) == expected,
                "The newest messages should come first, with a dot while unread. The screen shows:\n\(app.screen)")
    }

    @Test("Marking a message read, then unread again")
    func markReadAndUnread() throws {
        let app = ViewHost(InboxScreen())
        try app.row(containing: "Invoice 2231").tap("Mark read")
        #expect(unreadLine(app) == "Inbox · 19 unread",
                "After marking “Invoice 2231” read the inbox says \(quoted: unreadLine(app)); it should say “Inbox · 19 unread”.")
        let read = try app.row(containing: "Invoice 2231").texts
        #expect(read == ["Ben Holt", "Invoice 2231"],
                "“Invoice 2231” from Ben Holt should lose its unread dot; its row shows \(read).")
        try app.row(containing: "Invoice 2231").tap("Mark unread")
        #expect(unreadLine(app) == "Inbox · 20 unread",
                "After marking it unread again the inbox says \(quoted: unreadLine(app)); it should say “Inbox · 20 unread”.")
        let unread = try app.row(containing: "Invoice 2231").texts
        #expect(unread == ["● Ben Holt", "Invoice 2231"], "The unread dot should come back; the row shows \(unread).")
    }

    @Test("Scrolling down reaches the oldest message")
    func oldest() throws {
        let app = ViewHost(InboxScreen())
        try app.scroll(screens: 100)
        let oldest = try #require(Message.inbox.last)
        #expect(app.texts.suffix(2) == [oldest.sender, oldest.subject],
                "At the bottom of the inbox should be the oldest message, \(quoted: oldest.subject) from \(oldest.sender). The screen shows:\n\(app.screen)")
    }
}

@Suite("How fast it feels", .tags(.hotPath)) @MainActor
struct InboxHotPath {
    @Test("Marking five messages read")
    func markFiveRead() throws {
        let app = ViewHost(InboxScreen())
        let subjects = ["Lunch on Friday?", "Invoice 2231", "Your parcel is on its way", "Minutes from Monday", "Team offsite"]
        let cost = try app.measure("mark five messages read") {
            for subject in subjects { try app.row(containing: subject).tap("Mark read") }
        }
        #expect(unreadLine(app) == "Inbox · 15 unread",
                "After marking five messages read the inbox says \(quoted: unreadLine(app)); it should say “Inbox · 15 unread”.")
        for subject in subjects {
            let row = try app.row(containing: subject).texts
            #expect(row.first?.hasPrefix("●") == false,
                    "\(quoted: subject) should have lost its unread dot; its row shows \(row).")
        }
    }
}
