import Foundation
import Testing
@testable import WorkbookKit

/// A committed workbook (a clone, as a learner has it) whose core is a stand-in (``StandInCore``) built here (as in
/// ``ExerciseBuildTests``), so `workbook check`, watch mode and `verify` run end to end in seconds. Exercise
/// `01-tally-counter` ships failing its symptom test; `02-spare` is only catalogued (never built). Tracks: `basics`
/// (01) then `more` (02).
struct StandInWorkbook {
    let root: URL
    let workbook: Workbook
    static let id = "01-tally-counter"
    static let file = "Exercises/01-tally-counter/Tally.swift"

    static let catalogue = """
        version: 1
        settings:
          allowed_imports: [ViewSim, Observation, Foundation]
        tracks:
          - id: basics
            title: The basics
            exercises: [01-tally-counter]
          - id: more
            title: More
            exercises: [02-spare]
        exercises:
          - id: 01-tally-counter
            title: Tally counter
            category: state-reset
            hints: ["look at countTwice"]
          - id: 02-spare
            title: Spare
            category: state-reset
        """

    static let shipped = "import ViewSim\n\nfunc countTwice() -> Int { 1 }\nfunc logOnce() -> Int { 1 }\n"
    static let fixed = "import ViewSim\n\nfunc countTwice() -> Int { 2 }\nfunc logOnce() -> Int { 1 }\n"

