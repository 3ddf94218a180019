/// A type of object with a publisher that emits before the object has changed.
///
/// As in Combine: by default `objectWillChange` is an `ObservableObjectPublisher` made for the object, and each
/// `@Published` property sends it before every assignment (equal values included); a class may declare its own
/// (`let objectWillChange = ObservableObjectPublisher()`) and call `send()` itself. An `ObservableObject` held in a
/// property of another does not forward its changes: the outer object's subscribers (the views holding it) hear the
/// inner one only if the outer forwards them, e.g. `inner.objectWillChange.sink { [weak self] _ in
/// self?.objectWillChange.send() }.store(in: &cancellables)`.
///
/// Source: Apple, "ObservableObject" (https://developer.apple.com/documentation/combine/observableobject).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher made for this object the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.defaultPublisher(for: self)
    }
}

/// A publisher that publishes changes from observable objects.
///
/// Source: Apple, "ObservableObjectPublisher" (https://developer.apple.com/documentation/combine/observableobjectpublisher).
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let conduits = Conduits<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        conduits.attach(subscriber)
    }

    /// Sends the changed value to the downstream subscribers, on the calling thread.
    public func send() { conduits.send(()) }

    private static let defaults = LockedValue<[ObjectIdentifier: DefaultEntry]>([:])

    private struct DefaultEntry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    static func defaultPublisher(for object: AnyObject) -> ObservableObjectPublisher {
        defaults.withLock { table in
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object { return entry.publisher }
            if table.count > 1024 { table = table.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            table[key] = DefaultEntry(object: object, publisher: publisher)
            return publisher
        }
    }
}
