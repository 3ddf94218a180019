import Testing
import ViewSim
import ViewSimTesting
@testable import RecordingTimerStutters

@MainActor
func line(_ number: Int) -> String {
    guard let recording = Recording.library.first(where: { $0.id == number }) else { return "New Recording \(number) (not in the app's library)" }
    return "New Recording \(number) · \(Recording.clock(recording.seconds))"
}

@MainActor
func memoLines(_ app: ViewHost<MemosScreen>) -> [String] {
    app.texts.filter { $0.hasPrefix("New Recording") }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct MemosRegressions {
    @Test("The memos are listed newest first")
    func newestFirst() async throws {
        let app = ViewHost(MemosScreen())
        await app.settle()
        #expect(app.texts.first == "Ready to record", "The recorder should say “Ready to record”. The screen shows:\n\(app.screen)")
        #expect(Array(memoLines(app).prefix(3)) == [line(1_500), line(1_499), line(1_498)],
                "The newest memos should come first. The screen shows:\n\(app.screen)")
    }

    @Test("Every one of the 1,500 memos is listed")
    func everyMemo() async throws {
        // The bug report's library: a budget met with fewer memos says nothing about the user's 1,500.
        #expect(Recording.library.count == 1_500,
                "The recorder should keep the user's 1,500 memos; its library has \(Recording.library.count).")
        let app = ViewHost(MemosScreen())
        await app.settle()
        for number in [1, 500, 1_000] {
            try? app.scroll(to: number)
            #expect(memoLines(app).contains(line(number)),
                    "Scrolled to “New Recording \(number)”, the list should show it as \(quoted: line(number)). The screen shows:\n\(app.screen)")
        }
    }

    @Test("The recorder counts the seconds, and the new memo goes to the top with its length")
    func records() async throws {
        let app = ViewHost(MemosScreen())
        await app.settle()
        try app.tap("Record")
        await app.advance(by: .seconds(5))
        #expect(app.texts.first == "Recording · 0:05",
                "Five seconds into a recording the recorder shows \(quoted: app.texts.first ?? "nothing"); it should show “Recording · 0:05”.")
        #expect(Array(memoLines(app).prefix(3)) == [line(1_500), line(1_499), line(1_498)],
                "While recording, the memos should still be listed under the recorder, newest first. The screen shows:\n\(app.screen)")
        try app.tap("Stop")
        await app.settle()
        #expect(app.texts.first == "Ready to record", "After Stop the recorder should say “Ready to record”. The screen shows:\n\(app.screen)")
        #expect(memoLines(app).first == "New Recording 1501 · 0:05",
                "The five-second memo should be at the top of the list as “New Recording 1501 · 0:05”. The screen shows:\n\(app.screen)")
        try app.tap("Record")
        await app.advance(by: .seconds(65))
        try app.tap("Stop")
        await app.settle()
        #expect(Array(memoLines(app).prefix(3)) == ["New Recording 1502 · 1:05", "New Recording 1501 · 0:05", line(1_500)],
                "A second memo should go on top of the first. The screen shows:\n\(app.screen)")
    }
}

@Suite("How fast it feels", .tags(.hotPath)) @MainActor
struct MemosHotPath {
    @Test("Recording a half-minute memo")
    func recordHalfMinute() async throws {
        let app = ViewHost(MemosScreen())
        await app.settle()
        let cost = try await app.measure("record a half-minute memo") {
            try app.tap("Record")
            await app.advance(by: .seconds(30))
            try app.tap("Stop")
            await app.settle()
        }
        #expect(app.texts.first == "Ready to record", "After Stop the recorder should say “Ready to record”. The screen shows:\n\(app.screen)")
        #expect(memoLines(app).first == "New Recording 1501 · 0:30",
                "The half-minute memo should be at the top of the list as “New Recording 1501 · 0:30”. The screen shows:\n\(app.screen)")
    }
}
