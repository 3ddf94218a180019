import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WorkbookKit

/// Issue 15's honest numbers, without building anything: which checks are attempts (``AttemptPolicy``), where a learner
/// stands after a reset (``ExerciseStanding``), what comes next (``NextStep``), and one document for a whole workbook
/// in every format (``WorkbookCheckReport``).
@Suite struct AttemptPolicyTests {
    static func files(_ code: String, readme: String = "The bug.\n") -> [SourceSnapshot.File] {
        [SourceSnapshot.File(name: "A.swift", contents: Data(code.utf8)), SourceSnapshot.File(name: "README.md", contents: Data(readme.utf8))]
    }

    static let provenance = AttemptProvenance(hiddenSuiteHash: "suite", toolchain: "Swift 6", grader: "g1")

    static func result(_ status: CheckResult.Status, _ stage: CheckResult.Stage?, detail: String? = nil) -> CheckResult {
        CheckResult(exercise: "01-a", title: "A", status: status, stage: stage, tests: [TestOutcome(name: "t", status: status == .pass ? .pass : .fail, message: "")],
                    durationSeconds: 1.234, detail: detail)
    }

    static func previous(_ code: String, _ result: CheckResult?, provenance: AttemptProvenance = provenance) -> PreviousAttempt {
        PreviousAttempt(commit: "c1", date: Date(timeIntervalSince1970: 1_800_000_000), result: result, sources: files(code), provenance: provenance)
    }

    @Test func theCodeIsTheSwiftFilesAReadmeEditChangesNothing() {
        #expect(AttemptPolicy.sameCode(Self.files("a"), Self.files("a", readme: "edited")))
        #expect(!AttemptPolicy.sameCode(Self.files("a"), Self.files("b")))
        #expect(!AttemptPolicy.sameCode(Self.files("a"), Self.files("a") + [SourceSnapshot.File(name: "B.swift", contents: Data())]))
    }

    @Test func theShippedCodeIsNeverAnAttemptChangedCodeAlwaysIs() {
        let shipped = Self.files("broken")
        let fail = Self.result(.fail, .test)
        #expect(AttemptPolicy.decide(sources: Self.files("broken"), result: fail, provenance: Self.provenance, previous: nil, shipped: shipped) == .asShipped)
        // After a reset the code is the shipped one again, whatever the last attempt was.
        #expect(AttemptPolicy.decide(sources: shipped, result: fail, provenance: Self.provenance, previous: Self.previous("fix", Self.result(.pass, nil)), shipped: shipped) == .asShipped)
        #expect(AttemptPolicy.decide(sources: Self.files("try 1"), result: fail, provenance: Self.provenance, previous: nil, shipped: shipped) == .record(.changedCode))
        #expect(AttemptPolicy.decide(sources: Self.files("try 2"), result: fail, provenance: Self.provenance, previous: Self.previous("try 1", fail), shipped: shipped) == .record(.changedCode))
        // Without a known shipped version the first check of any code is an attempt.
        #expect(AttemptPolicy.decide(sources: shipped, result: fail, provenance: Self.provenance, previous: nil, shipped: nil) == .record(.changedCode))
    }

