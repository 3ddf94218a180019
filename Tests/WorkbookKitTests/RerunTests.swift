import Foundation
import Testing
@testable import WorkbookKit

/// After a runner crashes, hangs or floods its output, the tests it never reached run in a fresh runner, within bounds.
///
/// A real Swift Testing runner, compiled once with `swiftc`: suite `Trio` with tests `one()`, `two()` and
/// `three(...)` (display names “First”, “Second”, “Third”). What each does is read from `../mode` — the parent of the
/// run's working directory is the scratch directory each test passes to ``HiddenSuiteRun`` — one `name action` a line
/// (`crash`, `hang`, `flood`, `fail`); each test appends its name to `../ran` when it starts.
@Suite struct RerunTests {
    static let source = #"""
        import Foundation
        import Testing

        func act(_ name: String) {
            let log = FileHandle(forWritingAtPath: "../ran") ?? { FileManager.default.createFile(atPath: "../ran", contents: nil); return FileHandle(forWritingAtPath: "../ran")! }()
            log.seekToEndOfFile(); log.write(Data("\(name)\n".utf8)); try? log.close()
            let mode = (try? String(contentsOfFile: "../mode", encoding: .utf8)) ?? ""
            for line in mode.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, parts[0] == name else { continue }
                switch parts[1] {
                case "crash": fatalError("boom in \(name)")
                case "hang": while true { sleep(1) }
                case "flood": while true { print(String(repeating: "x", count: 1000)) }
                case "fail": Issue.record(Comment(rawValue: "\(name) failed"))
                default: break
                }
            }
        }

        @Suite struct Trio {
            @Test("First") func one() { act("one") }
            @Test("Second") func two() { act("two") }
            @Test("Third", arguments: [1]) func three(x: Int) { act("three") }
        }
        """#

    /// The runner, built once for every test here.
    static let runner: Result<URL, WorkbookError> = {
        do throws(WorkbookError) {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rerun-runner-\(UUID().uuidString)")
            return .success(try ProbeRunner.build(source, module: "Trio", in: directory))
        } catch {
            return .failure(error)
        }
    }()

    /// A run of the runner with `mode`, in a fresh scratch directory; also returns the names of the tests that started,
    /// in order, across every runner process.
    func run(
        _ mode: String, timeout: Double = 30, configure: (inout HiddenSuiteRun) -> Void = { _ in }
    ) throws -> (outcome: SuiteRunOutcome, ran: [String], seconds: Double) {
        let runner = try Self.runner.get()
        let scratch = try ProcessContainmentTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try mode.write(to: scratch.appendingPathComponent("mode"), atomically: true, encoding: .utf8)
        // A grader running as root runs the runner as the job user, who must be able to write ../ran.
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: scratch.path)
        var run = HiddenSuiteRun(runner: runner, timeoutSeconds: timeout, scratchDirectory: scratch)
        run.sandbox = SandboxKind.none  // the runner reads ../mode and writes ../ran, outside any sandbox's scratch
        configure(&run)
        let start = ContinuousClock.now
        let outcome = try run.run()
        let duration = ContinuousClock.now - start
        let ran = ((try? String(contentsOf: scratch.appendingPathComponent("ran"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return (outcome, ran, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    func byName(_ outcome: SuiteRunOutcome) -> [String: TestOutcome] {
        Dictionary(uniqueKeysWithValues: outcome.tests.map { ($0.name, $0) })
    }

    @Test func aNormalRunIsOneProcess() throws {
        let (outcome, ran, _) = try run("two fail")
        #expect(outcome.stage == .test)
        #expect(outcome.restarts == 0)
        #expect(ran == ["one", "two", "three"])
        #expect(outcome.tests.map(\.status) == [.pass, .fail, .pass])
    }

    @Test func aCrashInTheSecondTestStillGivesTheThirdAVerdict() throws {
        let (outcome, ran, _) = try run("two crash\nthree fail")
        #expect(outcome.stage == .crash)
        #expect(outcome.restarts == 1)
        #expect(ran == ["one", "two", "three"])  // the first is not run again
        let tests = byName(outcome)
        #expect(tests["First"]?.status == .pass)
        #expect(tests["Second"]?.status == .fail)
        #expect(tests["Second"]?.message == "The app crashed while running this test: Fatal error: boom in two (Trio/Runner.swift:12)")
        #expect(tests["Third"]?.status == .fail)
        #expect(tests["Third"]?.message == "three failed")
        // The detail stays the first stop's, and says the rest ran again.
        #expect(outcome.detail?.hasPrefix("The test process crashed (SIGILL") == true, "\(outcome.detail ?? "")")
        #expect(outcome.detail?.contains("while running “Second”") == true)
        #expect(outcome.detail?.contains("run again in a fresh test process") == true)
    }

    @Test func aHangInTheFirstTestStillRunsTheOtherTwo() throws {
        let (outcome, ran, seconds) = try run("one hang", timeout: 2)
        #expect(outcome.stage == .timeout)
        #expect(ran == ["one", "two", "three"])
        #expect(outcome.tests.map(\.status) == [.fail, .pass, .pass])
        #expect(outcome.tests.first?.message.hasPrefix("The hidden tests timed out while running this test (they are stopped after 2 seconds)") == true)
        #expect(outcome.detail?.contains("It was running “First”.") == true)
        #expect(seconds < 4)
    }

    @Test func aFloodFailsItsTestAndTheRestStillRun() throws {
        let (outcome, _, _) = try run("one flood")
        #expect(outcome.stage == .outputLimit)
        #expect(outcome.tests.map(\.status) == [.fail, .pass, .pass])
        #expect(outcome.tests.first?.message.hasPrefix("The app printed more than 256 KiB while running this test") == true)
    }

    @Test func everyTestCrashingStillGivesEachItsOwnVerdict() throws {
        let (outcome, ran, _) = try run("one crash\ntwo crash\nthree crash")
        #expect(outcome.stage == .crash)
        #expect(outcome.restarts == 2)
        #expect(ran == ["one", "two", "three"])
        #expect(outcome.tests.map(\.status) == [.fail, .fail, .fail])
        #expect(outcome.tests.map { $0.message.contains("Fatal error: boom in") } == [true, true, true])
    }

    @Test func restartsAreBounded() throws {
        let (outcome, ran, _) = try run("one crash\ntwo crash\nthree crash") { $0.maxRestarts = 1 }
        #expect(outcome.restarts == 1)
        #expect(ran == ["one", "two"])
        #expect(outcome.tests.map(\.status) == [.fail, .fail, .skip])
        #expect(outcome.tests.last?.message == "not run: the tests stopped early too many times")
    }

    @Test func allRunnersTogetherKeepToTheTotalDeadline() throws {
        // Each hangs; each runner gets 1.5 s, all of them 3 s: the first two time out, the third is never started.
        let (outcome, ran, seconds) = try run("one hang\ntwo hang\nthree hang", timeout: 1.5)
        #expect(outcome.stage == .timeout)
        #expect(ran == ["one", "two"])
        #expect(outcome.tests.map(\.status) == [.fail, .fail, .skip])
        #expect(outcome.tests.last?.message == "not run: the earlier tests used up the time allowed")
        #expect(outcome.detail?.hasSuffix("were run again in a fresh test process; one could not be, and is marked “not run” below.") == true)
        #expect(seconds < 4.5)
    }

    @Test func deadlinesReadAsTheyWereSet() {
        #expect(HiddenSuiteRun.seconds(20) == "20 seconds")
        #expect(HiddenSuiteRun.seconds(19.98) == "20 seconds")
        #expect(HiddenSuiteRun.seconds(1.5) == "1.5 seconds")
    }

    @Test func aTestIDIsMatchedExactly() {
        #expect(HiddenSuiteRun.exactPattern(forTestID: "M.Trio/one()/Runner.swift:25:6") == #"^M\.Trio/one\(\)/Runner\.swift:25:6$"#)
        #expect(HiddenSuiteRun.exactPattern(forTestID: "M.S/`a [b]+`()/F.swift:1:2") == #"^M\.S/`a \[b\]\+`\(\)/F\.swift:1:2$"#)
    }

    @Test func theRuntimeErrorIsReadFromTheCrashOutput() {
        let stderr = "◇ Test two() started.\nsome print\nCounterReset/Counter.swift:12: Fatal error: boom\nCurrent stack trace:\n0 libswiftCore.so 0x1 x + 1\n"
        #expect(HiddenSuiteRun.runtimeError(stderr) == "Fatal error: boom (CounterReset/Counter.swift:12)")
        #expect(HiddenSuiteRun.runtimeError("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n") == "Fatal error: Index out of range")
        #expect(HiddenSuiteRun.runtimeError("M/F.swift:3: Precondition failed: pre\n") == "Precondition failed: pre (M/F.swift:3)")
        #expect(HiddenSuiteRun.runtimeError(#"M/F.swift:9: Fatal error: 'try!' expression unexpectedly raised an error: "No space left on device"\n"#)?
            .hasSuffix("[the app's own folders are in memory and small: 64 MiB for its working folder, 256 MiB for its /tmp; your disk is not full] (M/F.swift:9)") == true)
        #expect(HiddenSuiteRun.runtimeError("Segmentation fault\n") == nil)
    }

    @Test func runtimeLocationsPointAtTheLearnersFileOnly() {
        let exercise = Exercise(id: "01-counter-reset", title: "C", category: .stateReset)
        #expect(exercise.moduleName == "CounterReset")
        #expect(CheckPipeline.pointingAtExercise("Fatal error: boom (CounterReset/Counter.swift:12)", exercise)
            == "Fatal error: boom (Exercises/01-counter-reset/Counter.swift:12)")
        #expect(CheckPipeline.pointingAtExercise("at HiddenSuiteCounterReset/T.swift:3 and CounterReset/A.swift:1", exercise)
            == "at HiddenSuiteCounterReset/T.swift:3 and Exercises/01-counter-reset/A.swift:1")
    }

    /// `verify` judges a run that crashed on a test by its tests: a crashing symptom test is a failing one, and
    /// regression tests that passed in the re-run pass.
    @Test func verifyJudgesACrashPinnedOnATestByTheTests() {
        let crashed = CheckResult(
            exercise: "01-a", title: "A", status: .error, stage: .crash,
            tests: [
                TestOutcome(name: "s", status: .fail, message: "The app crashed while running this test: Fatal error: boom", tags: ["symptom"]),
                TestOutcome(name: "r", status: .pass, tags: ["regression"]),
            ],
            detail: "The test process crashed (SIGILL) while running “s”.")
        #expect(VerifyCommand.judgeShipped(crashed, id: "01-a") == [])
        #expect(VerifyCommand.judgeSolution(crashed, id: "01-a") == ["01-a: solution fails symptom test 's': The app crashed while running this test: Fatal error: boom"])

        var regressionCrashed = crashed
        regressionCrashed.tests = [
            TestOutcome(name: "s", status: .fail, message: "x", tags: ["symptom"]),
            TestOutcome(name: "r", status: .fail, message: "The app crashed while running this test: Fatal error: boom", tags: ["regression"]),
        ]
        #expect(VerifyCommand.judgeShipped(regressionCrashed, id: "01-a") == ["01-a: the shipped exercise fails regression test 'r': The app crashed while running this test: Fatal error: boom"])

        // A stop no test carries is still the run's problem.
        var unpinned = crashed
        unpinned.tests = crashed.tests.map { TestOutcome(name: $0.name, status: .pass, tags: $0.tags) }
        #expect(VerifyCommand.judgeShipped(unpinned, id: "01-a") == ["01-a: the shipped exercise stopped at stage crash: The test process crashed (SIGILL) while running “s”."])
    }
}
