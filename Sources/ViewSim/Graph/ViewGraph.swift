/// The runtime that hosts a view hierarchy: builds it, keeps each identity's state, and updates it after changes.
///
/// Mirrors SwiftUI's update cycle: state writes made while handling one event are a single transaction; at the end of
/// the event (``update()``, a "frame") the views that depend on changed state are re-evaluated top-down, children are
/// reconciled by identity, and `onAppear`, `onDisappear` and `onChange` actions run. Everything runs on the main actor.
///
/// Source: WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/) and WWDC23 "Demystify
/// SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/).
@MainActor
public final class ViewGraph {
    /// The node of the root view.
    public private(set) var root: Node!
    /// Runtime issues reported so far, in order, each once.
    public private(set) var runtimeIssues: [RuntimeIssue] = []
    /// Lines printed by `Self._printChanges()`, in order.
    public private(set) var log: [String] = []
    /// The text field the user last tapped into, while it stays in the hierarchy. When it leaves (its identity
    /// changed), focus is lost, and the `@FocusState` of any `.focused(_:)` around it returns to `nil`/`false`.
    public private(set) weak var focusedField: Node?
    /// Whether a state change is waiting for ``update()``.
    public private(set) var needsUpdate = false

    private var dirtyNodes: [Node] = []
    private var deferredReaders: [Node] = []
    private var pendingActions: [@MainActor () -> Void] = []
    private var evaluationsByType: [ObjectIdentifier: Int] = [:]
    private var isUpdating = false

    /// The node whose body is being evaluated right now, if any.
    static var evaluatingNode: Node?
    /// The graph handling an event or an update right now, used to report issues that have no node at hand.
    static var current: ViewGraph?

    /// Builds the hierarchy of `root` and runs the resulting `onAppear` actions.
    public init<Root: View>(root: Root) {
        let outer = ViewGraph.current
        ViewGraph.current = self
        defer { ViewGraph.current = outer }
        runtimeIssues = ViewGraph.unattributedIssues
        ViewGraph.unattributedIssues.removeAll()
        self.root = makeNode(root, key: ChildKey(component: .body, viewType: Root.self), parent: nil)
        update()
    }

    /// Runs `action` as one transaction (a tap, a keystroke) and then updates the hierarchy once.
    public func perform(_ action: () -> Void) {
        let outer = ViewGraph.current
        ViewGraph.current = self
        defer { ViewGraph.current = outer }
        action()
        update()
    }

