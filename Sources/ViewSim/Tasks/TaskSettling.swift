extension ViewGraph {
    /// The virtual clock the tasks of this hierarchy sleep on; it reads ``VirtualClock/Instant/zero`` until
    /// ``advanceTasks(by:maxHops:)`` moves it.
    public var clock: VirtualClock { VirtualClockRegistry.clock(for: self) }

    /// Lets the tasks this hierarchy started run until each has finished or is asleep on ``clock``, updating the
    /// hierarchy after every main-actor hop so the screen shows what they wrote.
    ///
    /// Works by yielding the main actor: every hosted task runs on the main queue (see ``HostedTask``), so each yield
    /// lets the jobs queued before it run, in order, and no thread timing decides what happens. Returns after a hop in
    /// which nothing changed on the clock while every task was quiet. State a task writes is an ordinary change:
    /// the update after the hop re-evaluates the views that depend on it, and runs `onChange`, `onAppear`… as an
    /// event would (writes from several tasks in the same hop share one update).
    ///
    /// - Parameter maxHops: how many times to yield the main actor before giving up (10,000 by default).
    /// - Throws: ``UnsettledTasks`` naming the tasks still running after `maxHops` hops — a task that loops without
    ///   sleeping, or awaits something other than `Task.sleep` that never comes.
    public func settleTasks(maxHops: Int = 10_000) async throws(UnsettledTasks) {
        let clock = self.clock
        var hops = 0
        var eventsBeforeHop = -1
        update()
        while true {
            let events = clock.eventCount
            if events == eventsBeforeHop && clock.runningTasks.isEmpty { return }
            guard hops < maxHops else {
                throw UnsettledTasks(hops: hops, running: clock.runningTasks, now: clock.now)
            }
            eventsBeforeHop = events
            await Task.yield()
            hops += 1
            update()
        }
    }

    /// Moves virtual time forward by `duration`: settles, then wakes each sleep whose deadline is reached, earliest
    /// first (the clock reads that deadline while its task runs), settling after each, then settles at the new time.
    /// A task that sleeps again within the interval is woken again in the same call.
    ///
    /// - Parameters:
    ///   - duration: how much virtual time passes; must not be negative.
    ///   - maxHops: the hop limit of each settle (see ``settleTasks(maxHops:)``); also the most sleeps one call wakes.
    /// - Throws: ``UnsettledTasks`` if a settle does not finish, or more than `maxHops` sleeps fall due (a task
    ///   sleeping in a tight loop); time then stays where it had got to.
    public func advanceTasks(by duration: Duration, maxHops: Int = 10_000) async throws(UnsettledTasks) {
        precondition(duration >= .zero, "advance(by:) needs a duration of zero or more, not \(duration)")
        let clock = self.clock
        try await settleTasks(maxHops: maxHops)
        let target = clock.now.advanced(by: duration)
        var woken = 0
        while clock.wakeNextSleeper(notAfter: target) {
            woken += 1
            try await settleTasks(maxHops: maxHops)
            guard woken < maxHops else {
                throw UnsettledTasks(hops: woken, running: ["sleeps falling due again and again"], now: clock.now,
                                     wokenSleeps: true)
            }
        }
        clock.move(to: target)
        try await settleTasks(maxHops: maxHops)
    }
}

/// The tasks of a hierarchy did not settle: some were still running (neither finished nor asleep on the virtual
/// clock) after the host's limit of main-actor hops.
public struct UnsettledTasks: Error, CustomStringConvertible {
    /// How many times the host yielded the main actor (or, for ``wokenSleeps``, how many sleeps it woke).
    public let hops: Int
    /// Which tasks were still running, e.g. "the .task on Text in Spinner".
    public let running: [String]
    /// The virtual time when the host gave up.
    public let now: VirtualClock.Instant
    /// Whether the limit was on sleeps woken by one `advance(by:)` rather than on hops.
    public var wokenSleeps = false

    public var description: String {
        if wokenSleeps {
            return "The tasks did not settle: advancing the virtual clock woke \(hops) sleeps, and they kept falling due (a task sleeping in a tight loop?); the clock stopped at \(now)."
        }
        let tasks = running.isEmpty ? "some task" : running.joined(separator: ", ")
        return "The tasks did not settle: after \(hops) main-actor hops, \(tasks) \(running.count == 1 ? "was" : "were") still running (neither finished nor asleep on the virtual clock, at \(now)). A task that loops without sleeping, or awaits something other than Task.sleep, never settles."
    }
}

/// Which clock belongs to which graph, without a stored property on the graph: entries hold their graph weakly and
/// are dropped once it is gone.
@MainActor
enum VirtualClockRegistry {
    private struct Entry {
        weak var graph: ViewGraph?
        let clock: VirtualClock
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func clock(for graph: ViewGraph) -> VirtualClock {
        let key = ObjectIdentifier(graph)
        if let entry = entries[key], entry.graph === graph { return entry.clock }
        entries = entries.filter { $0.value.graph != nil }
        let clock = VirtualClock()
        entries[key] = Entry(graph: graph, clock: clock)
        return clock
    }
}
