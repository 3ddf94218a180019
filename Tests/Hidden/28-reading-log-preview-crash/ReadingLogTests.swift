import Testing
import ViewSim
import ViewSimTesting
@testable import ReadingLogPreviewCrash

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct ReadingLogPreviewSymptoms {
    @Test("The preview shows this week's log and a new reader's empty log")
    func previewRenders() {
        let preview = ViewHost(preview: ReadingLogScreen_Previews.self)
        #expect(preview.texts.contains("Last read: Piranesi, 42 pages") && preview.texts.contains("137 pages in 3 sessions"),
                "The preview should show this week's log, starting “Last read: Piranesi, 42 pages”. It shows:\n\(preview.screen)")
        #expect(preview.texts.contains("No reading logged yet") && preview.texts.contains("0 pages in 0 sessions"),
                "The preview should also show a new reader's log: “No reading logged yet” and “0 pages in 0 sessions”. It shows:\n\(preview.screen)")
    }

    @Test("A reader who hasn't logged anything yet sees an empty log")
    func newReader() {
        let app = ViewHost(ReadingLogScreen(sessions: []))
        #expect(app.texts == ["This week", "No reading logged yet", "0 pages in 0 sessions"],
                "A reader with no sessions yet should see “This week”, “No reading logged yet” and “0 pages in 0 sessions”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct ReadingLogRegressions {
    @Test("The app opens on this week's reading, newest first")
    func appOpens() {
        let app = ViewHost(ContentView())
        let expected = ["This week", "Last read: Piranesi, 42 pages", "137 pages in 3 sessions",
                        "Piranesi: 42 pages", "Piranesi: 35 pages", "The Hobbit: 60 pages"]
        #expect(app.texts == expected,
                "The app should open on this week's log: \(expected.map { "\(quoted: $0)" }.joined(separator: ", ")). The screen shows:\n\(app.screen)")
    }

    @Test("Logging a session updates the latest session and the week's total")
    func logging() throws {
        let app = ViewHost(ContentView())
        try app.tap("Log 20 pages of Piranesi")
        #expect(app.texts.contains("Last read: Piranesi, 20 pages") && app.texts.contains("157 pages in 4 sessions"),
                "After logging 20 pages of Piranesi, the log should say “Last read: Piranesi, 20 pages” and “157 pages in 4 sessions”. The screen shows:\n\(app.screen)")
        #expect(app.texts.filter { $0.hasSuffix(" pages") && $0.contains(": ") && !$0.hasPrefix("Last") }
                    == ["Piranesi: 20 pages", "Piranesi: 42 pages", "Piranesi: 35 pages", "The Hobbit: 60 pages"],
                "After logging 20 pages of Piranesi, the new session should head the list. The screen shows:\n\(app.screen)")
    }
}
