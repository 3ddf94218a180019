import Foundation
import Synchronization
import Testing
@testable import WorkbookKit

/// A temporary workbook with two exercises, optionally committed to a git repository (as a clone would be).
struct WorkbookFixture {
    let root: URL
    let workbook: Workbook

    static let catalogue = """
        version: 1
        exercises:
          - id: 01-a
            title: A
            category: state-reset
            hints: ["nudge", "closer", "nearly the answer"]
          - id: 02-b
            title: B
            category: lost-binding
            hints: ["only one"]
        """

    init(commit: Bool) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-loop-\(UUID().uuidString)")
        let files = [
            "grader.yml": Self.catalogue,
            "Exercises/01-a/A.swift": "struct A { var broken = true }\n",
            "Exercises/01-a/README.md": "A is broken.\n",
            "Exercises/02-b/B.swift": "struct B {}\n",
            "Solutions/01-a/A.swift": "struct A { var broken = false }\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        workbook = Workbook(contentRoot: root, packageRoot: root, catalogue: try Catalogue.parse(Self.catalogue))
        if commit {
            try git("init", "-q", "-b", "main")
            try git("add", ".")
            try git("-c", "user.name=Author", "-c", "user.email=a@example.com", "commit", "-q", "-m", "shipped")
        }
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", root.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
    func read(_ path: String) -> String? { FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) } }
    func exercise(_ id: String) -> Exercise { workbook.catalogue.exercise(id: id)! }
    func remove() { try? FileManager.default.removeItem(at: root) }

    func recordPass(_ id: String) throws {
        let result = CheckResult(exercise: id, title: "T", status: .pass, stage: nil, tests: [TestOutcome(name: "t", status: .pass, message: "")])
        try ProgressStore(root: root).record(result, sources: [], provenance: AttemptProvenance(hiddenSuiteHash: "h", toolchain: "t"))
    }
}

@Suite struct HintTests {
    @Test func tiersAdvanceOneAtATimeAreRecordedAndSurviveAcrossRuns() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let exercise = fixture.exercise("01-a")
        let first = try HintCommand.run(fixture.workbook, exercise: exercise)
        #expect(first.tier == 1 && first.hints == ["nudge"] && first.revealedNew && !first.isLast)
        #expect(try ProgressStore(root: fixture.root).hintsUsed("01-a") == 1)
        let second = try HintCommand.run(fixture.workbook, exercise: exercise)
        #expect(second.tier == 2 && second.hints == ["nudge", "closer"])
        let third = try HintCommand.run(fixture.workbook, exercise: exercise)
        #expect(third.tier == 3 && third.isLast && third.revealedNew)
        let again = try HintCommand.run(fixture.workbook, exercise: exercise)
        #expect(again.tier == 3 && !again.revealedNew && again.hints.count == 3)

        let events = try ProgressStore(root: fixture.root).events().filter { $0.exercise == "01-a" }
        #expect(events.map(\.kind) == [.hint(tier: 3, total: 3), .hint(tier: 2, total: 3), .hint(tier: 1, total: 3)])
        #expect(events[0].summary == "01-a: hint 3 of 3")
        // Hints of one exercise do not count for another; hint commits are not attempts.
        #expect(try ProgressStore(root: fixture.root).hintsUsed("02-b") == 0)
        #expect(try ProgressStore(root: fixture.root).history().isEmpty)

        let text = HintReport(style: TerminalStyle(colour: false)).render(third)
        #expect(text.contains("Hint 3 of 3: nearly the answer") && text.hasSuffix("That was the last hint."))
    }
}

