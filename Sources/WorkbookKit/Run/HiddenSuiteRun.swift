#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What running a hidden-suite runner produced: the tests' outcomes and, if the run did not end normally, the stage
/// and an explanation.
public struct SuiteRunOutcome: Sendable {
    public var tests: [TestOutcome]
    /// `nil` when the run ended and every test passed; `.test` when it ended with failures; else how it stopped (the
    /// first runner to stop abnormally, when the tests it never reached were run again).
    public var stage: CheckResult.Stage?
    public var detail: String?
    /// How many fresh runners were started after abnormal stops, for the tests the runner before never reached.
    public var restarts: Int = 0
    /// What the tests' `app.measure` calls recorded, in every runner.
    public var measurements: [HotPathRecord] = []
    /// Each test's Swift Testing ID, in the order of `tests` (checked by ``ResultIntegrity``).
    public var testIDs: [String] = []
    /// What every runner's channel and event stream held that no honest runner writes, and any cap that stopped
    /// reading it (``RunnerChannel/problems``, ``EventStream/anomalies``, ``EventStream/exceededLimit``).
    public var streamProblems: [String] = []
    /// Whether a runner's channel held a line its entry point did not write (``RunnerChannel/problems``): the results
    /// are untrusted however the run ended.
    public var channelTampered = false
    /// The sandbox the runners ran in and the limits in force (the first runner's; every runner gets the same).
    public var sandbox: SandboxReport?
}

/// Runs a built hidden suite in a child process (see ``ChildProcess``) and reads its event stream.
///
/// Tests run one at a time (`--no-parallel`), so a crash or a hang is pinned on one test. The runner gets the
/// runtime's backtracer writing a JSON crash log into its run directory when ``learnerFiles`` is set (a crash then
/// names the learner's file and line, see ``CrashBacktrace``; else `SWIFT_BACKTRACE=enable=no`), `NO_COLOR=1`, `MALLOC_ARENA_MAX=2`, a scratch
/// working directory under `.build/workbook/runs/`, a CPU limit a little above the deadline, an address-space limit
/// (``addressSpaceLimitBytes``) and a 64 MiB file-size limit. A signal death, or an exit without Swift Testing's
/// `runEnded` event, is a crash; one caused by running out of address space says so in plain words.
///
/// **Containment.** Each runner runs in a sandbox (``sandbox``; see ``Sandbox``): no network, its own PID namespace
/// (it cannot see or signal the grader), no capabilities, and a read-only view of exactly what it loads — its own
/// directory, ``libraryDirectories``, the directories of its ELF run path (the toolchain's runtime and the core's
/// `.build/debug`), the runtime's backtracer, ``readOnlyPaths`` and the system's `/usr` — with its run directory (its
/// home and working directory) and `/tmp` as private folders in memory, the run directory holding all its files to
/// ``RunLimits/scratchBytes`` (see ``sandboxView(of:limits:)``: only the crash log reaches the disk). A control group
/// per runner (``RunCgroup``), where the grader can make one, holds the whole tree to ``memoryLimitBytes`` and
/// ``processLimit``; going over either stops the runner at once and is a crash that says which, in plain words.
/// The event stream and the measurements do not go to files the code could rewrite afterwards: the runner's own entry
/// point writes them, each line authenticated with a key only it holds, to a pipe the grader reads while it runs
/// (``RunnerChannel``), and the grader's copy is the result. Code in the runner's process can write to the pipe too,
/// but a line it writes does not verify: the results are then untrusted, never a pass (``ResultIntegrity``, which also
/// refuses a stream with a test reported twice or one the suite does not have).
///
/// **Output.** The runner's standard output is what the learner's code printed (`print`, `Self._printChanges()`); the
/// runner marks on it where each test starts and ends (a fresh random token per runner, ``TestOutput``), and each test
/// gets what it printed, bounded, as ``TestOutcome/output``. The markers only attribute output: a fake one can move
/// output between tests, never change a result.
///
/// **Re-runs.** When a runner crashes, times out or floods its output, the test it was running fails with what
/// stopped it, and the tests it never reached are run in a fresh runner (`--filter` with each one's ID, anchored and
/// escaped), again and again until every test has a verdict — so one crashing test does not hide the others'
/// results. Bounds: at most ``maxRestarts`` fresh runners (and never more than there were tests left), a runner
/// that gives no test a verdict ends the re-runs, and all runners together get ``totalTimeoutSeconds`` (each one
/// also keeps its own ``timeoutSeconds`` deadline, output cap and limits, in its own supervisor). The result's stage
/// and detail are the first abnormal stop's.
///
/// The scratch directory is removed when the run ends, by the run's supervisor if the grader is interrupted or
/// killed meanwhile (see ``ChildProcessRequest/removeIfAbandoned``), and — should even that fail — by the next run,
/// which sweeps run directories older than the deadline plus two minutes.
public struct HiddenSuiteRun: Sendable {
    public var runner: URL
    /// Each runner's wall-clock deadline (`settings.timeout_s`).
    public var timeoutSeconds: Double
    public var scratchDirectory: URL
    /// Each runner's output cap.
    public var outputLimitBytes: Int = 256 * 1024
    /// The runner's `RLIMIT_AS`. The shipped hidden suites peak at about 210 MiB of address space (23 MiB resident)
    /// with `MALLOC_ARENA_MAX=2`; 1 GiB leaves ample room and stops a runaway allocation within a few seconds
    /// (4 GiB took about 11).
    public var addressSpaceLimitBytes: Int = 1 << 30
    /// Directories put on the runner's `LD_LIBRARY_PATH` (the exercise module's; see ``ExerciseBuilder``).
    public var libraryDirectories: [URL]
    /// Most fresh runners started after abnormal stops; a suite has a handful of tests, so ten reach them all unless
    /// nearly every one crashes.
    public var maxRestarts: Int = 10
    /// The wall-clock budget of the first runner and every re-run together. `timeout_s` stays the limit of each
    /// runner; twice it lets the tests after a hang still run (a hang costs one full `timeout_s`) while a check whose
    /// tests hang one after another still ends in bounded time. `nil`: twice ``timeoutSeconds``.
    public var totalTimeoutSeconds: Double?
    /// The learner's files, relative to the workbook (`Exercises/<id>/<File>.swift`), compiled with debug info (see
    /// ``ExerciseBuilder``). When set, the runner gets the runtime's backtracer (``CrashBacktrace``) and a crash
    /// names the innermost frame in one of these files; when empty, backtraces stay off (`SWIFT_BACKTRACE=enable=no`).
    public var learnerFiles: [String] = []
    /// The sandbox to run in; `nil`: the one `WORKBOOK_SANDBOX` names, else the best available (``Sandbox/resolve(environment:)``).
    public var sandbox: SandboxKind?
    /// Memory of each runner's whole process tree, in bytes, where a control group holds it (else ``addressSpaceLimitBytes``
    /// per process is the only memory limit).
    public var memoryLimitBytes: Int = 1 << 30
    /// Processes and threads alive at once in each runner's tree (control group), or, without one but in a user
    /// namespace, processes of the sandbox's user (`RLIMIT_NPROC`).
    public var processLimit: Int = RunLimits.defaultProcesses
    /// More host paths the sandbox shows read-only, besides those the runner is known to need.
    public var readOnlyPaths: [URL] = []
    /// CPU seconds each runner's tree may use (and each of its processes): a little over ``timeoutSeconds``, so only
    /// work on several threads at once reaches it before the deadline.
    public var cpuSeconds: Int { Int(timeoutSeconds.rounded(.up)) + 10 }

