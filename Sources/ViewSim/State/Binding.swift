/// A two-way connection to a value owned by someone else.
///
/// Behaviour mirrored from SwiftUI:
/// - `$state` reads and writes the state's storage, so a child's edit is the parent's edit.
/// - `Binding.constant(_:)` ignores writes: the child's edits are lost.
/// - `Binding(get:set:)` does whatever its closures do; a binding to a *copy* edits the copy.
/// - `$model.title` (dynamic member lookup) projects a binding to a property of the bound value.
///
/// Source: Apple, "Binding" (https://developer.apple.com/documentation/swiftui/binding) and
/// "constant(_:)" (https://developer.apple.com/documentation/swiftui/binding/constant(_:)).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// What the binding is connected to, so two bindings to the same storage compare equal.
    enum Source {
        case box(AnyStateBox, path: [AnyKeyPath])
        case constant(Value)
        case closures
    }

    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void
    let source: Source

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getValue = get
        setValue = set
        source = .closures
    }

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, source: Source) {
        getValue = get
        setValue = set
        self.source = source
    }

    @MainActor
    init(box: StateBox<Value>) {
        self.init(get: { box.value }, set: { box.value = $0 }, source: .box(box, path: []))
    }

    /// A binding to an immutable value: reads return `value`, writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        nonisolated(unsafe) let value = value
        return Binding(get: { value }, set: { _ in }, source: .constant(value))
    }

    /// Creates a binding from another binding (what `@Binding var x` receives in a memberwise initializer).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The bound value. Setting it writes through to the source of truth (or nowhere, for a constant binding).
    @MainActor public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$value` inside a view holding `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value (`$settings.theme`).
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        let projected: Binding<Subject>.Source =
            switch source {
            case .box(let box, let path): .box(box, path: path + [keyPath])
            case .constant(let value): .constant(value[keyPath: keyPath])
            case .closures: .closures
            }
        return Binding<Subject>(
            get: { parent.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = parent.wrappedValue
                value[keyPath: keyPath] = newValue
                parent.wrappedValue = value
            },
            source: projected)
    }

    /// The storage this binding writes, if it is connected to state.
    var box: AnyStateBox? {
        if case .box(let box, _) = source { return box }
        return nil
    }

    /// Whether two bindings are the same connection: the same storage and path, or equal constants.
    /// `nil` when that cannot be known (bindings made from closures), which SwiftUI treats as changed.
    func isSameConnection(as other: Binding<Value>) -> Bool? {
        switch (source, other.source) {
        case (.box(let lhs, let lhsPath), .box(let rhs, let rhsPath)):
            return lhs === rhs && lhsPath == rhsPath
        case (.constant(let lhs), .constant(let rhs)):
            return areEqual(lhs, rhs)
        case (.closures, _), (_, .closures):
            return nil
        default:
            return false
        }
    }
}

extension Binding: @unchecked Sendable {}
extension Binding: DynamicProperty {}

extension Binding: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {}

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
