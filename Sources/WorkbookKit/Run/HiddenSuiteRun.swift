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
/// `SWIFT_BACKTRACE=enable=no` (no backtracer noise, faster crashes), `NO_COLOR=1`, a scratch working
/// directory under `.build/workbook/runs/`, a CPU limit a little above the deadline, a 4 GiB address-space limit and
/// a 64 MiB file-size limit. A signal death, or an exit without Swift Testing's `runEnded` event, is a crash.
public struct HiddenSuiteRun: Sendable {
    public var runner: URL
    public var timeoutSeconds: Double
    public var scratchDirectory: URL
    public var outputLimitBytes: Int = 256 * 1024
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
        ExerciseBuilder.removeAbandoned(scratchDirectory)
        let events = directory.appendingPathComponent("events.jsonl")
        var environment: [String: String] = [:]
        for key in ["PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "USER"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        if !libraryDirectories.isEmpty { environment["LD_LIBRARY_PATH"] = libraryDirectories.map(\.path).joined(separator: ":") }
        let request = ChildProcessRequest(
            executable: runner.path, arguments: ["--no-parallel", "--event-stream-output-path", events.path, "--event-stream-version", "0"],
            environment: environment, workingDirectory: directory.path, timeoutSeconds: timeoutSeconds,
            outputLimitBytes: outputLimitBytes,
            limits: ResourceLimits(cpuSeconds: Int(timeoutSeconds.rounded(.up)) + 10, addressSpaceBytes: 4 << 30, fileSizeBytes: 64 << 20))
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
            if !stream.runEnded {
                var detail = "The test process exited with status \(status) before the hidden tests finished."
                let tail = Self.tail(outcome.stderrText + outcome.stdoutText)
                if !tail.isEmpty { detail += "\n" + tail }
                return SuiteRunOutcome(tests: tests, stage: .crash, detail: detail)
            }
            return SuiteRunOutcome(tests: tests, stage: anyFailed ? .test : nil, detail: nil)
        }
    }

    private func crashDetail(signal: Int32, stream: EventStream, outcome: ChildProcessOutcome) -> String {
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