    static let suite = """
        import Testing
        import ViewSimTesting
        @testable import TallyCounter

        @Suite struct TallyTests {
            @Test("Counting twice reads two", .tags(.symptom)) func twice() { #expect(countTwice() == 2 + ping()) }
            @Test("Logging once reads one", .tags(.regression)) func once() { #expect(logOnce() == 1) }
        }

        """

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("stand-in-workbook-\(UUID().uuidString)")
        let files = [
            "grader.yml": Self.catalogue,
            Self.file: Self.shipped,
            "Exercises/01-tally-counter/README.md": "Counting twice reads one.\n",
            "Solutions/01-tally-counter/Tally.swift": Self.fixed,
            "Tests/Hidden/01-tally-counter/TallyTests.swift": Self.suite,
            "Exercises/02-spare/Spare.swift": "func spare() {}\n",
            "core/ViewSimTesting.swift": "public func ping() -> Int { 0 }\n",
            ".gitignore": ".build/\n",
        ]
        for (path, text) in files { try Self.write(text, to: root.appendingPathComponent(path)) }
        _ = try StandInCore.build(in: root)
        workbook = Workbook(contentRoot: root, packageRoot: root, catalogue: try Catalogue.parse(Self.catalogue))
        try git("init", "-q", "-b", "main")
        try commit("shipped")
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func write(_ path: String, _ text: String) throws { try Self.write(text, to: root.appendingPathComponent(path)) }
    func read(_ path: String) -> String? { FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) } }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", root.path, "-c", "user.name=Author", "-c", "user.email=a@example.com"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    var exercise: Exercise { workbook.catalogue.exercise(id: Self.id)! }
    var basics: Track { workbook.catalogue.tracks[0] }
    var attempts: [Attempt] { (try? ProgressStore(root: root).history()) ?? [] }
    var workbookReferences: String { (try? git("for-each-ref", "--format=%(refname)", "refs/workbook")) ?? "?" }

    func check(track: Track? = nil, mode: CheckCommand.Mode = .learner, reusing: Bool = true) throws -> CheckCommand.Checked {
        guard case .checked(let checked) = try CheckCommand.run(workbook, query: Self.id, track: track, mode: mode, reusesRecordedResults: reusing) else {
            throw WorkbookError.setup("nothing was checked")
        }
        return checked
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite(.serialized) struct AttemptRecordingTests {
    // Break-it pass 34 of issue 30: a recorded result edited by hand in the progress history passed a failing exercise
    // in `check --format gradescope`; a report for an autograder runs the tests on unchanged code too.
    @Test func aCheckForAnAutograderRunsEvenUnchangedCode() throws {
        let fixture = try StandInWorkbook()
        defer { fixture.remove() }
        try fixture.write(StandInWorkbook.file, StandInWorkbook.shipped.replacingOccurrences(of: "{ 1 }\nfunc logOnce", with: "{ 3 }\nfunc logOnce"))
        let first = try fixture.check()
        #expect(first.attempt.isRecorded && first.result.status == .fail)
        guard case .unchanged(_, true) = try fixture.check().attempt else { Issue.record("a plain check shows the recorded result"); return }
        let graded = try fixture.check(reusing: false)
        guard case .unchanged(_, false) = graded.attempt else { Issue.record("\(graded.attempt)"); return }
        #expect(graded.result.status == .fail)
        #expect(fixture.attempts.count == 1)
    }

    @Test func attemptsAreTheDistinctVersionsOfTheLearnersCodeAndUnchangedCodeShowsTheRecordedResult() throws {
        let fixture = try StandInWorkbook()
        defer { fixture.remove() }
        // The shipped code: the bug is shown, nothing is recorded, however often.
        let shipped = try fixture.check()
        #expect(shipped.result.status == .fail && shipped.result.stage == .test)
        #expect(shipped.attempt == .asShipped)
        #expect(shipped.attempt.note()?.contains("as shipped") == true)
        // The learner's first check says it is broken on purpose, and where to work (paths that exist).
        #expect(FirstLookNote.applies(to: shipped))
        let note = FirstLookNote(loop: .command, directory: fixture.root).render(fixture.exercise, in: fixture.workbook)
        #expect(note.hasPrefix("Exercise 01 ships broken on purpose"))
        #expect(note.contains("Read the bug report in Exercises/01-tally-counter/README.md, then edit \(StandInWorkbook.file) and run `workbook check 01` again."))
        #expect(try fixture.check().attempt == .asShipped)
        #expect(fixture.attempts.isEmpty)
        #expect(fixture.workbookReferences == ShippedSnapshot.reference)

        // A first try: an attempt.
        try fixture.write(StandInWorkbook.file, StandInWorkbook.shipped.replacingOccurrences(of: "{ 1 }\nfunc logOnce", with: "{ 3 }\nfunc logOnce"))
        let first = try fixture.check()
        guard case .recorded(let commit, .changedCode) = first.attempt else { Issue.record("\(first.attempt)"); return }
        #expect(fixture.attempts.map(\.commit) == [commit])

        // The same code again (`r`, `--json`, `--format`): the recorded result, exactly, and no attempt. A README
        // edit is no change of code.
        let again = try fixture.check()
        #expect(again.result.jsonData() == first.result.jsonData())  // its duration too: nothing ran
        guard case .unchanged(_, true) = again.attempt else { Issue.record("\(again.attempt)"); return }
        #expect(again.attempt.note()?.hasPrefix("Same code as your attempt at ") == true)
        try fixture.write("Exercises/01-tally-counter/README.md", "My notes.\n")
        guard case .unchanged = try fixture.check().attempt else { Issue.record("a README edit is not a change of code"); return }
        #expect(fixture.attempts.count == 1)

        // The fix: recorded, and as it is the last of its track, the next track is offered at once.
        try fixture.write(StandInWorkbook.file, StandInWorkbook.fixed)
        let fixed = try fixture.check(track: fixture.basics)
        #expect(fixed.result.status == .pass && fixed.attempt.isRecorded)
        #expect(fixed.next == .finished(track: fixture.basics, count: 1, nextTrack: fixture.workbook.catalogue.tracks[1]))
        #expect(fixture.attempts.count == 2)
        guard case .allPassed(1, let nextTrack) = try CheckCommand.run(fixture.workbook, query: nil, track: fixture.basics), nextTrack?.id == "more" else {
            Issue.record("every exercise of the track has passed"); return
        }

        // A new version of the hidden suite (an update of the workbook) is another check of the same code.
        try fixture.write("Tests/Hidden/01-tally-counter/TallyTests.swift", StandInWorkbook.suite + "// updated\n")
        try fixture.commit("update the hidden suite")
        let updated = try fixture.check()
        #expect(updated.attempt == .recorded(commit: fixture.attempts.first?.commit ?? "", reason: .otherTests))
        #expect(fixture.attempts.count == 3)
        guard case .unchanged(_, true) = try fixture.check().attempt else { Issue.record("unchanged again"); return }

        // "Time to pass" runs from the first real attempt, not from checking the shipped code.
        let summary = ProgressSummary.make(events: try ProgressStore(root: fixture.root).events(), exercises: [fixture.exercise])
        #expect(summary.exercises[0].attempts == 3 && summary.exercises[0].attemptsToPass == 2)
        #expect(summary.exercises[0].firstAttempt == fixture.attempts.last?.date)

        // `check --all` of the track: one document, nothing new recorded for unchanged code.
        let all = try CheckCommand.runAll(fixture.workbook, track: fixture.basics)
        #expect(all.map(\.result.exercise) == [StandInWorkbook.id])
        guard case .unchanged = all[0].attempt else { Issue.record("\(all[0].attempt)"); return }
        #expect(fixture.attempts.count == 3)
        let document = try #require(WorkbookCheckReport.render(all.map(\.result), format: .junit, track: "basics"))
        #expect(document.hasPrefix("<?xml") && document.contains("<testsuite name=\"01-tally-counter\" tests=\"2\" failures=\"0\""))

        // A reset starts the exercise over: the shipped code is no attempt, and solving it again with the very same
        // code as before is one, which makes it passed again.
        let reset = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise])
        #expect(reset.exercises[0].wasPassed && fixture.read(StandInWorkbook.file) == StandInWorkbook.shipped)
        #expect(try fixture.check().attempt == .asShipped)
        #expect(try ListCommand.run(fixture.workbook)[0].passedBeforeReset)
        try fixture.write(StandInWorkbook.file, StandInWorkbook.fixed)
        let solvedAgain = try fixture.check(track: fixture.basics)
        #expect(solvedAgain.attempt.isRecorded && solvedAgain.result.status == .pass)
        #expect(fixture.attempts.count == 4)
        let row = try ListCommand.run(fixture.workbook)[0]
        #expect(row.status == .passed && !row.passedBeforeReset)
    }

    @Test func checkingAsAnAuthorRecordsNothingWritesNoReferenceAndShowsTheHiddenSuitesErrors() throws {
        let fixture = try StandInWorkbook()
        defer { fixture.remove() }
        try fixture.write(StandInWorkbook.file, StandInWorkbook.fixed)
        let authored = try fixture.check(mode: .author)
        #expect(authored.result.status == .pass && authored.attempt == .authoring && authored.attempt.note() == nil)
        #expect(fixture.workbookReferences == "")  // no attempt, no shipped snapshot frozen

        // A hidden suite that does not compile against the code: the author sees the compiler's own words, the
        // learner only what is missing (the suite's source stays hidden).
        try fixture.write(StandInWorkbook.file, StandInWorkbook.fixed.replacingOccurrences(of: "logOnce", with: "logOne"))
        let author = try fixture.check(mode: .author).result
        #expect(author.stage == .build && author.buildOrigin == .hiddenSuite)
        #expect(author.detail?.contains("Tests/Hidden/01-tally-counter/TallyTests.swift:7:") == true, "\(author.detail ?? "")")
        #expect(author.detail?.contains("error: cannot find 'logOnce' in scope") == true)
        #expect(author.diagnostics.contains { $0.origin == .hiddenSuite })
        let learner = try fixture.check().result
        #expect(learner.detail?.contains("Tests/Hidden") == false)
        #expect(learner.detail?.contains("`logOnce`") == true)
        #expect(!learner.diagnostics.contains { $0.origin == .hiddenSuite })
    }

    @Test func watchModeShowsEveryCheckButRecordsOnlyChangedCode() throws {
        let fixture = try StandInWorkbook()
        defer { fixture.remove() }
        let session = WatchSession(workbook: fixture.workbook, track: fixture.basics, style: TerminalStyle(colour: false))
        defer { session.stopChecking() }
        // Opening the exercise checks it, shows the bug, and is no attempt; nor are `r` and a save of nothing new.
        _ = session.start()
        let opened = session.waitForCheck(timeout: 120)
        #expect(opened.contains("1 of 2 hidden tests failing"), "\(opened)")
        // Plain `workbook`, the first time: broken on purpose, and where to work.
        #expect(opened.contains("Exercise 01 ships broken on purpose"), "\(opened)")
        #expect(opened.contains("Exercises/01-tally-counter/README.md, then edit Exercises/01-tally-counter/Tally.swift and save"))
        #expect(opened.contains("Checking it as shipped is not an attempt"))
        _ = session.handle(.rerun)
        session.waitForCheck(timeout: 120)
        _ = session.filesChanged()
        session.waitForCheck(timeout: 120)
        #expect(fixture.attempts.isEmpty)

        // A save of changed code is an attempt; `r` after it is not, and says why.
        try fixture.write(StandInWorkbook.file, StandInWorkbook.shipped.replacingOccurrences(of: "{ 1 }\nfunc logOnce", with: "{ 3 }\nfunc logOnce"))
        _ = session.filesChanged()
        let saved = session.waitForCheck(timeout: 120)
        #expect(fixture.attempts.count == 1)
        #expect(!saved.contains("not recorded") && !saved.contains("Same code"))
        _ = session.handle(.rerun)
        #expect(session.waitForCheck(timeout: 120).contains("Same code as your attempt at "))
        #expect(fixture.attempts.count == 1)

        // The fix passes the last exercise of the track: said at once, with the next track.
        try fixture.write(StandInWorkbook.file, StandInWorkbook.fixed)
        _ = session.filesChanged()
        let passed = session.waitForCheck(timeout: 120)
        #expect(passed.contains("✔ passed — That was the last one: the one exercise of track basics passes. Next track: more · More — `workbook --track more`"), "\(passed)")
        #expect(fixture.attempts.count == 2)
    }
}