    @Test func theSameCodeAgainIsAnAttemptOnlyUnderOtherTestsOrWithAnotherVerdict() {
        let fail = Self.result(.fail, .test)
        let previous = Self.previous("try 1", fail)
        #expect(AttemptPolicy.decide(sources: Self.files("try 1"), result: fail, provenance: Self.provenance, previous: previous, shipped: nil)
                == .unchanged(since: previous.date))
        var otherSuite = Self.provenance
        otherSuite.hiddenSuiteHash = "updated"
        #expect(AttemptPolicy.decide(sources: Self.files("try 1"), result: fail, provenance: otherSuite, previous: previous, shipped: nil) == .record(.otherTests))
        var otherToolchain = Self.provenance
        otherToolchain.toolchain = "Swift 6.1"
        #expect(AttemptPolicy.decide(sources: Self.files("try 1"), result: fail, provenance: otherToolchain, previous: previous, shipped: nil) == .record(.otherTests))
        // A timeout on a busy machine that now passes: the record must not keep the wrong verdict.
        let timedOut = Self.previous("try 1", Self.result(.error, .timeout))
        #expect(AttemptPolicy.decide(sources: Self.files("try 1"), result: Self.result(.pass, nil), provenance: Self.provenance, previous: timedOut, shipped: nil)
                == .record(.otherVerdict))
        // Another grader alone (a rebuilt core) with the same verdict records nothing.
        var otherGrader = Self.provenance
        otherGrader.grader = "g2"
        #expect(AttemptPolicy.decide(sources: Self.files("try 1"), result: fail, provenance: otherGrader, previous: previous, shipped: nil) == .unchanged(since: previous.date))
    }

    @Test func aRecordedResultStandsForUnchangedCodeOnlyWhenNothingThatDecidesItChanged() {
        let fail = Self.result(.fail, .test)
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", fail), sources: Self.files("try 1", readme: "x"), provenance: Self.provenance) == fail)
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", fail), sources: Self.files("try 2"), provenance: Self.provenance) == nil)
        for change in [\AttemptProvenance.hiddenSuiteHash, \AttemptProvenance.toolchain] {
            var other = Self.provenance
            other[keyPath: change] = "other"
            #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", fail), sources: Self.files("try 1"), provenance: other) == nil)
        }
        var otherGrader = Self.provenance
        otherGrader.grader = "g2"
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", fail), sources: Self.files("try 1"), provenance: otherGrader) == nil)
        // An attempt recorded before the Grader trailer existed is checked again.
        var old = Self.provenance
        old.grader = nil
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", fail, provenance: old), sources: Self.files("try 1"), provenance: old) == nil)
        // Verdicts of the wall clock are checked again.
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", Self.result(.error, .timeout)), sources: Self.files("try 1"), provenance: Self.provenance) == nil)
        let slowCompile = Self.result(.error, .build, detail: "The compiler was stopped after 60 s: …")
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", slowCompile), sources: Self.files("try 1"), provenance: Self.provenance) == nil)
        let hungryCompile = Self.result(.error, .build, detail: "The compiler was stopped when it used more than 2048 MiB of memory: …")
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", hungryCompile), sources: Self.files("try 1"), provenance: Self.provenance) == nil)
        #expect(AttemptPolicy.reusableResult(previous: Self.previous("try 1", nil), sources: Self.files("try 1"), provenance: Self.provenance) == nil)
    }

    @Test func aPreviousAttemptIsReadBackWithItsSourcesResultAndProvenance() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let store = ProgressStore(root: fixture.root)
        #expect(try store.previousAttempt(of: "01-a") == nil)
        let result = Self.result(.fail, .test)
        let commit = try store.record(result, sources: Self.files("try 1"), provenance: Self.provenance)
        try store.recordHint(exercise: "01-a", tier: 1, of: 3)
        try store.record(CheckResult(exercise: "02-b", title: "B", status: .pass, stage: nil), sources: [], provenance: Self.provenance)
        let previous = try #require(try store.previousAttempt(of: "01-a"))
        #expect(previous.commit == commit)
        #expect(previous.result == result)
        #expect(previous.sources == Self.files("try 1").sorted { $0.name < $1.name })
        #expect(previous.provenance == Self.provenance)
        #expect(try fixture.git("log", "-1", "--format=%(trailers:key=Grader,valueonly)", commit) == "g1")
        // After a reset, the attempts before it are no baseline.
        try store.recordReset(exercise: "01-a", from: "HEAD (commit 1a2b3c4d5e)")
        #expect(try store.previousAttempt(of: "01-a", sinceReset: true) == nil)
        #expect(try store.previousAttempt(of: "01-a")?.commit == commit)
    }
}

@Suite struct ExerciseStandingTests {
    func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

