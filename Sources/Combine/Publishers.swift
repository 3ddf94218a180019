/// A namespace for types that serve as publishers.
///
/// Source: Apple, "Publishers" (https://developer.apple.com/documentation/combine/publishers).
public enum Publishers {}

/// A subscriber that hands what it receives to closures: the operators' way of subscribing upstream.
struct ClosureSubscriber<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let subscription: (any Subscription) -> Void
    let value: (Input) -> Subscribers.Demand
    let completion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided closure.
    ///
    /// Source: Apple, "Publishers.Map" (https://developer.apple.com/documentation/combine/publishers/map).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            let transform = transform
            upstream.subscribe(ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) }, value: { subscriber.receive(transform($0)) },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// A publisher that republishes all elements that match a provided closure.
    ///
    /// Source: Apple, "Publishers.Filter" (https://developer.apple.com/documentation/combine/publishers/filter).
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            let isIncluded = isIncluded
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { isIncluded($0) ? subscriber.receive($0) : .max(1) },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// A publisher that publishes only elements that don't match the previous element.
    ///
    /// Source: Apple, "Publishers.RemoveDuplicates" (https://developer.apple.com/documentation/combine/publishers/removeduplicates).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            let predicate = predicate
            let last = LockedValue<Output?>(nil)
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { value in
                    if let previous = last.value, predicate(previous, value) { return .max(1) }
                    last.value = value
                    return subscriber.receive(value)
                },
                completion: { subscriber.receive(completion: $0) }))
        }
    }
}

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Republishes all elements that match a provided closure.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Publishes only elements that don't match the previous element, as `predicate` judges.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

/// A publisher that performs type erasure by wrapping another publisher.
///
/// Source: Apple, "AnyPublisher" (https://developer.apple.com/documentation/combine/anypublisher).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeAny: (ClosureSubscriber<Output, Failure>) -> Void

    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        subscribeAny = { publisher.subscribe($0) }
    }

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscribeAny(ClosureSubscriber(subscription: { subscriber.receive(subscription: $0) }, value: { subscriber.receive($0) },
                                       completion: { subscriber.receive(completion: $0) }))
    }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// Source: Apple, "Just" (https://developer.apple.com/documentation/combine/just).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        let subject = CurrentValueSubject<Output, Never>(output)
        let done = ClosureSubscriber<Output, Never>(
            subscription: { subscriber.receive(subscription: $0) },
            value: { value in
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
                return .none
            },
            completion: { subscriber.receive(completion: $0) })
        subject.receive(subscriber: done)
    }
}

extension Just: Equatable where Output: Equatable {}