@Suite(.serialized) struct CommittedVerifyTests {
    @Test func verifyChecksTheCommittedVersionsSoASolvedCloneStillVerifies() throws {
        let fixture = try StandInWorkbook()
        defer { fixture.remove() }
        try fixture.write(StandInWorkbook.file, StandInWorkbook.fixed)  // the learner solved it
        let verdicts = try VerifyCommand.run(fixture.workbook, only: [fixture.exercise])
        let verdict = try #require(verdicts.first)
        #expect(verdict.ok, "\(verdict.problems)")
        #expect(verdict.verifiedFrom == "HEAD (commit \(try fixture.git("rev-parse", "--short=10", "HEAD")))")
        #expect(verdict.workingTreeDiffers)
        #expect(VerifyReport(style: TerminalStyle(colour: false)).footer(verdicts).contains("the working tree's Exercises/ differs for 01-tally-counter"))
        #expect(fixture.workbookReferences == "")  // verify records nothing and writes no snapshot
        #expect(fixture.read(StandInWorkbook.file) == StandInWorkbook.fixed)

        // The learner's edits verified as the shipped exercise: they fix the bug, so it is not a working exercise.
        let edited = try #require(try VerifyCommand.run(fixture.workbook, only: [fixture.exercise], workingTree: true).first)
        #expect(!edited.ok && edited.problems.contains { $0.hasPrefix("01-tally-counter: the shipped exercise passes symptom test '") && $0.hasSuffix("; every symptom test must fail as shipped (if it guards what must keep working, tag it .regression)") }, "\(edited.problems)")

        // A student who commits their fix to hand it in: HEAD holds their code, which was checked (an attempt), so
        // the shipped version is still the snapshot's.
        _ = try fixture.check()
        try fixture.commit("My fixes")
        let afterCommit = try #require(try VerifyCommand.run(fixture.workbook, only: [fixture.exercise]).first)
        #expect(afterCommit.ok, "\(afterCommit.problems)")
        #expect(afterCommit.verifiedFrom.hasPrefix("\(ShippedSnapshot.reference) (commit "))
        #expect(afterCommit.verifiedFrom.hasSuffix("since HEAD holds your own committed code of it"))
    }

