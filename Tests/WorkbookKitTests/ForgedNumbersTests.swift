import Foundation
import Testing
@testable import WorkbookKit

/// Break-it pass 34 of issue 30: numbers a history or a report can claim, at their extremes, stopped `progress`,
/// `grade`, `session` and `merge` (arithmetic overflow, a Double too large for an Int) or made them run for minutes.
@Suite struct ForgedNumbersTests {
    @Test func aHintNoWorkbookWroteIsNoHint() {
        let forged = ProgressEvent.parse(commit: "c", message: "02: hint\n\nExercise: 02-a\nHint: 9223372036854775807\n", time: 5)
        #expect(forged == nil)
        #expect(ProgressEvent.parse(commit: "c", message: "02: hint\n\nExercise: 02-a\nHint: 2\nHint-Count: 1\n", time: 5) == nil)
        #expect(ProgressEvent.parse(commit: "c", message: "02: hint\n\nExercise: 02-a\nHint: 2\nHint-Count: 3\n", time: 5)?.kind == .hint(tier: 2, total: 3))
    }

    @Test func countsAddUpWithoutOverflowing() {
        #expect([Int.max, Int.max, 3].saturatingSum() == .max)
        #expect([Int.min, 4, -2, 5].saturatingSum() == 9)
    }

    @Test func anExecutionTimeIsWholeSecondsWithinAYear() {
        #expect(GradescopeReport.wholeSeconds(1e308) == 365 * 86_400)
        #expect(GradescopeReport.wholeSeconds(.nan) == 0 && GradescopeReport.wholeSeconds(-3) == 0)
        #expect(GradescopeReport.wholeSeconds(1.2) == 2)
    }

    @Test func aBudgetTrailerIsReadUpToItsFirstSixtyFourFigures() {
        let trailer = (0..<100_000).map { "b\($0)=1/2" }.joined(separator: ";")
        #expect(BudgetFigures.parse(trailer).count == BudgetFigures.mostFigures)
    }

    @Test func aLogShowsNoTerminalEscapeFromASubject() {
        let printable = UntrustedText.printable("01: pass\u{1B}]0;owned\u{07}\u{1B}[2J")
        #expect(!printable.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    // Break-it pass 35: `nan` in a Budgets trailer made `progress --json` print `{}`; a BEL passed through to the terminal.
    @Test func aFigureThatIsNoNumberIsLeftOut() {
        let figures = BudgetFigures.parse("a = nan / 1; b = 2 / inf; c\u{07} = 3 / 4; d = 1e309 / 2")
        #expect(figures == [BudgetFigures.Figure(name: "c", measured: 3, limit: 4)])
    }

    // Break-it pass 35: a 367 KB report claiming 2,000 students on 2,000 exercises cost merge 32 s and 2.4 GB.
    @Test func aReportLargerThanAnyClassIsRefused() {
        let columns = (0..<1_001).map { ClassReport.Column(id: "e\($0)", title: "E", category: "c") }
        let wide = ClassReport(workbook: "W", gradedAt: Date(), exercises: columns, students: [])
        let error = #expect(throws: WorkbookError.self) { try wide.refuseOversizedGrid(named: "r.json") }
        #expect(error?.description == "r.json grades 0 students on 1001 exercises, more than a class report written by `workbook grade` can hold (at most 1000 exercises and 1000000 students × exercises).")
        let students = (0..<20_000).map { StudentGrade(student: "s\($0)", name: "S", source: "x") }
        let big = ClassReport(workbook: "W", gradedAt: Date(), exercises: Array(columns.prefix(79)), students: students)
        #expect(throws: WorkbookError.self) { try big.refuseOversizedGrid(named: "r.json") }
        let real = ClassReport(workbook: "W", gradedAt: Date(), exercises: Array(columns.prefix(79)), students: Array(students.prefix(300)))
        #expect(throws: Never.self) { try real.refuseOversizedGrid(named: "r.json") }
    }
}
