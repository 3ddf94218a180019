/// One view identity in the graph: the current view value, the storage of its dynamic properties, its children.
///
/// A node lives as long as its identity does. When the identity disappears (an `if` turns false, an `.id` changes, a
/// `ForEach` element is removed) the node is unmounted and its state is gone for good.
///
/// Its properties are not checked for exclusive access at run time (`@exclusivity(unchecked)`): the graph reads and
/// writes them on the main actor only, a few times per node per update, and the checks cost as much as the rest of
/// building a node. The compiler still checks what it can see statically.
@MainActor
public final class Node {
    unowned let graph: ViewGraph
    /// The node's parent; `nil` for the root, and once the node has left the hierarchy.
    public var parent: Node? { isMounted ? mountedParent : nil }
    /// Unowned, not weak (a weak reference costs each parent a side table): a parent holds its children, and unmounts
    /// them before it leaves the hierarchy itself, so a mounted node's parent is alive. Like ``graph``, it must not be
    /// used once the graph is gone.
    private unowned let mountedParent: Node?
    let key: ChildKey
    let depth: Int
    /// The view value the node currently holds, with its dynamic properties linked to this node's storage.
    @exclusivity(unchecked) public internal(set) var view: any View
    /// The roles the view's type plays (the type never changes: it is part of the node's identity).
    let traits: ViewTraits
    /// Children in the order the parent's content lists them.
    @exclusivity(unchecked) public internal(set) var children: [Node] = []
    /// Children kept off screen with their state: a lazy container's rows scrolled away.
    @exclusivity(unchecked) var offscreenChildren: [ChildKey: Node] = [:]
    /// `false` once the identity has left the hierarchy.
    @exclusivity(unchecked) public internal(set) var isMounted = true
    /// Whether the node's content counts as on screen for `onAppear`/`onDisappear` (see `ViewGraph.setAppeared`).
    @exclusivity(unchecked) public internal(set) var isAppeared = false
    /// Whether its parent keeps it off screen (a screen beneath a navigation stack's top one) whatever the parent's own
    /// appearance.
    @exclusivity(unchecked) var isOffscreen = false
    /// Number of times this node's `body` was evaluated (0 for views built into the runtime).
    @exclusivity(unchecked) public internal(set) var bodyEvaluations = 0

    /// A number no other node of the process has, safe to hand to other threads (Observation's callbacks).
    let id: Int
    /// Bumped at each evaluation that tracks observable reads; callbacks from older evaluations are ignored.
    @exclusivity(unchecked) var observationGeneration = 0
    @exclusivity(unchecked) private static var lastID = 0

    /// The environment this node inherits from its parent.
    @exclusivity(unchecked) var environment = EnvironmentValues()
    /// The environment entries the node's `@Environment` properties read at its last update, with their versions.
    @exclusivity(unchecked) var environmentReads: [ObjectIdentifier: Int] = [:]
    /// Set when an `@Environment(Model.self)` or `@EnvironmentObject` property found no object: the node shows nothing.
    @exclusivity(unchecked) var missingEnvironmentObject: RuntimeIssue?

    @exclusivity(unchecked) var isDirty = false
    /// The layout epoch (``ViewGraph/touchLayout(_:)``) in which this node or a node below it last changed in a way
    /// that can change a size: its view, its children, its environment. A size remembered from an older pass holds
    /// while this is unchanged.
    @exclusivity(unchecked) var layoutStamp = 0
    @exclusivity(unchecked) var changeReasons = ChangeReasons()
    /// Storage this node read through a binding it holds; it is told to forget the node when the node leaves.
    @exclusivity(unchecked) var readBoxes: [AnyStateBox] = []
    /// The handle bindings stored in this node's view carry, so their reads become this node's dependencies.
    private(set) lazy var bindingHolder = BindingHolder(self)
    /// Per-node data of views built into the runtime (the last value seen by `onChange`, for example).
    var builtInState: Any?
    @exclusivity(unchecked) private var slots: [AnyObject?] = []
    @exclusivity(unchecked) private var sourceVersions: [Int] = []

    init(graph: ViewGraph, parent: Node?, entry: ChildList.Entry) {
        self.graph = graph
        self.mountedParent = parent
        self.key = entry.key
        self.depth = (parent?.depth ?? -1) + 1
        self.view = entry.view
        // The type of the view where its box holds it: `type(of: entry.view)` would copy the view out first.
        func viewType<V: View>(_: V) -> any View.Type { V.self }
        self.traits = ViewTraits.of(viewType(entry.view))
        Node.lastID += 1
        self.id = Node.lastID
    }

    /// The identity component that tells this node apart from its siblings.
    public var identity: IdentityComponent { key.component }

