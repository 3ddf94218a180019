#if canImport(Glibc)
import Glibc
#endif
import CSystem
import Foundation
import Synchronization

/// Resource limits applied in the child before it executes the program (`setrlimit(2)`), so hostile or runaway code cannot
/// eat the machine. `nil` leaves a limit as inherited.
public struct ResourceLimits: Sendable, Equatable {
    /// CPU time in seconds (`RLIMIT_CPU`); using it up delivers `SIGXCPU` (which ends the program), and a second more
    /// `SIGKILL`.
    public var cpuSeconds: Int?
    /// Virtual address space in bytes (`RLIMIT_AS`); allocations beyond it fail.
    public var addressSpaceBytes: Int?
    /// Largest file the child may write, in bytes (`RLIMIT_FSIZE`); beyond it the child gets `SIGXFSZ`.
    public var fileSizeBytes: Int?
    /// Processes of the child's user (`RLIMIT_NPROC`); a `fork` beyond it fails. It counts every process of the user
    /// (or, in a fresh user namespace, of that namespace's user), not the child's tree: see ``RunCgroup`` for that.
    public var processes: Int?

    public init(cpuSeconds: Int? = nil, addressSpaceBytes: Int? = nil, fileSizeBytes: Int? = nil, processes: Int? = nil) {
        self.cpuSeconds = cpuSeconds; self.addressSpaceBytes = addressSpaceBytes; self.fileSizeBytes = fileSizeBytes
        self.processes = processes
    }

    /// No limits.
    public static let none = ResourceLimits()
}

/// What to run and under which constraints. See ``ChildProcess/run(_:)``.
public struct ChildProcessRequest: Sendable {
    /// Absolute path of the executable (no `PATH` search happens here).
    public var executable: String
    public var arguments: [String]
    /// The child's complete environment.
    public var environment: [String: String]
    public var workingDirectory: String?
    /// Wall-clock deadline in seconds, measured from spawn.
    public var timeoutSeconds: Double
    /// Most bytes kept from stdout and stderr together; more output kills the child (``ChildTermination/outputLimitExceeded``).
    public var outputLimitBytes: Int
    public var limits: ResourceLimits
    /// A directory the child's supervisor removes (`rm -rf`) if the grader dies or is interrupted during the run,
    /// when no `defer` of the grader will run (e.g. the run's scratch directory).
    public var removeIfAbandoned: String?
    /// How many extra pipes the child gets, their write ends at descriptors 3, 4, … (at most 6); what it writes to them
    /// is read while it runs, into ``ChildProcessOutcome/passedOutputs``. The grader's copy is the only one: a file
    /// the child could rewrite afterwards is not involved (the child passes them on as `/proc/self/fd/3`, …).
    public var passedPipes: Int = 0
    /// Bytes the child reads at one more descriptor, after the passed pipes (3 + ``passedPipes``): an anonymous file
    /// holding them (at most 64 MiB), read from its start. For what is handed to the program in no file it could be
    /// found by, argument or environment variable (a runner's key and configuration).
    public var passedInput: Data?
    /// The uid (and gid) the program runs as, with no supplementary groups and no new privileges; the spawn fails if
    /// it cannot switch. Only a grader running as root sets it (``Sandbox/jobUser``).
    public var runAs: UInt32?
    /// Most bytes kept from each passed pipe; more kills the child (``ChildTermination/outputLimitExceeded``).
    public var passedPipeLimitBytes: Int = 16 << 20
    /// A control group the child moves itself into before exec, so it and everything it starts share the group's
    /// limits; the run stops as soon as the group reports a limit reached (``ChildTermination/treeLimitExceeded(_:)``).
    public var cgroup: RunCgroup?
    /// Set for a wrapper (a sandbox) that exits with 128 + the signal that killed the program it runs: such an exit
    /// status (129…192) is reported as ``ChildTermination/signalled(_:)``.
    public var exitStatusCarriesSignal = false

    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String? = nil, timeoutSeconds: Double, outputLimitBytes: Int = 256 * 1024, limits: ResourceLimits = .none,
        removeIfAbandoned: String? = nil
    ) {
        self.executable = executable; self.arguments = arguments; self.environment = environment
        self.workingDirectory = workingDirectory; self.timeoutSeconds = timeoutSeconds
        self.outputLimitBytes = outputLimitBytes; self.limits = limits; self.removeIfAbandoned = removeIfAbandoned
    }
}

/// How a child ended.
public enum ChildTermination: Sendable, Equatable {
    /// It exited on its own with this status.
    case exited(Int32)
    /// A signal killed it (not one the runner sent).
    case signalled(Int32)
    /// The wall-clock deadline passed; the runner killed its process group.
    case timedOut
    /// It wrote more than the output limit; the runner killed its process group.
    case outputLimitExceeded
    /// Its tree went over a limit of its control group (``ChildProcessRequest/cgroup``): the kernel killed one of its
    /// processes for memory, or refused it a process; the runner then killed the whole tree. Or it used up its own CPU
    /// time (`SIGXCPU`).
    case treeLimitExceeded(TreeLimit)

