import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Source: Apple, "ConnectablePublisher" (https://developer.apple.com/documentation/combine/connectablepublisher).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns what cancels the connection.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting to a connectable publisher: it connects when the first subscriber attaches.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher (a class, as in Combine: two
    /// `autoconnect()` calls make two publishers, each with its own connection).
    ///
    /// Source: Apple, "Publishers.Autoconnect" (https://developer.apple.com/documentation/combine/publishers/autoconnect).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let connection = LockedValue<(any Cancellable)?>(nil)

        public init(_ upstream: Upstream) { self.upstream = upstream }

        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            upstream.subscribe(subscriber)
            let connect = connection.withLock { $0 == nil }
            if connect { connection.value = upstream.connect() }
        }

        deinit { connection.value?.cancel() }
    }
}

/// Where a timer's ticks come from: ViewSim's host supplies its virtual clock while it builds and updates views, so a
/// timer made or connected then ticks as the host advances time; without one a timer never fires.
@_spi(ViewSimHost)
public protocol TimerClock: Sendable {
    /// Calls `fire` every `interval` from now (with the time elapsed on the clock at each tick) until cancelled.
    func repeating(every interval: Duration, _ fire: @escaping @Sendable (Duration) -> Void) -> any Cancellable
}

@_spi(ViewSimHost)
public enum TimerClocks {
    /// The clock of the host building or updating views right now.
    @TaskLocal public static var current: (any TimerClock)?
}

extension RunLoop {
    /// Options that affect the operation of the run loop scheduler (none are needed on the host's virtual clock).
    ///
    /// Source: Apple, "RunLoop.SchedulerOptions" (https://developer.apple.com/documentation/foundation/runloop/scheduleroptions).
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// On the host, "the current date" is the virtual time elapsed since the host began, counted from the reference
    /// date (2001-01-01), and ticks come only as the host advances its clock (`advance(by:)`).
    ///
    /// Source: Apple, "publish(every:tolerance:on:in:options:)"
    /// (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval, once connected.
    ///
    /// Source: Apple, "Timer.TimerPublisher" (https://developer.apple.com/documentation/foundation/timer/timerpublisher).
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let conduits = Conduits<Date, Never>()
        /// The host's clock when the publisher was made, if it was made while the host built views.
        private let madeOn = TimerClocks.current

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval; self.tolerance = tolerance; self.runLoop = runLoop; self.mode = mode; self.options = options
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            conduits.attach(subscriber)
        }

        /// Starts the ticks on the host's clock; cancelling the result stops them.
        public func connect() -> any Cancellable {
            guard interval > 0, let clock = madeOn ?? TimerClocks.current else { return AnyCancellable {} }
            let conduits = conduits
            return clock.repeating(every: .milliseconds(Int64((interval * 1000).rounded()))) { elapsed in
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                conduits.send(Date(timeIntervalSinceReferenceDate: seconds))
            }
        }
    }
}