    /// Re-evaluates every view invalidated since the last update, shallowest first, then runs pending actions; repeats
    /// while those actions change state (bounded, reporting a runtime issue if the updates never settle).
    public func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        let deferred = deferredReaders
        deferredReaders.removeAll()
        stateDidChange(readers: deferred.filter(\.isMounted))
        for _ in 0..<100 {
            // Writes made while bodies run are deferred, so no node turns dirty during this pass: one sort suffices.
            let pass = dirtyNodes.sorted { $0.depth < $1.depth }
            dirtyNodes.removeAll()
            for node in pass where node.isDirty && node.isMounted {
                evaluate(node)
            }
            needsUpdate = !deferredReaders.isEmpty
            guard !pendingActions.isEmpty else { return }
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
            if dirtyNodes.isEmpty { return }
        }
        report(RuntimeIssue("The view graph kept changing after 100 updates; an onChange or onAppear action probably writes state in a loop."))
    }

    /// Gives keyboard focus to `field` (a `TextField` node), as tapping into it does.
    public func focus(_ field: Node) {
        focusedField = field
    }

    /// How many times the body of any view of type `type` has been evaluated since the graph was created.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        evaluationsByType[ObjectIdentifier(type)] ?? 0
    }

    /// Records a runtime issue (each distinct message once).
    public func report(_ issue: RuntimeIssue) {
        if !runtimeIssues.contains(issue) { runtimeIssues.append(issue) }
    }

    func appendLog(_ line: String) {
        log.append(line)
    }

    /// Queues an action (onAppear, onChange, …) to run after the current update settles.
    func enqueue(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
    }

    /// Issues reported while no graph existed yet (state written in a view's `init` before any host was made); the
    /// next graph created takes them, as SwiftUI's console would show them.
    private static var unattributedIssues: [RuntimeIssue] = []

    static func reportUninstalledStateAccess() {
        if let current {
            current.report(.stateAccessedOutsideView)
        } else if !unattributedIssues.contains(.stateAccessedOutsideView) {
            unattributedIssues.append(.stateAccessedOutsideView)
        }
    }

    // MARK: - Invalidation

    func stateDidChange(readers: [Node]) {
        if ViewGraph.evaluatingNode != nil {
            // SwiftUI applies a write made during an update in a later update, so a body that writes what it reads
            // does not spin forever; it just keeps the graph from settling.
            report(.modifyingStateDuringUpdate)
            deferredReaders += readers
            needsUpdate = true
            return
        }
        for node in readers where !node.isDirty {
            node.isDirty = true
            dirtyNodes.append(node)
        }
        needsUpdate = needsUpdate || !readers.isEmpty
    }

    // MARK: - Building and reconciling

    private func makeNode(_ view: any View, key: ChildKey, parent: Node?) -> Node {
        let node = Node(graph: self, parent: parent, key: key, view: view)
        node.view = node.linked(view)
        node.changeReasons = ChangeReasons(isNewIdentity: true, selfChanged: true)
        (node.view as? any LifecycleView)?.didMount(node)
        evaluate(node, isNewIdentity: true)
        return node
    }

    private func evaluate(_ node: Node, isNewIdentity: Bool = false) {
        node.isDirty = false
        var children = ChildList()
        if let primitive = node.view as? any PrimitiveView {
            primitive.makeChildren(into: &children)
        } else {
            children.append(evaluateBody(of: node, isNewIdentity: isNewIdentity), key: .body)
        }
        reconcileChildren(of: node, with: children)
    }

    private func evaluateBody(of node: Node, isNewIdentity: Bool) -> any View {
        node.changeReasons.changedProperties = node.takeChangedProperties(all: isNewIdentity)
        node.bodyEvaluations += 1
        evaluationsByType[ObjectIdentifier(type(of: node.view)), default: 0] += 1
        node.clearDependencies()
        let outer = ViewGraph.evaluatingNode
        ViewGraph.evaluatingNode = node
        defer {
            ViewGraph.evaluatingNode = outer
            node.changeReasons = ChangeReasons()
        }
        return body(of: node.view)
    }

    private func body<V: View>(of view: V) -> any View {
        view.body
    }

    private func reconcileChildren(of node: Node, with list: ChildList) {
        var existing: [ChildKey: Node] = [:]
        for child in node.children { existing[child.key] = child }
        var reused = Set<ObjectIdentifier>()
        var seen = Set<ChildKey>()
        var newChildren: [Node] = []
        newChildren.reserveCapacity(list.entries.count)
        for entry in list.entries {
            guard seen.insert(entry.key).inserted else {
                reportDuplicate(entry.key, in: node)
                continue
            }
            if let child = existing[entry.key] {
                reused.insert(ObjectIdentifier(child))
                update(child, with: entry.view)
                newChildren.append(child)
            } else {
                newChildren.append(makeNode(entry.view, key: entry.key, parent: node))
            }
        }
        for child in node.children where !reused.contains(ObjectIdentifier(child)) {
            unmount(child)
        }
        node.children = newChildren
    }

    private func update(_ node: Node, with newView: any View) {
        let view = node.linked(newView)
        let previous = node.view
        if previous is any PrimitiveView {
            node.view = view
            (view as? any LifecycleView)?.didUpdate(node, from: previous)
            evaluate(node)
            return
        }
        let sameInputs = InputComparison.sameInputs(previous, view)
        if sameInputs && !node.isDirty { return }
        node.view = view
        node.changeReasons.selfChanged = !sameInputs
        evaluate(node)
    }

    private func unmount(_ node: Node) {
        for child in node.children { unmount(child) }
        (node.view as? any LifecycleView)?.willUnmount(node)
        if node === focusedField {
            focusedField = nil
            var ancestor = node.parent
            while let scope = ancestor {
                (scope.view as? any FocusScope)?.focusedFieldDidLeave(scope)
                ancestor = scope.parent
            }
        }
        node.isMounted = false
        node.dropStorage()
        node.children = []
    }

    private func reportDuplicate(_ key: ChildKey, in node: Node) {
        let id = key.explicitID.map { String(describing: $0.base) } ?? key.component.description
        report(RuntimeIssue("\(node.typeName): the ID \(id) occurs multiple times within the collection, this will give undefined results!"))
    }
}

/// Views built into the runtime that take part in the lifecycle: `onAppear`, `onDisappear`, `onChange`.
@MainActor
protocol LifecycleView {
    func didMount(_ node: Node)
    func didUpdate(_ node: Node, from previous: any View)
    func willUnmount(_ node: Node)
}

extension LifecycleView {
    func didMount(_ node: Node) {}
    func didUpdate(_ node: Node, from previous: any View) {}
    func willUnmount(_ node: Node) {}
}
