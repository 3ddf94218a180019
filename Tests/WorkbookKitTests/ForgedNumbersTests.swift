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
}
