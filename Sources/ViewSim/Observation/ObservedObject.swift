/// An `ObservableObject` a view is given by its parent: the view re-runs whenever the object publishes.
///
/// The view does not own the object: if the parent builds it inline (`Row(model: Model())`), every re-run of the
/// parent makes a new one and the old one's data is gone — the classic bug `@StateObject` fixes.
///
/// Source: Apple, "ObservedObject" (https://developer.apple.com/documentation/swiftui/observedobject): "Don't specify a
/// default or initial value for the observed object. Use the attribute only for a property that acts as an input".
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an observed object: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath` of the object.
        @MainActor
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: object, keyPath: keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        node.slot(at: slot) { ObjectSlot() }.hold(field.pointee.wrappedValue, for: node)
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? { nil }

    static func changeVersion(_ pointer: UnsafeRawPointer, in node: Node, slot: Int) -> Int {
        ObjectSlot.changeVersion(in: node, slot: slot)
    }
}

extension ObservedObject.Wrapper: @unchecked Sendable where ObjectType: Sendable {}
