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

/// Runs `work` on each of `inputs`, two at a time (one on the caller's thread, one on a helper thread, as
/// ``concurrently(_:_:)``), each as soon as one of the two is free, and returns the results in the inputs' order.
/// The machine the grader runs on may have two cores only, and a check's build and hidden tests keep one busy.
///
/// - Throws: the first error of `work`; the other worker finishes what it is running and starts nothing more.
///
/// - Parameter progress: called on the caller's thread after each input it has worked on, with every result so far
///   (nil: not done yet), so the caller can report what is complete without waiting for the rest.
func twoAtATime<Input: Sendable, Value: Sendable>(
    _ inputs: [Input], progress: ([Value?]) -> Void = { _ in }, _ work: @escaping @Sendable (Input) throws(WorkbookError) -> Value
) throws(WorkbookError) -> [Value] {
    let queue = JobQueue<Value>(count: inputs.count)
    let drain: @Sendable () throws(WorkbookError) -> Bool = { () throws(WorkbookError) -> Bool in
        while let index = queue.next() {
            do throws(WorkbookError) {
                queue.store(try work(inputs[index]), at: index)
            } catch {
                queue.stop()
                throw error
            }
        }
        return true
    }
    if inputs.count < 2 {
        _ = try drain()
    } else {
        _ = try concurrently({ () throws(WorkbookError) -> Bool in
            while let index = queue.next() {
                do throws(WorkbookError) {
                    queue.store(try work(inputs[index]), at: index)
                } catch {
                    queue.stop()
                    throw error
                }
                progress(queue.snapshot())
            }
            return true
        }, drain)
    }
    return try queue.results()
}

/// The jobs ``twoAtATime(_:progress:_:)`` hands out, and their results.
private final class JobQueue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var stopped = false
    private var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    /// The next job's index, or nil when none is left (or a job failed).
    func next() -> Int? {
        lock.withLock {
            guard !stopped, nextIndex < values.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func store(_ value: Value, at index: Int) { lock.withLock { values[index] = value } }
    func snapshot() -> [Value?] { lock.withLock { values } }
    func stop() { lock.withLock { stopped = true } }

    func results() throws(WorkbookError) -> [Value] {
        let all = lock.withLock { values }
        var results: [Value] = []
        for value in all {
            guard let value else { throw .setup("A job run two at a time did not report back.") }
            results.append(value)
        }
        return results
    }
}