    public init(runner: URL, timeoutSeconds: Double, scratchDirectory: URL, libraryDirectories: [URL] = [], learnerFiles: [String] = []) {
        self.runner = runner; self.timeoutSeconds = timeoutSeconds; self.scratchDirectory = scratchDirectory
        self.libraryDirectories = libraryDirectories; self.learnerFiles = learnerFiles
    }

    /// What one runner process did.
    struct ProcessRun {
        var stream: EventStream
        var outcome: SuiteRunOutcome
        /// Whether it stopped abnormally (crash, timeout, output cap) rather than ending its run.
        var stoppedEarly: Bool { outcome.stage.map { [.crash, .timeout, .outputLimit, .memoryLimit].contains($0) } ?? false }
        /// For the test it was running when it stopped: what stopped it, as a sentence about that test.
        var testMessage: String?
        /// Where in the learner's code it crashed, if it crashed there.
        var crashLocation: CrashLocation?
        /// The measurements its channel held (JSON lines).
        var measurements = Data()
        /// It exited with a failing status without writing a single event: perhaps its sandbox never started.
        var silentFailure = false
    }

    public func run() throws(WorkbookError) -> SuiteRunOutcome {
        let start = ContinuousClock.now
        let budget = totalTimeoutSeconds ?? 2 * timeoutSeconds
        func elapsed() -> Double { (ContinuousClock.now - start).seconds }
        var run = self
        if run.sandbox == nil { run.sandbox = try Sandbox.resolve() }
        return try run.runResolved(start: start, budget: budget, elapsed: elapsed)
    }

