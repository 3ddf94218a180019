#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The running app of `workbook run`: the exercise's root view under `ViewHostConsole` (ViewSimTesting), in a child
/// process contained exactly as a hidden-suite runner is (``HiddenSuiteRun``: the sandbox, a control group for
/// memory, processes and CPU, address-space and file-size limits, a run directory of its own as home), driven over a
/// pipe: the grader writes one command (JSON) a line to the app's descriptor 3 and reads its standard output up to
/// the answer line (`␞<token> reply <JSON>`); everything before the answer is what the app printed while handling
/// the command (`print`, `Self._printChanges()`). The grader only parses and prints: the learner's code runs in the
/// app alone.
///
/// Each command has ``timeoutSeconds`` (`settings.timeout_s`) to be answered. A crash (with the learner's file and
/// line, from the runtime's backtracer, as a check reports it), a hang past the deadline, too much output or a limit
/// of the tree stops the app; the step says so, and the next command starts a fresh app (``restart()``), as
/// launching it again from the home screen would.
public final class AppSession {
    /// What one command (or the launch) did.
    public struct Step: Sendable {
        /// What the app printed while handling it (control characters removed).
        public var output: String
        /// The app's answer: the screen after it; nil when the app stopped.
        public var reply: AppReply?
        /// Why the app stopped, if it did.
        public var stop: Stop?
    }

    /// How the app stopped.
    public struct Stop: Sendable, Equatable {
        /// `crash`, `memory-limit`, `timeout` or `output-limit`, as a check names them.
        public var stage: CheckResult.Stage
        /// What happened, in plain words (`The app crashed. Crashed at Exercises/…/Roster.swift:14 (Roster.body): Fatal error: Index out of range`).
        public var message: String
        /// Where in the learner's code it crashed, if it crashed there.
        public var location: CrashLocation?
    }

    public let build: AppBuild
    /// The learner's files (`Exercises/<id>/<File>.swift`), for crash locations.
    public let learnerFiles: [String]
    /// How long the app has to answer one command.
    public let timeoutSeconds: Double
    let scratchDirectory: URL
    /// Most bytes the app may print while handling one command.
    public var outputLimitBytes = 256 * 1024
    /// Most bytes of standard output, answer included, per command: a screen of thousands of rows fits.
    static let answerLimitBytes = 16 << 20

    private var child: InteractiveChild?
    private var runDirectory: URL?
    private var cgroup: RunCgroup?
    private var sandbox: SandboxKind?
    private var token = ""

    public init(build: AppBuild, learnerFiles: [String], timeoutSeconds: Double, scratchDirectory: URL) {
        self.build = build; self.learnerFiles = learnerFiles; self.timeoutSeconds = timeoutSeconds
        self.scratchDirectory = scratchDirectory
    }

    deinit { close() }

    /// Whether an app is running (launched and not stopped).
    public var isRunning: Bool { child != nil }

