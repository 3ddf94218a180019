import Dispatch

/// Whether code runs on the main queue, where the main actor's jobs and the views run.
///
/// The identity of the current thread cannot tell: on Linux the main queue (and with it the main actor) is drained by
/// whichever thread libdispatch picks, not always the process's first thread, so two main-actor jobs a few awaits
/// apart may run on different threads. The main queue itself is the same, and it carries a queue-specific value.
enum MainQueue {
    nonisolated(unsafe) private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// `true` on the main queue (the main actor), `false` on any other queue or thread.
    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) ?? false
    }
}