    /// From a wait status (`-1`: the supervisor was killed before it could report one). `carriesSignal`: the program is
    /// a wrapper that exits with 128 + the signal that killed what it runs (a sandbox). `SIGXCPU` is the kernel saying
    /// a process used up its CPU time (`RLIMIT_CPU`'s soft limit, a second short of the hard one's `SIGKILL`), so the
    /// CPU limit, not a crash.
    init(waitStatus status: Int32, carriesSignal: Bool) {
        let signal = status & 0x7f
        let code = (status >> 8) & 0xff
        let killedBy: Int32? = status == -1 ? SIGKILL : signal != 0 ? signal
            : carriesSignal && code > 128 && code <= 128 + 64 ? code - 128 : nil
        switch killedBy {
        case SIGXCPU?: self = .treeLimitExceeded(.cpu)
        case let signal?: self = .signalled(signal)
        case nil: self = .exited(code)
        }
    }
}

/// The outcome of ``ChildProcess/run(_:)``.
public struct ChildProcessOutcome: Sendable {
    public var termination: ChildTermination
    public var stdout: Data
    public var stderr: Data
    /// Wall-clock seconds from spawn to the end of reading.
    public var durationSeconds: Double
    /// The child's peak resident set in bytes (`ru_maxrss`), if known.
    public var maxResidentBytes: Int?
    /// What the child wrote to each pipe of ``ChildProcessRequest/passedPipes``, in order.
    public var passedOutputs: [Data] = []

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs a program in its own process group with a deadline, an output cap and resource limits, and makes sure
/// nothing it started outlives it.
///
/// `csystem_spawn` forks a per-run *supervisor* (a child subreaper in its own process group, every signal blocked),
/// which forks the program in a new process group whose id is its pid (default signal dispositions, limits,
/// `PR_SET_PDEATHSIG`, exec), stdin from `/dev/null`, stdout and stderr on pipes read concurrently with `poll(2)`.
/// Every descendant the program leaves behind — even one that moved to another group or session with `setsid` and
/// blocks every catchable signal — is reparented to the supervisor when its parent dies. When the program ends, or on
/// the deadline or the output cap (``csystem_stop``), the supervisor SIGKILLs the program's group, the program and
/// then every child it has until none is left, reaps them, reports the program's wait status and exits; so when
/// this call returns, the whole tree is gone (why a supervisor per run and not the grader as the subreaper: see
/// csystem.c). If the grader is interrupted (SIGINT, SIGTERM, SIGHUP) or SIGKILLed, each supervisor gets SIGHUP and
/// kills its tree too, then removes ``ChildProcessRequest/removeIfAbandoned``. The grader waits only for its own
/// supervisors' pids, so it never reaps a child it does not own (e.g. one of Foundation's `Process`).
/// The call blocks the current thread until the supervisor is reaped.
public enum ChildProcess {
    /// An anonymous file (memfd) holding `input` (at most 64 MiB), read from its start: the descriptor, close-on-exec,
    /// or nil (errno set) if it could not be made or filled. It has no path, so nothing but the child it is handed to
    /// can open it; once the child closes it, it is gone.
    static func filledInput(_ input: Data) -> Int32? {
        guard input.count <= 64 << 20 else { errno = EFBIG; return nil }
        let file = csystem_memfd("workbook-input")
        guard file >= 0 else { return nil }
        var offset = 0
        while offset < input.count {
            let written = input.withUnsafeBytes { write(file, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { close(file); return nil }
            offset += written
        }
        guard lseek(file, 0, SEEK_SET) == 0 else { close(file); return nil }
        return file
    }

    /// Spawns and supervises the child; see the type's documentation.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` if the child cannot be started (missing executable, no pipes).
    public static func run(_ request: ChildProcessRequest) throws(WorkbookError) -> ChildProcessOutcome {
        let start = ContinuousClock.now
        if Self.cancellation?.isCancelled == true { throw ChildProcessCancellation.error }
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard csystem_pipe2(&outPipe, O_CLOEXEC) == 0 else { throw .setup("Could not create a pipe: \(String(cString: strerror(errno))).") }
        guard csystem_pipe2(&errPipe, O_CLOEXEC) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw .setup("Could not create a pipe: \(String(cString: strerror(errno))).")
        }

        let argv = ([request.executable] + request.arguments).map { strdup($0) } + [nil]
        let envp = request.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        let limits = csystem_limits(request)
        var passed: [Int32] = []  // read end, write end, read end, …
        defer { passed.forEach { close($0) } }
        for _ in 0..<min(max(request.passedPipes, 0), 6) {
            var pipe: [Int32] = [-1, -1]
            guard csystem_pipe2(&pipe, O_CLOEXEC) == 0 else {
                close(outPipe[0]); close(outPipe[1]); close(errPipe[0]); close(errPipe[1])
                throw .setup("Could not create a pipe: \(String(cString: strerror(errno))).")
            }
            passed += pipe
        }
        var passedDescriptors = stride(from: 1, to: passed.count, by: 2).map { passed[$0] }
        var inputReadEnd: Int32 = -1
        defer { if inputReadEnd >= 0 { close(inputReadEnd) } }
        if let input = request.passedInput {
            guard let readEnd = Self.filledInput(input) else {
                close(outPipe[0]); close(outPipe[1]); close(errPipe[0]); close(errPipe[1])
                throw .setup("Could not hand the child its input: \(String(cString: strerror(errno))).")
            }
            inputReadEnd = readEnd
            passedDescriptors.append(inputReadEnd)
        }
        let cgroupProcs = (request.cgroup?.procsFiles ?? []).map { strdup($0) } + [nil]
        defer { cgroupProcs.forEach { free($0) } }

        // Killing the grader with SIGINT/SIGTERM/SIGHUP sends SIGHUP to every supervisor, which kills its tree; a
        // SIGKILLed grader reaches them through PR_SET_PDEATHSIG (see csystem_spawn).
        csystem_install_group_reaper()
        var spawnError: Int32 = 0
        var child = csystem_child(supervisor: 0, runner: 0, report_fd: -1)
        let spawned = cgroupProcs.withUnsafeBufferPointer { procs in
            procs.withMemoryRebound(to: UnsafePointer<CChar>?.self) { procs in
                csystem_spawn(
                    request.executable, argv, envp, request.workingDirectory, request.removeIfAbandoned, outPipe[1], errPipe[1],
                    passedDescriptors, Int32(passedDescriptors.count), procs.baseAddress, limits, &child, &spawnError)
            }
        }
        close(outPipe[1]); close(errPipe[1])
        for index in stride(from: passed.count - 1, through: 1, by: -2) { close(passed[index]); passed.remove(at: index) }
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw .setup("Could not start \(request.executable): \(String(cString: strerror(spawnError))).")
        }

        // Clamped, so no deadline a caller computes can overflow the conversion (10⁷ s is four months).
        let seconds = request.timeoutSeconds.isNaN ? 0 : min(max(request.timeoutSeconds, 0), 1e7)
        let deadline = start + .milliseconds(Int64(seconds * 1000))
        let cancellation = Self.cancellation
        var cancelled = false
        // stdout and stderr share the output limit; each passed pipe has its own.
        var reader = PipeReader(
            fds: [outPipe[0], errPipe[0]] + passed, groups: [0, 0] + passed.indices.map { $0 + 1 },
            limits: [request.outputLimitBytes] + passed.map { _ in request.passedPipeLimitBytes })
        passed = []  // the reader closes them now
        defer { reader.closeAll() }
        var breach: TreeLimit?
        var termination: ChildTermination?
        var exitedAt: ContinuousClock.Instant?
        var status: Int32 = -1
        var maxRSSKilobytes: Int64 = -1

        var lastBreachCheck = start
        while true {
            // The supervisor exits only once the child and every descendant are dead and reaped.
            if exitedAt == nil, csystem_finish(&child, 0, &status, &maxRSSKilobytes) == 1 {
                exitedAt = .now
            }
            if reader.overLimit {
                termination = .outputLimitExceeded
                break
            }
            // The group's counters are files: read at most every 25 ms, however often output arrives (a test writing
            // line after line would otherwise have the grader reading them thousands of times, on a core the run needs).
            if exitedAt == nil, let cgroup = request.cgroup, ContinuousClock.now - lastBreachCheck >= .milliseconds(25) {
                lastBreachCheck = .now
                if let limit = cgroup.breach() {
                    breach = limit
                    break
                }
            }
            if let exitedAt {
                // Drain what is buffered; stop when the pipes close or a brief grace passes (only a process started
                // outside the tree, e.g. through a daemon, could still hold them).
                if reader.allClosed || ContinuousClock.now - exitedAt > .milliseconds(200) { break }
            } else if ContinuousClock.now >= deadline {
                termination = .timedOut
                break
            } else if cancellation?.isCancelled == true {
                cancelled = true
                break
            }
            // Wait for output or for the supervisor's end report (written as it finishes), at most 10 ms, so the exit is
            // noticed at once and the deadline and cancellation within a few milliseconds.
            reader.poll(timeoutMilliseconds: 10, alsoWaitingFor: exitedAt == nil ? child.report_fd : -1)
        }

        if exitedAt == nil {
            csystem_stop(&child)
            while csystem_finish(&child, 1, &status, &maxRSSKilobytes) == 0 {}
        }
        if cancelled { throw ChildProcessCancellation.error }
        // A limit reached as the tree ended (the kernel killed the runner for memory) is why it ended.
        if let limit = breach ?? request.cgroup?.breach(), termination != .outputLimitExceeded { termination = .treeLimitExceeded(limit) }
        let duration = ContinuousClock.now - start
        if termination == nil { termination = ChildTermination(waitStatus: status, carriesSignal: request.exitStatusCarriesSignal) }
        var outcome = ChildProcessOutcome(
            termination: termination!, stdout: reader.buffers[0], stderr: reader.buffers[1],
            durationSeconds: duration.seconds,
            maxResidentBytes: maxRSSKilobytes >= 0 ? Int(maxRSSKilobytes) * 1024 : nil)
        outcome.passedOutputs = Array(reader.buffers.dropFirst(2))
        return outcome
    }
}

extension ChildProcess {
    /// Bound (`ChildProcess.$cancellation.withValue(flag) { … }`, on any thread) around work that may be abandoned,
    /// such as a check in watch mode: once the flag is cancelled, ``run(_:)`` stops the child's whole tree (like on
    /// the deadline) within a few milliseconds, or does not start it, and throws ``ChildProcessCancellation/error``,
    /// so the work above it ends without a result (a cancelled check records no attempt).
    @TaskLocal public static var cancellation: ChildProcessCancellation?
}

/// A flag one thread sets to stop the child processes another thread runs; see ``ChildProcess/cancellation``.
public final class ChildProcessCancellation: Sendable {
    /// What ``ChildProcess/run(_:)`` throws once cancelled.
    public static let error = WorkbookError.setup("The work was cancelled.")
    private let flag = Atomic<Bool>(false)
    /// A flag whose cancellation cancels this one too (the work this is part of).
    private let parent: ChildProcessCancellation?
    /// - Parameter parent: cancelled, it cancels this flag as well; cancelling this one leaves it alone.
    public init(parent: ChildProcessCancellation? = nil) { self.parent = parent }
    public func cancel() { flag.store(true, ordering: .releasing) }
    public var isCancelled: Bool { flag.load(ordering: .acquiring) || parent?.isCancelled == true }
    /// Cancelled itself, not through its parent.
    public var isCancelledHere: Bool { flag.load(ordering: .acquiring) }
}

/// Reads several pipes with `poll(2)` into buffers; the pipes of each group (`groups[i]` is pipe i's) keep at most
/// that group's limit (`limits[group]`) of bytes in total.
struct PipeReader {
    var fds: [Int32]
    var open: [Bool]
    var buffers: [Data]
    let groups: [Int]
    let limits: [Int]
    var totals: [Int]
    var overLimit = false

