/// Storage the graph keeps for one `@State` of one view identity.
///
/// A box remembers which nodes read it during their last body evaluation; a write that changes the value marks exactly
/// those nodes for re-evaluation. A write of an equal value (for `Equatable` values) changes nothing.
///
/// Source: Apple, "State" (https://developer.apple.com/documentation/swiftui/state): "SwiftUI manages the property's
/// storage" and updates "the parts of the view hierarchy that depend on the value".
@MainActor
class AnyStateBox {
    /// The node that owns this storage. Writes after the node left the hierarchy are ignored, as in SwiftUI.
    weak var owner: Node?
    /// Bumped by every write that changed the value.
    private(set) var version = 0
    private var dependents: [ObjectIdentifier: WeakNode] = [:]

    init(owner: Node?) {
        self.owner = owner
    }

    final func didRead() {
        guard let reader = ViewGraph.evaluatingNode else { return }
        if dependents[ObjectIdentifier(reader)] == nil {
            dependents[ObjectIdentifier(reader)] = WeakNode(reader)
            reader.dependencies[ObjectIdentifier(self)] = self
        }
    }

    final func removeDependent(_ node: Node) {
        dependents[ObjectIdentifier(node)] = nil
    }

    final func didChange() {
        version += 1
        guard let owner, owner.isMounted else { return }
        let readers = dependents.values.compactMap(\.node).filter(\.isMounted)
        owner.graph.stateDidChange(readers: readers)
    }
}

@MainActor
final class StateBox<Value>: AnyStateBox {
    private var storedValue: Value

    init(_ value: Value, owner: Node?) {
        storedValue = value
        super.init(owner: owner)
    }

    var value: Value {
        get {
            didRead()
            return storedValue
        }
        set {
            if let same = areEqual(storedValue, newValue), same { return }
            storedValue = newValue
            didChange()
        }
    }
}

@MainActor
struct WeakNode {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}

/// `true`/`false` when both values are `Equatable` and of the same type; `nil` when they cannot be compared.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
