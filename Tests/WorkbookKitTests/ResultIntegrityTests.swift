import Foundation
import Testing
@testable import WorkbookKit

/// Results that cannot be forged: a finished run is a pass only when exactly the hidden suite's tests (listed when its
/// runner was built) reported, each once, with a verdict; and a cached build changed after the grader wrote it is
/// never used.
@Suite(.serialized) struct ResultIntegrityTests {
    static let expected = ExpectedTests(module: "HiddenSuiteM", ids: ["HiddenSuiteM.S/a()/T.swift:1:1", "HiddenSuiteM.S/b()/T.swift:2:1"])

    /// A finished run whose streams reported `tests` (ID, status).
    static func outcome(_ tests: [(String, TestOutcome.Status)], streamProblems: [String] = []) -> SuiteRunOutcome {
        var outcome = SuiteRunOutcome(
            tests: tests.map { TestOutcome(name: String($0.0.split(separator: "/").dropFirst().first ?? ""), status: $0.1, message: $0.1 == .fail ? "no" : "") },
            stage: tests.contains { $0.1 == .fail } ? .test : nil)
        outcome.testIDs = tests.map(\.0)
        outcome.streamProblems = streamProblems
        return outcome
    }

    static func judged(_ outcome: SuiteRunOutcome) -> CheckResult {
        var result = CheckResult(exercise: "01-x", title: "X", status: outcome.stage == nil ? .pass : .fail, stage: outcome.stage, tests: outcome.tests)
        CheckPipeline.applyIntegrity(of: outcome, expected: expected, to: &result)
        return result
    }

