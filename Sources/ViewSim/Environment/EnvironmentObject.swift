/// An `ObservableObject` an ancestor placed with `.environmentObject(_:)`; the view re-runs whenever it publishes.
///
/// With no such ancestor SwiftUI stops the app with "No ObservableObject of type Model found. A
/// View.environmentObject(_:) for Model may be missing as an ancestor of this view."; here the host reports it as a
/// runtime issue and shows nothing for that view, so the test fails with SwiftUI's words.
///
/// Source: Apple, "EnvironmentObject" (https://developer.apple.com/documentation/swiftui/environmentobject).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object: `$settings.name`.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    var object: ObjectType?

    /// Reads the object an ancestor placed in the environment.
    public init() {}

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object else { fatalError(RuntimeIssue.missingEnvironmentObject(ObjectType.self).message) }
        return object
    }

    /// Bindings to the object's properties.
    @MainActor public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// The environment entry `.environmentObject(_:)` writes for objects of type `ObjectType`.
enum EnvironmentObjectKey<ObjectType> {}

extension EnvironmentObject: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        guard let object = node.environment.value(for: ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)) as? ObjectType
        else {
            field.pointee.object = nil
            node.missingEnvironmentObject = .missingEnvironmentObject(ObjectType.self)
            return
        }
        node.slot(at: slot) { ObjectSlot() }.hold(object, for: node)
        field.pointee.object = object
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? { nil }

    static func changeVersion(_ pointer: UnsafeRawPointer, in node: Node, slot: Int) -> Int {
        ObjectSlot.changeVersion(in: node, slot: slot)
    }
}
