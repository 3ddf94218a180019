/// A property of an `ObservableObject` that publishes the object's change before every assignment.
///
/// Every assignment publishes, also one that stores an equal value (SwiftUI then re-runs the views holding the object
/// for nothing: the classic "republishing the same data" cost). Combine's `$property` publisher does not exist here.
///
/// A write from a thread other than the main one is SwiftUI's runtime issue "Publishing changes from background
/// threads is not allowed…" (the classic way a navigation path or a list goes out of step with the screen): the
/// views holding the object report it (see `ObservableObjectPublisher`).
///
/// Source: Apple, "Published" (https://developer.apple.com/documentation/combine/published): "When the property
/// changes, publishing occurs in the property's willSet block"; the warning is SwiftUI's console message.
@propertyWrapper
public struct Published<Value> {
    private var storage: Value

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) {
        storage = wrappedValue
    }

    /// Creates the property with an initial value.
    public init(initialValue: Value) {
        storage = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the property of `object`, publishing `object.objectWillChange` before each write.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage = newValue
        }
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}
