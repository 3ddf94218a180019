import Dispatch

/// A task executor that runs every job it is given on the main queue, in order: the executor preference of the tasks
/// the host starts, so the nonisolated `async` code they call runs one job at a time on the main actor's queue instead
/// of on the global concurrent pool (Swift Evolution SE-0417, "Task Executor Preference").
///
/// Actor-isolated code is unaffected (main-actor code runs on the main actor anyway); unstructured tasks created
/// inside do not inherit the preference (SE-0417).
final class MainQueueTaskExecutor: TaskExecutor {
    static let shared = MainQueueTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}