@Suite struct ResetTests {
    @Test func theShippedSnapshotComesFromHEADEvenWhenTheLearnerEditedFirst() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        try fixture.write("Exercises/01-a/A.swift", "struct A { /* learner */ }\n")
        #expect(try ShippedSnapshot.ensure(fixture.workbook) == ["01-a", "02-b"])
        #expect(try ShippedSnapshot.ensure(fixture.workbook).isEmpty)  // taken once
        let shipped = try #require(try ShippedSnapshot.files(of: fixture.exercise("01-a"), in: fixture.workbook))
        #expect(shipped.keys.sorted() == ["A.swift", "README.md"])
        #expect(String(decoding: shipped["A.swift"]!, as: UTF8.self) == "struct A { var broken = true }\n")
    }

    @Test func withoutHistoryTheSnapshotComesFromTheWorkingTree() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        try ShippedSnapshot.ensure(fixture.workbook)
        let shipped = try #require(try ShippedSnapshot.files(of: fixture.exercise("02-b"), in: fixture.workbook))
        #expect(shipped == ["B.swift": Data("struct B {}\n".utf8)])
        // Later edits do not change what "shipped" means.
        try fixture.write("Exercises/02-b/B.swift", "struct B { edited }\n")
        try ShippedSnapshot.ensure(fixture.workbook)
        #expect(try ShippedSnapshot.files(of: fixture.exercise("02-b"), in: fixture.workbook) == ["B.swift": Data("struct B {}\n".utf8)])
    }

    @Test func resetSavesTheLearnersVersionThenRestoresTheShippedOneLeavingHEADIndexAndBranchAlone() throws {
        let fixture = try WorkbookFixture(commit: true)
        defer { fixture.remove() }
        try ShippedSnapshot.ensure(fixture.workbook)
        try fixture.write("Exercises/01-a/A.swift", "struct A { /* my attempt */ }\n")
        try fixture.write("Exercises/01-a/Extra.swift", "struct Extra {}\n")
        try fixture.git("add", "Exercises/01-a/A.swift")  // something staged, which reset must leave staged
        let headBefore = try fixture.git("rev-parse", "HEAD")
        let indexBefore = try fixture.git("ls-files", "--stage")
        let symbolicHead = try fixture.git("symbolic-ref", "HEAD")

        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise("01-a"), fixture.exercise("02-b")])
        #expect(outcome.exercises.map(\.changed) == [true, false])
        #expect(outcome.exercises[0].restored == ["A.swift"] && outcome.exercises[0].removed == ["Extra.swift"])
        #expect(fixture.read("Exercises/01-a/A.swift") == "struct A { var broken = true }\n")
        #expect(fixture.read("Exercises/01-a/Extra.swift") == nil)
        #expect(fixture.read("Exercises/01-a/README.md") == "A is broken.\n")

        let backup = try #require(outcome.backupCommit)
        #expect(try fixture.git("rev-parse", BackupStore.reference) == backup)
        #expect(try fixture.git("show", "\(backup):Exercises/01-a/A.swift") == "struct A { /* my attempt */ }")
        #expect(try fixture.git("show", "\(backup):Exercises/01-a/Extra.swift") == "struct Extra {}")
        #expect(try fixture.git("log", "-1", "--format=%s", BackupStore.reference) == "Backup of 01-a before `workbook reset 01-a`")

        #expect(try fixture.git("rev-parse", "HEAD") == headBefore)
        #expect(try fixture.git("ls-files", "--stage") == indexBefore)
        #expect(try fixture.git("symbolic-ref", "HEAD") == symbolicHead)
        #expect(try fixture.git("for-each-ref", "--format=%(refname)", "refs/heads") == "refs/heads/main")

        // The printed command brings the learner's version back.
        try fixture.git("restore", "--source=\(backup)", "--", "Exercises/01-a")
        #expect(fixture.read("Exercises/01-a/A.swift") == "struct A { /* my attempt */ }\n")

        // A second reset keeps the first backup reachable, and the tip holds both exercises' latest saved versions.
        try fixture.write("Exercises/02-b/B.swift", "struct B { mine }\n")
        let second = try ResetCommand.run(fixture.workbook, exercises: fixture.workbook.catalogue.exercises, all: true)
        #expect(try fixture.git("rev-parse", "\(BackupStore.reference)~1") == backup)
        #expect(try fixture.git("log", "-1", "--format=%s", BackupStore.reference) == "Backup of 2 exercises before `workbook reset --all`")
        #expect(try BackupStore(workbook: fixture.workbook).files(of: fixture.exercise("02-b"))?["B.swift"] == Data("struct B { mine }\n".utf8))
        #expect(second.exercises.allSatisfy { $0.changed })
        let text = ResetReport(style: TerminalStyle(colour: false)).render(second)
        #expect(text.contains("git restore --source=\(second.backupCommit!.prefix(10)) -- Exercises/02-b"))
    }

    @Test func resettingADeletedFolderRestoresItAndOffersNoRecoveryOfNothing() throws {
        let fixture = try WorkbookFixture(commit: true)
        _ = try ShippedSnapshot.ensure(fixture.workbook)
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("Exercises/01-a"))

        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise("01-a")])
        #expect(outcome.backupCommit == nil)
        #expect(outcome.exercises.map(\.saved) == [false])
        #expect(fixture.read("Exercises/01-a/A.swift") == "struct A { var broken = true }\n")
        let text = ResetReport(style: TerminalStyle(colour: false)).render(outcome)
        #expect(!text.contains("git restore"))
        #expect(!text.contains("Saved your version"))
        #expect(text.contains("nothing to save"))
    }
}

