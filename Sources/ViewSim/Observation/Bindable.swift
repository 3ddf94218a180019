/// A property wrapper that makes bindings to the mutable properties of an `@Observable` object: `$book.title`.
///
/// Works as a stored property (`@Bindable var book: Book`) and as a local in a body or row
/// (`@Bindable var book = book`). The bindings write straight to the object; reading them during an update observes the
/// property, so a view that shows a bound property re-runs when it changes.
///
/// Source: Apple, "Bindable" (https://developer.apple.com/documentation/swiftui/bindable).
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable itself, for `$book.title`.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object (`Bindable(book).title`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath` of the object.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
extension Bindable: DynamicProperty {}

extension Binding {
    /// A binding to `object[keyPath: keyPath]`, compared with others by object identity and key path.
    @MainActor
    init<Root>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        let location = BindingLocation<Value>(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 },
            source: .object(object as AnyObject, path: [keyPath]))
        self.init(location: location, value: object[keyPath: keyPath])
    }
}