    @Test func aResetAfterAPassMakesTheExerciseToDoAgainUntilItPassesAgain() {
        // Newest first, as the history is read; the reset and the attempt before it share a second.
        var events = [
            ProgressEvent(exercise: "01-a", kind: .reset(from: "HEAD (commit 1a2b3c4d5e)"), date: at(100)),
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .pass, stage: nil), date: at(100)),
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .fail, stage: "test"), date: at(50)),
        ]
        var standing = ExerciseStanding.standings(from: events)["01-a"]!
        #expect(!standing.passed && standing.passedBeforeReset && standing.status == .pending && standing.attempts == 2)
        let exercises = [Exercise(id: "01-a", title: "A", category: .stateReset)]
        var summary = ProgressSummary.make(events: events, exercises: exercises)
        #expect(summary.exercises[0].status == .pending && summary.exercises[0].passedBeforeReset)
        #expect(summary.exercises[0].firstPass == at(100) && summary.exercises[0].secondsToPass == 50)  // the first pass stays a fact
        #expect(summary.passed == 0)
        #expect(String(decoding: summary.jsonData(), as: UTF8.self).contains("\"passed_before_reset\" : true"))
        #expect(ProgressReport(style: TerminalStyle(colour: false)).render(summary).contains("↺ reset    01-a"))
        #expect(ProgressReport(style: TerminalStyle(colour: false)).render(summary).contains("passed before, reset since"))

        events.insert(ProgressEvent(exercise: "01-a", kind: .attempt(status: .fail, stage: "test"), date: at(200)), at: 0)
        standing = ExerciseStanding.standings(from: events)["01-a"]!
        #expect(standing.status == .failed && standing.passedBeforeReset && standing.attemptsSinceReset == 1)
        events.insert(ProgressEvent(exercise: "01-a", kind: .attempt(status: .pass, stage: nil), date: at(300)), at: 0)
        standing = ExerciseStanding.standings(from: events)["01-a"]!
        #expect(standing.passed && !standing.passedBeforeReset && standing.status == .passed)
        summary = ProgressSummary.make(events: events, exercises: exercises)
        #expect(summary.passed == 1 && !summary.exercises[0].passedBeforeReset)
        // A reset of an exercise never passed changes nothing but the count since.
        let neverPassed = ExerciseStanding.standings(from: [
            ProgressEvent(exercise: "02-b", kind: .reset(from: "HEAD"), date: at(20)),
            ProgressEvent(exercise: "02-b", kind: .attempt(status: .fail, stage: "test"), date: at(10)),
        ])["02-b"]!
        #expect(!neverPassed.passedBeforeReset && neverPassed.status == .failed)
    }

    @Test func resetNotesAreReadBackAndLogged() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let store = ProgressStore(root: fixture.root)
        try fixture.recordPass("01-a")
        try store.recordReset(exercise: "01-a", from: "HEAD (commit 1a2b3c4d5e)")
        let events = try store.events()
        #expect(events.first?.kind == .reset(from: "HEAD (commit 1a2b3c4d5e)"))
        #expect(events.first?.summary == "01-a: reset to the shipped version (from HEAD (commit 1a2b3c4d5e))")
        #expect(try store.history().count == 1)  // a note, not an attempt
        let log = LogReport(style: TerminalStyle(colour: false)).render(LogEntry.entries(from: events), exercise: "01-a")
        #expect(log.contains("↺ 01-a: reset to the shipped version"))
        #expect(try CurrentExercise.first(in: fixture.workbook, track: nil, store: store)?.id == "01-a")
        let rows = try ListCommand.run(fixture.workbook)
        #expect(rows[0].status == .pending && rows[0].passedBeforeReset && !rows[1].passedBeforeReset)
        #expect(ListReport(style: TerminalStyle(colour: false)).render(rows).contains("↺ reset    01-a  A  state-reset  passed before, reset since"))
        let json = String(decoding: ListCommand.json(rows), as: UTF8.self)
        #expect(json.contains("\"passed_before_reset\" : true") && json.contains("\"passed_before_reset\" : false"))
    }
}

@Suite struct NextStepTests {
    static let catalogue = """
        version: 1
        tracks:
          - id: basics
            title: The basics
            exercises: [02-b, 01-a, 03-c]
          - id: more
            title: More
            exercises: [04-d]
          - id: review
            title: Review
            exercises: [01-a]
        exercises:
          - id: 01-a
            title: A
            category: state-reset
          - id: 02-b
            title: B
            category: state-reset
          - id: 03-c
            title: C
            category: state-reset
          - id: 04-d
            title: D
            category: state-reset
        """

