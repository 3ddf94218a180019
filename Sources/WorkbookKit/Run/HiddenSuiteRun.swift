#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What running a hidden-suite runner produced: the tests' outcomes and, if the run did not end normally, the stage
/// and an explanation.
public struct SuiteRunOutcome: Sendable {
    public var tests: [TestOutcome]
    /// `nil` when the run ended and every test passed; `.test` when it ended with failures; else how it stopped.
    public var stage: CheckResult.Stage?
    public var detail: String?
}

/// Runs a built hidden suite in a child process (see ``ChildProcess``) and reads its event stream.
///
/// Tests run one at a time (`--no-parallel`), so a crash or a hang is pinned on one test. The runner gets
/// `SWIFT_BACKTRACE=enable=no` (no backtracer noise, faster crashes), `NO_COLOR=1`, `MALLOC_ARENA_MAX=2`, a scratch
/// working directory under `.build/workbook/runs/`, a CPU limit a little above the deadline, an address-space limit
/// (``addressSpaceLimitBytes``) and a 64 MiB file-size limit. A signal death, or an exit without Swift Testing's
/// `runEnded` event, is a crash; one caused by running out of address space says so in plain words.
///
/// The scratch directory is removed when the run ends, by the run's supervisor if the grader is interrupted or
/// killed meanwhile (see ``ChildProcessRequest/removeIfAbandoned``), and — should even that fail — by the next run,
/// which sweeps run directories older than the deadline plus two minutes.
public struct HiddenSuiteRun: Sendable {
    public var runner: URL
    public var timeoutSeconds: Double
    public var scratchDirectory: URL
    public var outputLimitBytes: Int = 256 * 1024
    /// The runner's `RLIMIT_AS`. The shipped hidden suites peak at about 210 MiB of address space (23 MiB resident)
    /// with `MALLOC_ARENA_MAX=2`; 1 GiB leaves ample room and stops a runaway allocation within a few seconds
    /// (4 GiB took about 11).
    public var addressSpaceLimitBytes: Int = 1 << 30
    /// Directories put on the runner's `LD_LIBRARY_PATH` (the exercise module's; see ``ExerciseBuilder``).
    public var libraryDirectories: [URL]

    public init(runner: URL, timeoutSeconds: Double, scratchDirectory: URL, libraryDirectories: [URL] = []) {
        self.runner = runner; self.timeoutSeconds = timeoutSeconds; self.scratchDirectory = scratchDirectory
        self.libraryDirectories = libraryDirectories
    }

