import Testing
import ViewSim
import ViewSimTesting
@testable import HiddenTallyResets

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TallySymptoms {
    @Test("The tally keeps its count while hidden")
    func tallySurvivesHiding() throws {
        let app = ViewHost(FocusScreen())
        try app.tap("Log a session")
        try app.tap("Log a session")
        try app.toggle("Show tally")
        try app.toggle("Show tally")
        let shown = try app.text(startingWith: "Sessions today:")
        #expect(shown == "Sessions today: 2",
                "After logging 2 sessions, hiding the tally and showing it again, it reads \(quoted: shown); it should still read “Sessions today: 2”.")
    }

    @Test("The tally keeps its count through several hide-and-show rounds")
    func tallySurvivesRepeatedHiding() throws {
        let app = ViewHost(FocusScreen())
        try app.tap("Log a session")
        try app.toggle("Show tally")
        try app.toggle("Show tally")
        try app.tap("Log a session")
        try app.toggle("Show tally")
        try app.toggle("Show tally")
        let shown = try app.text(startingWith: "Sessions today:")
        #expect(shown == "Sessions today: 2",
                "Logging a session, hiding and showing the tally, then logging another, shows \(quoted: shown); it should show “Sessions today: 2”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TallyRegressions {
    @Test("Logging a session counts it")
    func loggingCounts() throws {
        let app = ViewHost(FocusScreen())
        #expect(app.texts.contains("Sessions today: 0"), "A new day should start at “Sessions today: 0”. The screen shows:\n\(app.screen)")
        try app.tap("Log a session")
        #expect(app.texts.contains("Sessions today: 1"), "After one tap on “Log a session” the tally should read “Sessions today: 1”. The screen shows:\n\(app.screen)")
    }

    @Test("Switching “Show tally” off hides the tally and its button")
    func hidingHides() throws {
        let app = ViewHost(FocusScreen())
        try app.toggle("Show tally")
        #expect(!app.texts.contains { $0.hasPrefix("Sessions today:") },
                "With “Show tally” off, the tally should not be visible. The screen shows:\n\(app.screen)")
        #expect(!app.isShowing(.button, "Log a session"),
                "With “Show tally” off, the “Log a session” button should not be visible. The screen shows:\n\(app.screen)")
    }

    @Test("Switching “Show tally” back on shows the tally")
    func showingShows() throws {
        let app = ViewHost(FocusScreen())
        try app.toggle("Show tally")
        try app.toggle("Show tally")
        #expect(app.isShowing(.button, "Log a session"),
                "With “Show tally” on again, the “Log a session” button should be back. The screen shows:\n\(app.screen)")
    }
}