@Suite struct SolutionTests {
    @Test func refusedBeforePassingShownWithForceAndRecorded() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let exercise = fixture.exercise("01-a")
        #expect(throws: WorkbookError.self) { try SolutionCommand.run(fixture.workbook, exercise: exercise, force: false) }
        do {
            _ = try SolutionCommand.run(fixture.workbook, exercise: exercise, force: false)
        } catch {
            guard case .refused = error else { Issue.record("expected a refusal, got \(error)"); return }
        }
        #expect(try ProgressStore(root: fixture.root).events().isEmpty)

        let forced = try SolutionCommand.run(fixture.workbook, exercise: exercise, force: true)
        #expect(forced.forced)
        let patch = try #require(forced.files.first?.patch)
        #expect(forced.files.map(\.name) == ["A.swift"])
        #expect(patch.contains("--- a/Exercises/01-a/A.swift"))
        #expect(patch.contains("+++ b/Solutions/01-a/A.swift"))
        #expect(patch.contains("-struct A { var broken = true }"))
        #expect(patch.contains("+struct A { var broken = false }"))
        let events = try ProgressStore(root: fixture.root).events()
        #expect(events.map(\.kind) == [.solutionViewed(forced: true)])
        #expect(try fixture.git("log", "-1", "--format=%(trailers:key=Solution-Viewed)", ProgressStore.reference) == "Solution-Viewed: forced")
    }

    @Test func afterAPassItIsShownWithoutForceAndNotRecorded() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        try fixture.recordPass("01-a")
        let solution = try SolutionCommand.run(fixture.workbook, exercise: fixture.exercise("01-a"), force: false)
        #expect(!solution.forced && solution.files.count == 1)
        #expect(try ProgressStore(root: fixture.root).events().count == 1)
        // Equal files: no diff.
        try fixture.write("Exercises/01-a/A.swift", "struct A { var broken = false }\n")
        #expect(try SolutionCommand.diff(fixture.exercise("01-a"), in: fixture.workbook).isEmpty)
        #expect(unifiedDiff(old: nil, oldPath: "x", new: Data("a\n".utf8), newPath: "y").contains("+a"))
    }
}