    /// The explicit id of this node (`.id(_:)` or a `ForEach` element id), if it has one.
    public var explicitID: AnyHashable? { key.explicitID }

    /// The view's type name, e.g. `Counter` or `VStack<TupleView<…>>`.
    public var typeName: String { String(describing: type(of: view)) }

    /// This node or its nearest ancestor whose view has a `body` (not a view built into the runtime).
    var nearestViewWithBody: Node? {
        var node: Node? = self
        while let candidate = node, candidate.traits.contains(.primitive) { node = candidate.parent }
        return node
    }

    /// The state storage of the dynamic property in `slot`, made with `initialValue` the first time it is asked for:
    /// later views at this identity get the same storage, and their initial value is ignored.
    func stateBox<Value>(at slot: Int, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
        if slot < slots.count, let box = slots[slot] as? StateBox<Value> { return box }
        let box = StateBox(initialValue(), owner: self)
        while slots.count <= slot { slots.append(nil) }
        slots[slot] = box
        return box
    }

    /// The storage object in `slot`, if it has been made.
    func existingSlot<Storage: AnyObject>(at slot: Int, as _: Storage.Type) -> Storage? {
        slot < slots.count ? slots[slot] as? Storage : nil
    }

    /// The storage object in `slot`, made by `make` the first time it is asked for.
    func slot<Storage: AnyObject>(at slot: Int, make: () -> Storage) -> Storage {
        if slot < slots.count, let storage = slots[slot] as? Storage { return storage }
        let storage = make()
        while slots.count <= slot { slots.append(nil) }
        slots[slot] = storage
        return storage
    }

    /// Returns a copy of `view` whose dynamic properties point at this node's storage (call it only when
    /// `traits.hasLinkedFields`: a view without dynamic properties is its own linked copy).
    func linked<V: View>(_ view: V) -> V {
        let layout = FieldLayout.of(V.self)
        var copy = view
        missingEnvironmentObject = nil
        if layout.linkingReadsEnvironment {
            environmentReads = EnvironmentReads.recorded { link(&copy, layout: layout) }
        } else {
            if !environmentReads.isEmpty { environmentReads = [:] }
            link(&copy, layout: layout)
        }
        return copy
    }

    private func link<V: View>(_ view: inout V, layout: FieldLayout) {
        withUnsafeMutableRawBytes(of: &view) { bytes in
            for (slot, field) in layout.linkedFields.enumerated() {
                field.type.link(bytes.baseAddress! + field.offset, into: self, slot: slot)
            }
        }
    }

    /// Names of the dynamic properties whose storage changed since the last body evaluation; records the new versions.
    func takeChangedProperties(all: Bool) -> [String] {
        let fields = FieldLayout.of(type(of: view)).linkedFields
        guard !fields.isEmpty else { return [] }
        // The versions are kept in place: the view's type, so its number of fields, never changes.
        let isFirst = sourceVersions.isEmpty
        if isFirst { sourceVersions = Array(repeating: 0, count: fields.count) }
        var changed: [String] = []
        withUnsafeRawBytes(of: view) { bytes in
            for (index, field) in fields.enumerated() {
                let version = field.type.changeVersion(bytes.baseAddress! + field.offset, in: self, slot: index)
                if all || isFirst || sourceVersions[index] != version {
                    changed.append(field.name)
                }
                sourceVersions[index] = version
            }
        }
        return changed
    }

    /// Whether this node is a view built into the runtime: it shows the values of the bindings it holds, so it reads
    /// them at every update.
    var rendersBindings: Bool { traits.contains(.primitive) }

    /// The environment this node's children inherit.
    var environmentForChildren: EnvironmentValues {
        guard traits.contains(.writesEnvironment) else { return environment }
        return role(of: view, as: (any EnvironmentWritingView).self)?.childEnvironment(from: environment, in: self) ?? environment
    }

    /// Whether an entry this node read has a different version in `environment`.
    func readsChangedEntries(in environment: EnvironmentValues) -> Bool {
        environmentReads.contains { environment.version(of: $0.key) != $0.value }
    }

    func dropStorage() {
        for box in readBoxes { box.removeBindingReader(self) }
        readBoxes.removeAll()
        slots.removeAll()
    }
}

extension Node: @MainActor CustomStringConvertible {
    public var description: String { "\(typeName) at \(identityPath)" }

    /// The identity path from the root, e.g. `body/0/if/body`.
    public var identityPath: String {
        var components: [String] = []
        var node: Node? = self
        while let current = node, current.parent != nil {
            components.append(current.identity.description)
            node = current.parent
        }
        return components.reversed().joined(separator: "/")
    }
}