    @Test func whatDoesNotBuildIsToldWithTheCompilersOwnErrors() throws {
        let fixture = try StandInWorkbook()
        defer { fixture.remove() }
        try fixture.write("Solutions/01-tally-counter/Tally.swift", StandInWorkbook.fixed.replacingOccurrences(of: "{ 2 }", with: "{ 2 "))
        try fixture.write("Tests/Hidden/01-tally-counter/TallyTests.swift", StandInWorkbook.suite.replacingOccurrences(of: "logOnce() == 1", with: "logTwice() == 2"))
        try fixture.commit("broken parts")
        let verdict = try #require(try VerifyCommand.run(fixture.workbook, only: [fixture.exercise]).first)
        #expect(!verdict.ok)
        let shipped = try #require(verdict.problems.first { $0.hasPrefix("01-tally-counter: the shipped exercise compiles, but the hidden suite") })
        #expect(shipped.contains("Tests/Hidden/01-tally-counter/TallyTests.swift:7:"), "\(shipped)")
        #expect(shipped.contains("error: cannot find 'logTwice' in scope"))
        let solution = try #require(verdict.problems.first { $0.hasPrefix("01-tally-counter: the solution does not compile:") }, "\(verdict.problems)")
        #expect(solution.contains("\n  Solutions/01-tally-counter/Tally.swift:5:1: error: expected '}'"), "\(solution)")
        let text = VerifyReport(style: TerminalStyle(colour: false)).line(verdict)
        #expect(text.contains("\n      Solutions/01-tally-counter/Tally.swift:5:1: error:"))  // the compiler's lines indented under the problem
    }
}
