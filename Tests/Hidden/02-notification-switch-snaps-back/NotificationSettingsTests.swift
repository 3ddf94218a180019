import Testing
import ViewSim
import ViewSimTesting
@testable import NotificationSwitchSnapsBack

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct DigestSymptoms {
    @Test("The summary follows the “Daily digest” switch")
    func summaryFollowsDigest() throws {
        let app = ViewHost(NotificationSettings())
        try app.toggle("Daily digest")
        let summary = try app.text(startingWith: "You")
        #expect(summary == "You'll be notified about: daily digest, mentions",
                "After switching “Daily digest” on, the summary reads \(quoted: summary); it should read “You'll be notified about: daily digest, mentions”.")
    }

    @Test("The summary keeps the digest when “Mentions” is switched off")
    func summaryKeepsDigest() throws {
        let app = ViewHost(NotificationSettings())
        try app.toggle("Daily digest")
        try app.toggle("Mentions")
        let summary = try app.text(startingWith: "You")
        #expect(summary == "You'll be notified about: daily digest",
                "After switching “Daily digest” on and “Mentions” off, the summary reads \(quoted: summary); it should read “You'll be notified about: daily digest”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct DigestRegressions {
    @Test("The screen opens with the digest off and mentions on")
    func initialState() throws {
        let app = ViewHost(NotificationSettings())
        #expect(try app.isOn("Daily digest") == false, "“Daily digest” should start off.")
        #expect(try app.isOn("Mentions"), "“Mentions” should start on.")
        #expect(app.texts == ["You'll be notified about: mentions"],
                "The summary should start as “You'll be notified about: mentions”. The screen shows:\n\(app.screen)")
    }

    @Test("The “Mentions” switch still works")
    func mentionsWorks() throws {
        let app = ViewHost(NotificationSettings())
        try app.toggle("Mentions")
        #expect(try app.isOn("Mentions") == false, "After switching “Mentions” off, it should show off.")
        #expect(app.texts == ["You won't be notified."],
                "With everything off the summary should read “You won't be notified.”. The screen shows:\n\(app.screen)")
    }
}