    /// Launches the app and waits for its first screen.
    ///
    /// - Throws: ``WorkbookError`` when it cannot be started at all (no sandbox, no disk).
    public func launch() throws(WorkbookError) -> Step {
        close()
        if sandbox == nil { sandbox = try Sandbox.resolve() }
        let directory = scratchDirectory.appendingPathComponent(UUID().uuidString)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw DiskSpace.setupError(error, creating: directory)
        }
        runDirectory = directory
        token = TestOutput.makeMarker()
        child = try InteractiveChild(try request(in: directory))
        let step = waitForAnswer(nil)
        // A sandbox that could not start says nothing at all: try the next kind, once.
        if step.reply == nil, step.output.isEmpty, let kind = sandbox, Sandbox.failedToStart(kind) {
            sandbox = try Sandbox.resolve()
            return try launch()
        }
        return step
    }

    /// Sends `command` and waits for the answer. If no app is running (it stopped), one is launched first.
    public func send(_ command: AppCommand) throws(WorkbookError) -> Step {
        guard let child else { return try launch() }
        _ = child.send(command.json)  // a child that died is read to its end, and says how it ended
        return waitForAnswer(command)
    }

    /// Ends the app (telling it to quit, then stopping its tree) and removes its run directory.
    public func close() {
        if let child {
            _ = child.send(AppCommand("quit").json)
            _ = child.read(until: { _ in false }, deadline: .now + .milliseconds(300))
            _ = child.stop()
        }
        child = nil
        cgroup?.remove()
        cgroup = nil
        if let runDirectory { try? FileManager.default.removeItem(at: runDirectory) }
        runDirectory = nil
    }

    /// Reads up to the answer; on a stop, says why and ends the app.
    private func waitForAnswer(_ command: AppCommand?) -> Step {
        guard let child else { return Step(output: "", reply: nil, stop: nil) }
        let lead = Data(("\u{1E}" + token + " reply ").utf8)
        func answerLine(_ data: Data) -> Range<Data.Index>? {
            guard let start = data.range(of: lead) else { return nil }
            guard let end = data[start.upperBound...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            return start.lowerBound..<end
        }
        // What the app prints is capped (``outputLimitBytes``); its answer, which holds the whole screen, is not
        // printing and may be longer (up to the pipe's own cap).
        func flooded(_ data: Data) -> Bool {
            data.count > outputLimitBytes && (data.range(of: lead)?.lowerBound ?? data.endIndex) - data.startIndex > outputLimitBytes
        }
        var scan = AnswerScan(lead: lead)
        let ended = child.read(until: { scan.isComplete($0) || scan.isFlooded($0, limit: outputLimitBytes) }, deadline: .now + .milliseconds(Int64(timeoutSeconds * 1000)))
        let (stdout, stderr) = child.takeOutput()
        let doing = command.map { " while handling `\(Self.describe($0))`" } ?? " while starting"
        if !flooded(stdout), ended == .found, let line = answerLine(stdout) {
            let json = stdout[(line.lowerBound + lead.count)..<line.upperBound]
            let printed = Self.printed(stdout[..<line.lowerBound])
            if let reply = try? JSONDecoder().decode(AppReply.self, from: Data(json)) { return Step(output: printed, reply: reply, stop: nil) }
            return stopped(Stop(stage: .crash, message: "The app answered with something the grader could not read.", location: nil), output: printed)
        }
        let printed = Self.printed(stdout.prefix(outputLimitBytes))
        switch ended {
        case .found where flooded(stdout):
            return stopped(Stop(stage: .outputLimit, message: "The app printed more than \(outputLimitBytes / 1024) KiB\(doing), so it was stopped; look for a print in a loop or in a body that runs too often.", location: nil), output: TestOutput.bounded(printed) ?? "")
        case .found, .timedOut:
            return stopped(Stop(stage: .timeout, message: "The app did not answer within \(HiddenSuiteRun.seconds(timeoutSeconds))\(doing), so it was stopped: something loops forever or waits for something that never happens.", location: nil), output: printed)
        case .outputLimitExceeded:
            return stopped(Stop(stage: .outputLimit, message: "The app printed more than \(outputLimitBytes / 1024) KiB\(doing), so it was stopped; look for a print in a loop or in a body that runs too often.", location: nil), output: TestOutput.bounded(printed) ?? "")
        case .ended(let termination):
            return stopped(crash(termination, stderr: String(decoding: stderr, as: UTF8.self) + "\n" + String(decoding: stdout, as: UTF8.self), doing: doing), output: printed)
        }
    }

    /// Whether the output read so far holds the whole answer line, looking at each byte once however many reads it
    /// takes (the answer, a whole screen, can be megabytes).
    struct AnswerScan {
        let lead: Data
        /// Bytes from the start before which no lead begins.
        private var searched = 0
        /// Where the lead begins, once found, and bytes from the start before which no newline ends its line.
        private var leadStart: Int?
        private var lineSearched = 0

        init(lead: Data) { self.lead = lead }

        mutating func isComplete(_ data: Data) -> Bool {
            if leadStart == nil {
                guard let found = data[(data.startIndex + searched)...].range(of: lead) else {
                    searched = max(searched, data.count - lead.count + 1)
                    return false
                }
                leadStart = found.lowerBound - data.startIndex
                lineSearched = found.upperBound - data.startIndex
            }
            guard data[(data.startIndex + lineSearched)...].firstIndex(of: UInt8(ascii: "\n")) != nil else {
                lineSearched = data.count
                return false
            }
            return true
        }

        /// Whether more than `limit` bytes came before the answer (or without one); call after ``isComplete(_:)``.
        func isFlooded(_ data: Data, limit: Int) -> Bool {
            data.count > limit && (leadStart ?? data.count) > limit
        }
    }

    private func stopped(_ stop: Stop, output: String) -> Step {
        close()
        return Step(output: output, reply: nil, stop: stop)
    }

    /// What a termination means, as a check would say it: the learner's line and the runtime's message for a crash.
    private func crash(_ termination: ChildTermination, stderr: String, doing: String) -> Stop {
        let limits = RunLimits(cpuSeconds: Int(timeoutSeconds.rounded(.up)) + 10)
        switch termination {
        case .treeLimitExceeded(.memory):
            return Stop(stage: .memoryLimit, message: "The app used more memory than the limit (\(limits.memoryBytes >> 20) MiB)\(doing), so it was stopped — look for an array or string that grows without end.", location: nil)
        case .treeLimitExceeded(.processes):
            return Stop(stage: .crash, message: "The app started too many processes\(doing), so it was stopped — an app's code has no reason to start processes.", location: nil)
        case .treeLimitExceeded(.cpu):
            return Stop(stage: .timeout, message: "The app used more than \(limits.cpuSeconds) seconds of CPU time\(doing), so it was stopped.", location: nil)
        case .timedOut, .outputLimitExceeded:
            return Stop(stage: .timeout, message: "The app was stopped\(doing).", location: nil)
        case .exited(let status):
            if status == 0 { return Stop(stage: .crash, message: "The app ended by itself\(doing).", location: nil) }
            return crashStop(signal: nil, status: status, stderr: stderr, doing: doing)
        case .signalled(let signal):
            return crashStop(signal: signal, status: nil, stderr: stderr, doing: doing)
        }
    }

    private func crashStop(signal: Int32?, status: Int32?, stderr: String, doing: String) -> Stop {
        var location: CrashLocation?
        if let runDirectory, !learnerFiles.isEmpty, let log = CrashBacktrace.readLog(at: runDirectory.appendingPathComponent(HiddenSuiteRun.crashLogName).path) {
            location = CrashBacktrace.firstLearnerFrame(in: log, learnerFiles: Set(learnerFiles))
        }
        let how = signal.map { " (\(HiddenSuiteRun.signalName($0)))" } ?? " (it exited with status \(status ?? -1))"
        if let location {
            let runtime = HiddenSuiteRun.runtimeError(stderr, withLocation: false)
            return Stop(stage: .crash, message: "The app crashed\(doing). " + HiddenSuiteRun.crashedAt(location, runtime: runtime), location: location)
        }
        if let runtime = HiddenSuiteRun.runtimeError(stderr) {
            return Stop(stage: .crash, message: "The app crashed\(doing): \(runtime)", location: nil)
        }
        return Stop(stage: .crash, message: "The app crashed\(doing)\(how).", location: nil)
    }

    /// The request that starts the app in `directory`, contained as a hidden-suite runner is.
    private func request(in directory: URL) throws(WorkbookError) -> ChildProcessRequest {
        var run = HiddenSuiteRun(
            runner: build.executable, timeoutSeconds: timeoutSeconds, scratchDirectory: scratchDirectory,
            libraryDirectories: [build.moduleDirectory], learnerFiles: learnerFiles)
        run.sandbox = sandbox
        var environment = HiddenSuiteRun.runnerEnvironment(home: directory, libraryDirectories: [build.moduleDirectory])
        for key in ["TMPDIR", "USER"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent(".config").path
        let logName = HiddenSuiteRun.crashLogName
        let logPath = directory.path.contains(where: { ",=".contains($0) }) ? logName : directory.appendingPathComponent(logName).path
        environment["SWIFT_BACKTRACE"] = learnerFiles.isEmpty ? "enable=no" : CrashBacktrace.environmentValue(outputPath: logPath)
        let limits = RunLimits(cpuSeconds: run.cpuSeconds, outputBytes: outputLimitBytes)
        var request = ChildProcessRequest(
            executable: build.executable.path, arguments: [], environment: environment, workingDirectory: directory.path,
            timeoutSeconds: timeoutSeconds, outputLimitBytes: Self.answerLimitBytes,
            limits: ResourceLimits(cpuSeconds: limits.cpuSeconds, addressSpaceBytes: run.addressSpaceLimitBytes, fileSizeBytes: limits.fileSizeBytes),
            removeIfAbandoned: directory.path)
        request.passedInput = Data(token.utf8)  // 4: the reply token (ViewHostConsole.tokenDescriptor)
        let kind = sandbox ?? .none
        cgroup = RunCgroup.make(memoryBytes: limits.memoryBytes, processes: limits.processes, cpuSeconds: limits.cpuSeconds)
        request.cgroup = cgroup
        let processRlimit = cgroup?.limitsProcesses != true && kind != .none
        return Sandbox.wrap(
            request, in: kind, view: try run.sandboxView(of: directory, limits: limits), processLimit: processRlimit ? limits.processes : nil)
    }

    /// What the app printed, as text: invalid UTF-8 replaced, control characters (terminal escapes) dropped.
    static func printed(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TestOutput.clean($0) }.joined(separator: "\n")
    }

    /// A command as the learner would type it, for messages: `tap "Log a session"`; its label and text
    /// ``RunInput/shortened(_:)``.
    static func describe(_ command: AppCommand) -> String {
        let label = command.label.map { RunInput.quoted(RunInput.shortened($0)) }
        let text = RunInput.shortened(command.text ?? "")
        switch command.action {
        case "type": return "type \(RunInput.quoted(text)) into \(label ?? "")"
        case "select": return "select \(RunInput.quoted(text)) in \(label ?? "")"
        case "scroll":
            let amount = Int(command.amount ?? 1)
            return amount == 1 ? "scroll" : amount < 0 ? "scroll up" + (amount == -1 ? "" : " \(-amount)") : "scroll \(amount)"
        case "wait": return "wait \(command.amount.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "1")"
        case "open": return "open \(text)"
        default: return [command.action, label].compactMap { $0 }.joined(separator: " ")
        }
    }
}
