import Foundation
import Testing
@testable import WorkbookKit

/// Break-it pass 41 of issue 30: a learner who edits `grader.yml` to grade an exercise by easier rules (a higher
/// budget, `@unchecked` allowed) has the result recorded as graded by edited rules, as with edited hidden tests; an
/// edit that changes no rule (a hint reworded) is not reported.
@Suite struct GradingRulesReferenceTests {
    func workbook(_ fixture: WorkbookFixture, catalogue text: String) throws -> Workbook {
        try fixture.write("grader.yml", text)
        return Workbook(contentRoot: fixture.root, packageRoot: fixture.root, catalogue: try Catalogue.parse(text))
    }

    @Test func editedRulesAreRecordedAsSuchAndOtherEditsAreNot() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        #expect(!HiddenSuiteReference.rulesAreModified(fixture.exercise("01-a"), in: fixture.workbook))

        let reworded = try workbook(fixture, catalogue: WorkbookFixture.catalogue.replacingOccurrences(of: "\"nudge\"", with: "\"a gentler nudge\""))
        #expect(!HiddenSuiteReference.rulesAreModified(reworded.catalogue.exercise(id: "01-a")!, in: reworded))

        let easier = try workbook(fixture, catalogue: WorkbookFixture.catalogue.replacingOccurrences(
            of: "    category: state-reset\n", with: "    category: state-reset\n    allowed_constructs: ['@unchecked']\n"))
        let exercise = try #require(easier.catalogue.exercise(id: "01-a"))
        #expect(exercise.allowedConstructs == ["@unchecked"])
        #expect(HiddenSuiteReference.rulesAreModified(exercise, in: easier))
        #expect(!HiddenSuiteReference.rulesAreModified(easier.catalogue.exercise(id: "02-b")!, in: easier))
        var result = CheckResult(exercise: "01-a", title: "A", status: .pass, stage: nil)
        HiddenSuiteReference.mark(&result, exercise: exercise, in: easier)
        #expect(result.hiddenSuiteModified)
        #expect(result.detail == HiddenSuiteReference.rulesModifiedDetail(exercise))

        let slower = try workbook(fixture, catalogue: "version: 1\nsettings:\n  timeout_s: 600\n" + WorkbookFixture.catalogue.dropFirst("version: 1\n".count))
        #expect(HiddenSuiteReference.rulesAreModified(slower.catalogue.exercise(id: "02-b")!, in: slower))
    }
}
