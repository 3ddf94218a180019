/// A value the runtime stores for a view's identity and watches for changes.
///
/// Behaviour mirrored from SwiftUI:
/// - The storage belongs to the view's *identity*, not to the view value: the parent can re-create the value any number of
///   times and the state survives. The initial value (from the declaration or from `State(initialValue:)` in `init`) is
///   used once per identity and ignored afterwards.
/// - During an update (a `body`, or a content closure a built-in view evaluates) the view reads the value copied into it
///   when it was last updated, and the read makes the view depend on the state from then on; outside updates (a
///   button's action, `onChange`) it reads the live value.
/// - Writing a different value invalidates the views that depend on it; an equal value invalidates nothing; a write
///   made during an update is reported and dropped.
/// - Before the view is installed (in its `init`) there is no storage: reads return the initial value, writes are
///   silently lost, and `$value` warns and returns a constant binding.
///
/// Source: Apple, "State" (https://developer.apple.com/documentation/swiftui/state); WWDC21 "Demystify SwiftUI"
/// (state lifetime is the identity's lifetime); OpenSwiftUI's `State.getValue(forReading:)` for the snapshot rule.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The initial value until the view is installed; then the value copied in at the view's last update.
    var snapshot: Value
    var box: StateBox<Value>?

    /// Creates a state property with an initial value, used only the first time the view appears at its identity.
    public init(wrappedValue value: Value) {
        snapshot = value
    }

    /// Creates a state property with an initial value, used only the first time the view appears at its identity.
    public init(initialValue value: Value) {
        snapshot = value
    }

    /// The current value. Setting it schedules an update of the views that depend on it.
    @MainActor public var wrappedValue: Value {
        get {
            guard let box else { return snapshot }
            guard ViewGraph.isUpdating else { return box.current }
            box.wasRead = true
            return snapshot
        }
        nonmutating set {
            box?.set(newValue)
        }
    }

    /// A binding that reads and writes this state's storage (`$count`).
    @MainActor public var projectedValue: Binding<Value> {
        guard let box else {
            ViewGraph.report(.stateAccessedOutsideView)
            return .constant(snapshot)
        }
        return Binding(box: box, value: ViewGraph.isUpdating ? snapshot : box.current)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: StateProperty {}

extension State: GraphLinkedProperty {
    static var mayReadEnvironment: Bool { false }

    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let box = node.stateBox(at: slot, initialValue: field.pointee.snapshot)
        field.pointee.box = box
        field.pointee.snapshot = box.current
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? {
        pointer.assumingMemoryBound(to: Self.self).pointee.box
    }
}