@Suite struct CurrentExerciseTests {
    @Test func theCurrentExerciseIsTheFirstNotPassedInTheTrack() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let store = ProgressStore(root: fixture.root)
        let reversed = Track(id: "r", title: "R", exercises: ["02-b", "01-a"])
        #expect(try CurrentExercise.first(in: fixture.workbook, track: nil, store: store)?.id == "01-a")
        #expect(try CurrentExercise.first(in: fixture.workbook, track: reversed, store: store)?.id == "02-b")
        try fixture.recordPass("02-b")
        #expect(try CurrentExercise.first(in: fixture.workbook, track: reversed, store: store)?.id == "01-a")
        #expect(CurrentExercise.after(fixture.exercise("02-b"), in: fixture.workbook, track: reversed)?.id == "01-a")
        #expect(CurrentExercise.after(fixture.exercise("02-b"), in: fixture.workbook, track: nil) == nil)
    }

    @Test func theExerciseOfAFolderIsTheOneItIsInside() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let exercises = fixture.root.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: exercises.appendingPathComponent("02-b/Nested"), withIntermediateDirectories: true)
        #expect(CurrentExercise.containing(exercises.appendingPathComponent("01-a"), in: fixture.workbook)?.id == "01-a")
        #expect(CurrentExercise.containing(exercises.appendingPathComponent("02-b/Nested"), in: fixture.workbook)?.id == "02-b")
        #expect(CurrentExercise.containing(exercises, in: fixture.workbook) == nil)
        #expect(CurrentExercise.containing(fixture.root, in: fixture.workbook) == nil)
        #expect(CurrentExercise.containing(exercises.appendingPathComponent("99-unknown"), in: fixture.workbook) == nil)
    }
}

@Suite struct WatchSessionTests {
    @Test func keysMoveHintRerunAndQuitAndAPassSaysPressN() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let checked = Mutex<[String]>([])
        let session = WatchSession(
            workbook: fixture.workbook, track: nil, style: TerminalStyle(colour: false),
            check: { exercise throws(WorkbookError) in
                checked.withLock { $0.append(exercise.id) }
                let pass = exercise.id == "01-a"
                return CheckCommand.Checked(result: CheckResult(
                    exercise: exercise.id, title: exercise.title, status: pass ? .pass : .fail, stage: pass ? nil : .test,
                    tests: [TestOutcome(name: "t", status: pass ? .pass : .fail, message: pass ? "" : (1...100).map { "line \($0)" }.joined(separator: "\n"))]),
                    attempt: .recorded(commit: "c", reason: .changedCode))
            },
            revealHint: { exercise throws(WorkbookError) in
                HintReveal(exercise: exercise, hints: ["nudge"], tier: 1, total: 3, revealedNew: true)
            })
        session.maxReportLines = 20
        #expect(session.start().contains("Checking 01-a…"))  // checks run in the background
        let first = session.waitForCheck()
        #expect(session.current?.id == "01-a")
        #expect(first.contains("✔ passed — press n for the next exercise"))
        #expect(first.hasSuffix("h next hint · n next exercise · l list · r re-run · q quit"))
        _ = session.handle(.hint)
        _ = session.handle(.rerun)
        #expect(!session.waitForCheck().contains("Hint 1 of 3"))  // a pass clears the hints shown
        _ = try #require(session.handle(.next))
        let next = session.waitForCheck()
        #expect(session.current?.id == "02-b")
        #expect(next.contains("more lines (`workbook check 02` shows them all)"))  // capped, naming this exercise
        #expect(!next.contains("line 90"))
        let hinted = try #require(session.handle(.hint))
        #expect(hinted.contains("Hint 1 of 3: nudge") && hinted.contains("press h for the next"))
        _ = session.handle(.rerun)
        session.waitForCheck()
        _ = session.filesChanged()
        session.waitForCheck()
        #expect(checked.withLock { $0 } == ["01-a", "01-a", "02-b", "02-b", "02-b"])
        #expect(session.screen().contains("Hint 1 of 3"))  // still failing: the hint stays
        let list = try #require(session.handle(.list))
        #expect(list.contains("01-a") && list.contains("l back"))
        #expect(session.handle(.quit) == nil)
    }
}