    @Test func nextIsTheNextNotYetPassedInTheTrackWrappingAround() throws {
        let catalogue = try Catalogue.parse(Self.catalogue)
        let workbook = Workbook(contentRoot: URL(fileURLWithPath: "/nonexistent"), packageRoot: URL(fileURLWithPath: "/nonexistent"), catalogue: catalogue)
        let basics = try catalogue.track(named: "basics")
        let a = catalogue.exercise(id: "01-a")!, b = catalogue.exercise(id: "02-b")!, c = catalogue.exercise(id: "03-c")!
        // Not the next in catalogue order (02-b, passed): the next not yet passed in the track's order.
        #expect(NextStep.after(a, in: workbook, track: nil, passed: ["01-a", "02-b"]) == .exercise(c))
        #expect(NextStep.after(b, in: workbook, track: basics, passed: ["02-b", "01-a"]) == .exercise(c))
        #expect(NextStep.after(c, in: workbook, track: basics, passed: ["03-c"]) == .exercise(b))  // from the top
        // The last one of the track: finished at once, and the next track with something left is offered.
        let finished = NextStep.after(a, in: workbook, track: basics, passed: ["01-a", "02-b", "03-c"])
        #expect(finished == .finished(track: basics, count: 3, nextTrack: try catalogue.track(named: "more")))
        #expect(finished.sentence() == "That was the last one: all 3 exercises of track basics pass. Next track: more · More — `workbook --track more`")
        // A track whose exercises have all passed is not offered.
        #expect(NextStep.after(c, in: workbook, track: basics, passed: ["01-a", "02-b", "03-c", "04-d"])
                == .finished(track: basics, count: 3, nextTrack: nil))
        #expect(NextStep.after(c, in: workbook, track: basics, passed: ["01-a", "02-b", "03-c", "04-d"]).sentence().hasSuffix("Every track is done. Well done!"))
        #expect(NextStep.after(a, in: workbook, track: nil, passed: ["01-a", "02-b", "03-c", "04-d"]).sentence()
                == "That was the last one: all 4 exercises pass. Well done!")
        #expect(NextStep.exercise(c).sentence() == "Next: 03-c · C — `workbook check 03`")
        let report = CheckReport(style: TerminalStyle(colour: false)).render(
            CheckResult(exercise: "01-a", title: "A", status: .pass, stage: nil), exercise: a, next: finished)
        #expect(report.hasSuffix("That was the last one: all 3 exercises of track basics pass. Next track: more · More — `workbook --track more`"))
    }
}

@Suite struct WorkbookCheckReportTests {
    static let results = [
        CheckResult(exercise: "01-a", title: "A", status: .pass, stage: nil, tests: [
            TestOutcome(name: "The tally keeps its count", status: .pass, message: "", tags: ["symptom"]),
            TestOutcome(name: "Logging adds one", status: .pass, message: "", tags: ["regression"]),
        ], durationSeconds: 0.4),
        CheckResult(exercise: "02-b", title: "B", status: .fail, stage: .test, tests: [
            TestOutcome(name: "The total follows the quantity", status: .fail, message: "It reads 0 & not 3 <sic>.", tags: ["symptom"]),
        ], durationSeconds: 0.6),
        CheckResult(exercise: "03-c", title: "C", status: .error, stage: .build, diagnostics: [
            CompilerDiagnostic(file: "Exercises/03-c/C.swift", line: 2, column: 5, severity: "error", message: "expected '}'", origin: .exercise),
        ], detail: "Your code in Exercises/03-c/ does not compile (1 error).", buildOrigin: .exercise),
    ]

    func object(_ text: String?) throws -> [String: Any] {
        let text = try #require(text)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyFormatIsOneValidDocumentForTheWholeWorkbook() throws {
        let json = try object(WorkbookCheckReport.render(Self.results, format: .json, track: "basics"))
        #expect((json["exercises"] as? [[String: Any]])?.map { $0["exercise"] as? String } == ["01-a", "02-b", "03-c"])
        #expect(json["passed"] as? Int == 1 && json["total"] as? Int == 3 && json["status"] as? String == "fail" && json["track"] as? String == "basics")

        let gradescope = try object(WorkbookCheckReport.render(Self.results, format: .gradescope))
        let tests = try #require(gradescope["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == ["01-a: The tally keeps its count", "01-a: Logging adds one", "02-b: The total follows the quantity"])
        #expect(gradescope["score"] as? Double == 1)
        #expect((gradescope["output"] as? String)?.contains("03-c: error (build) does not compile") == true)

        let exercism = try object(WorkbookCheckReport.render(Self.results, format: .exercism))
        #expect(exercism["version"] as? Int == 3 && exercism["status"] as? String == "fail")
        let exercismTests = try #require(exercism["tests"] as? [[String: Any]])
        #expect(exercismTests.map { $0["name"] as? String } == ["01-a: The tally keeps its count", "01-a: Logging adds one", "02-b: The total follows the quantity", "03-c"])
        #expect(exercismTests.last?["status"] as? String == "error")
        #expect((exercismTests.last?["message"] as? String)?.contains("Exercises/03-c/C.swift:2:5: error: expected '}'") == true)

        let junit = try #require(WorkbookCheckReport.render(Self.results, format: .junit))
        let parser = XMLParser(data: Data(junit.utf8))
        let counter = SuiteCounter()
        parser.delegate = counter
        #expect(parser.parse(), "\(junit)")
        #expect(counter.roots == ["testsuites"])
        #expect(counter.suites == ["01-a", "02-b", "03-c"])
        #expect(junit.contains("<testsuites name=\"workbook\" tests=\"4\" failures=\"1\" errors=\"1\""))

        #expect(WorkbookCheckReport.render(Self.results, format: .text) == nil)
        // Every exercise passing is a document too, not a bare message.
        let allPass = try object(WorkbookCheckReport.render([Self.results[0]], format: .json))
        #expect(allPass["status"] as? String == "pass")
        #expect(try object(WorkbookCheckReport.render([Self.results[0]], format: .exercism))["status"] as? String == "pass")
        #expect(try object(WorkbookCheckReport.render([Self.results[2]], format: .exercism))["status"] as? String == "error")
    }

