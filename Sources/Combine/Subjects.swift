/// A publisher that exposes a method for outside callers to publish elements.
///
/// Source: Apple, "Subject" (https://developer.apple.com/documentation/combine/subject).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

/// A subject that broadcasts elements to downstream subscribers: a value sent when a subscriber has no demand is not
/// kept for it.
///
/// Source: Apple, "PassthroughSubject" (https://developer.apple.com/documentation/combine/passthroughsubject).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    let conduits = Conduits<Output, Failure>()

    public init() {}

    public func send(_ input: Output) { conduits.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        conduits.attach(subscriber)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes; a new subscriber
/// receives the current value first.
///
/// Source: Apple, "CurrentValueSubject" (https://developer.apple.com/documentation/combine/currentvaluesubject).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    let conduits = Conduits<Output, Failure>()
    private let box: LockedValue<Output>

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { box.value }
        set { send(newValue) }
    }

    public init(_ value: Output) { box = LockedValue(value) }

    public func send(_ input: Output) {
        box.value = input
        conduits.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        conduits.attach(subscriber) { [box] in box.value }
    }
}
