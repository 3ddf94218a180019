import Testing
import ViewSim
import ViewSimTesting
@testable import DepartureBoardJanksEveryPoll

@MainActor
private func rowTexts<Root>(_ app: ViewHost<Root>, _ train: String) -> String {
    guard let row = try? app.row(containing: train) else { return "no row for \(quoted: train)" }
    return row.texts.map { "\(quoted: $0)" }.joined(separator: " ")
}

@MainActor
private func trainsShown<Root>(_ app: ViewHost<Root>) -> Int {
    app.texts.filter { $0.hasPrefix("Platform ") }.count
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct DepartureBoardRegressions {
    @Test("The board shows today's 120 departures once loaded")
    func showsTheBoard() async throws {
        let app = ViewHost(DeparturesScreen(feed: DepartureFeed()))
        await app.settle()
        #expect(trainsShown(app) == 120,
                "Once loaded the board should list 120 departures; it lists \(trainsShown(app)). The screen shows:\n\(app.screen)")
        #expect(rowTexts(app, "06:00 Cambridge") == "“06:00 Cambridge” “On time” “Platform 1”",
                "The first train should read “06:00 Cambridge”, “On time”, “Platform 1”; its row shows \(rowTexts(app, "06:00 Cambridge")).")
        #expect(rowTexts(app, "19:53 Stansted Airport") == "“19:53 Stansted Airport” “On time” “Platform 3”",
                "The last train should read “19:53 Stansted Airport”, “On time”, “Platform 3”; its row shows \(rowTexts(app, "19:53 Stansted Airport")).")
    }

    @Test("A delay in the feed shows at the next poll")
    func delayShowsAtNextPoll() async throws {
        let feed = DepartureFeed()
        let app = ViewHost(DeparturesScreen(feed: feed))
        await app.settle()
        await app.advance(by: .seconds(60))
        feed.board[5].delayMinutes = 4
        await app.advance(by: .seconds(29))
        #expect(rowTexts(app, "06:35 Bedford").contains("“On time”"),
                "Before the next poll the 06:35 to Bedford should still read “On time”; its row shows \(rowTexts(app, "06:35 Bedford")).")
        await app.advance(by: .seconds(1))
        #expect(rowTexts(app, "06:35 Bedford") == "“06:35 Bedford” “+4 min” “Platform 6”",
                "At the poll after the feed reports a 4-minute delay, the 06:35 to Bedford should read “+4 min”; its row shows \(rowTexts(app, "06:35 Bedford")).")
        feed.board[5].delayMinutes = 0
        feed.board.removeFirst()
        await app.advance(by: .seconds(30))
        #expect(trainsShown(app) == 119 && !app.texts.contains("06:00 Cambridge") && rowTexts(app, "06:35 Bedford").contains("“On time”"),
                "After the 06:00 leaves the feed and the 06:35 is back on time, the next poll should show 119 trains, no 06:00, and the 06:35 “On time”. The screen shows:\n\(app.screen)")
    }

    @Test("Any change in the feed shows at the next poll: a delay moving to another train, a new platform")
    func everyChangeShows() async throws {
        let feed = DepartureFeed()
        let app = ViewHost(DeparturesScreen(feed: feed))
        await app.settle()
        feed.board[5].delayMinutes = 4
        await app.advance(by: .seconds(30))
        // The same number of trains and the same total delay: only what each train says has changed.
        feed.board[5].delayMinutes = 0
        feed.board[6].delayMinutes = 4
        let moved = feed.board[7]
        feed.board[7] = Departure(id: moved.id, time: moved.time, destination: moved.destination, platform: moved.platform + 1)
        await app.advance(by: .seconds(30))
        let bedford = rowTexts(app, feed.board[5].time + " " + feed.board[5].destination)
        let next = rowTexts(app, feed.board[6].time + " " + feed.board[6].destination)
        let platform = rowTexts(app, moved.time + " " + moved.destination)
        #expect(bedford.contains("“On time”") && next.contains("“+4 min”") && platform.contains("“Platform \(moved.platform + 1)”"),
                "At the poll after the delay moves from the \(feed.board[5].time) to the \(feed.board[6].time) and the \(moved.time) changes to platform \(moved.platform + 1), the board should show all three changes; the rows show \(bedford), \(next) and \(platform).")
    }

    @Test("A reminder is set for one train and survives the polls")
    func reminderForOneTrain() async throws {
        let app = ViewHost(DeparturesScreen(feed: DepartureFeed()))
        await app.settle()
        try app.row(containing: "06:56 Cambridge").tap("Remind me")
        await app.advance(by: .seconds(90))
        let set = app.elements.filter { $0.kind == .button && $0.label == "Reminder set" }.count
        #expect(set == 1,
                "After tapping “Remind me” on the 06:56 to Cambridge and three polls, exactly that train should say “Reminder set”; \(set) trains do.")
        try app.row(containing: "06:56 Cambridge").tap("Reminder set")
        #expect(!app.isShowing(.button, "Reminder set"),
                "Tapping “Reminder set” again should cancel the reminder. The screen shows:\n\(app.screen)")
    }
}

@Suite("Polling keeps the board smooth", .tags(.hotPath)) @MainActor
struct DepartureBoardHotPaths {
    @Test("A poll that brings nothing new")
    func pollWithNoChanges() async throws {
        let app = ViewHost(DeparturesScreen(feed: DepartureFeed()))
        await app.settle()
        try await app.measure("poll with no changes", repetitions: 5) {
            await app.advance(by: .seconds(30))
        }
        #expect(trainsShown(app) == 120 && rowTexts(app, "06:00 Cambridge") == "“06:00 Cambridge” “On time” “Platform 1”",
                "After five polls with nothing new the board should still list the same 120 trains, starting with the 06:00 to Cambridge, on time. The screen shows:\n\(app.screen)")
    }
}
