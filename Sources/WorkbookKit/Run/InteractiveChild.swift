#if canImport(Glibc)
import Glibc
#endif
import CSystem
import Foundation

/// A child process the grader talks to while it runs: started like ``ChildProcess/run(_:)`` (its own supervisor and
/// process group, limits, control group, stdin from `/dev/null`), with one more pipe whose read end is the child's
/// descriptor 3, for commands, and, with ``ChildProcessRequest/passedInput``, a filled pipe at descriptor 4. The grader
/// writes a command, then reads the child's standard output and error until the answer is there, the child ends, the
/// command's deadline passes or the output cap is reached.
///
/// Used by ``AppSession`` (`workbook run`). Not thread-safe: one thread drives it.
final class InteractiveChild {
    /// Why ``read(until:deadline:)`` returned.
    enum ReadEnd: Equatable {
        /// `until` found what it waited for.
        case found
        /// The child ended (with this termination).
        case ended(ChildTermination)
        /// The deadline passed; the child is still running.
        case timedOut
        /// It wrote more than the output cap since the last ``takeOutput()``.
        case outputLimitExceeded
    }

    private var child: csystem_child
    private var reader: PipeReader
    private var commandPipe: Int32
    private let cgroup: RunCgroup?
    private let exitStatusCarriesSignal: Bool
    private var finished: ChildTermination?