    private func runResolved(start: ContinuousClock.Instant, budget: Double, elapsed: () -> Double) throws(WorkbookError) -> SuiteRunOutcome {
        let first = try runProcess(only: nil, timeoutSeconds: timeoutSeconds)
        if first.silentFailure, let kind = sandbox, Sandbox.failedToStart(kind) {
            var next = self
            next.sandbox = try Sandbox.resolve()
            return try next.runResolved(start: start, budget: budget, elapsed: elapsed)
        }
        guard first.stoppedEarly else { return first.outcome }

        var entries = first.stream.entries.map { Self.resolved($0, in: first) }
        var pending = entries.indices.filter { entries[$0].progress == .notStarted }
        var restarts = 0
        var measurements = first.outcome.measurements
        var streamProblems = first.outcome.streamProblems
        var channelTampered = first.outcome.channelTampered
        var notRunReason: String?
        let allowed = min(maxRestarts, pending.count)
        while !pending.isEmpty {
            guard restarts < allowed else { notRunReason = "not run: the tests stopped early too many times"; break }
            let left = budget - elapsed()
            // A runner starts in milliseconds; under a second left (or the whole deadline, if shorter) is still useful.
            guard left >= min(1, timeoutSeconds) else { notRunReason = "not run: the earlier tests used up the time allowed"; break }
            restarts += 1
            let ids = pending.map { entries[$0].id }
            let next = try runProcess(only: ids, timeoutSeconds: min(timeoutSeconds, left))
            measurements += next.outcome.measurements
            streamProblems += next.outcome.streamProblems
            channelTampered = channelTampered || next.outcome.channelTampered
            var progressed = false
            var pendingByID: [String: Int] = [:]
            for index in pending { pendingByID[entries[index].id] = index }
            for entry in next.stream.entries {
                guard entry.progress != .notStarted, let index = pendingByID.removeValue(forKey: entry.id) else { continue }
                entries[index] = Self.resolved(entry, in: next)
                progressed = true
            }
            pending = pending.filter { pendingByID[entries[$0].id] != nil }
            // A runner that reached no test (it stopped before the first, or its filter matched none) would do the same
            // again.
            if !progressed { notRunReason = next.stoppedEarly ? nil : "not run: it could not be selected to run again"; break }
        }
        for index in pending where notRunReason != nil {
            entries[index].outcome.message = notRunReason!
        }

        var outcome = first.outcome
        outcome.tests = entries.map(\.outcome)
        outcome.restarts = restarts
        outcome.measurements = measurements
        outcome.testIDs = entries.map(\.id)
        outcome.streamProblems = streamProblems
        outcome.channelTampered = channelTampered
        if restarts > 0 {
            let processes = restarts == 1 ? "a fresh test process" : "fresh test processes"
            let notRun = notRunReason == nil ? 0 : pending.count
            let ending = notRun == 0 ? ", so each has its own result below."
                : "; \(notRun == 1 ? "one" : "\(notRun)") could not be, and \(notRun == 1 ? "is" : "are") marked “not run” below."
            outcome.detail = (outcome.detail ?? "") + "\nThe tests it had not reached were run again in \(processes)\(ending)"
        }
        return outcome
    }

    /// An entry of `run`'s stream with its interrupted test's message saying what stopped the runner.
    private static func resolved(_ entry: EventStream.Entry, in run: ProcessRun) -> EventStream.Entry {
        guard entry.progress == .interrupted, let message = run.testMessage else { return entry }
        var entry = entry
        entry.outcome.message = entry.outcome.message.replacingOccurrences(of: EventStream.stoppedWhileRunning, with: message)
        entry.outcome.crashLocation = run.crashLocation
        return entry
    }

