/// A value the runtime stores for a view's identity and watches for changes.
///
/// Behaviour mirrored from SwiftUI:
/// - The storage belongs to the view's *identity*, not to the view value: the parent can re-create the value any number of
///   times and the state survives. The initial value (from the declaration or from `State(initialValue:)` in `init`) is
///   used once per identity and ignored afterwards.
/// - Writing the value invalidates the views whose body read it; writing an equal value invalidates nothing.
/// - Before the view is installed there is no storage: reads return the initial value and writes are lost.
///
/// Source: Apple, "State" (https://developer.apple.com/documentation/swiftui/state); WWDC21 "Demystify SwiftUI"
/// (state lifetime is the identity's lifetime).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    var box: StateBox<Value>?

    /// Creates a state property with an initial value, used only the first time the view appears at its identity.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Creates a state property with an initial value, used only the first time the view appears at its identity.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value. Setting it schedules an update of the views that read it.
    @MainActor public var wrappedValue: Value {
        get {
            guard let box else {
                ViewGraph.reportUninstalledStateAccess()
                return initialValue
            }
            return box.value
        }
        nonmutating set {
            guard let box else {
                ViewGraph.reportUninstalledStateAccess()
                return
            }
            box.value = newValue
        }
    }

    /// A binding that reads and writes this state's storage (`$count`).
    @MainActor public var projectedValue: Binding<Value> {
        guard let box else {
            ViewGraph.reportUninstalledStateAccess()
            return .constant(initialValue)
        }
        return Binding(box: box)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        field.pointee.box = node.stateBox(at: slot, initialValue: field.pointee.initialValue)
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? {
        pointer.assumingMemoryBound(to: Self.self).pointee.box
    }
}