    /// Starts `request`'s program (its `timeoutSeconds` is ignored: each ``read(until:deadline:)`` has its own).
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` if it cannot be started.
    init(_ request: ChildProcessRequest) throws(WorkbookError) {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1], commands: [Int32] = [-1, -1]
        guard csystem_pipe2(&outPipe, O_CLOEXEC) == 0, csystem_pipe2(&errPipe, O_CLOEXEC) == 0, csystem_pipe2(&commands, O_CLOEXEC) == 0 else {
            for fd in outPipe + errPipe + commands where fd >= 0 { close(fd) }
            throw .setup("Could not create a pipe: \(String(cString: strerror(errno))).")
        }
        let argv = ([request.executable] + request.arguments).map { strdup($0) } + [nil]
        let envp = request.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        let limits = csystem_limits(request)
        let cgroupProcs = (request.cgroup?.procsFiles ?? []).map { strdup($0) } + [nil]
        defer { cgroupProcs.forEach { free($0) } }
        csystem_install_group_reaper()
        var spawnError: Int32 = 0
        var child = csystem_child(supervisor: 0, runner: 0, report_fd: -1)
        var passed = [commands[0]]
        var inputReadEnd: Int32 = -1
        defer { if inputReadEnd >= 0 { close(inputReadEnd) } }
        if let input = request.passedInput {
            guard let readEnd = ChildProcess.filledInput(input) else {
                for fd in outPipe + errPipe + commands { close(fd) }
                throw .setup("Could not hand the child its input: \(String(cString: strerror(errno))).")
            }
            inputReadEnd = readEnd
            passed.append(readEnd)
        }
        let spawned = cgroupProcs.withUnsafeBufferPointer { procs in
            procs.withMemoryRebound(to: UnsafePointer<CChar>?.self) { procs in
                csystem_spawn(
                    request.executable, argv, envp, request.workingDirectory, request.removeIfAbandoned, outPipe[1], errPipe[1],
                    passed, Int32(passed.count), procs.baseAddress, limits, &child, &spawnError)
            }
        }
        close(outPipe[1]); close(errPipe[1]); close(commands[0])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0]); close(commands[1])
            throw .setup("Could not start \(request.executable): \(String(cString: strerror(spawnError))).")
        }
        self.child = child
        commandPipe = commands[1]
        cgroup = request.cgroup
        exitStatusCarriesSignal = request.exitStatusCarriesSignal
        reader = PipeReader(fds: [outPipe[0], errPipe[0]], groups: [0, 1], limits: [request.outputLimitBytes, request.outputLimitBytes])
    }

    deinit {
        if finished == nil { _ = stop() }
        reader.closeAll()
        if commandPipe >= 0 { close(commandPipe) }
    }

    /// Writes `line` and a newline to the child's descriptor 3; false if the child no longer reads it.
    func send(_ line: String) -> Bool {
        guard commandPipe >= 0, finished == nil else { return false }
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            // SIGPIPE is ignored while writing: a child that died makes the write fail with EPIPE instead.
            let written = bytes[offset...].withUnsafeBytes { Self.writeIgnoringSIGPIPE(commandPipe, $0) }
            if written > 0 { offset += written; continue }
            if written < 0, errno == EINTR { continue }
            return false
        }
        return true
    }

    private static func writeIgnoringSIGPIPE(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        sigaction(SIGPIPE, &ignore, &previous)
        defer { sigaction(SIGPIPE, &previous, nil) }
        return write(fd, buffer.baseAddress, buffer.count)
    }

    /// What the child wrote to standard output and error since the last call (bounded by the output cap).
    func takeOutput() -> (stdout: Data, stderr: Data) {
        defer {
            reader.buffers[0].removeAll(); reader.buffers[1].removeAll()
            reader.totals = reader.totals.map { _ in 0 }
            reader.overLimit = false
        }
        return (reader.buffers[0], reader.buffers[1])
    }

    /// Standard output so far (since the last ``takeOutput()``), without taking it.
    var pendingStandardOutput: Data { reader.buffers[0] }

    /// Reads the child's output until `found` is true of its standard output so far, the child ends, `deadline`
    /// passes or the output cap is reached.
    func read(until found: (Data) -> Bool, deadline: ContinuousClock.Instant) -> ReadEnd {
        if let finished { return .ended(finished) }
        var exitedAt: ContinuousClock.Instant?
        var status: Int32 = -1
        var maxRSS: Int64 = -1
        while true {
            if found(reader.buffers[0]) { return .found }
            if reader.overLimit { return .outputLimitExceeded }
            if exitedAt == nil, csystem_finish(&child, 0, &status, &maxRSS) == 1 { exitedAt = .now }
            if exitedAt == nil, let limit = cgroup?.breach() {
                csystem_stop(&child)
                while csystem_finish(&child, 1, &status, &maxRSS) == 0 {}
                return end(.treeLimitExceeded(limit))
            }
            if let exitedAt {
                // Drain what is left, briefly.
                if reader.allClosed || ContinuousClock.now - exitedAt > .milliseconds(200) {
                    let ended = end(termination(status: status))
                    return found(reader.buffers[0]) ? .found : ended
                }
            } else if ContinuousClock.now >= deadline {
                return .timedOut
            }
            reader.poll(timeoutMilliseconds: 10, alsoWaitingFor: exitedAt == nil ? child.report_fd : -1)
        }
    }

    /// Stops the child's whole tree now (if it still runs) and returns how it ended.
    func stop() -> ChildTermination {
        if let finished { return finished }
        var status: Int32 = -1
        var maxRSS: Int64 = -1
        if csystem_finish(&child, 0, &status, &maxRSS) == 0 {
            csystem_stop(&child)
            while csystem_finish(&child, 1, &status, &maxRSS) == 0 {}
        }
        return finish(termination(status: status))
    }

    private func end(_ termination: ChildTermination) -> ReadEnd {
        var termination = termination
        if let limit = cgroup?.breach(), termination != .outputLimitExceeded { termination = .treeLimitExceeded(limit) }
        finished = termination
        if commandPipe >= 0 { close(commandPipe); commandPipe = -1 }
        return .ended(termination)
    }

    private func finish(_ termination: ChildTermination) -> ChildTermination {
        if case .ended(let termination) = end(termination) { return termination }
        return termination
    }

    private func termination(status: Int32) -> ChildTermination {
        ChildTermination(waitStatus: status, carriesSignal: exitStatusCarriesSignal)
    }
}
