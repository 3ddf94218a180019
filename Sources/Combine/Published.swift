/// A type that publishes a property marked with an attribute.
///
/// Each assignment publishes, also one that stores an equal value: the enclosing object's `objectWillChange` first,
/// then the property's own publisher (`$property`), both before the value is stored ("publishing occurs in the
/// property's willSet block"). `$property` gives a new subscriber the current value first, then each new one.
///
/// Source: Apple, "Published" (https://developer.apple.com/documentation/combine/published).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { box = PublishedBox(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's publisher. It is settable only so that `assign(to: &$property)` can take it `inout`: that
    /// operator writes into the property's storage itself, and storing a publisher back changes nothing.
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// Reads and writes the property of `object`, publishing `object.objectWillChange` and then `$property` before each write.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
            box.willSet(newValue)
            box.value = newValue
        }
    }

    /// The property's publisher, read through its object (`object.$property`): the box learns the object's
    /// `objectWillChange`, which `assign(to:)` then sends before each value it stores.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>.Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Published<Value>.Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object.objectWillChange as? ObservableObjectPublisher
            return Publisher(box: box)
        }
        set { object[keyPath: storageKeyPath].projectedValue = newValue }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// Source: Apple, "Published.Publisher" (https://developer.apple.com/documentation/combine/published/publisher).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: PublishedBox<Value>

        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Value {
            box.conduits.attach(subscriber) { [box] in box.value }
        }
    }
}



/// The storage of one `@Published` property: its value, its subscribers, and a publisher assigned to it.
final class PublishedBox<Value>: @unchecked Sendable {
    private let stored: LockedValue<Value>
    let conduits = Conduits<Value, Never>()
    /// The subscription of `assign(to:)`, which lives as long as the property.
    var source: AnyCancellable?
    /// The enclosing object's publisher, once the property was read through its object.
    weak var owner: ObservableObjectPublisher?

    init(_ value: Value) { stored = LockedValue(value) }

    var value: Value {
        get { stored.value }
        set { stored.value = newValue }
    }

    func willSet(_ newValue: Value) { conduits.send(newValue) }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher: the
    /// subscription lives as long as the property.
    ///
    /// Source: Apple, "assign(to:)" (https://developer.apple.com/documentation/combine/publisher/assign(to:)).
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.source = sink { value in
            box.owner?.send()
            box.willSet(value)
            box.value = value
        }
    }
}
