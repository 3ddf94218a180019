import Dispatch

/// The subscribers of a subject-like publisher (subjects, `ObservableObjectPublisher`, `Published.Publisher`, a
/// timer): each one's demand, values delivered outside the lock on the sending thread, and completion once.
final class Conduits<Output, Failure: Error>: @unchecked Sendable {
    private struct State {
        var conduits: [Int: Conduit] = [:]
        var completion: Subscribers.Completion<Failure>?
    }

    private let state = LockedValue(State())
    private let ids = Counter()

    /// Attaches `subscriber`; `initial`, when given, is what it receives first once it asks for a value (a current
    /// value subject's value). A subscriber attached after completion receives the completion at once.
    func attach<S>(_ subscriber: S, initial: (() -> Output)? = nil) where S: Subscriber, S.Input == Output, S.Failure == Failure {
        let id = Int(ids.next())
        let origin = (subscriber as? DeliversOnAnyThread)?.deliversOnAnyThread == true ? Origin.anywhere : .current
        let conduit = Conduit(
            receive: { subscriber.receive($0) }, complete: { subscriber.receive(completion: $0) },
            initial: initial, origin: origin, detach: { [weak self] in self?.state.withLock { _ = $0.conduits.removeValue(forKey: id) } })
        let finished = state.withLock { state -> Subscribers.Completion<Failure>? in
            if state.completion == nil { state.conduits[id] = conduit }
            return state.completion
        }
        subscriber.receive(subscription: conduit)
        if let finished {
            conduit.cancel()
            subscriber.receive(completion: finished)
        }
    }

    /// Sends `value` to every subscriber with demand left; the others miss it, as with a passthrough subject.
    func send(_ value: Output) {
        for conduit in state.withLock({ Array($0.conduits.values) }) { conduit.offer(value) }
    }

    /// Completes every subscriber, once; later sends do nothing.
    func send(completion: Subscribers.Completion<Failure>) {
        let conduits = state.withLock { state -> [Conduit] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer { state.conduits = [:] }
            return Array(state.conduits.values)
        }
        for conduit in conduits { conduit.finish(completion) }
    }

    /// Whether anyone is subscribed.
    var isEmpty: Bool { state.withLock { $0.conduits.isEmpty } }

    /// One subscriber's subscription.
    final class Conduit: Subscription, @unchecked Sendable {
        private struct State {
            var demand = Subscribers.Demand.none
            var connected = true
            var initial: (() -> Output)?
        }

        private let state: LockedValue<State>
        private let receive: (Output) -> Subscribers.Demand
        private let complete: (Subscribers.Completion<Failure>) -> Void
        private let detach: () -> Void
        /// Where the subscriber subscribed: its closures run only there (``Origin``).
        private let origin: Origin

        init(receive: @escaping (Output) -> Subscribers.Demand, complete: @escaping (Subscribers.Completion<Failure>) -> Void,
             initial: (() -> Output)?, origin: Origin, detach: @escaping () -> Void) {
            self.receive = receive; self.complete = complete; self.detach = detach; self.origin = origin
            state = LockedValue(State(initial: initial))
        }

        func request(_ demand: Subscribers.Demand) {
            let first = state.withLock { state -> (() -> Output)? in
                guard state.connected else { return nil }
                state.demand += demand
                defer { state.initial = nil }
                return state.demand > .none ? state.initial : nil
            }
            if let first { offer(first()) }
        }

        func cancel() {
            state.withLock { $0.connected = false }
            detach()
        }

        func offer(_ value: Output) {
            guard origin == .anywhere || origin == .current else {
                if origin == .mainQueue, Output.self == Void.self { DispatchQueue.main.async { self.offer(() as! Output) } }
                return
            }
            let wanted = state.withLock { state -> Bool in
                guard state.connected, state.demand > .none else { return false }
                state.demand -= 1
                return true
            }
            guard wanted else { return }
            let more = receive(value)
            state.withLock { $0.demand += more }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            guard origin == .anywhere || origin == .current else {
                if origin == .mainQueue, Failure.self == Never.self { DispatchQueue.main.async { self.finish(.finished) } }
                return
            }
            let connected = state.withLock { state -> Bool in
                defer { state.connected = false }
                return state.connected
            }
            if connected { complete(completion) }
        }
    }
}
