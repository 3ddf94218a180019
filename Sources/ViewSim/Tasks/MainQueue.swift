@_spi(ViewSimHost) import Combine

/// Whether code runs on the main queue, where the main actor's jobs and the views run.
///
/// The identity of the current thread cannot tell: on Linux the main queue (and with it the main actor) is drained by
/// whichever thread libdispatch picks, not always the process's first thread, so two main-actor jobs a few awaits
/// apart may run on different threads. The main queue itself is the same, and it carries a queue-specific value.
enum MainQueue {
    /// `true` on the main queue (the main actor), `false` on any other queue or thread: Combine's mark, the one its
    /// subscriptions are confined by.
    static var isCurrent: Bool { MainQueueMark.isCurrent }
}
