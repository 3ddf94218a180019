/// A property that holds where keyboard focus is, read and written by views marked `.focused(_:)`.
///
/// Behaviour mirrored from SwiftUI: tapping into a field marked `.focused($field, equals: value)` sets the property to
/// `value`; setting the property moves focus to that field; when the focused field leaves the hierarchy (for example
/// because its identity changed), focus is lost and the property returns to `nil` (or `false`).
///
/// Source: Apple, "FocusState" (https://developer.apple.com/documentation/swiftui/focusstate) and
/// "focused(_:equals:)" (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let resetValue: Value
    var box: StateBox<Value>?

    /// Creates a focus state for a single field: `true` while it has focus.
    public init() where Value == Bool {
        resetValue = false
    }

    /// Creates a focus state naming which of several fields has focus; `nil` when none has.
    public init<T: Hashable>() where Value == T? {
        resetValue = nil
    }

    /// Where focus is now. Setting it moves focus.
    @MainActor public var wrappedValue: Value {
        get {
            if ViewGraph.isUpdating { box?.wasRead = true }
            return box?.current ?? resetValue
        }
        nonmutating set { box?.set(newValue) }
    }

    /// The binding passed to `.focused(_:)`.
    @MainActor public var projectedValue: Binding {
        Binding(box: box, resetValue: resetValue)
    }

    /// A connection between a `FocusState` and the fields marked with it.
    public struct Binding {
        let box: StateBox<Value>?
        let resetValue: Value

        /// Where focus is now. Setting it moves focus.
        @MainActor public var wrappedValue: Value {
            get { box?.current ?? resetValue }
            nonmutating set { box?.set(newValue) }
        }
    }
}

extension FocusState: StateProperty {}

extension FocusState: GraphLinkedProperty {
    static var mayReadEnvironment: Bool { false }

    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        field.pointee.box = node.stateBox(at: slot, initialValue: field.pointee.resetValue)
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? {
        pointer.assumingMemoryBound(to: Self.self).pointee.box
    }
}