    @Test func theTextHasALinePerExerciseAndSaysWhatWasRecorded() {
        let checked = [
            CheckCommand.Checked(result: Self.results[0], attempt: .unchanged(since: Date(), reused: true)),
            CheckCommand.Checked(result: Self.results[1], attempt: .recorded(commit: "c", reason: .changedCode)),
            CheckCommand.Checked(result: Self.results[2], attempt: .asShipped),
        ]
        let text = WorkbookCheckReport.text(checked, style: TerminalStyle(colour: false))
        #expect(text == """
            ✔ 01-a · A — all 2 hidden tests pass (unchanged since your last attempt)
            ✘ 02-b · B — 1 of 1 hidden tests failing
            ✘ 03-c · C — does not compile (as shipped)

            1 of 3 exercises pass · 1 attempt recorded (1 unchanged since their last attempt)
            """)
    }

    /// Counts a JUnit document's root element and its suites.
    final class SuiteCounter: NSObject, XMLParserDelegate {
        var roots: [String] = []
        var suites: [String] = []
        var depth = 0
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if depth == 0 { roots.append(name) }
            if name == "testsuite", let suite = attributes["name"] { suites.append(suite) }
            depth += 1
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { depth -= 1 }
    }
}

@Suite struct SessionResetTests {
    /// A learner who passed an exercise long ago and has just reset it is on it again, and not stuck: the time and
    /// the attempts count from the reset.
    @Test func aResetExerciseIsCurrentAgainTimedFromTheReset() throws {
        let exercises = [Exercise(id: "01-a", title: "A", category: .stateReset)]
        let now = Date(timeIntervalSince1970: 1_800_010_000)
        var events = [
            ProgressEvent(exercise: "01-a", kind: .reset(from: "HEAD"), date: now.addingTimeInterval(-60)),
            ProgressEvent(exercise: "01-a", kind: .attempt(status: .pass, stage: nil), date: now.addingTimeInterval(-7200)),
        ]
        events += (1...5).map { ProgressEvent(exercise: "01-a", kind: .attempt(status: .fail, stage: "test"), date: now.addingTimeInterval(-7300 - Double($0))) }
        let learner = SessionSnapshot.make(histories: [("ada", events)], exercises: exercises, now: now).learners[0]
        #expect(learner.current == "01-a" && learner.minutesOnCurrent == 1 && !learner.stuck)
        #expect(learner.exercises["01-a"]?.status == .pending)
    }

    /// Break-it pass 35 of issue 30: an attempt dated Int.min showed "153722867310856480 min" and the learner as stuck.
    @Test func aStartWrittenByHandIsAnUnknownTime() {
        let exercises = [Exercise(id: "01-a", title: "A", category: .stateReset)]
        let now = Date(timeIntervalSince1970: 1_800_010_000)
        for forged in [Date(timeIntervalSince1970: -9.2e18), now.addingTimeInterval(86_400)] {
            let events = [ProgressEvent(exercise: "01-a", kind: .attempt(status: .fail, stage: "test"), date: forged)]
            let learner = SessionSnapshot.make(histories: [("ada", events)], exercises: exercises, now: now).learners[0]
            #expect(learner.current == "01-a" && learner.minutesOnCurrent == nil && !learner.stuck)
        }
    }
}
