#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import WorkbookKit

/// Whatever a child starts — in another session, ignoring every catchable signal, double-forked — is gone when
/// ``ChildProcess/run(_:)`` returns, however the child ended; and nothing else is touched.
@Suite struct ProcessContainmentTests {
    /// A shell that ignores every catchable signal, records its pid in `$1` and sleeps: only SIGKILL ends it.
    static let stubborn = #"trap '' HUP INT QUIT TERM USR1 USR2 PIPE ALRM; echo $$ > "$1"; exec sleep 300"#

    /// A fresh directory for the pid files the scripts write.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("containment-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `script` with `$0` = ``stubborn``, in `directory`.
    static func run(
        _ script: String, in directory: URL, timeout: Double = 10, outputLimit: Int = 64 * 1024, removeIfAbandoned: String? = nil
    ) throws -> ChildProcessOutcome {
        try ChildProcess.run(ChildProcessRequest(
            executable: "/bin/sh", arguments: ["-c", script, stubborn], workingDirectory: directory.path, timeoutSeconds: timeout,
            outputLimitBytes: outputLimit, removeIfAbandoned: removeIfAbandoned))
    }

    /// The pids the scripts wrote into `*.pid` files.
    static func pids(in directory: URL) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".pid") }.compactMap { name in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
                .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Whether `pid` still exists (a zombie counts: nobody reaped it).
    static func exists(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 || errno != ESRCH }

    /// Shell that waits (up to 5 s) until `count` pid files exist, so the descendants run before the child ends.
    static func awaitPIDFiles(_ count: Int) -> String {
        #"i=0; while [ "$(ls | grep -c '\.pid$')" -lt \#(count) ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i+1)); done"#
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case exits, timesOut, floods
        var testDescription: String { rawValue }

        var script: String {
            switch self {
            case .exits: "exit 0"
            case .timesOut: "sleep 30"
            case .floods: "yes flood"
            }
        }
        var timeout: Double { self == .timesOut ? 0.5 : 10 }
        var termination: ChildTermination {
            switch self {
            case .exits: .exited(0)
            case .timesOut: .timedOut
            case .floods: .outputLimitExceeded
            }
        }
    }

    /// Starts the descendants with `spawn` (which writes `count` pid files), ends the child as `ending` says, and
    /// checks every descendant is gone once the run returns.
    func expectContained(_ spawn: String, count: Int, ending: Ending) throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try Self.run("\(spawn)\n\(Self.awaitPIDFiles(count))\n\(ending.script)", in: directory, timeout: ending.timeout)
        let started = Self.pids(in: directory)
        defer { started.forEach { kill($0, SIGKILL) } }  // should there be any left, do not leave them to the next test
        #expect(outcome.termination == ending.termination)
        #expect(started.count == count)
        #expect(started.filter(Self.exists).isEmpty, "still running: \(started.filter(Self.exists))")
        #expect(outcome.durationSeconds < 3)
    }

    @Test(arguments: Ending.allCases)
    func aSetsidGrandchildIgnoringSignalsIsGoneAfterTheRun(_ ending: Ending) throws {
        try expectContained(#"setsid sh -c "$0" sh grandchild.pid </dev/null >/dev/null 2>&1 &"#, count: 1, ending: ending)
    }

    @Test(arguments: Ending.allCases)
    func aDoubleForkedDaemonIsGoneAfterTheRun(_ ending: Ending) throws {
        // The classic daemon: a subshell starts it in a new session and exits at once, orphaning it; it closes the
        // output pipes, so nothing but containment notices it. A second one keeps a child of its own.
        try expectContained(
            #"( setsid sh -c "$0" sh daemon.pid </dev/null >/dev/null 2>&1 & ); "#
                + #"( setsid sh -c 'sh -c "$0" sh "$1" & exec sh -c "$0" sh "$2"' "$0" nested-child.pid nested.pid </dev/null >/dev/null 2>&1 & )"#,
            count: 3, ending: ending)
    }

    @Test func aDaemonHoldingTheOutputPipeDoesNotStallTheCaller() throws {
        try expectContained(#"( setsid sh -c "$0" sh daemon.pid & ); echo started"#, count: 1, ending: .exits)
    }

    @Test func aProcessOfTheCallerThatIsNotTheChildsIsLeftAlone() throws {
        // The supervisor reaps only the child's tree: a process the caller started itself (here with Foundation's
        // Process, which waits for its own pid) keeps running and is reaped by its owner.
        let own = Process()
        own.executableURL = URL(fileURLWithPath: "/bin/sleep")
        own.arguments = ["1"]
        try own.run()
        defer { if own.isRunning { own.terminate() } }
        try expectContained(#"setsid sh -c "$0" sh grandchild.pid </dev/null >/dev/null 2>&1 &"#, count: 1, ending: .exits)
        #expect(own.isRunning)
        own.waitUntilExit()
        #expect(own.terminationReason == .exit && own.terminationStatus == 0)
    }

    @Test func manyShortLivedOrphansLeaveNoZombies() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try Self.run(
            #"i=0; while [ $i -lt 30 ]; do ( sh -c 'echo $$ > orphan-'$i'.pid' & ); i=$((i+1)); done; "#
                + "\(Self.awaitPIDFiles(30)); sleep 0.2", in: directory)
        #expect(outcome.termination == .exited(0))
        let started = Self.pids(in: directory)
        #expect(started.count == 30)
        #expect(started.filter(Self.exists).isEmpty)
    }

    @Test func anAbandonedRunIsKilledAndItsDirectoryRemoved() throws {
        // What the grader's SIGINT/SIGTERM/SIGHUP handler (and PR_SET_PDEATHSIG, if it is SIGKILLed) does: SIGHUP
        // to the supervisor, the runner's parent. The supervisor kills the tree and removes the run directory.
        let directory = try Self.scratch()
        let run = directory.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let box = OutcomeBox()
        let thread = Thread {
            box.set(Result { try Self.run(
                #"setsid sh -c "$0" sh ../grandchild.pid </dev/null >/dev/null 2>&1 & echo $PPID > ../supervisor; sleep 30"#,
                in: run, timeout: 20, removeIfAbandoned: run.path) })
        }
        thread.start()
        let supervisorFile = directory.appendingPathComponent("supervisor")
        var supervisor: pid_t?
        for _ in 0..<500 where supervisor == nil || Self.pids(in: directory).isEmpty {
            usleep(10_000)
            supervisor = (try? String(contentsOf: supervisorFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let pid = try #require(supervisor)
        kill(pid, SIGHUP)
        let outcome = try #require(box.wait(seconds: 5)).get()
        #expect(outcome.termination == .signalled(SIGKILL))
        #expect(outcome.durationSeconds < 5)
        #expect(!FileManager.default.fileExists(atPath: run.path))
        let started = Self.pids(in: directory)
        defer { started.forEach { kill($0, SIGKILL) } }
        #expect(started.count == 1 && started.filter(Self.exists).isEmpty)
    }
}

/// What ``ChildProcess`` adds for sandboxed runs: pipes passed at descriptors 3, 4, … and read while the child runs,
/// a wrapper's 128 + signal exit read as the signal, and a control group holding the whole tree.
@Suite struct PassedPipeAndTreeLimitTests {
    @Test func passedPipesReachTheChildAtThreeAndFourAndAreReadWhileItRuns() throws {
        var request = ChildProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "echo events >&3; echo figures >&4; ls /proc/self/fd | tr '\\n' ' '"], timeoutSeconds: 10)
        request.passedPipes = 2
        let outcome = try ChildProcess.run(request)
        #expect(outcome.termination == .exited(0))
        #expect(outcome.passedOutputs == [Data("events\n".utf8), Data("figures\n".utf8)])
        // Nothing else of the grader's: stdin, stdout, stderr, the two pipes (and the descriptor `ls` reads /proc with).
        #expect(outcome.stdoutText.split(separator: " ").count <= 6, "\(outcome.stdoutText)")
    }

    @Test func aPassedPipeOverItsLimitStopsTheChild() throws {
        var request = ChildProcessRequest(executable: "/bin/sh", arguments: ["-c", "yes forged >&3"], timeoutSeconds: 10)
        request.passedPipes = 1
        request.passedPipeLimitBytes = 64 * 1024
        let outcome = try ChildProcess.run(request)
        #expect(outcome.termination == .outputLimitExceeded)
        #expect(outcome.passedOutputs.first?.count == 64 * 1024)
    }

    @Test func aWrappersExitStatusCarriesTheSignal() throws {
        var request = ChildProcessRequest(executable: "/bin/sh", arguments: ["-c", "exit 132"], timeoutSeconds: 10)
        #expect(try ChildProcess.run(request).termination == .exited(132))
        request.exitStatusCarriesSignal = true
        #expect(try ChildProcess.run(request).termination == .signalled(SIGILL))
        request.arguments = ["-c", "exit 3"]
        #expect(try ChildProcess.run(request).termination == .exited(3))
    }

    @Test(.enabled(if: SandboxTests.cgroups, "the grader cannot make control groups on this machine"))
    func aControlGroupHoldsTheWholeTreeAndIsRemoved() throws {
        let group = try #require(RunCgroup.make(memoryBytes: 64 << 20, processes: 8))
        var request = ChildProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "i=0; while [ $i -lt 50 ]; do sleep 5 & i=$((i+1)); done; wait"], timeoutSeconds: 10)
        request.cgroup = group
        let start = ContinuousClock.now
        let outcome = try ChildProcess.run(request)
        #expect(outcome.termination == .treeLimitExceeded(.processes))
        #expect(ContinuousClock.now - start < .seconds(3))
        group.remove()
        #expect(group.directories.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }

    /// CPU time holds for the tree: two busy children, each far under any per-process limit, are stopped together
    /// once the group has used its second, long before the deadline.
    @Test(.enabled(if: SandboxTests.cgroups, "the grader cannot make control groups on this machine"))
    func aControlGroupHoldsTheTreesCPUTime() throws {
        let group = try #require(RunCgroup.make(memoryBytes: 64 << 20, processes: 8, cpuSeconds: 1))
        defer { group.remove() }
        #expect(group.limitsCPU)
        var request = ChildProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "(while :; do :; done) & (while :; do :; done) & wait"], timeoutSeconds: 20)
        request.cgroup = group
        let start = ContinuousClock.now
        let outcome = try ChildProcess.run(request)
        #expect(outcome.termination == .treeLimitExceeded(.cpu))
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect((group.cpuNanoseconds ?? 0) >= 1_000_000_000)
    }

    /// A process that uses up its own CPU time (`RLIMIT_CPU`) is stopped for that, not reported as a crash of
    /// `SIGKILL` (break-it pass 37 of issue 30): the soft limit's `SIGXCPU` comes a second before the hard one's.
    @Test func aProcessThatUsesUpItsCPUTimeIsStoppedForIt() throws {
        var request = ChildProcessRequest(executable: "/bin/sh", arguments: ["-c", "while :; do :; done"], timeoutSeconds: 30)
        request.limits.cpuSeconds = 1
        let outcome = try ChildProcess.run(request)
        #expect(outcome.termination == .treeLimitExceeded(.cpu))
    }
}

