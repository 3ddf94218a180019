import Dispatch
import Foundation

/// Where a subscriber subscribed, and so where its closure may run.
///
/// Apple's Combine runs a subscriber's closure on whatever thread sends, and the closure is not `@Sendable`: a value
/// sent from another thread than the subscriber's runs code that captured non-Sendable state concurrently with its
/// owner, a data race the compiler cannot see (break-it pass 12 of issue 30 crashed the runner that way, sending from one
/// task to a sink made in another). On the host a value reaches a closure only where it subscribed: on the main queue
/// (the main actor, whichever thread drains it), or on the same thread. A value sent from elsewhere is delivered on the
/// main queue afterwards when the subscriber is there and the value is `Void` (an `objectWillChange` ping carries
/// nothing that could race), and is otherwise not delivered. ViewSim's own subscriptions, whose closures are
/// `@Sendable`, are told on any thread (``Publisher/sinkOnAnyThread(_:)``).
enum Origin: Equatable {
    case mainQueue
    case thread(pthread_t)
    case anywhere

    /// Where the caller runs now.
    static var current: Origin { MainQueueMark.isCurrent ? .mainQueue : .thread(pthread_self()) }
}

/// The main queue, recognised by a queue-specific value (on Linux it is drained by whichever thread libdispatch picks,
/// so the thread cannot tell). ViewSim asks it too (`MainQueue`).
@_spi(ViewSimHost)
public enum MainQueueMark {
    nonisolated(unsafe) private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// `true` on the main queue (the main actor), `false` on any other queue or thread.
    public static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) ?? false
    }
}

/// A subscriber whose closure may run on any thread (it is `@Sendable`).
protocol DeliversOnAnyThread {
    var deliversOnAnyThread: Bool { get }
}

extension Publisher where Failure == Never {
    /// `sink(receiveValue:)` for a `@Sendable` closure, told on whatever thread sends, as in Combine: how ViewSim's
    /// views hear their objects (and report a publication from a background thread).
    @_spi(ViewSimHost)
    public func sinkOnAnyThread(_ receiveValue: @escaping @Sendable (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: receiveValue)
        sink.deliversOnAnyThread = true
        subscribe(sink)
        return AnyCancellable(sink)
    }
}
