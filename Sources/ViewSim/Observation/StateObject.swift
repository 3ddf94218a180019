/// An `ObservableObject` a view creates and owns: made once per view identity, kept while the identity lives.
///
/// The initializer is an autoclosure, so `@StateObject private var model = Model()` builds the model only the first
/// time the view appears at its identity; later re-creations of the view value do not call it. The view re-runs
/// whenever the object publishes.
///
/// Source: Apple, "StateObject" (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new
/// instance of the model object only once during the lifetime of the container that declares the state object".
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    var object: ObjectType?

    /// Creates a state object whose initial value is made, once per identity, by `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object. Before the view is installed it is a new instance each time (SwiftUI warns about that).
    @MainActor public var wrappedValue: ObjectType {
        guard let object else {
            ViewGraph.report(.stateObjectAccessedOutsideView)
            return makeObject()
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let storage = node.slot(at: slot) { StateObjectStorage() }
        let object: ObjectType
        if let made = storage.object as? ObjectType {
            object = made
        } else {
            object = field.pointee.makeObject()
            storage.object = object
        }
        storage.subscription.hold(object, for: node)
        field.pointee.object = object
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? { nil }

    static func changeVersion(_ pointer: UnsafeRawPointer, in node: Node, slot: Int) -> Int {
        ObjectSlot.changeVersion(in: node, slot: slot)
    }
}

extension StateObject: StateProperty {}

/// What a node keeps for one `@StateObject`: the object made for its identity and the node's subscription.
@MainActor
final class StateObjectStorage {
    var object: AnyObject?
    let subscription = ObjectSlot()
}
