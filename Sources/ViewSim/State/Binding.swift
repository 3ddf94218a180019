/// A two-way connection to a value owned by someone else.
///
/// Behaviour mirrored from SwiftUI:
/// - `$state` reads and writes the state's storage, so a child's edit is the parent's edit.
/// - `Binding.constant(_:)` ignores writes: the child's edits are lost. Each call makes a new connection, so a view
///   given `.constant(…)` always counts as having new inputs.
/// - `Binding(get:set:)` does whatever its closures do; a binding to a *copy* edits the copy.
/// - `$model.title` (dynamic member lookup) projects a binding to a property of the bound value.
/// - A binding carries the value it had when it was made (or when the view holding it was last updated). During an
///   update that is what it reads; outside updates (actions) it reads the source of truth. A view that holds a binding
///   in a stored property and reads it during an update depends on it from then on.
///
/// Source: Apple, "Binding" (https://developer.apple.com/documentation/swiftui/binding),
/// "constant(_:)" (https://developer.apple.com/documentation/swiftui/binding/constant(_:)) and
/// "init(get:set:)" (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp); the snapshot and
/// read-tracking rules follow OpenSwiftUI's `Binding.readValue()` and its `ScopedLocation` box.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: BindingLocation<Value>
    /// The value when the binding was made, or when the view holding it was last updated.
    var snapshot: Value
    /// The view holding this binding in a stored property, once the graph has linked it.
    var holder: BindingHolder?

    init(location: BindingLocation<Value>, value: Value) {
        self.location = location
        self.snapshot = value
    }

    /// Creates a binding from a getter and a setter, with SwiftUI's declaration: the closures inherit the isolation of
    /// the place they are written (the main actor, in a view).
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        let location = BindingLocation(get: synchronous(get), set: synchronous(set), source: .closures)
        nonisolated(unsafe) var value: Value?
        MainActor.assumeIsolated { value = location.get() }
        self.init(location: location, value: value!)
    }

    @MainActor
    init(box: StateBox<Value>, value: Value) {
        self.init(location: BindingLocation(get: { box.current }, set: { box.set($0) }, source: .box(box, path: [])),
                  value: value)
    }

    /// A binding to an immutable value: reads return `value`, writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        nonisolated(unsafe) let value = value
        return Binding(location: BindingLocation(get: { value }, set: { _ in }, source: .constant), value: value)
    }

    /// Creates a binding from another binding (what `@Binding var x` receives in a memberwise initializer).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The bound value. Setting it writes through to the source of truth (or nowhere, for a constant binding).
    @MainActor public var wrappedValue: Value {
        get {
            guard ViewGraph.isUpdating else { return location.get() }
            switch location.source {
            case .box(let box, _):
                if let node = holder?.node { box.addBindingReader(node) } else { box.wasRead = true }
            case .object:
                // An observable object's property: read it now, so the evaluation running observes it.
                return location.get()
            case .constant, .closures:
                break
            }
            return snapshot
        }
        nonmutating set { location.set(newValue) }
    }

    /// The binding itself (`$value` inside a view holding `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value (`$settings.theme`).
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = location
        let source: BindingLocation<Subject>.Source =
            switch parent.source {
            case .box(let box, let path): .box(box, path: path + [keyPath])
            case .object(let object, let path): .object(object, path: path + [keyPath])
            case .constant: .constant
            case .closures: .closures
            }
        let projected = BindingLocation<Subject>(
            get: { parent.get()[keyPath: keyPath] },
            set: { newValue in
                var value = parent.get()
                value[keyPath: keyPath] = newValue
                parent.set(value)
            },
            source: source)
        var binding = Binding<Subject>(location: projected, value: snapshot[keyPath: keyPath])
        binding.holder = holder
        return binding
    }

    /// The value the binding showed at the last update: what a control holding it has on screen.
    public var _renderedValue: Value { snapshot }

    /// The storage this binding writes, if it is connected to state.
    var box: AnyStateBox? {
        if case .box(let box, _) = location.source { return box }
        return nil
    }

    /// Whether two bindings are the same connection: the same storage and path.
    /// `nil` when that cannot be known (bindings made from closures), which SwiftUI treats as changed; a constant binding
    /// is a new connection every time it is made.
    func isSameConnection(as other: Binding<Value>) -> Bool? {
        switch (location.source, other.location.source) {
        case (.box(let lhs, let lhsPath), .box(let rhs, let rhsPath)):
            return lhs === rhs && lhsPath == rhsPath
        case (.object(let lhs, let lhsPath), .object(let rhs, let rhsPath)):
            return lhs === rhs && lhsPath == rhsPath
        case (.closures, _), (_, .closures):
            return nil
        default:
            return location === other.location
        }
    }
}