    init(fds: [Int32], groups: [Int], limits: [Int]) {
        self.fds = fds; self.groups = groups; self.limits = limits
        totals = limits.map { _ in 0 }
        open = fds.map { _ in true }
        buffers = fds.map { _ in Data() }
    }

    var allClosed: Bool { !open.contains(true) }

    /// Reads what the pipes have, waiting up to `timeoutMilliseconds` for any of them or for `other` (which is not
    /// read; -1 for none) to become readable.
    mutating func poll(timeoutMilliseconds: Int32, alsoWaitingFor other: Int32 = -1) {
        var pollFDs = fds.enumerated().map { index, fd in pollfd(fd: open[index] ? fd : -1, events: Int16(POLLIN), revents: 0) }
        pollFDs.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0))
        let ready = Glibc.poll(&pollFDs, nfds_t(pollFDs.count), timeoutMilliseconds)
        guard ready > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 65536)
        for index in fds.indices where open[index] && pollFDs[index].revents != 0 {
            let count = chunk.withUnsafeMutableBytes { read(fds[index], $0.baseAddress, $0.count) }
            if count > 0 {
                let group = groups[index]
                let keep = min(count, max(0, limits[group] - totals[group]))
                buffers[index].append(contentsOf: chunk[0..<keep])
                totals[group] += count
                if totals[group] > limits[group] { overLimit = true }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close(fds[index]); open[index] = false
            }
        }
    }

    mutating func closeAll() {
        for index in fds.indices where open[index] { close(fds[index]); open[index] = false }
    }
}

extension csystem_limits {
    /// The limits `request` sets in the child before exec, and the user it runs as (-1: left as inherited).
    init(_ request: ChildProcessRequest) {
        self.init(
            cpu_seconds: Int64(request.limits.cpuSeconds ?? -1), address_space_bytes: Int64(request.limits.addressSpaceBytes ?? -1),
            file_size_bytes: Int64(request.limits.fileSizeBytes ?? -1), processes: Int64(request.limits.processes ?? -1),
            run_as_user: request.runAs.map(Int64.init) ?? -1)
    }
}
