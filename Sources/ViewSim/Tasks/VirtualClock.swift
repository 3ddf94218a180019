import Synchronization

/// A clock whose time moves only when the host moves it, so a test can let "one second" pass in no real time.
///
/// Each ``ViewGraph`` has one (``ViewGraph/clock``), starting at ``Instant/zero``. Inside a task the graph started
/// (`.task`, `.task(id:)`), `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` sleep on it: the sleeping task is parked
/// until ``ViewGraph/advanceTasks(by:maxHops:)`` (a test's `await app.advance(by: .seconds(1))`) moves the time past
/// its deadline. Sleepers wake in deadline order, one at a time, and sleepers with the same deadline in the order they
/// went to sleep; a woken sleeper sees ``now`` equal to its own deadline.
///
/// As with the standard library's clocks, a sleep throws `CancellationError` when its task is cancelled, at once if
/// it was cancelled before it began; a sleep whose deadline is not in the future only yields.
///
/// Mirrors the contract of Swift's `Clock` protocol (Apple, "Clock", https://developer.apple.com/documentation/swift/clock;
/// "sleep(until:tolerance:)"): `VirtualClock` *is* a `Clock`, with `Duration` as its duration type, so code that takes
/// `some Clock<Duration>` can be handed it.
public final class VirtualClock: Clock, Sendable {
    /// A moment on a ``VirtualClock``: the virtual time elapsed since the clock was made.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// Virtual time since the clock was made (the host was created).
        public var offset: Duration

        /// The moment the clock was made.
        public static let zero = Instant(offset: .zero)

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The elapsed time, e.g. `1.5 seconds`.
        public var description: String { "\(offset)" }
    }

    /// A parked `sleep`: its deadline, the task it belongs to, and the continuation that ends it.
    struct Sleeper {
        let id: Int
        let deadline: Instant
        /// The hosted task (see ``HostedTask``) the sleep belongs to, if any.
        let task: Int?
        let continuation: CheckedContinuation<Void, any Error>
        /// Set when the sleep was ended (deadline reached or cancelled) but its task has not run again yet.
        var isWaking = false
    }

    /// A task the graph started (`.task`), from its start until its action returns.
    struct TaskRecord {
        /// Says which view's task this is, for messages: "the .task on Text in SearchScreen".
        let label: String
    }

    struct State {
        var now = Instant.zero
        var lastID = 0
        var sleepers: [Int: Sleeper] = [:]
        var tasks: [Int: TaskRecord] = [:]
        /// Bumped by everything that changes what the clock knows (a task started or finished, a sleep parked or
        /// ended), so the host can tell a quiet main-actor hop from a busy one.
        var events = 0

        mutating func makeID() -> Int {
            lastID += 1
            return lastID
        }
    }

    let state = Mutex(State())

    /// Makes a clock reading ``Instant/zero``.
    public init() {}

    /// The current virtual time. It changes only when the host advances it.
    public var now: Instant { state.withLock { $0.now } }

    /// Virtual time has no granularity: any duration can be slept and advanced.
    public var minimumResolution: Duration { .zero }

    /// Suspends the calling task until the host advances this clock to `deadline` or past it.
    ///
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps, as `Task.sleep` does.
    /// - Parameter tolerance: ignored; virtual time is exact.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        guard deadline > now else {
            await Task.yield()
            try Task.checkCancellation()
            return
        }
        let task = HostedTask.current.flatMap { $0.clock === self ? $0.task : nil }
        let id = state.withLock { $0.makeID() }
        defer {
            state.withLock { state in
                if state.sleepers.removeValue(forKey: id) != nil { state.events += 1 }
            }
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let alreadyCancelled = state.withLock { state -> Bool in
                    // Checked under the lock the cancellation handler takes, so a cancel is never missed.
                    if Task.isCancelled { return true }
                    state.sleepers[id] = Sleeper(id: id, deadline: deadline, task: task, continuation: continuation)
                    state.events += 1
                    return false
                }
                if alreadyCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            wake(id)?.resume(throwing: CancellationError())
        }
    }

    /// Marks a parked sleeper as waking and hands back its continuation; `nil` if it is not parked (any more).
    private func wake(_ id: Int) -> CheckedContinuation<Void, any Error>? {
        state.withLock { state in
            guard let sleeper = state.sleepers[id], !sleeper.isWaking else { return nil }
            state.sleepers[id]?.isWaking = true
            state.events += 1
            return sleeper.continuation
        }
    }

    /// Ends the sleep with the earliest deadline not after `limit` (ties: the one that went to sleep first), moving
    /// ``now`` to that deadline. Returns `false` if no parked sleep is due by `limit`.
    func wakeNextSleeper(notAfter limit: Instant) -> Bool {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            let due = state.sleepers.values.filter { !$0.isWaking && $0.deadline <= limit }
            guard let next = due.min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) else { return nil }
            state.now = max(state.now, next.deadline)
            state.sleepers[next.id]?.isWaking = true
            state.events += 1
            return next.continuation
        }
        continuation?.resume()
        return continuation != nil
    }

    /// Moves ``now`` forward to `instant` (never backward), waking no one.
    func move(to instant: Instant) {
        state.withLock { $0.now = max($0.now, instant) }
    }

    /// How many sleeps are parked now.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.values.count { !$0.isWaking } }
    }

    /// The deadlines of the parked sleeps, earliest first.
    public var pendingDeadlines: [Instant] {
        var deadlines = state.withLock { $0.sleepers.values.filter { !$0.isWaking }.map(\.deadline) }
        standardSort(&deadlines, by: <)  // uncounted: not the app's work (Cost)
        return deadlines
    }
}
