import Testing
import ViewSim
import ViewSimTesting
@testable import TypingMyNameLags

@MainActor
private func boardRows<Root>(_ app: ViewHost<Root>) -> [String] {
    app.texts.filter { $0.hasPrefix("#") }
}

@MainActor
private func quoted(_ lines: [String]) -> String {
    lines.isEmpty ? "no rows" : lines.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct LeagueTableRegressions {
    @Test("The board opens best first, with your place")
    func bestFirst() throws {
        let app = ViewHost(LeagueTable())
        let top = Array(boardRows(app).prefix(3))
        #expect(top == ["#1 · Ada A. · 10006 pts", "#2 · Noah T. · 9997 pts", "#3 · Noah T. · 9996 pts"],
                "The board should open on the best players: “#1 · Ada A. · 10006 pts”, “#2 · Noah T. · 9997 pts”, “#3 · Noah T. · 9996 pts”; it opens on \(quoted(top)).")
        #expect(app.texts.contains("You're #962 of 2000"),
                "With 5214 points you are 962nd of 2000; the screen should say “You're #962 of 2000”. The screen shows:\n\(app.screen)")
        try app.scroll(to: Player.yourID)
        #expect(boardRows(app).contains("#962 · You · 5214 pts"),
                "Your row should read “#962 · You · 5214 pts” until you type a name; the rows there are \(quoted(boardRows(app))).")
    }

    @Test("Claiming the weekly bonus moves you up the board, once")
    func bonusMovesYouUp() throws {
        let app = ViewHost(LeagueTable())
        try app.tap("Claim weekly bonus (+2000 pts)")
        #expect(app.texts.contains("You're #562 of 2000"),
                "After the 2000-point bonus you have 7214 points, 562nd of 2000; the screen should say “You're #562 of 2000”. The screen shows:\n\(app.screen)")
        try app.scroll(to: Player.yourID)
        #expect(boardRows(app).contains("#562 · You · 7214 pts"),
                "After the bonus your row should read “#562 · You · 7214 pts”; the rows there are \(quoted(boardRows(app))).")
        #expect(throws: (any Error).self, "The bonus can be claimed once a week; the button should be disabled once claimed.") {
            try app.tap("Claim weekly bonus (+2000 pts)")
        }
    }

    @Test("A league of three is ranked by points")
    func smallLeague() throws {
        let players = [Player(id: 1, name: "Ada A.", points: 40), Player(id: 2, name: "Ben B.", points: 90),
                       Player(id: 3, name: "Chloe C.", points: 65)]
        let app = ViewHost(LeagueTable(players: players, yourID: 3))
        #expect(boardRows(app) == ["#1 · Ben B. · 90 pts", "#2 · You · 65 pts", "#3 · Ada A. · 40 pts"] && app.texts.contains("You're #2 of 3"),
                "A league of Ada (40), Ben (90) and you (65) should read “#1 · Ben B. · 90 pts”, “#2 · You · 65 pts”, “#3 · Ada A. · 40 pts” with “You're #2 of 3”. The screen shows:\n\(app.screen)")
        try app.tap("Claim weekly bonus (+2000 pts)")
        #expect(boardRows(app) == ["#1 · You · 2065 pts", "#2 · Ben B. · 90 pts", "#3 · Ada A. · 40 pts"] && app.texts.contains("You're #1 of 3"),
                "After your bonus the league should read “#1 · You · 2065 pts”, “#2 · Ben B. · 90 pts”, “#3 · Ada A. · 40 pts” with “You're #1 of 3”. The screen shows:\n\(app.screen)")
    }
}

@Suite("Typing a name for the board", .tags(.hotPath)) @MainActor
struct LeagueTableHotPaths {
    @Test("The name you type shows on your row as you type it")
    func typeName() throws {
        let app = ViewHost(LeagueTable())
        try app.scroll(to: Player.yourID)
        let cost = try app.measure("type my name on the board") {
            try app.type("Quiz Whizz", into: "Your name on the board")
        }
        #expect(boardRows(app).contains("#962 · Quiz Whizz · 5214 pts"),
                "After typing “Quiz Whizz” as your name, your row should read “#962 · Quiz Whizz · 5214 pts”; the rows there are \(quoted(boardRows(app))).")
        #expect(app.texts.contains("You're #962 of 2000") && boardRows(app).first == "#962 · Quiz Whizz · 5214 pts",
                "Typing a name should not move you on the board: you should still be “#962 of 2000”. The screen shows:\n\(app.screen)")
    }
}
