import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import PickingAMoodIsSluggish

/// A journal of a year, one entry a day: `## 2025-01-01`, a first line naming the day (8 words), then two paragraphs of
/// 60 words each; 128 words an entry, 46,720 in all (about 260 KB).
private func yearOfEntries() -> String {
    let paragraph = Array(repeating: "Wrote a little about work, the weather and what we cooked for dinner tonight.", count: 4)
        .joined(separator: " ")  // 14 words × 4 = 56
        + " Slept well after that."  // + 4 = 60
    let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    var text = ""
    var day = 0
    for (month, length) in monthLengths.enumerated() {
        for date in 1...length {
            day += 1
            text += "## 2025-\(String(format: "%02d", month + 1))-\(String(format: "%02d", date))\n"
            text += "Day \(day): walked to the harbour before work.\n"
            text += paragraph + "\n" + paragraph + "\n"
        }
    }
    return text
}

/// Writes `text` to a new journal file in a scratch folder; the caller removes it.
private func journalFile(_ text: String?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Journal.txt")
    if let text { try Data(text.utf8).write(to: file) }
    return file
}

private func remove(_ file: URL) {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TodayScreenRegressions {
    @Test("Today shows how much is in the journal and how the last entry begins")
    func summaryOfAYear() async throws {
        let file = try journalFile(yearOfEntries())
        defer { remove(file) }
        let app = ViewHost(TodayScreen(journal: file))
        await app.settle()
        let expected = ["365 entries · 46720 words", "Last entry: 2025-12-31", "Day 365: walked to the harbour before work."]
        #expect(expected.allSatisfy(app.texts.contains),
                "With a year of entries (365 entries, 46720 words, the last on 2025-12-31) the screen should show “365 entries · 46720 words”, “Last entry: 2025-12-31” and “Day 365: walked to the harbour before work.”. The screen shows:\n\(app.screen)")
    }

    @Test("A short journal shows its own summary, and no journal yet says so")
    func shortAndMissingJournals() async throws {
        let file = try journalFile("## 2025-06-01\nFirst day in the new flat.\nBoxes everywhere.\n## 2025-06-02\nFound the kettle.\n")
        defer { remove(file) }
        let app = ViewHost(TodayScreen(journal: file))
        await app.settle()
        let expected = ["2 entries · 11 words", "Last entry: 2025-06-02", "Found the kettle."]
        #expect(expected.allSatisfy(app.texts.contains),
                "A journal of two entries (11 words, the last on 2025-06-02, “Found the kettle.”) should be summed up as “2 entries · 11 words”, “Last entry: 2025-06-02”, “Found the kettle.”. The screen shows:\n\(app.screen)")

        let missing = try journalFile(nil)
        defer { remove(missing) }
        let newcomer = ViewHost(TodayScreen(journal: missing))
        await newcomer.settle()
        #expect(newcomer.texts.contains("No entries yet"),
                "Before the first entry is written there is no journal file; the screen should say “No entries yet”. The screen shows:\n\(newcomer.screen)")
    }

    @Test("Picking a mood shows it")
    func pickingAMood() async throws {
        let file = try journalFile(yearOfEntries())
        defer { remove(file) }
        let app = ViewHost(TodayScreen(journal: file))
        await app.settle()
        #expect(app.texts.contains("Feeling okay today") && (try? app.selection(of: "How are you today?")) == "Okay",
                "The day should start at “Okay”, saying “Feeling okay today”. The screen shows:\n\(app.screen)")
        try app.select("Low", in: "How are you today?")
        try app.select("Good", in: "How are you today?")
        #expect(app.texts.contains("Feeling good today") && (try? app.selection(of: "How are you today?")) == "Good",
                "After picking “Low” and then “Good” the screen should say “Feeling good today”. The screen shows:\n\(app.screen)")
    }
}

@Suite("Picking today's mood", .tags(.hotPath)) @MainActor
struct TodayScreenHotPaths {
    @Test("Picking a mood shows it at once, under a year of entries")
    func pickMood() async throws {
        let file = try journalFile(yearOfEntries())
        defer { remove(file) }
        let app = ViewHost(TodayScreen(journal: file))
        await app.settle()
        // Awaited, so the work the pick leaves to a task (on the main actor, right after the update) is measured too.
        let cost = try await app.measure("pick today's mood") {
            try app.select("Great", in: "How are you today?")
            await app.settle()
        }
        #expect(app.texts.contains("Feeling great today") && (try? app.selection(of: "How are you today?")) == "Great",
                "After picking “Great” the screen should say “Feeling great today”. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("365 entries · 46720 words"),
                "After picking a mood the journal's summary should still read “365 entries · 46720 words”. The screen shows:\n\(app.screen)")
    }
}
