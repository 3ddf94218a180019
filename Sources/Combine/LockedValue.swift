import Synchronization

/// A value of any type read and written under a lock, from any thread: the state of Combine's publishers and
/// subscribers, which hold values and closures that need not be `Sendable` (Combine delivers on the sending thread).
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = Mutex<Void>(())
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { _ in stored } }
        set { lock.withLock { _ in stored = newValue } }
    }

    /// Runs `body` on the value under the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { _ in body(&stored) }
    }
}
