/// The tasks a graph starts for `.task` modifiers: how they are started, and whether they are all quiet.
///
/// A hosted task is a real Swift `Task`, so cancellation, `Task.isCancelled`, `Task.checkCancellation()` and
/// `withTaskCancellationHandler` behave exactly as on a device. Two things make it deterministic:
/// - it runs on the main queue only: its action is main-actor isolated (as SwiftUI's `.task` closure inherits the view's
///   isolation), and the task prefers ``MainQueueTaskExecutor``, so the nonisolated `async` functions it calls, its
///   `async let` bindings and task-group children run there too, one job at a time, instead of on the global
///   concurrent pool;
/// - it carries its graph's ``VirtualClock`` in a task-local value, so `Task.sleep` parks it on that clock instead of
///   waiting for real time.
///
/// The clock counts a hosted task as *running* from its start until its action returns, except while one of its
/// sleeps is parked on the clock (a task waiting for a child that sleeps is quiet too). A task waiting for anything
/// else (a continuation nobody resumes, an `AsyncStream` nobody feeds) counts as running, and the host's `settle()`
/// reports it after its hop limit.
///
/// Not covered: an unstructured `Task {}` or `Task.detached` created *outside* the main actor by code a task calls
/// runs on the global pool (task executor preferences are not inherited by unstructured tasks); the clock still parks
/// its sleeps, but when it runs is up to the threads. Code meant for the host should keep such work on the main actor.
struct HostedTask: Sendable {
    /// The clock the task sleeps on.
    let clock: VirtualClock
    /// The task's number on that clock.
    let task: Int

    /// The hosted task the current Swift task belongs to (inherited by child tasks and by unstructured `Task {}`).
    @TaskLocal static var current: HostedTask?
}

extension VirtualClock {
    /// Starts `action` as a hosted task of this clock (see ``HostedTask``) and returns the Swift task, to cancel it.
    @MainActor
    func startTask(
        label: String, priority: TaskPriority,
        _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let id = state.withLock { state in
            let id = state.makeID()
            state.tasks[id] = TaskRecord(label: label)
            state.events += 1
            return id
        }
        let hosted = HostedTask(clock: self, task: id)
        return Task(executorPreference: MainQueueTaskExecutor.shared, priority: priority) {
            await HostedTask.$current.withValue(hosted) { await action() }
            self.state.withLock { state in
                state.tasks[id] = nil
                state.events += 1
            }
        }
    }

    /// Labels of the hosted tasks that are running: neither finished nor parked in a sleep on this clock, or just
    /// woken and not yet run again. Empty when every task is quiet.
    @_spi(ViewSimHost) public var runningTasks: [String] {
        state.withLock { state in
            var quiet = Set<Int>()
            var waking = Set<Int?>()
            for sleeper in state.sleepers.values {
                if sleeper.isWaking { waking.insert(sleeper.task) } else if let task = sleeper.task { quiet.insert(task) }
            }
            var live = state.tasks.filter { waking.contains($0.key) || !quiet.contains($0.key) }.map { $0 }
            standardSort(&live) { $0.key < $1.key }  // uncounted: not the app's work (Cost)
            var running = live.map(\.value.label)
            // A woken sleep that belongs to no live hosted task (an unstructured task's) has not run again yet either.
            if waking.contains(where: { $0.map { state.tasks[$0] == nil } ?? true }) {
                running.append("a sleep woken outside any running .task")
            }
            return running
        }
    }

    /// Changes whenever a task starts or finishes or a sleep parks or ends.
    var eventCount: Int { state.withLock { $0.events } }

    /// How many hosted tasks have started and not finished.
    public var liveTaskCount: Int { state.withLock { $0.tasks.count } }
}