    public func run() throws(WorkbookError) -> SuiteRunOutcome {
        let directory = scratchDirectory.appendingPathComponent(UUID().uuidString)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw .setup("Could not create \(directory.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        Self.removeStaleRunDirectories(in: scratchDirectory, olderThan: timeoutSeconds + 120, except: directory)
        let events = directory.appendingPathComponent("events.jsonl")
        var environment: [String: String] = [:]
        for key in ["PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "USER"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        // glibc reserves 64 MiB of address space per malloc arena, up to 8 per core; two keep the runner's address
        // space (which RLIMIT_AS counts) about the same on any machine.
        environment["MALLOC_ARENA_MAX"] = "2"
        if !libraryDirectories.isEmpty { environment["LD_LIBRARY_PATH"] = libraryDirectories.map(\.path).joined(separator: ":") }
        let request = ChildProcessRequest(
            executable: runner.path, arguments: ["--no-parallel", "--event-stream-output-path", events.path, "--event-stream-version", "0"],
            environment: environment, workingDirectory: directory.path, timeoutSeconds: timeoutSeconds,
            outputLimitBytes: outputLimitBytes,
            limits: ResourceLimits(
                cpuSeconds: Int(timeoutSeconds.rounded(.up)) + 10, addressSpaceBytes: addressSpaceLimitBytes, fileSizeBytes: 64 << 20),
            removeIfAbandoned: directory.path)
        let outcome = try ChildProcess.run(request)
        let stream = EventStream(jsonLines: FileManager.default.contents(atPath: events.path) ?? Data())
        let tests = stream.tests
        let anyFailed = tests.contains { $0.status == .fail }

        switch outcome.termination {
        case .timedOut:
            var detail = "The hidden tests did not finish within \(Self.seconds(timeoutSeconds)); something loops forever or waits for something that never happens."
            if let test = stream.interruptedTest { detail += " It was running “\(test)”." }
            return SuiteRunOutcome(tests: tests, stage: .timeout, detail: detail)
        case .outputLimitExceeded:
            return SuiteRunOutcome(
                tests: tests, stage: .outputLimit,
                detail: "The tests printed more than \(outputLimitBytes / 1024) KiB, so they were stopped; look for a print in a loop or in a body that runs too often.")
        case .signalled(let signal):
            return SuiteRunOutcome(tests: tests, stage: .crash, detail: crashDetail(signal: signal, stream: stream, outcome: outcome))
        case .exited(let status):
            if !stream.runEnded, ranOutOfMemory(outcome) {
                return SuiteRunOutcome(tests: tests, stage: .crash, detail: memoryDetail(stream: stream))
            }
            if !stream.runEnded {
                var detail = "The test process exited with status \(status) before the hidden tests finished."
                let tail = Self.tail(outcome.stderrText + outcome.stdoutText)
                if !tail.isEmpty { detail += "\n" + tail }
                return SuiteRunOutcome(tests: tests, stage: .crash, detail: detail)
            }
            return SuiteRunOutcome(tests: tests, stage: anyFailed ? .test : nil, detail: nil)
        }
    }

    /// Whether the runner died of the address-space limit: an allocation failure in its last words, or a fatal
    /// signal after its resident memory reached half the limit (the limit counts reserved address space, so
    /// resident memory never gets to it).
    func ranOutOfMemory(_ outcome: ChildProcessOutcome) -> Bool {
        let tail = Self.tail(outcome.stderrText + "\n" + outcome.stdoutText, lines: 20)
        let messages = ["failed to allocate", "Cannot allocate memory", "std::bad_alloc", "out of memory", "memory exhausted"]
        if messages.contains(where: { tail.localizedCaseInsensitiveContains($0) }) { return true }
        guard let resident = outcome.maxResidentBytes, resident >= addressSpaceLimitBytes / 2 else { return false }
        switch outcome.termination {
        case .signalled(let signal): return [SIGKILL, SIGSEGV, SIGBUS, SIGABRT, SIGTRAP, SIGILL].contains(signal)
        case .exited(let status): return status != 0
        case .timedOut, .outputLimitExceeded: return false
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
            if let date = (try? fileManager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date, date < cutoff {
                try? fileManager.removeItem(at: url)
            }
        }
    }

    private func crashDetail(signal: Int32, stream: EventStream, outcome: ChildProcessOutcome) -> String {
        if ranOutOfMemory(outcome) { return memoryDetail(stream: stream) }
        var detail = "The test process crashed (\(Self.signalName(signal)))"
        if let test = stream.interruptedTest { detail += " while running “\(test)”" }
        detail += "."
        if signal == SIGXCPU { detail += " It used more CPU time than allowed." }
        if signal == SIGXFSZ { detail += " It wrote too large a file." }
        let tail = Self.tail(outcome.stderrText)
        if !tail.isEmpty { detail += "\n" + tail }
        return detail
    }

    /// The last few meaningful lines of a process's output (e.g. a `fatalError` message), without stack frames,
    /// Swift Testing's progress lines or ANSI escapes.
    static func tail(_ text: String, lines: Int = 8) -> String {
        var meaningful: [String] = []
        for raw in text.split(separator: "\n") {
            let line = String(raw).replacing(/\x1B\[[0-9;]*m/, with: "")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("💥") || trimmed.contains("Backtracing") { continue }
            if trimmed == "Current stack trace:" || trimmed.hasPrefix("Stack dump:") { continue }
            if trimmed.wholeMatch(of: /\d+\s+\S+\s+0x[0-9a-f]+ .*/) != nil { continue }
            if let first = trimmed.first, "◇↳✔✘➜􀟈".contains(first) { continue }
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

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) seconds" : String(format: "%.1f seconds", value)
    }
}
