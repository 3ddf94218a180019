import Foundation
import Testing
@testable import WorkbookKit

/// `reset` restores what is shipped now: the exercise as committed at HEAD, which a pull moves on, never the
/// learner's own committed code; and it says where it restored from. A reset of a passed exercise makes it to do
/// again.
@Suite struct ShippedNowTests {
    static let updated = "struct A { var broken = true; var version = 2 }\n"

    func commit(_ fixture: WorkbookFixture, _ message: String) throws {
        try fixture.git("add", "-A")
        try fixture.git("-c", "user.name=Author", "-c", "user.email=a@example.com", "commit", "-q", "-m", message)
    }

    @Test func afterAPullResetRestoresTheNewVersionAndSaysSo() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        try fixture.git("config", "user.email", "learner@example.com")
        try ShippedSnapshot.ensure(fixture.workbook)  // the first learner command took version 1
        // The author ships version 2 (what `git pull` brings), and the learner edits it.
        try fixture.write("Exercises/01-a/A.swift", Self.updated)
        try commit(fixture, "version 2 of 01-a")
        let head = try fixture.git("rev-parse", "--short=10", "HEAD")
        try fixture.write("Exercises/01-a/A.swift", "struct A { /* mine */ }\n")

        #expect(try ShippedSnapshot.ensure(fixture.workbook) == ["01-a"])  // the snapshot follows HEAD
        #expect(try fixture.git("log", "-1", "--format=%s", ShippedSnapshot.reference) == "Shipped exercises: 1 updated (from HEAD \(head))")
        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise("01-a")])
        #expect(fixture.read("Exercises/01-a/A.swift") == Self.updated)
        #expect(outcome.exercises[0].restoredFrom == "HEAD (commit \(head))")
        let text = ResetReport(style: TerminalStyle(colour: false)).render(outcome)
        #expect(text.contains("✔ 01-a: restored as shipped from HEAD (commit \(head)) — A.swift"))
        let json = String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self)
        #expect(json.contains("\"restored_from\":\"HEAD (commit \(head))\""))
        // Reset again: nothing to do, the history says it was reset.
        #expect(try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise("01-a")]).exercises[0].changed == false)
        #expect(try ProgressStore(root: fixture.root).events().first?.kind == .reset(from: "HEAD (commit \(head))"))
    }

    @Test func theLearnersOwnCommittedCodeIsNotTakenForTheShippedVersion() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        try fixture.git("config", "user.email", "learner@example.com")
        try ShippedSnapshot.ensure(fixture.workbook)
        // The learner checks a fix (an attempt with those sources) and commits it to hand it in.
        let fix = "struct A { var broken = false }\n"
        try fixture.write("Exercises/01-a/A.swift", fix)
        let result = CheckResult(exercise: "01-a", title: "A", status: .pass, stage: nil, tests: [TestOutcome(name: "t", status: .pass, message: "")])
        try ProgressStore(root: fixture.root).record(
            result, sources: [SourceSnapshot.File(name: "A.swift", contents: Data(fix.utf8)), SourceSnapshot.File(name: "README.md", contents: Data("A is broken.\n".utf8))],
            provenance: AttemptProvenance(hiddenSuiteHash: "h", toolchain: "t"))
        try commit(fixture, "My fixes")

        #expect(try ShippedSnapshot.ensure(fixture.workbook).isEmpty)
        let version = try #require(try ShippedSnapshot.version(of: fixture.exercise("01-a"), in: fixture.workbook))
        #expect(version.files["A.swift"] == Data("struct A { var broken = true }\n".utf8))
        #expect(!version.isHEAD && version.origin.hasSuffix("since HEAD holds your own committed code of it"))
        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise("01-a")])
        #expect(fixture.read("Exercises/01-a/A.swift") == "struct A { var broken = true }\n")
        #expect(outcome.exercises[0].wasPassed)
        // Exercise 02, untouched by the learner, still follows HEAD.
        #expect(try ShippedSnapshot.version(of: fixture.exercise("02-b"), in: fixture.workbook)?.isHEAD == true)
    }

    @Test func theLearnersOwnCommitOfEditsNeverCheckedIsNotShippedEitherButTheAuthorsIs() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        try fixture.git("config", "user.email", "learner@example.com")
        try ShippedSnapshot.ensure(fixture.workbook)
        // The learner commits edits they never checked: their commit, of Exercises/ alone.
        try fixture.write("Exercises/01-a/A.swift", "struct A { /* work in progress */ }\n")
        try fixture.git("add", "-A")
        try fixture.git("-c", "user.name=Learner", "commit", "-q", "-m", "wip")
        #expect(try ShippedSnapshot.ensure(fixture.workbook).isEmpty)
        #expect(try ShippedSnapshot.version(of: fixture.exercise("01-a"), in: fixture.workbook)?.files["A.swift"] == Data("struct A { var broken = true }\n".utf8))
        // The author's update of an exercise alone, pulled: followed.
        try fixture.write("Exercises/02-b/B.swift", "struct B { var version = 2 }\n")
        try commit(fixture, "version 2 of 02-b")
        #expect(try ShippedSnapshot.ensure(fixture.workbook) == ["02-b"])
        // A learner's commit that also brings other changes (their merge of a pull, say) is not theirs alone: followed.
        try fixture.write("Exercises/02-b/B.swift", "struct B { var version = 3 }\n")
        try fixture.write("grader.yml", WorkbookFixture.catalogue + "\n")
        try fixture.git("add", "-A")
        try fixture.git("-c", "user.name=Learner", "commit", "-q", "-m", "merge")
        #expect(try ShippedSnapshot.ensure(fixture.workbook) == ["02-b"])
    }

    @Test func aResetPassedExerciseIsCurrentAgainAndListedAsPassedBeforeResetSince() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        let store = ProgressStore(root: fixture.root)
        try fixture.recordPass("01-a")
        try fixture.write("Exercises/01-a/A.swift", "struct A { var broken = false }\n")
        #expect(try CurrentExercise.first(in: fixture.workbook, track: nil, store: store)?.id == "02-b")

        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise("01-a")])
        #expect(outcome.exercises[0].wasPassed && outcome.exercises[0].changed)
        #expect(ResetReport(style: TerminalStyle(colour: false)).render(outcome).contains("(you had passed it; it is to do again now)"))
        #expect(try CurrentExercise.first(in: fixture.workbook, track: nil, store: store)?.id == "01-a")
        let row = try ListCommand.run(fixture.workbook)[0]
        #expect(row.status == .pending && row.passedBeforeReset && row.attempts == 1)
        let summary = ProgressSummary.make(events: try store.events(), exercises: fixture.workbook.catalogue.exercises)
        #expect(summary.exercises[0].passedBeforeReset && summary.exercises[0].firstPass != nil)
        // Solutions stay viewable: it passed once.
        #expect(try !SolutionCommand.run(fixture.workbook, exercise: fixture.exercise("01-a"), force: false).forced)

        // Passing again clears it.
        try fixture.recordPass("01-a")
        #expect(try !ListCommand.run(fixture.workbook)[0].passedBeforeReset)
        #expect(try CurrentExercise.first(in: fixture.workbook, track: nil, store: store)?.id == "02-b")
    }
}
