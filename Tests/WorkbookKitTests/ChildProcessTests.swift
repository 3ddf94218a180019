import Foundation
import Testing
@testable import WorkbookKit

@Suite struct ChildProcessTests {
    func shell(_ script: String, timeout: Double = 5, outputLimit: Int = 256 * 1024) throws -> ChildProcessOutcome {
        try ChildProcess.run(ChildProcessRequest(
            executable: "/bin/sh", arguments: ["-c", script], timeoutSeconds: timeout, outputLimitBytes: outputLimit))
    }

    @Test func capturesOutputAndExitStatus() throws {
        let outcome = try shell("echo out; echo err >&2; exit 3")
        #expect(outcome.termination == .exited(3))
        #expect(outcome.stdoutText == "out\n")
        #expect(outcome.stderrText == "err\n")
    }

    @Test func aSleeperTimesOutAtTheDeadline() throws {
        let outcome = try shell("sleep 30", timeout: 0.5)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.durationSeconds < 2)
    }

    @Test func aChildThatClosesItsOutputAndLivesOnStillTimesOut() throws {
        let outcome = try shell("exec >&- 2>&-; sleep 30", timeout: 0.5)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.durationSeconds < 2)
    }

    @Test func aFloodHitsTheOutputLimit() throws {
        let outcome = try shell("yes flood", timeout: 5, outputLimit: 64 * 1024)
        #expect(outcome.termination == .outputLimitExceeded)
        #expect(outcome.stdout.count <= 64 * 1024)
    }

    @Test func aProcessThatKillsItselfIsASignalDeath() throws {
        let outcome = try shell("echo 'Fatal error: boom' >&2; kill -SEGV $$")
        #expect(outcome.termination == .signalled(SIGSEGV))
        #expect(HiddenSuiteRun.signalName(SIGSEGV).hasPrefix("SIGSEGV"))
        #expect(HiddenSuiteRun.tail(outcome.stderrText) == "Fatal error: boom")
    }

    @Test func aBackgroundGrandchildHoldingThePipeDoesNotStallAnExitedChild() throws {
        let outcome = try shell("sleep 30 & echo done", timeout: 10)
        #expect(outcome.termination == .exited(0))
        #expect(outcome.stdoutText == "done\n")
        #expect(outcome.durationSeconds < 2)
    }

    @Test func aBackgroundGrandchildStillReturnsAtTheDeadline() throws {
        let outcome = try shell("sleep 30 & sleep 30", timeout: 0.5)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.durationSeconds < 2)
    }

    @Test func aGrandchildThatLeftTheGroupCannotHoldTheCallerPastAGrace() throws {
        let outcome = try shell("setsid sleep 3 & echo left", timeout: 10)
        #expect(outcome.termination == .exited(0))
        #expect(outcome.durationSeconds < 2)
    }

    @Test func resourceLimitsApply() throws {
        let outcome = try ChildProcess.run(ChildProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "sleep 0.3; ulimit -t; ulimit -f"], timeoutSeconds: 5,
            limits: ResourceLimits(cpuSeconds: 7, fileSizeBytes: 1024 * 1024)))
        // Limits are set in the child before exec (setrlimit), so they hold from the first instruction.
        // `ulimit -f` counts 512-byte blocks in dash and 1024-byte blocks in bash.
        #expect(outcome.stdoutText.hasPrefix("7\n"))
    }

    @Test func aMissingExecutableIsASetupError() {
        #expect(throws: WorkbookError.self) {
            try ChildProcess.run(ChildProcessRequest(executable: "/nonexistent/tool", timeoutSeconds: 1))
        }
    }
}
