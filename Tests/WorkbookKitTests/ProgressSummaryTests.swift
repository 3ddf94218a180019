import Foundation
import Testing
@testable import WorkbookKit

@Suite struct ProgressSummaryTests {
    let exercises = [
        Exercise(id: "01-a", title: "A", category: .stateReset, hints: ["h1", "h2", "h3"]),
        Exercise(id: "02-b", title: "B", category: .lostBinding, hints: ["h1"]),
        Exercise(id: "03-c", title: "C", category: .lostBinding),
    ]

    func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

    /// Newest first, as the history is read.
    var events: [ProgressEvent] {
        [
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .fail, stage: "test"), summary: "01-a: fail late", date: at(900)),
            ProgressEvent(exercise: "02-b", kind: .solutionViewed(forced: true), date: at(700)),
            ProgressEvent(exercise: "02-b", kind: .attempt(status: .fail, stage: "build"), summary: "02-b: error (build)", date: at(600)),
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .pass, stage: nil), summary: "01-a: pass", date: at(500)),
            ProgressEvent(exercise: "01-a", kind: .hint(tier: 2, total: 3), date: at(400)),
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .fail, stage: "test"), summary: "01-a: fail 2", date: at(300)),
            ProgressEvent(exercise: "01-a", kind: .hint(tier: 1, total: 3), date: at(200)),
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .error, stage: "build"), summary: "01-a: error", date: at(100)),
        ]
    }

    @Test func aggregatesAttemptsFirstPassHintsAndTimeToPass() {
        let summary = ProgressSummary.make(events: events, exercises: exercises)
        let a = summary.exercises[0], b = summary.exercises[1], c = summary.exercises[2]
        #expect(a.status == .passed)
        #expect(a.attempts == 4)
        #expect(a.attemptsToPass == 3)
        #expect(a.firstAttempt == at(100))
        #expect(a.firstPass == at(500))
        #expect(a.secondsToPass == 400)
        #expect(a.hintsUsed == 2 && a.hintCount == 3)
        #expect(b.status == .failed && b.attempts == 1 && b.firstPass == nil && b.secondsToPass == nil && b.solutionForced)
        #expect(c.status == .pending && c.attempts == 0 && c.hintCount == 0)
        #expect(summary.passed == 1 && summary.total == 3 && summary.attempts == 5 && summary.hintsUsed == 2 && summary.secondsToPass == 400)
        let json = String(decoding: summary.jsonData(), as: UTF8.self)
        #expect(json.contains("\"first_pass\" : \"2027-01-15T08:08:20Z\""))
        #expect(json.contains("\"seconds_to_pass\" : 400"))
    }

    @Test func theLogIsNewestFirstWithTheHintsUsedByEachAttempt() {
        let all = LogEntry.entries(from: events)
        #expect(all.count == 8)
        #expect(all.map(\.date) == events.map(\.date))
        let one = LogEntry.entries(from: events, exercise: "01-a")
        #expect(one.map(\.kind) == [.attempt, .attempt, .hint, .attempt, .hint, .attempt])
        #expect(one.map(\.hintsUsed) == [2, 2, 2, 1, 1, 0])
        #expect(one[1].status == "pass" && one[1].stage == nil)
        #expect(one.last?.stage == "build")
        let text = LogReport(style: TerminalStyle(colour: false), timeZone: TimeZone(identifier: "UTC")!).render(one, exercise: "01-a")
        #expect(text.contains("2027-01-15 08:08:20  ✔ 01-a: pass  [2 hints used]"))
        #expect(text.hasSuffix("4 attempts at 01-a"))
    }

    @Test func eventsAreParsedFromCommitMessages() {
        let hint = ProgressEvent.parse(commit: "c", message: "01-a: hint 2 of 3\n\nExercise: 01-a\nHint: 2\nHint-Count: 3\n", time: 5)
        #expect(hint?.kind == .hint(tier: 2, total: 3))
        let attempt = ProgressEvent.parse(commit: "c", message: "01-a: fail (test) 1 of 2\n\nExercise: 01-a\nStatus: fail\nStage: test\n", time: 5)
        #expect(attempt?.kind == .attempt(status: .fail, stage: "test"))
        let solution = ProgressEvent.parse(commit: "c", message: "s\n\nExercise: 01-a\nSolution-Viewed: forced\n", time: 5)
        #expect(solution?.kind == .solutionViewed(forced: true))
        // A subject line that looks like a trailer is not one.
        #expect(ProgressEvent.parse(commit: "c", message: "Exercise: 01-a\n", time: 5) == nil)
        #expect(ProgressReport.duration(59) == "59 s" && ProgressReport.duration(3 * 3600 + 5 * 60) == "3 h 05 min")
    }

    // Break-it pass 33 of issue 30: a hand-written history dated Int.min crashed `workbook progress` converting the
    // time from its first attempt to its pass to an Int.
    @Test func aDurationNoRealHistoryGivesIsUnknown() {
        for seconds in [9.3e18, -9.3e18, -1, .infinity, .nan] {
            #expect(ProgressReport.duration(seconds) == "an unknown time")
        }
    }
}