    /// The environment every runner process starts from (a hidden-suite run, and listing its tests when it is built):
    /// the host's `PATH`, `LANG` and `LC_ALL`, `home` as `HOME`, no colour, two malloc arenas, and the libraries it loads.
    static func runnerEnvironment(home: URL, libraryDirectories: [URL]) -> [String: String] {
        var environment: [String: String] = [:]
        for key in ["PATH", "LANG", "LC_ALL"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        environment["HOME"] = home.path
        environment["NO_COLOR"] = "1"
        // glibc reserves 64 MiB of address space per malloc arena, up to 8 per core; two keep the runner's address
        // space (which RLIMIT_AS counts) about the same on any machine.
        environment["MALLOC_ARENA_MAX"] = "2"
        if !libraryDirectories.isEmpty { environment["LD_LIBRARY_PATH"] = libraryDirectories.map(\.path).joined(separator: ":") }
        return environment
    }

    /// An anchored regular expression matching exactly the test with this ID (Swift Testing's `--filter` and `--skip`
    /// search a test's ID, `Module.Suite/name()/File.swift:line:column`, for the pattern).
    static func exactPattern(forTestID id: String) -> String {
        var escaped = ""
        for character in id {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "^" + escaped + "$"
    }

    /// Runs one runner process: the whole suite, or (`only`) the tests with these IDs.
    func runProcess(only testIDs: [String]?, timeoutSeconds: Double) throws(WorkbookError) -> ProcessRun {
        try inRunDirectory { directory throws(WorkbookError) in
            let configuration = try EventStream.configuration(filter: testIDs)
            let backtraceLog = directory.appendingPathComponent(Self.crashLogName)
            let marker = TestOutput.makeMarker()
            let key = RunnerChannel.makeKey()
            var (outcome, sandboxReport) = try launch(
                configuration: configuration, in: directory, timeoutSeconds: timeoutSeconds, key: key, backtraceLog: backtraceLog, outputMarker: marker)
            // What the app printed, per test; the marker lines are taken out of what crash messages read.
            let printed = TestOutput.split(outcome.stdout, marker: marker)
            outcome.stdout = printed.plain
            let channel = Self.channel(of: outcome, key: key)
            var run = classify(outcome, channel: channel, timeoutSeconds: timeoutSeconds, backtraceLog: backtraceLog, output: printed.byTest)
            run.measurements = channel.measurements
            if case .exited(let status) = outcome.termination, status != 0 { run.silentFailure = outcome.passedOutputs.first?.isEmpty != false }
            run.outcome.testIDs = run.stream.entries.map(\.id)
            run.outcome.streamProblems = channel.problems + run.stream.anomalies + (run.stream.exceededLimit.map { [$0] } ?? [])
            if case .exited = outcome.termination, run.stream.runEnded, !channel.closed, channel.problems.isEmpty {
                run.outcome.streamProblems.append("the report stopped before the test runner's last line")
            }
            run.outcome.channelTampered = !channel.problems.isEmpty
            run.outcome.measurements = HotPathRecord.records(jsonLines: run.measurements)
            run.outcome.sandbox = sandboxReport
            return run
        }
    }

    /// Lists the runner's tests without running any (`--list-tests`), contained like a run: its event stream, or what
    /// the runner said when it did not end with status 0. Run when a runner is built (``ExerciseBuilder``).
    func listTests() throws(WorkbookError) -> Result<EventStream, ListingFailure> {
        var listing = self
        if listing.sandbox == nil { listing.sandbox = try Sandbox.resolve() }
        let key = RunnerChannel.makeKey()
        let outcome = try listing.inRunDirectory { directory throws(WorkbookError) in
            try listing.launch(
                configuration: try EventStream.configuration(filter: nil, listing: true),
                in: directory, timeoutSeconds: timeoutSeconds, key: key, backtraceLog: nil).outcome
        }
        guard outcome.termination == .exited(0) else {
            if let kind = listing.sandbox, outcome.passedOutputs.first?.isEmpty != false, Sandbox.failedToStart(kind) {
                listing.sandbox = try Sandbox.resolve()
                return try listing.listTests()
            }
            return .failure(ListingFailure(termination: outcome.termination, output: outcome.stderrText))
        }
        let channel = Self.channel(of: outcome, key: key)
        guard channel.problems.isEmpty, channel.closed else {
            let problems = channel.problems.isEmpty ? ["the listing stopped before the test runner's last line"] : channel.problems
            return .failure(ListingFailure(
                termination: outcome.termination, output: "The list of tests cannot be trusted: " + problems.joined(separator: "; ")))
        }
        return .success(EventStream(jsonLines: channel.events))
    }

    /// The runner's record channel (the first passed pipe) read under `key`.
    static func channel(of outcome: ChildProcessOutcome, key: Data) -> RunnerChannel {
        let endedAbnormally: Bool
        if case .exited = outcome.termination { endedAbnormally = false } else { endedAbnormally = true }
        return RunnerChannel(outcome.passedOutputs.first ?? Data(), key: key, endedAbnormally: endedAbnormally)
    }

    /// Why a runner's tests could not be listed.
    struct ListingFailure: Error {
        var termination: ChildTermination
        var output: String
    }

    /// `body` with a fresh run directory under ``scratchDirectory``, removed afterwards (stale ones of killed checks
    /// are swept first).
    private func inRunDirectory<T>(_ body: (URL) throws(WorkbookError) -> T) throws(WorkbookError) -> T {
        let directory = scratchDirectory.appendingPathComponent(UUID().uuidString)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw DiskSpace.setupError(error, creating: directory)
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        Self.removeStaleRunDirectories(in: scratchDirectory, olderThan: self.timeoutSeconds + 120, except: directory)
        return try body(directory)
    }

    /// Starts the runner, with no argument, in `directory` (its home, working directory and only writable folder, empty),
    /// contained: the sandbox, the run's control group and limits. Its record channel (``RunnerChannel``) is its
    /// passed pipe (fd 3), and `key` then `configuration` are what it reads from fd 4. With `backtraceLog`, a crash
    /// writes the runtime's backtrace there.
    /// With `outputMarker`, the runner marks on standard output where each test starts and ends (see ``TestOutput``).
    private func launch(
        configuration: Data, in directory: URL, timeoutSeconds: Double, key: Data, backtraceLog: URL?, outputMarker: String? = nil
    ) throws(WorkbookError) -> (outcome: ChildProcessOutcome, sandbox: SandboxReport) {
        // The app's home is the run's own directory: `UserDefaults.standard` (and any suite) starts empty in every run
        // and is thrown away with it, so one check's settings never leak into the next, nor into the user's ~/.config.
        var environment = Self.runnerEnvironment(home: directory, libraryDirectories: libraryDirectories)
        for key in ["TMPDIR", "USER"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent(".config").path
        if let backtraceLog, !learnerFiles.isEmpty {
            // A path the option syntax cannot carry is given relative to the runner's working directory (the run's).
            let logPath = backtraceLog.path.contains(where: { ",=".contains($0) }) ? backtraceLog.lastPathComponent : backtraceLog.path
            environment["SWIFT_BACKTRACE"] = CrashBacktrace.environmentValue(outputPath: logPath)
        } else {
            environment["SWIFT_BACKTRACE"] = "enable=no"
        }
        if let outputMarker { environment[TestOutput.markerVariable] = outputMarker }
        let limits = RunLimits(
            memoryBytes: memoryLimitBytes, processes: processLimit, cpuSeconds: cpuSeconds,
            fileSizeBytes: 64 << 20, outputBytes: outputLimitBytes)
        var request = ChildProcessRequest(
            executable: runner.path, arguments: [],
            environment: environment, workingDirectory: directory.path, timeoutSeconds: timeoutSeconds,
            outputLimitBytes: outputLimitBytes,
            limits: ResourceLimits(
                cpuSeconds: limits.cpuSeconds, addressSpaceBytes: addressSpaceLimitBytes, fileSizeBytes: limits.fileSizeBytes),
            removeIfAbandoned: directory.path)
        request.passedPipes = 1  // 3: the record channel
        request.passedInput = key + configuration  // 4: its key, then what it runs
        let kind = sandbox ?? .none
        let cgroup = RunCgroup.make(memoryBytes: limits.memoryBytes, processes: limits.processes, cpuSeconds: limits.cpuSeconds)
        defer { cgroup?.remove() }
        request.cgroup = cgroup
        let processRlimit = cgroup?.limitsProcesses != true && kind != .none
        request = Sandbox.wrap(
            request, in: kind, view: try sandboxView(of: directory, limits: limits), processLimit: processRlimit ? limits.processes : nil)
        let outcome = try ChildProcess.run(request)
        return (outcome, SandboxReport(
            kind: kind, limits: limits, cgroup: cgroup, addressSpaceBytes: addressSpaceLimitBytes, processRlimit: processRlimit))
    }

    /// The view a runner in run directory `directory` gets: ``sandboxReadOnlyPaths()``, and the run directory as a
    /// private folder in memory of ``RunLimits/scratchBytes`` (all the files the code writes there, together), into
    /// which only the crash log (`backtrace.json`, made empty here, the one file that reaches the disk) is passed: the
    /// same folder for a hidden-suite runner and for `workbook run`'s app (``AppSession``), so the app cannot tell them
    /// apart by what is in it.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the crash log's file cannot be made (a full disk).
    func sandboxView(of directory: URL, limits: RunLimits) throws(WorkbookError) -> SandboxView {
        let crashLog = directory.appendingPathComponent(Self.crashLogName)
        guard FileManager.default.createFile(atPath: crashLog.path, contents: nil) else {
            throw .setup("Could not create \(crashLog.path); is the disk full?")
        }
        return SandboxView(
            readOnly: sandboxReadOnlyPaths(), scratch: directory.path, temporaryBytes: limits.temporaryBytes, scratchBytes: limits.scratchBytes,
            scratchFiles: [.init(path: crashLog.path, writable: true)])
    }

    /// The crash log's name in a run directory.
    static let crashLogName = "backtrace.json"

    /// What the sandbox shows read-only: the runner's directory, its library directories and run path (the
    /// toolchain's runtime, the core), the runtime's backtracer (`usr/libexec/swift` of the toolchain whose
    /// `libswiftCore.so` the run path names) and ``readOnlyPaths``.
    func sandboxReadOnlyPaths() -> [String] {
        let runPath = SandboxRunPath.directories(of: runner)
        let backtracers = runPath.filter { FileManager.default.fileExists(atPath: $0 + "/libswiftCore.so") }.map {
            URL(fileURLWithPath: $0).appendingPathComponent("../../../libexec/swift").standardizedFileURL.path
        }
        return [runner.deletingLastPathComponent().path] + libraryDirectories.map(\.path) + runPath + backtracers + readOnlyPaths.map(\.path)
    }

    /// How a runner ended, from its termination and the event stream its channel held.
    /// `output`: what the app printed, by test ID (``TestOutput/split(_:marker:)``).
    private func classify(
        _ outcome: ChildProcessOutcome, channel: RunnerChannel, timeoutSeconds: Double, backtraceLog: URL, output: [String: String] = [:]
    ) -> ProcessRun {
        var stream = EventStream(jsonLines: channel.events)
        stream.attachOutput(output)
        stream.attachScreens(FailureScreen.screens(jsonLines: channel.screens))
        let tests = stream.tests
        let anyFailed = tests.contains { $0.status == .fail }
        func stopped(_ stage: CheckResult.Stage, _ detail: String, _ message: String, at location: CrashLocation? = nil) -> ProcessRun {
            ProcessRun(stream: stream, outcome: SuiteRunOutcome(tests: tests, stage: stage, detail: detail), testMessage: message, crashLocation: location)
        }
        // Read only after a crash: a run that ended normally has no log, and costs nothing more.
        func crashLocation() -> CrashLocation? {
            guard !learnerFiles.isEmpty, let log = CrashBacktrace.readLog(at: backtraceLog.path) else { return nil }
            return CrashBacktrace.firstLearnerFrame(in: log, learnerFiles: Set(learnerFiles))
        }

        switch outcome.termination {
        case .timedOut:
            var detail = "The hidden tests did not finish within \(Self.seconds(timeoutSeconds)); something loops forever or waits for something that never happens."
            if let test = stream.interruptedTest { detail += " It was running “\(test)”." }
            return stopped(.timeout, detail,
                "The hidden tests timed out while running this test (they are stopped after \(Self.seconds(timeoutSeconds))): something loops forever or waits for something that never happens.")
        case .treeLimitExceeded(.memory):
            return stopped(.memoryLimit, treeLimitDetail(.memory, stream: stream), treeLimitTestMessage(.memory))
        case .treeLimitExceeded(.processes):
            return stopped(.crash, treeLimitDetail(.processes, stream: stream), treeLimitTestMessage(.processes))
        case .treeLimitExceeded(.cpu):
            return stopped(.timeout, treeLimitDetail(.cpu, stream: stream), treeLimitTestMessage(.cpu))
        case .outputLimitExceeded:
            return stopped(.outputLimit,
                "The tests printed more than \(outputLimitBytes / 1024) KiB, so they were stopped; look for a print in a loop or in a body that runs too often.",
                "The app printed more than \(outputLimitBytes / 1024) KiB while running this test, so it was stopped (output limit); look for a print in a loop or in a body that runs too often.")
        case .signalled(let signal):
            if ranOutOfMemory(outcome) { return stopped(.memoryLimit, memoryDetail(stream: stream), memoryTestMessage) }
            let location = crashLocation()
            return stopped(.crash, crashDetail(signal: signal, stream: stream, outcome: outcome, location: location),
                           crashTestMessage(signal: signal, outcome: outcome, location: location), at: location)
        case .exited(let status):
            if !stream.runEnded, ranOutOfMemory(outcome) { return stopped(.memoryLimit, memoryDetail(stream: stream), memoryTestMessage) }
            if !stream.runEnded {
                let location = crashLocation()
                var detail = "The test process exited with status \(status) before the hidden tests finished."
                let said = outcome.stderrText + "\n" + outcome.stdoutText
                if let location { detail += " " + Self.crashedAt(location, runtime: Self.runtimeError(said, withLocation: false)) }
                let tail = Self.tail(outcome.stderrText + outcome.stdoutText, saying: location == nil ? nil : Self.runtimeError(said, withLocation: false, explained: false))
                if !tail.isEmpty { detail += "\n" + Self.appOutput(tail) }
                var message = "The app crashed while running this test: the test process exited with status \(status)."
                if let location {
                    message = "The app crashed while running this test. " + Self.crashedAt(location, runtime: Self.runtimeError(outcome.stderrText + "\n" + outcome.stdoutText, withLocation: false))
                } else if let runtime = Self.runtimeError(outcome.stderrText + "\n" + outcome.stdoutText) {
                    message = "The app crashed while running this test: \(runtime)"
                }
                return stopped(.crash, detail, message, at: location)
            }
            return ProcessRun(stream: stream, outcome: SuiteRunOutcome(tests: tests, stage: anyFailed ? .test : nil, detail: nil))
        }
    }

    /// What a test was doing when the tree went over `limit`, as a sentence about that test.
    private func treeLimitTestMessage(_ limit: TreeLimit) -> String {
        switch limit {
        case .memory:
            "The app used more memory than the limit (\(memoryLimitBytes >> 20) MiB for the test process and every process it started) "
                + "while running this test, so it was stopped — look for an array or string that grows without end."
        case .processes:
            "The app started too many processes (more than \(processLimit) at once, threads included) while running this test, "
                + "so it was stopped — an app's code has no reason to start processes."
        case .cpu:
            "The app used more than \(cpuSeconds) seconds of CPU time (the test process and everything it started, together) "
                + "while running this test, so it was stopped — look for work that never ends, or that keeps several threads busy."
        }
    }

    private func treeLimitDetail(_ limit: TreeLimit, stream: EventStream) -> String {
        let running = stream.interruptedTest.map { " while running “\($0)”" } ?? ""
        switch limit {
        case .memory:
            return "The tests used more memory than the limit (\(memoryLimitBytes >> 20) MiB for the test process and every process it started) "
                + "and were stopped\(running) — look for an array or string that grows without end (a loop that never stops appending, "
                + "or a body that adds to state every time it runs)."
        case .processes:
            return "The tests started too many processes (more than \(processLimit) at once, threads included) and were stopped\(running): "
                + "an app's code has no reason to start processes."
        case .cpu:
            return "The tests used more than \(cpuSeconds) seconds of CPU time (the test process and everything it started, together) "
                + "and were stopped\(running): something keeps the processor busy without end, perhaps on several threads at once."
        }
    }

    private var memoryTestMessage: String {
        "The app used more memory than the limit (\(addressSpaceLimitBytes >> 20) MiB) while running this test, so it was stopped — look for an array or string that grows without end."
    }

    /// `The app crashed while running this test: Fatal error: boom (Module/File.swift:12)`, or the signal when the
    /// runtime printed no error.
    /// With a `location`: `The app crashed while running this test. Crashed at Exercises/…/Roster.swift:14
    /// (Roster.body): Fatal error: Index out of range`.
    private func crashTestMessage(signal: Int32, outcome: ChildProcessOutcome, location: CrashLocation?) -> String {
        if let location {
            let runtime = Self.runtimeError(outcome.stderrText, withLocation: false) ?? "\(Self.signalName(signal))."
            return "The app crashed while running this test. " + Self.crashedAt(location, runtime: runtime)
        }
        if let runtime = Self.runtimeError(outcome.stderrText) { return "The app crashed while running this test: \(runtime)" }
        var message = "The app crashed while running this test (\(Self.signalName(signal)))."
        if signal == SIGXCPU { message += " It used more CPU time than allowed." }
        if signal == SIGXFSZ { message += " It wrote too large a file." }
        return message
    }

    /// `Crashed at Exercises/…/Roster.swift:14 (Roster.body): Fatal error: Index out of range` (the runtime's message
    /// without its own location, which the crash location replaces); without one, `Crashed at …`.
    static func crashedAt(_ location: CrashLocation, runtime: String?) -> String {
        "Crashed at \(location.text)" + (runtime.map { ": \($0)" } ?? ".")
    }

    /// The Swift runtime's last error in `text` (`Module/File.swift:12: Fatal error: boom`) as
    /// `Fatal error: boom (Module/File.swift:12)`; a location inside the standard library (`Swift/…`), or any with
    /// `withLocation: false`, is dropped.
    /// A full disk inside the sandbox is the run's own small folders in memory, not the learner's disk: it says so
    /// (unless `explained` is false: the runtime's words alone).
    static func runtimeError(_ text: String, withLocation: Bool = true, explained: Bool = true) -> String? {
        let pattern = /(?:(\S+?\.swift):(\d+): )?((?:Fatal error|Precondition failed|Assertion failed|Unexpectedly found nil)[^\n]*)/
        guard let match = text.matches(of: pattern).last else { return nil }
        var message = String(match.output.3).trimmingCharacters(in: .whitespaces)
        if explained, message.contains("No space left on device") {
            let limits = RunLimits(cpuSeconds: 0)
            message += " [the app's own folders are in memory and small: \(limits.scratchBytes >> 20) MiB for its working folder, "
                + "\(limits.temporaryBytes >> 20) MiB for its /tmp; your disk is not full]"
        }
        guard withLocation, let file = match.output.1, let line = match.output.2, !file.hasPrefix("Swift/"), !file.hasPrefix("_") else { return message }
        return "\(message) (\(file):\(line))"
    }

    /// Whether the runner died of the address-space limit: an allocation failure anywhere in its standard error, where
    /// the runtime says it (not only its last lines: a crash report of many threads can push the message far up, by
    /// how many threads were still running — issue 30, item 15; not standard output, which the app prints to), or a
    /// fatal signal after its resident memory reached half the limit (the limit counts reserved address space, so
    /// resident memory never gets to it).
    func ranOutOfMemory(_ outcome: ChildProcessOutcome) -> Bool {
        let said = outcome.stderrText
        let messages = ["failed to allocate", "Cannot allocate memory", "std::bad_alloc", "out of memory", "memory exhausted"]
        if messages.contains(where: { said.localizedCaseInsensitiveContains($0) }) { return true }
        guard let resident = outcome.maxResidentBytes, resident >= addressSpaceLimitBytes / 2 else { return false }
        switch outcome.termination {
        // Not a Swift trap (SIGTRAP, SIGILL): the runtime says "failed to allocate" first when memory runs out, and a
        // child's peak size counts the grader's own pages it was forked with, so a large grader made an ordinary
        // crash look like a memory problem.
        case .signalled(let signal): return [SIGKILL, SIGSEGV, SIGBUS, SIGABRT].contains(signal)
        case .exited(let status): return status != 0
        case .timedOut, .outputLimitExceeded, .treeLimitExceeded: return false
        }
    }

    private func memoryDetail(stream: EventStream) -> String {
        var detail = "The tests used more memory than the limit (\(addressSpaceLimitBytes >> 20) MiB) and were stopped"
        if let test = stream.interruptedTest { detail += " while running “\(test)”" }
        detail += " — look for an array or string that grows without end (a loop that never stops appending, or a body that adds to state every time it runs)."
        return detail
    }

    /// Removes the directories in `scratch` last modified more than `seconds` ago: left by a grader that died in a
    /// way its supervisor could not clean up after. No live run is that old (runs end at their deadline).
    static func removeStaleRunDirectories(in scratch: URL, olderThan seconds: Double, except current: URL) {
        let fileManager = FileManager.default
        let cutoff = Date().addingTimeInterval(-max(seconds, 60))
        for name in (try? fileManager.contentsOfDirectory(atPath: scratch.path)) ?? [] where name != current.lastPathComponent {
            let url = scratch.appendingPathComponent(name)
            if let date = FileStatus(url.path)?.modificationDate, date < cutoff {
                try? fileManager.removeItem(at: url)
            }
        }
    }

    private func crashDetail(signal: Int32, stream: EventStream, outcome: ChildProcessOutcome, location: CrashLocation?) -> String {
        if ranOutOfMemory(outcome) { return memoryDetail(stream: stream) }
        var detail = "The test process crashed (\(Self.signalName(signal)))"
        if let test = stream.interruptedTest { detail += " while running “\(test)”" }
        detail += "."
        if let location { detail += " " + Self.crashedAt(location, runtime: Self.runtimeError(outcome.stderrText, withLocation: false)) }
        if signal == SIGXCPU { detail += " It used more CPU time than allowed." }
        if signal == SIGXFSZ { detail += " It wrote too large a file." }
        let tail = Self.tail(outcome.stderrText, saying: location == nil ? nil : Self.runtimeError(outcome.stderrText, withLocation: false, explained: false))
        if !tail.isEmpty { detail += "\n" + Self.appOutput(tail) }
        return detail
    }

    /// `tail`, lines the app printed, shown as the app's: under a line saying so, each behind a bar, so that what the
    /// app prints (a `fatalError` message with line breaks, anything written to standard error) cannot pass for the
    /// grader's own words (break-it pass 31 of issue 30).
    static func appOutput(_ tail: String) -> String {
        "The app's last output:\n" + tail.split(separator: "\n", omittingEmptySubsequences: false).map { "│ " + $0 }.joined(separator: "\n")
    }

    /// The last few meaningful lines of a process's output (e.g. a `fatalError` message), without stack frames,
    /// Swift Testing's progress lines or ANSI escapes, nor a line `saying` what the detail already says (the runtime's
    /// message, given with its crash location).
    static func tail(_ text: String, lines: Int = 8, saying said: String? = nil) -> String {
        var meaningful: [String] = []
        for raw in text.split(separator: "\n") {
            let line = String(raw).replacing(/\x1B\[[0-9;]*m/, with: "")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("💥") || trimmed.contains("Backtracing") { continue }
            if trimmed == "Current stack trace:" || trimmed.hasPrefix("Stack dump:") { continue }
            if trimmed.wholeMatch(of: /\d+\s+\S+\s+0x[0-9a-f]+ .*/) != nil { continue }
            if let first = trimmed.first, "◇↳✔✘➜􀟈".contains(first) { continue }
            if let said, !said.isEmpty, trimmed.contains(said) { continue }
            meaningful.append(line)
        }
        return meaningful.suffix(lines).joined(separator: "\n")
    }

    /// `SIGSEGV` style name, with a plain-words gloss for the common ones.
    public static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL, a Swift runtime trap such as fatalError, a force-unwrapped nil or an index out of range",
            SIGTRAP: "SIGTRAP, a Swift runtime trap such as fatalError, a force-unwrapped nil or an index out of range",
            SIGABRT: "SIGABRT, the program aborted",
            SIGSEGV: "SIGSEGV, a bad memory access (often endless recursion)",
            SIGBUS: "SIGBUS, a bad memory access",
            SIGFPE: "SIGFPE, an arithmetic error",
            SIGKILL: "SIGKILL",
            SIGTERM: "SIGTERM",
            SIGXCPU: "SIGXCPU",
            SIGXFSZ: "SIGXFSZ",
            SIGPIPE: "SIGPIPE",
        ]
        return names[signal] ?? "signal \(signal)"
    }

    /// `20 seconds`, `1.5 seconds`; a re-run's deadline cut by a few milliseconds of budget (19.98) reads `20 seconds`.
    static func seconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        if tenths == 1 { return "1 second" }
        return tenths == tenths.rounded() ? "\(Int(tenths)) seconds" : String(format: "%.1f seconds", tenths)
    }
}
