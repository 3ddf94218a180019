extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// Source: Apple, "Subscribers.Sink" (https://developer.apple.com/documentation/combine/subscribers/sink).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, DeliversOnAnyThread {
        /// The closure to execute on receipt of a value.
        public let receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let subscription = LockedValue<(any Subscription)?>(nil)
        /// Set by ``Publisher/sinkOnAnyThread(_:)`` only, before the sink subscribes.
        var deliversOnAnyThread = false

        public init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            self.subscription.value = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription.value = nil
        }

        public func cancel() {
            let current = subscription.withLock { subscription -> (any Subscription)? in
                defer { subscription = nil }
                return subscription
            }
            current?.cancel()
        }
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// Source: Apple, "Subscribers.Assign" (https://developer.apple.com/documentation/combine/subscribers/assign).
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        /// The object that contains the property to assign (held strongly until cancelled or completed, as in Combine).
        public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let sink: Sink<Input, Never>

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
            sink = Sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
        }

        public func receive(subscription: any Subscription) { sink.receive(subscription: subscription) }
        public func receive(_ value: Input) -> Subscribers.Demand { sink.receive(value) }
        public func receive(completion: Subscribers.Completion<Never>) {
            sink.receive(completion: completion)
            object = nil
        }

        public func cancel() {
            sink.cancel()
            object = nil
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior: `receiveValue` for each value, `receiveCompletion` once.
    ///
    /// Source: Apple, "sink(receiveCompletion:receiveValue:)"
    /// (https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:)).
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
                     receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// Source: Apple, "sink(receiveValue:)" (https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)).
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    ///
    /// Source: Apple, "assign(to:on:)" (https://developer.apple.com/documentation/combine/publisher/assign(to:on:)).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
