import Foundation
import Testing
@testable import WorkbookKit

/// Break-it pass 33 of issue 30: a submission with a type-checker bomb in every exercise cost a minute per exercise.
@Suite struct SubmissionLimitStopsTests {
    private func result(_ stage: CheckResult.Stage?, detail: String? = nil) -> CheckResult {
        CheckResult(exercise: "01-a", title: "A", status: stage == nil ? .pass : .fail, stage: stage, detail: detail)
    }

    @Test func afterThreeStopsAtALimitTheRestIsNotChecked() {
        var limits = SubmissionLimitStops()
        limits.record(result(.build, detail: "The compiler was stopped after 60 s: …"))
        limits.record(result(.test, detail: "2 of 4 tests failed"))
        limits.record(result(nil))
        limits.record(result(.timeout, detail: "The tests did not finish within 10 s."))
        #expect(limits.refusal == nil)
        limits.record(result(.build, detail: "The compiler was stopped when it used more than 2048 MiB of memory: …"))
        #expect(limits.refusal == "Not checked: 3 of this submission's exercises were stopped at a limit of the compiler or of the tests, so its other exercises were not checked (each could cost a minute more).")
    }

    @Test func anExerciseLeftUncheckedIsFlaggedAsALimit() {
        let skipped = result(.build, detail: SubmissionLimitStops.refusalPrefix + "3 of this submission's exercises …")
        #expect(ClassGrader.flags(for: skipped).map(\.kind) == [.limit])
        #expect(!SubmissionLimitStops.isLimitStop(result(.build, detail: "Your code does not compile (2 errors).")))
    }
}
