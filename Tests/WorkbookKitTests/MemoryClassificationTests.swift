import Foundation
import Testing
@testable import WorkbookKit

/// Issue 30, item 15: a memory bomb is called one, however far up a crash report of many threads pushes the runtime's
/// words, and an app that merely prints them is not.
@Suite struct MemoryClassificationTests {
    let run = HiddenSuiteRun(runner: URL(fileURLWithPath: "/nonexistent"), timeoutSeconds: 1, scratchDirectory: URL(fileURLWithPath: "/tmp"))

    func outcome(stdout: String = "", stderr: String) -> ChildProcessOutcome {
        ChildProcessOutcome(termination: .signalled(SIGABRT), stdout: Data(stdout.utf8), stderr: Data(stderr.utf8), durationSeconds: 1, maxResidentBytes: nil)
    }

    @Test func anAllocationFailureFarUpInACrashReportIsStillOutOfMemory() {
        let threads = (1...300).map { "Thread \($0):\n  0 0x00007f00 in start_thread" }.joined(separator: "\n")
        #expect(run.ranOutOfMemory(outcome(stderr: "Fatal error: failed to allocate 268435456 bytes\n💥 Program crashed\n" + threads)))
    }

    @Test func theAppPrintingTheWordsIsNot() {
        #expect(!run.ranOutOfMemory(outcome(stdout: "failed to allocate a seat\n", stderr: "Fatal error: Index out of range\n")))
    }
}
