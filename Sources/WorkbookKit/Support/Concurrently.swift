import Foundation

/// Runs two pieces of work at once, `second` on a new thread, and returns both results once both have ended.
/// `second` sees the caller's ``ChildProcess/cancellation``, so cancelling stops the processes either one runs.
///
/// - Throws: the first error of `first`, else of `second`.
func concurrently<A: Sendable, B: Sendable>(
    _ first: () throws(WorkbookError) -> A, _ second: @escaping @Sendable () throws(WorkbookError) -> B
) throws(WorkbookError) -> (A, B) {
    let box = ResultBox<B>()
    let done = DispatchSemaphore(value: 0)
    let cancellation = ChildProcess.cancellation
    Thread.detachNewThread {
        ChildProcess.$cancellation.withValue(cancellation) {
            box.set(Result { () throws(WorkbookError) -> B in try second() })
        }
        done.signal()
    }
    let a: Result<A, WorkbookError> = Result { () throws(WorkbookError) -> A in try first() }
    done.wait()
    return (try a.get(), try box.get())
}

/// Carries a result from a helper thread back to the caller.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, WorkbookError>?

    func set(_ value: Result<Value, WorkbookError>) { lock.withLock { result = value } }
    func get() throws(WorkbookError) -> Value {
        let value = lock.withLock { result }
        guard let value else { throw .setup("The work on the helper thread did not report back.") }
        return try value.get()
    }
}