extension Binding {
    /// Creates a binding to the unwrapped value of an optional binding, or `nil` if its value is `nil` now.
    ///
    /// Source: Apple, "init(_:)" (https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9).
    @MainActor
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        nonisolated(unsafe) var last = value
        let location = BindingLocation<Value>(
            get: {
                if let current = base.location.get() { last = current }
                return last
            },
            set: { base.location.set($0) },
            source: .closures)
        self.init(location: location, value: value)
    }

    /// Creates an optional binding from a binding to a value (`Binding<Int?>($count)`).
    ///
    /// Source: Apple, "init(_:)" (https://developer.apple.com/documentation/swiftui/binding/init(_:)-4w7jv).
    @MainActor
    public init<V>(_ base: Binding<V>) where Value == V? {
        let location = BindingLocation<Value>(
            get: { base.location.get() },
            set: { if let value = $0 { base.location.set(value) } },
            source: .closures)
        self.init(location: location, value: base.snapshot)
    }
}

/// Where a binding reads and writes, and what it is connected to (so two bindings to the same storage compare equal).
final class BindingLocation<Value>: @unchecked Sendable {
    enum Source {
        case box(AnyStateBox, path: [AnyKeyPath])
        /// A property of an object (`@Bindable`, `@ObservedObject`): the object and the key paths from it.
        case object(AnyObject, path: [AnyKeyPath])
        case constant
        case closures
    }

    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void
    let source: Source

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, source: Source) {
        self.get = get
        self.set = set
        self.source = source
    }
}

/// The view that holds a binding in a stored property: its reads during an update are that view's dependencies.
final class BindingHolder: @unchecked Sendable {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}

/// Calls a closure of SwiftUI's `@isolated(any)` shape synchronously. In ViewSim every update and action runs on the
/// main actor, the isolation such closures inherit from the view that writes them. (The conversion warns on this
/// toolchain; OpenSwiftUI's `Binding.getIsolated` makes the same one.) A closure isolated to another actor cannot be
/// called synchronously from the main actor without racing that actor's own work, so it stops the app, saying so
/// (found by a break-it pass of issue 30: it let code race, and a race reads memory).
private func synchronous<T>(_ body: @escaping @isolated(any) @Sendable () -> T) -> @MainActor () -> T {
    requireMainActorOrNone(body.isolation)
    let plain = body as @Sendable () -> T
    return { plain() }
}

private func synchronous<T>(_ body: @escaping @isolated(any) @Sendable (T) -> Void) -> @MainActor (T) -> Void {
    requireMainActorOrNone(body.isolation)
    let plain = body as @Sendable (T) -> Void
    return { plain($0) }
}

private func requireMainActorOrNone(_ isolation: (any Actor)?) {
    guard let isolation, !(isolation === MainActor.shared) else { return }
    fatalError("ViewSim: a Binding's get or set closure is isolated to \(type(of: isolation)), but a binding is read and written "
        + "on the main actor: calling it there would race that actor's own work. Isolate the closures to the main actor, or to none.")
}

extension Binding: @unchecked Sendable where Value: Sendable {}
extension Binding: DynamicProperty {}

extension Binding: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        field.pointee.holder = node.bindingHolder
        field.pointee.snapshot = field.pointee.location.get()
        if node.rendersBindings, let box = field.pointee.box { box.addBindingReader(node) }
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? {
        pointer.assumingMemoryBound(to: Self.self).pointee.box
    }
}

/// Lets the graph compare a child's old and new `Binding` inputs without knowing their value type.
protocol ComparableConnection {
    func isSameConnection(asAny other: Any) -> Bool?
}

extension Binding: ComparableConnection {
    func isSameConnection(asAny other: Any) -> Bool? {
        guard let other = other as? Binding<Value> else { return false }
        return isSameConnection(as: other)
    }
}
