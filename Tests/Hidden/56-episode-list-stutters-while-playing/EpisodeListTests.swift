import Testing
import ViewSim
import ViewSimTesting
@testable import EpisodeListStuttersWhilePlaying

private let tulipMania = "14. The Tulip Mania, part 2"  // 61 min
private let firstPhotograph = "37. The First Photograph, part 1"  // 47 min

@MainActor
private func rowTexts<Root>(_ app: ViewHost<Root>, _ title: String) -> String {
    guard let row = try? app.row(containing: title) else { return "no row for \(quoted: title)" }
    return row.texts.map { "\(quoted: $0)" }.joined(separator: " ")
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct EpisodeListRegressions {
    @Test("The list shows every episode with its length, nothing playing")
    func opensWithEveryEpisode() async throws {
        let app = ViewHost(EpisodeList())
        await app.settle()
        #expect(rowTexts(app, "1. The Silk Road, part 1") == "“1. The Silk Road, part 1” “45 min”",
                "The first episode should show its title and “45 min”; its row shows \(rowTexts(app, "1. The Silk Road, part 1")).")
        #expect(rowTexts(app, "80. The Voynich Manuscript, part 2") == "“80. The Voynich Manuscript, part 2” “48 min”",
                "The last episode should show its title and “48 min”; its row shows \(rowTexts(app, "80. The Voynich Manuscript, part 2")).")
        let plays = app.elements.filter { $0.kind == .button && $0.label == "Play" }.count
        #expect(plays == 80 && !app.texts.contains { $0.hasSuffix(" left") },
                "All 80 episodes should offer “Play”, none counting down yet; the screen has \(plays) “Play” buttons. The screen shows:\n\(app.screen)")
    }

    @Test("The playing episode counts down; pausing stops it; another episode starts from the beginning")
    func playingCountsDown() async throws {
        let app = ViewHost(EpisodeList())
        await app.settle()
        try app.row(containing: tulipMania).tap("Play")
        await app.settle()
        #expect(rowTexts(app, tulipMania) == "\(quoted: tulipMania) “61:00 left”",
                "Right after tapping Play on episode 14 its row should read “61:00 left”; it shows \(rowTexts(app, tulipMania)).")
        await app.advance(by: .seconds(65))
        #expect(rowTexts(app, tulipMania) == "\(quoted: tulipMania) “59:55 left”",
                "After 65 seconds of playing episode 14 its row should read “59:55 left”; it shows \(rowTexts(app, tulipMania)).")
        #expect(rowTexts(app, firstPhotograph) == "\(quoted: firstPhotograph) “47 min”",
                "While episode 14 plays, episode 37 should still show “47 min”; it shows \(rowTexts(app, firstPhotograph)).")

        try app.row(containing: tulipMania).tap("Pause")
        await app.advance(by: .seconds(10))
        #expect(rowTexts(app, tulipMania) == "\(quoted: tulipMania) “61 min”",
                "After pausing episode 14 its row should show “61 min” again; it shows \(rowTexts(app, tulipMania)).")

        try app.row(containing: firstPhotograph).tap("Play")
        await app.advance(by: .seconds(3))
        #expect(rowTexts(app, firstPhotograph) == "\(quoted: firstPhotograph) “46:57 left”",
                "Three seconds after tapping Play on episode 37 its row should read “46:57 left”; it shows \(rowTexts(app, firstPhotograph)).")
    }
}

@Suite("Playback keeps the list smooth", .tags(.hotPath)) @MainActor
struct EpisodeListHotPaths {
    @Test("One second of playback")
    func oneSecondOfPlayback() async throws {
        let app = ViewHost(EpisodeList())
        await app.settle()
        try app.row(containing: tulipMania).tap("Play")
        await app.settle()
        try await app.measure("one second of playback", repetitions: 5) {
            await app.advance(by: .seconds(1))
        }
        #expect(rowTexts(app, tulipMania) == "\(quoted: tulipMania) “60:55 left”",
                "After five seconds of playing episode 14 its row should read “60:55 left”; it shows \(rowTexts(app, tulipMania)).")
    }
}
