import CSystem
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One check of one exercise on a thread of its own, so watch mode keeps reading keys and saves while it runs.
///
/// The thread binds ``ChildProcess/cancellation`` around the check, so ``cancel()`` stops whatever child process the
/// check is waiting for (the compiler, the hidden-suite runner, the core build) with its whole tree within a few
/// milliseconds, and the check throws before it records an attempt. A check cancelled after its result was already
/// recorded simply finishes; ``wasCancelled`` says its result is to be ignored either way.
///
/// Everything shared with the thread is `Sendable`: the exercise, the check closure, the cancellation flag, the
/// result behind a `Mutex`, and a pipe the thread writes one byte to when it is done (``descriptor``, for `poll(2)`).
final class BackgroundCheck: Sendable {
    let exercise: Exercise
    let started: ContinuousClock.Instant
    private let cancellation = ChildProcessCancellation()
    private let outcome = Mutex<Result<CheckCommand.Checked, WorkbookError>?>(nil)
    private let readEnd: Int32
    private let writeEnd: Int32

    /// Starts `check(exercise)` on a new thread.
    init(exercise: Exercise, check: @escaping @Sendable (Exercise) throws(WorkbookError) -> CheckCommand.Checked) {
        self.exercise = exercise
        started = .now
        var fds: [Int32] = [-1, -1]
        if csystem_pipe2(&fds, O_CLOEXEC) != 0 { fds = [-1, -1] }  // then callers notice the end by polling `isFinished`
        readEnd = fds[0]
        writeEnd = fds[1]
        // The thread keeps `self` (and so the pipe) alive until it has written the result and the byte.
        let thread = Thread { [self] in
            let result = ChildProcess.$cancellation.withValue(cancellation) { () -> Result<CheckCommand.Checked, WorkbookError> in
                do throws(WorkbookError) { return .success(try check(exercise)) } catch { return .failure(error) }
            }
            outcome.withLock { $0 = result }
            if writeEnd >= 0 {
                var byte: UInt8 = 1
                _ = Glibc.write(writeEnd, &byte, 1)
            }
        }
        thread.stackSize = 8 << 20  // a check runs the same code as `workbook check` on the main thread
        thread.start()
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Readable once the check has finished (-1 if no pipe could be made; see ``isFinished``).
    var descriptor: Int32 { readEnd }

    /// The check's result or error, once it has finished.
    var result: Result<CheckCommand.Checked, WorkbookError>? { outcome.withLock { $0 } }
    var isFinished: Bool { result != nil }

    /// Stops the check's child processes; the check then ends without a result (see the type's documentation).
    func cancel() { cancellation.cancel() }
    var wasCancelled: Bool { cancellation.isCancelled }

    /// Seconds since the check started.
    var elapsedSeconds: Double { (ContinuousClock.now - started).seconds }

    /// Waits up to `timeout` seconds for the check to finish; returns whether it has.
    @discardableResult
    func wait(timeout: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, timeout) * 1000))
        while !isFinished {
            guard ContinuousClock.now < deadline else { return false }
            var entry = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 10)
        }
        return true
    }
}