    @Test func anHonestRunIsTakenAtItsWord() {
        let result = Self.judged(Self.outcome([("HiddenSuiteM.S/a()/T.swift:1:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .pass)]))
        #expect(result.status == .pass)
        #expect(result.tests.count == 2)
        let failing = Self.judged(Self.outcome([("HiddenSuiteM.S/a()/T.swift:1:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .fail)]))
        #expect(failing.status == .fail)
        #expect(failing.stage == .test)
    }

    @Test func aMadeUpTestIsNeverAPass() {
        let result = Self.judged(Self.outcome([
            ("HiddenSuiteM.S/a()/T.swift:1:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .pass), ("M.Learner/fake()/X.swift:3:1", .pass),
        ]))
        #expect(result.status == .error)
        #expect(result.stage == .crash)
        #expect(result.tests.isEmpty)
        #expect(result.detail?.hasPrefix("The test results cannot be trusted, so this check does not count") == true)
        #expect(result.detail?.contains("“M.Learner/fake()/X.swift:3:1” is not one of the exercise's hidden tests") == true)
    }

    @Test func aTestReportedTwiceIsNeverAPass() {
        let result = Self.judged(Self.outcome([
            ("HiddenSuiteM.S/a()/T.swift:1:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .pass),
        ]))
        #expect(result.status == .error)
        #expect(result.detail?.contains("“S/b()” was reported 2 times") == true)
    }

    @Test func missingTestsAreNeverAPass() {
        let result = Self.judged(Self.outcome([("HiddenSuiteM.S/a()/T.swift:1:1", .pass)]))
        #expect(result.status == .error)
        #expect(result.detail?.contains("1 of the 2 hidden tests reported no result (“S/b()”)") == true)
        // No test at all, with the run ended: also not "ran no tests" but untrusted.
        #expect(Self.judged(Self.outcome([])).status == .error)
    }

    @Test func aTestThatNeverFinishedIsNeverAPass() {
        var outcome = Self.outcome([("HiddenSuiteM.S/a()/T.swift:1:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .skip)])
        outcome.tests[1].message = EventStream.notReached
        let result = Self.judged(outcome)
        #expect(result.status == .error)
        #expect(result.detail?.contains("never finished") == true)
    }

    @Test func aStreamWithAnomaliesOrCutShortIsNeverAPass() {
        let all = [("HiddenSuiteM.S/a()/T.swift:1:1", TestOutcome.Status.pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .pass)]
        #expect(Self.judged(Self.outcome(all, streamProblems: ["the test “a()” was reported as ended 2 times"])).status == .error)
        #expect(Self.judged(Self.outcome(all, streamProblems: ["the test results are larger than 10 MiB"])).status == .error)
    }

    /// A whole forged stream, parsed: every hidden test passed, plus the learner's own test; and a stream that ends
    /// the same test twice.
    @Test func forgedStreamsParsedEndToEndAreNeverAPass() {
        func stream(_ lines: [String]) -> EventStream { EventStream(jsonLines: Data(lines.joined(separator: "\n").utf8)) }
        func declare(_ id: String) -> String { #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"x()"},"version":0}"# }
        func event(_ kind: String, _ id: String) -> String { #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"},"version":0}"# }
        let runEnded = #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#
        let ids = Self.expected.ids + ["HiddenSuiteM.S/c()/T.swift:9:1"]
        let extra = stream(ids.map(declare) + ids.flatMap { [event("testStarted", $0), event("testEnded", $0)] } + [runEnded])
        let twice = stream(Self.expected.ids.map(declare) + Self.expected.ids.flatMap { [event("testStarted", $0), event("testEnded", $0)] }
            + [event("testEnded", Self.expected.ids[0]), runEnded])
        for forged in [extra, twice] {
            var outcome = SuiteRunOutcome(tests: forged.tests, stage: nil)
            outcome.testIDs = forged.entries.map(\.id)
            outcome.streamProblems = forged.anomalies
            #expect(Self.judged(outcome).status == .error)
        }
    }

    /// Issue 30, item 13: a stream that declares tests of its own and then stops (a crash) keeps only the suite's
    /// tests, each once; one whose channel held a line the runner did not write is untrusted, however it ended.
    @Test func aCrashedRunKeepsOnlyTheSuitesTestsAndATamperedOneIsUntrusted() {
        var crashed = Self.outcome([("HiddenSuiteM.S/a()/T.swift:1:1", .pass)] + (0..<9_995).map { ("HiddenSuiteM.Made/up\($0)()/T.swift:9:1", .skip) }
            + [("HiddenSuiteM.S/a()/T.swift:1:1", .pass), ("HiddenSuiteM.S/b()/T.swift:2:1", .fail)])
        crashed.stage = .crash
        let result = Self.judged(crashed)
        #expect(result.stage == .crash)
        #expect(result.tests.map(\.name) == ["a()", "b()"])
        crashed.channelTampered = true
        crashed.streamProblems = ["a line of the report is not one the test runner wrote (line 3)"]
        let tampered = Self.judged(crashed)
        #expect(tampered.status == .error && tampered.tests.isEmpty)
        #expect(tampered.detail?.contains("a line of the report is not one the test runner wrote (line 3)") == true)
    }

    @Test func onlyTheHiddenSuitesOwnModuleIsExpected() {
        let lines = ["HiddenSuiteM.S/a()/T.swift:1:1", "M.Learner/fake()/X.swift:3:1", "HiddenSuiteMore.S/z()/T.swift:1:1"].map {
            #"{"kind":"test","payload":{"id":"\#($0)","kind":"function","name":"x()"},"version":0}"#
        }
        let expected = ExpectedTests(listing: EventStream(jsonLines: Data(lines.joined(separator: "\n").utf8)), module: "HiddenSuiteM")
        #expect(expected.ids == ["HiddenSuiteM.S/a()/T.swift:1:1"])
    }

    // MARK: The build cache

    typealias Fixture = ExerciseBuildTests.Fixture

    /// The runner lists the hidden suite's tests when it is built; a real run reports exactly those, so it passes.
    @Test func theRunnerListsItsTestsAndAnHonestRunMatchesThem() throws {
        let fixture = try Fixture(exerciseSource: ExerciseBuildTests.observedCounter)
        defer { fixture.remove() }
        let result = try fixture.pipeline.check(ExerciseBuildTests.exercise)
        #expect(result.status == .pass, "\(result.detail ?? "")")
        let (_, built) = try fixture.builder.build(ExerciseBuildTests.exercise)
        let build = try built.get()
        #expect(build.expectedTests.module == "HiddenSuiteObservedCounter")
        #expect(build.expectedTests.ids.count == 1)
        #expect(build.expectedTests.ids.first?.hasPrefix("HiddenSuiteObservedCounter.CounterTests/countsTwice()/") == true)
    }

    /// Bytes changed in a cached runner after the grader wrote it (say, by another exercise's code): detected before
    /// use, rebuilt, and said in the result.
    @Test func aPoisonedRunnerIsDetectedAndRebuilt() throws {
        let fixture = try Fixture(exerciseSource: ExerciseBuildTests.observedCounter)
        defer { fixture.remove() }
        let (_, first) = try fixture.builder.build(ExerciseBuildTests.exercise)
        let runner = try first.get().runner
        // Cached files are read-only: the attacker gives write permission back first.
        #expect(!FileManager.default.isWritableFile(atPath: runner.deletingLastPathComponent().path) || getuid() == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: runner.path)
        #expect(((attributes[.posixPermissions] as? Int) ?? 0) & 0o222 == 0)
        chmod(runner.deletingLastPathComponent().path, 0o755)
        chmod(runner.path, 0o755)
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: runner)

        let result = try fixture.pipeline.check(ExerciseBuildTests.exercise)
        #expect(result.status == .pass)
        #expect(result.detail?.contains("The cached hidden-test runner of this exercise had been changed after the grader built it (runner was changed), so it was built again.") == true)
        let (_, second) = try fixture.builder.build(ExerciseBuildTests.exercise)
        #expect(try second.get().runnerCached)
        #expect(try second.get().cacheRepairs.isEmpty)
    }

    /// A library dropped into a cached module folder would come first on the runner's `LD_LIBRARY_PATH`.
    @Test func aFileAddedToACachedModuleIsDetectedAndRebuilt() throws {
        let fixture = try Fixture(exerciseSource: ExerciseBuildTests.observedCounter)
        defer { fixture.remove() }
        let (_, first) = try fixture.builder.build(ExerciseBuildTests.exercise)
        let module = try first.get().moduleDirectory
        chmod(module.path, 0o755)
        try Data("bogus".utf8).write(to: module.appendingPathComponent("libViewSimTesting.so"))
        let (_, second) = try fixture.builder.build(ExerciseBuildTests.exercise)
        let build = try second.get()
        #expect(!build.moduleCached)
        #expect(build.cacheRepairs == ["The cached compiled exercise module of this exercise had been changed after the grader built it (libViewSimTesting.so was added), so it was built again."])
        #expect(!FileManager.default.fileExists(atPath: module.appendingPathComponent("libViewSimTesting.so").path))
    }

    /// Every compiler job runs contained (issue 12): its `TMPDIR` is the sandbox's private `/tmp` (or, with no
    /// sandbox, the build's own scratch, removed after it), so the Swift driver's `TemporaryDirectory.*` folders never
    /// reach the user's temp folder; and it can write nothing but its output folder and the workbook's module cache.
    /// The toolchain queries with fixed arguments (`-###` planning, `-print-target-info`) read none of the workbook's
    /// files and run outside the sandbox, in the build's scratch.
    @Test func compilerJobsAreContainedAndLeaveNothingInTMPDIR() throws {
        let fixture = try Fixture(exerciseSource: ExerciseBuildTests.observedCounter)
        defer { fixture.remove() }
        let workDirectory = fixture.builder.workbook.workDirectory
        let sandboxed = try Sandbox.resolve() != .none
        // A `swiftc` that notes its TMPDIR, leaves a folder there as the driver does, and tries to write beside the
        // workbook's sources and in the user's home. The module cache is the one shared folder it may write.
        let log = workDirectory.appendingPathComponent("module-cache/jobs.log")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let outside = fixture.root.appendingPathComponent("escaped")
        let spy = fixture.root.appendingPathComponent("spy/swiftc")
        try FileManager.default.createDirectory(at: spy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            #!/bin/sh
            case "$*" in *-###*|*-print-target-info*) kind=query ;; *) kind=job; touch '\(outside.path)' 2>/dev/null ;; esac
            echo "$kind $TMPDIR" >> '\(log.path)'
            mkdir -p "$TMPDIR/TemporaryDirectory.spy"
            exec '\(fixture.builder.toolchain.swiftc)' "$@"
            """.utf8).write(to: spy)
        chmod(spy.path, 0o755)
        var builder = fixture.builder
        builder.toolchain = Toolchain(swiftc: spy.path, swift: fixture.builder.toolchain.swift)
        let (_, result) = try builder.build(ExerciseBuildTests.exercise)
        _ = try result.get()
        // The compiler's version, asked for outside a build (for a report), runs in a scratch of its own too.
        for cached in try FileManager.default.contentsOfDirectory(atPath: workDirectory.path) where cached.hasPrefix("toolchain-") {
            try FileManager.default.removeItem(at: workDirectory.appendingPathComponent(cached))
        }
        #expect(builder.toolchain.version(cacheDirectory: workDirectory) != "unknown")
        let seen = Set(String(decoding: try Data(contentsOf: log), as: UTF8.self).split(separator: "\n").map(String.init))
        #expect(!seen.isEmpty)
        let scratch = workDirectory.appendingPathComponent("tmp").path
        for line in seen {
            let (kind, directory) = (line.prefix(while: { $0 != " " }), String(line.drop(while: { $0 != " " }).dropFirst()))
            if sandboxed, kind == "job" {
                #expect(directory == "/tmp", "TMPDIR was \(directory)")
            } else {
                #expect(directory.hasPrefix(scratch + "/"), "TMPDIR was \(directory)")
                #expect(!FileManager.default.fileExists(atPath: directory), "\(directory) was left behind")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
        if sandboxed { #expect(!FileManager.default.fileExists(atPath: outside.path), "a compiler job wrote outside its output folder") }
    }

    @Test func aFullDiskIsASetupErrorNotTheLearners() {
        #expect(DiskSpace.ranOut("<unknown>:0: error: error opening '/w/.build/workbook/tmp/X/M.o' for output: No space left on device"))
        #expect(!DiskSpace.ranOut("Counter.swift:3:5: error: cannot find 'x' in scope"))
        let error = DiskSpace.setupError(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)), creating: URL(fileURLWithPath: "/w/.build/workbook/tmp/X"))
        #expect(error.description.hasPrefix("The disk holding /w/.build/workbook/tmp is full"))
    }

    /// A hidden suite that does not compile against the learner's code nor against the solution is the workbook's
    /// error (a setup error), not the learner's.
    @Test func aHiddenSuiteThatDoesNotCompileOnItsOwnIsTheWorkbooksError() throws {
        let fixture = try Fixture(
            exerciseSource: ExerciseBuildTests.observedCounter,
            hiddenSuite: Fixture.counterTests.replacingOccurrences(of: "countTwice()", with: "countTwice() + undefinedHelper()"))
        defer { fixture.remove() }
        let solution = fixture.root.appendingPathComponent("Solutions/01-observed-counter/Counter.swift")
        try FileManager.default.createDirectory(at: solution.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ExerciseBuildTests.observedCounter.utf8).write(to: solution)
        #expect(throws: WorkbookError.self) { try fixture.builder.build(ExerciseBuildTests.exercise) }
        do {
            _ = try fixture.builder.build(ExerciseBuildTests.exercise)
        } catch {
            #expect(error.description.contains("do not compile, even against the exercise's solution: the workbook is broken here, not your code"))
        }
    }

    /// The learner removed what the suite uses, and the solution still has it: the learner's problem, as before.
    @Test func aHiddenSuiteBrokenByTheLearnersCodeIsStillTheLearners() throws {
        let fixture = try Fixture(exerciseSource: "func somethingElse() -> Int { 2 }\n")
        defer { fixture.remove() }
        let solution = fixture.root.appendingPathComponent("Solutions/01-observed-counter/Counter.swift")
        try FileManager.default.createDirectory(at: solution.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ExerciseBuildTests.observedCounter.utf8).write(to: solution)
        let (_, result) = try fixture.builder.build(ExerciseBuildTests.exercise)
        guard case .failure(let failure) = result else { Issue.record("built"); return }
        #expect(failure.origin == .hiddenSuite)
    }
}
