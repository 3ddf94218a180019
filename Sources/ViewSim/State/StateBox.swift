/// Storage the graph keeps for one `@State` (or `@FocusState`) of one view identity: SwiftUI's `StoredLocation`.
///
/// Behaviour mirrored from SwiftUI:
/// - A write that changes the value invalidates the *owning* view, but only once the value has been read during an
///   update (by the owner's body, or by a closure evaluated later such as a `ForEach` row). That "was read" flag is
///   sticky: it is never cleared while the identity lives.
/// - A view holding a `Binding` to this storage in a stored property (a `@Binding`, or a control's binding) depends on it
///   from its first read during an update, also for good.
/// - Writing an equal value changes nothing; a write made during an update is reported and dropped. "Equal" is
///   SwiftUI's comparison of values: `==` for `Equatable` values, identity for objects (so writing back the same model
///   object, as `$model.property` on a `@State` class does, changes nothing), field by field otherwise.
///
/// Source: Apple, "State" (https://developer.apple.com/documentation/swiftui/state): "SwiftUI manages the property's
/// storage" and updates "the parts of the view hierarchy that depend on the value". Undocumented details (the sticky
/// flag, dropping a write made during an update) follow the public reconstruction OpenSwiftUI
/// (`StoredLocationBase.set(_:transaction:)` and `StatePropertyBox.update`), see `Tests/ViewSimTests/UpdateModelTests.swift`.
@MainActor
class AnyStateBox {
    /// The node that owns this storage. Writes after the node left the hierarchy are ignored, as in SwiftUI.
    weak var owner: Node?
    /// Bumped by every write that changed the value.
    private(set) var version = 0
    /// Whether the value was read during an update; once set, a change invalidates the owner.
    var wasRead = false
    private var bindingReaders: [ObjectIdentifier: WeakNode] = [:]

    init(owner: Node?) {
        self.owner = owner
    }

    /// Records that `node` read this storage through a binding it holds in a stored property.
    final func addBindingReader(_ node: Node) {
        guard bindingReaders[ObjectIdentifier(node)] == nil else { return }
        bindingReaders[ObjectIdentifier(node)] = WeakNode(node)
        node.readBoxes.append(self)
    }

    final func removeBindingReader(_ node: Node) {
        bindingReaders[ObjectIdentifier(node)] = nil
    }

    final func didChange() {
        version += 1
        guard let owner, owner.isMounted else { return }
        var invalidated = bindingReaders.values.compactMap(\.node).filter(\.isMounted)
        if wasRead { invalidated.append(owner) }
        owner.graph.invalidate(invalidated)
    }
}

@MainActor
final class StateBox<Value>: AnyStateBox {
    /// The live value. Reading it here records no dependency; views read through ``State`` or ``Binding``.
    private(set) var current: Value

    init(_ value: Value, owner: Node?) {
        current = value
        super.init(owner: owner)
    }

    /// Writes the value, as `StoredLocation.set` does: dropped (with SwiftUI's runtime issue) during an update,
    /// ignored when equal to the current value.
    func set(_ newValue: Value) {
        if ViewGraph.isUpdating {
            (owner?.graph ?? ViewGraph.current)?.report(.modifyingStateDuringUpdate)
            return
        }
        if InputComparison.sameValue(current, newValue) { return }
        current = newValue
        didChange()
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