/// Hands a result from a thread to the test.
final class OutcomeBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<ChildProcessOutcome, any Error>?

    func set(_ value: Result<ChildProcessOutcome, any Error>) {
        condition.lock(); result = value; condition.broadcast(); condition.unlock()
    }

    func wait(seconds: Double) -> Result<ChildProcessOutcome, any Error>? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock(); defer { condition.unlock() }
        while result == nil, condition.wait(until: deadline) {}
        return result
    }
}

/// Running out of the address-space limit is reported in plain words.
@Suite struct MemoryLimitTests {
    func runner(_ script: String) throws -> (run: HiddenSuiteRun, directory: URL) {
        let directory = try ProcessContainmentTests.scratch()
        let runner = directory.appendingPathComponent("runner")
        try ("#!/bin/sh\n" + script + "\n").write(to: runner, atomically: true, encoding: .utf8)
        chmod(runner.path, 0o755)
        var run = HiddenSuiteRun(runner: runner, timeoutSeconds: 10, scratchDirectory: directory.appendingPathComponent("runs"))
        run.addressSpaceLimitBytes = 256 << 20
        return (run, directory)
    }

    @Test func aMemoryBombIsReportedAsUsingTooMuchMemory() throws {
        // A real one: a string that doubles without end, until an allocation fails under RLIMIT_AS.
        let (run, directory) = try runner(#"exec awk 'BEGIN { s = "x"; while (1) s = s s }'"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = ContinuousClock.now
        let outcome = try run.run()
        #expect(outcome.stage == .memoryLimit)
        #expect(outcome.detail?.hasPrefix("The tests used more memory than the limit (256 MiB) and were stopped") == true, "\(outcome.detail ?? "")")
        #expect(outcome.detail?.contains("grows without end") == true)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func theSwiftRuntimesAllocationFailureIsReportedAsUsingTooMuchMemory() throws {
        // What a Swift runner prints when malloc fails under the limit, then aborts.
        let (run, directory) = try runner("echo 'Fatal error: failed to allocate 100000032 bytes' >&2; kill -ABRT $$")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run.run()
        #expect(outcome.stage == .memoryLimit)
        #expect(outcome.detail?.hasPrefix("The tests used more memory than the limit (256 MiB)") == true, "\(outcome.detail ?? "")")
    }

    @Test func anOrdinaryCrashIsNotAMemoryProblem() throws {
        let (run, directory) = try runner("echo 'Fatal error: Index out of range' >&2; kill -TRAP $$")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run.run()
        #expect(outcome.stage == .crash)
        #expect(outcome.detail?.contains("SIGTRAP") == true)
        #expect(outcome.detail?.contains("memory than the limit") == false)
    }

    @Test func staleRunDirectoriesAreSweptAndFreshOnesKept() throws {
        let directory = try ProcessContainmentTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = directory.appendingPathComponent("stale"), fresh = directory.appendingPathComponent("fresh")
        for url in [stale, fresh] { try FileManager.default.createDirectory(at: url.appendingPathComponent("inner"), withIntermediateDirectories: true) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: stale.path)
        HiddenSuiteRun.removeStaleRunDirectories(in: directory, olderThan: 140, except: directory.appendingPathComponent("current"))
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
    }
}
