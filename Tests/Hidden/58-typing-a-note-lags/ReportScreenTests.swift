import Testing
import ViewSim
import ViewSimTesting
@testable import TypingANoteLags

private let note = "Strong quarter, mostly thanks to the spring sale."  // 49 characters

@MainActor
private func figures<Root>(_ app: ViewHost<Root>) -> String {
    let shown = app.texts.filter { $0.hasPrefix("Revenue") || $0.hasPrefix("Orders") }
    return shown.isEmpty ? "no figures" : shown.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct ReportScreenRegressions {
    @Test("The report shows the quarter's revenue and orders")
    func showsTheQuarter() async throws {
        let app = ViewHost(ReportScreen())
        await app.settle()
        #expect(figures(app) == "“Revenue: £25,149.25”, “Orders: 1183”",
                "The report should show “Revenue: £25,149.25” and “Orders: 1183” for the quarter; it shows \(figures(app)).")
        let period = try app.selection(of: "Period")
        #expect(period == "Quarter", "The period picker should start on “Quarter”; it shows \(quoted: period ?? "nothing").")
        #expect(app.texts.contains("0/140"), "The note's counter should start at “0/140”. The screen shows:\n\(app.screen)")
    }

    @Test("The chosen period stays while a note is typed")
    func periodSurvivesTyping() async throws {
        let app = ViewHost(ReportScreen())
        await app.settle()
        try app.select("Last 30 days", in: "Period")
        #expect(figures(app) == "“Revenue: £8,216.25”, “Orders: 395”",
                "For the last 30 days the report should show “Revenue: £8,216.25” and “Orders: 395”; it shows \(figures(app)).")
        try await app.type("Busy March", into: "Note for the team")
        let period = try app.selection(of: "Period")
        #expect(period == "Last 30 days" && figures(app) == "“Revenue: £8,216.25”, “Orders: 395”",
                "After typing a note, the report should still be on “Last 30 days” with “Revenue: £8,216.25”, “Orders: 395”; it is on \(quoted: period ?? "nothing") and shows \(figures(app)).")
        #expect(try app.value(of: "Note for the team") == "Busy March" && app.texts.contains("10/140"),
                "After typing “Busy March” the note should read “Busy March” with “10/140” under it. The screen shows:\n\(app.screen)")
    }
}

@Suite("Typing stays quick", .tags(.hotPath)) @MainActor
struct ReportScreenHotPaths {
    @Test("Typing a note")
    func typingANote() async throws {
        let app = ViewHost(ReportScreen())
        await app.settle()
        try await app.measure("type a note") {
            try await app.type(note, into: "Note for the team")
        }
        #expect(try app.value(of: "Note for the team") == note && app.texts.contains("49/140"),
                "After typing \(quoted: note) the note should read exactly that, with “49/140” under it. The screen shows:\n\(app.screen)")
        #expect(figures(app) == "“Revenue: £25,149.25”, “Orders: 1183”",
                "While a note is typed the report should keep showing “Revenue: £25,149.25” and “Orders: 1183”; it shows \(figures(app)).")
    }
}
