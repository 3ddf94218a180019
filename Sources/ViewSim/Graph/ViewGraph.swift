import Foundation
import Synchronization
/// The runtime that hosts a view hierarchy: builds it, keeps each identity's state, and updates it after changes.
///
/// Mirrors SwiftUI's update cycle: the state writes made while handling one event (a tap, a keystroke) are applied at
/// once, and at the end of the event one update (a "frame", ``update()``) re-evaluates the views that depend on changed
/// state top-down, reconciles children by identity, and then runs `onAppear`, `onDisappear` and `onChange` actions,
/// which may start another pass of the same frame. Everything runs on the main actor.
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
    /// Called with each runtime issue the first time it is reported (a test host turns them into test failures).
    public var onRuntimeIssue: (@MainActor (RuntimeIssue) -> Void)?

    let observationInbox = ObservationInbox()
    /// The environment the root view inherits (the host's: size class, scene phase…).
    public private(set) var rootEnvironment: EnvironmentValues
    /// Nodes that track observable reads, by id (see `trackingObservation(for:_:)`).
    var observedNodes: [Int: WeakNode] = [:]
    private var dirtyNodes: [Node] = []
    private var pendingActions: [@MainActor () -> Void] = []
    private var evaluationsByType: [ObjectIdentifier: Int] = [:]
    private var isInUpdate = false
    /// How many times each `onChange` node ran its action in the current frame.
    private var changeActionsThisFrame: [ObjectIdentifier: Int] = [:]

    // The static state below is read at every node, on the main actor only: unchecked for exclusive access (see Node).

    /// The node whose body is being evaluated right now, if any.
    @exclusivity(unchecked) static var evaluatingNode: Node?
    /// While work is recorded: the view whose body wrote what is being evaluated right now (see ``Cost``).
    @exclusivity(unchecked) private static var updatingView: String?
    /// What updates do while ``recordingWork(_:)`` runs; `nil` otherwise, so ordinary updates pay nothing for it.
    private var workRecord: UpdateWork?
    /// The graph handling an event or an update right now, used to report issues that have no node at hand.
    @exclusivity(unchecked) static var current: ViewGraph?
    /// How many view updates (bodies and the content closures built-in views evaluate) are running right now. Atomic,
    /// so that code on the main queue outside the main actor's view can read it (an `ObservableObject`'s subscribers
    /// are called on the publishing thread).
    private nonisolated static let updateDepth = Atomic<Int>(0)

    /// Whether a view update is running: state reads return the view's snapshot, state writes are dropped. Meaningful on
    /// the main queue, where updates run.
    ///
    /// Source: OpenSwiftUI's `GraphHost.isUpdating`, which SwiftUI's `State` consults the same way.
    nonisolated static var isUpdating: Bool { updateDepth.load(ordering: .relaxed) > 0 }

    /// Builds the hierarchy of `root` and runs the resulting `onAppear` actions.
    ///
    /// - Parameter launchURL: the URL the app was launched to open (a cold start from a deep link): its `onOpenURL`
    ///   handlers get it once the hierarchy is built, before the first update's `onAppear` actions run.
    ///   ``viewportRows``: how many rows a lazy container builds before layout says how many fit.
    public init<Root: View>(
        root: Root, environment: EnvironmentValues = EnvironmentValues(), launchURL: URL? = nil, viewportRows: Int = 12,
        onRuntimeIssue: (@MainActor (RuntimeIssue) -> Void)? = nil
    ) {
        self.onRuntimeIssue = onRuntimeIssue
        self.viewportRows = viewportRows
        self.rootEnvironment = environment
        let outer = ViewGraph.current
        ViewGraph.current = self
        defer { ViewGraph.current = outer }
        for issue in ViewGraph.unattributedIssues { report(issue) }
        ViewGraph.unattributedIssues.removeAll()
        withUpdate {
            let entry = ChildList.Entry(key: ChildKey(component: .body, viewType: Root.self), view: root)
            self.root = makeNode(entry, parent: nil, environment: rootEnvironment)
        }
        if let launchURL { deliver(launchURL) }
        update()
    }

    /// Handles one event: runs `action` (a tap, a keystroke), then updates the hierarchy once.
    public func perform(_ action: () -> Void) {
        let outer = ViewGraph.current
        ViewGraph.current = self
        defer { ViewGraph.current = outer }
        withTimerClock(action)
        update()
    }

    /// Ends the current event with one frame: re-evaluates every view invalidated since the last update, shallowest
    /// first, then runs pending actions; repeats while those actions change state (bounded, reporting a runtime issue
    /// if the updates never settle).
    ///
    /// While a lazy container is in the hierarchy and a host lays the screen out (``layoutAfterUpdate``), the update
    /// ends with a layout, so that the container builds the rows that fit on screen (``LayoutEngine/fitRows(of:)``).
    public func update() {
        guard !isInUpdate else { return }
        settle()
        guard lazyContainers > 0, !isLayingOut, let layoutAfterUpdate else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        layoutAfterUpdate()
    }

    /// Lays the hierarchy out on the host's screen: set by the host, run after an update while a lazy container is in
    /// the hierarchy (``update()``).
    public var layoutAfterUpdate: (@MainActor () -> Void)?
    /// Whether a layout is running (``layout(in:screen:keyboard:)``): the updates it makes do not lay out again.
    private var isLayingOut = false
    /// How many lazy containers (`List`, `LazyVStack`…) are in the hierarchy.
    private var lazyContainers = 0

    /// Whether the graph is at rest: no event, update or layout of any graph is running, so reading its layout runs
    /// none inside one (a test host draws the screen only then).
    @_spi(ViewSimHost) public var isAtRest: Bool { !isInUpdate && !isLayingOut && ViewGraph.current == nil && !Self.isUpdating }

    private func settle() {
        isInUpdate = true
        let outer = ViewGraph.current
        ViewGraph.current = self
        defer {
            isInUpdate = false
            changeActionsThisFrame.removeAll()
            ViewGraph.current = outer
        }
        for _ in 0..<100 {
            AppStorageObservation.noticeWrites()  // UserDefaults written by other means (Storage/AppStorage.swift)
            drainObservedChanges()
            // State writes made while views update are dropped; what a pass can still invalidate (a navigation stack
            // whose link left) is re-run in the next pass of the same frame.
            var pass = dirtyNodes
            standardSort(&pass) { $0.depth < $1.depth }  // uncounted: not the app's work (Cost)
            dirtyNodes.removeAll()
            withUpdate {
                for node in pass where node.isDirty && node.isMounted {
                    evaluate(node, refreshingProperties: true)
                }
            }
            if !dirtyNodes.isEmpty { continue }
            needsUpdate = false
            guard !pendingActions.isEmpty else { return }
            let actions = pendingActions
            pendingActions.removeAll()
            withTimerClock { for action in actions { action() } }
            drainObservedChanges()
            AppStorageObservation.noticeWrites()
            if dirtyNodes.isEmpty && pendingActions.isEmpty { return }
        }
        report(.updateLoop)
    }

    /// Changes the environment the system gives the root view (the scene phase going to the background, a rotation
    /// changing the size class) as one event: the views that read a changed value re-run.
    public func changeEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        perform {
            change(&rootEnvironment)
            let readChangedEntry = root.readsChangedEntries(in: rootEnvironment)
            root.environment = rootEnvironment
            touchLayout(root)
            withUpdate {
                if readChangedEntry {
                    evaluate(root, refreshingProperties: true)
                } else {
                    propagateEnvironment(below: root)
                }
            }
        }
    }

    /// Gives keyboard focus to `field` (a `TextField` node), as tapping into it does.
    public func focus(_ field: Node) {
        focusedField = field
    }

    /// How many views in the hierarchy move an alignment guide (`alignmentGuide(_:computeValue:)`): while none does,
    /// no view has explicit guides, and layout does not ask for them.
    private(set) var alignmentGuideViews = 0

    /// Bumped at every evaluation of a node: a layout of an older revision is stale.
    private(set) var revision = 0

    /// The epoch stamped on nodes that change (``Node/layoutStamp``), and the last one a layout pass saw: a change after
    /// a pass opens a new epoch, so every stamp it leaves is newer than any the pass remembered.
    private var layoutEpoch = 1
    private var layoutObservedEpoch = 0

    /// Marks `node` and its ancestors as changed for layout: sizes remembered for them are stale, and so is the last
    /// layout.
    func touchLayout(_ node: Node) {
        layoutState = nil
        if layoutEpoch == layoutObservedEpoch { layoutEpoch &+= 1 }
        var current: Node? = node
        while let marked = current, marked.layoutStamp != layoutEpoch {
            marked.layoutStamp = layoutEpoch
            current = marked.parent
        }
    }
    private var layoutState: (revision: Int, region: CGRect, screen: CGRect, keyboard: CGRect?)?
    /// Sizes and places the hierarchy (``LayoutEngine``).
    private let layoutEngine = LayoutEngine()

    /// The hierarchy laid out in `region` (the safe area of `screen`, in points, window coordinates), with the
    /// software keyboard at `keyboard` if it is up: the layout of the last update, computed again only if something
    /// was updated since or the region or the keyboard changed. Geometry readers whose size or place changed build
    /// their content again, which is laid out again (at most 8 rounds, as a reader whose content changes its own size
    /// would go on forever).
    public func layout(in region: CGRect, screen: CGRect, keyboard: CGRect? = nil) -> LayoutEngine {
        if layoutState?.revision != revision || layoutState?.region != region || layoutState?.screen != screen
            || layoutState?.keyboard != keyboard {
            let outer = isLayingOut
            isLayingOut = true
            defer { isLayingOut = outer }
            for _ in 0..<8 {
                layoutObservedEpoch = layoutEpoch
                layoutEngine.layout(root, in: region, screen: screen, keyboard: keyboard, hasAlignmentGuides: alignmentGuideViews > 0)
                let stale = layoutEngine.takeStaleContent()
                guard !stale.isEmpty else { break }
                invalidate(stale)
                update()
            }
            layoutState = (revision, region, screen, keyboard)
        }
        return layoutEngine
    }

    /// How many rows have been built since the graph was created: a lazy container (`List`, `LazyVStack`,
    /// `LazyHStack`) builds a row the first time it comes on screen; a `ForEach` elsewhere (in a `VStack`) builds all of
    /// its rows at once. A row is built again only with a new identity.
    public private(set) var rowsBuilt = 0

    /// Who presents in each presentation context (one presentation at a time each).
    var presentationContexts = PresentationContexts()

    /// How many rows a lazy container builds before layout has said how many fit on screen (``LayoutEngine/fitRows(of:)``),
    /// and in a graph no host lays out. Twelve is about what an iPhone shows of a plain list; a host that lays out
    /// starts from one, so that no row is built that does not fit.
    public var viewportRows = 12

    /// How many times the body of any view of type `type` has been evaluated since the graph was created.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        evaluationsByType[ObjectIdentifier(type)] ?? 0
    }

    /// Runs `interaction` and returns what the updates it caused did: bodies evaluated, view values made, rows built.
    public func recordingWork(_ interaction: () throws -> Void) rethrows -> UpdateWork {
        startRecordingWork()
        do { try interaction() } catch {
            _ = stopRecordingWork()
            throw error
        }
        return stopRecordingWork()
    }

    /// Counts `views` as made by the update running now, when work is recorded (views a lazy container makes to count
    /// its rows).
    func recordInitializations(of views: [any View]) {
        workRecord?.recordInitializations(of: views)
    }

    /// Starts recording what updates do (see ``recordingWork(_:)``), discarding any recording in progress.
    public func startRecordingWork() {
        workRecord = UpdateWork()
    }

    /// Stops recording and returns what the updates did since ``startRecordingWork()`` (nothing if none was started).
    public func stopRecordingWork() -> UpdateWork {
        defer { workRecord = nil }
        return workRecord ?? UpdateWork()
    }

    /// Records a runtime issue (each distinct message once).
    public func report(_ issue: RuntimeIssue) {
        guard !runtimeIssues.contains(issue) else { return }
        runtimeIssues.append(issue)
        onRuntimeIssue?(issue)
    }

    func appendLog(_ line: String) {
        log.append(line)
    }

    /// Queues an action (onAppear, onChange, …) to run after the current update settles.
    func enqueue(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
    }

    /// Queues an `onChange` action of `node`, reporting SwiftUI's warning when the same modifier fires twice in one
    /// frame (its action changed what it watches).
    func enqueueChangeAction<Value>(of node: Node, valueType: Value.Type, _ action: @escaping @MainActor () -> Void) {
        let count = (changeActionsThisFrame[ObjectIdentifier(node)] ?? 0) + 1
        changeActionsThisFrame[ObjectIdentifier(node)] = count
        if count == 2 { report(.onChangeUpdatedMultipleTimesPerFrame(Value.self)) }
        pendingActions.append(action)
    }

    /// Issues reported while no graph existed yet (`$state` used in a view's `init` before any host was made); the
    /// next graph created takes them, as SwiftUI's console would show them.
    private static var unattributedIssues: [RuntimeIssue] = []

    /// Reports an issue to the graph handling the current event, or to the next graph made if there is none.
    static func report(_ issue: RuntimeIssue) {
        if let current {
            current.report(issue)
        } else if !unattributedIssues.contains(issue) {
            unattributedIssues.append(issue)
        }
    }

    /// Runs `body` as part of a view update.
    private func withUpdate(_ body: () -> Void) {
        ViewGraph.updateDepth.add(1, ordering: .relaxed)
        defer { ViewGraph.updateDepth.subtract(1, ordering: .relaxed) }
        withTimerClock(body)
    }

    /// Marks `node` and everything below it as on screen or off screen without changing identities, running the
    /// `onAppear`/`onDisappear` actions inside it: the hook for containers that keep content alive off screen
    /// (a navigation root under a pushed screen, an unselected tab, a lazy row scrolled away).
    func setAppeared(_ appeared: Bool, in node: Node) {
        guard node.isAppeared != appeared else { return }
        node.isAppeared = appeared
        let lifecycle = node.lifecycle
        if appeared { lifecycle?.didAppear(node) }
        // Presented content stays up when what presented it goes off screen (a push over a screen with a sheet).
        for child in node.children where !(appeared && child.isOffscreen) && !child.isPresentationRoot {
            setAppeared(appeared, in: child)
        }
        if !appeared { lifecycle?.didDisappear(node) }
    }

    // MARK: - Invalidation

    /// Marks `nodes` for re-evaluation at the end of the current event.
    func invalidate(_ nodes: [Node]) {
        for node in nodes where !node.isDirty {
            node.isDirty = true
            dirtyNodes.append(node)
        }
        needsUpdate = needsUpdate || !nodes.isEmpty
    }

    // MARK: - Building and reconciling

    /// Makes the node of a new identity: `entry`'s view under `entry`'s key.
    ///
    /// The view comes wrapped in its entry: given as an `any View` argument, the optimizer specializes the function for
    /// the opened view type, which copies the view out of its box and back into a new one for every node.
    private func makeNode(_ entry: ChildList.Entry, parent: Node?, environment: EnvironmentValues, onScreen: Bool = true) -> Node {
        let node = Node(graph: self, parent: parent, entry: entry)
        workRecord?.viewsBuilt += 1
        node.environment = environment
        if node.traits.hasLinkedFields { node.view = node.linked(node.view) }
        node.changeReasons = ChangeReasons(isNewIdentity: true, selfChanged: true)
        if node.traits.contains(.setsAlignmentGuide) { alignmentGuideViews += 1 }
        if node.traits.contains(.lazyContainer) { lazyContainers += 1 }
        node.lifecycle?.didMount(node)
        node.isAppeared = onScreen && (parent?.isAppeared ?? true || node.isPresentationRoot)
        if node.isAppeared { node.lifecycle?.didAppear(node) }
        evaluate(node, isNewIdentity: true)
        return node
    }

    /// Re-runs `node` (its body, or a built-in view's content). `refreshingProperties` copies the current values of its
    /// state and bindings into the view first, as SwiftUI updates a view's dynamic properties before its body.
    private func evaluate(_ node: Node, isNewIdentity: Bool = false, refreshingProperties: Bool = false) {
        node.isDirty = false
        revision &+= 1
        // A new view, or a built-in one re-run with its state read again (a text field's binding, a lazy stack's
        // scrolled rows), may size itself differently; a view with a body is sized by its children alone.
        if isNewIdentity || (refreshingProperties && node.traits.contains(.primitive)) { touchLayout(node) }
        // While work is recorded, work charged now was written in the nearest view with a body (a `ForEach` row
        // closure's, in the body that holds the `ForEach`).
        let attributing = workRecord != nil
        let outerView = ViewGraph.updatingView
        if attributing {
            ViewGraph.updatingView = node.nearestViewWithBody?.typeName
            Cost.attribute(to: ViewGraph.updatingView)
        }
        defer {
            if attributing {
                ViewGraph.updatingView = outerView
                Cost.attribute(to: outerView)
            }
        }
        if refreshingProperties {
            let previous = node.view
            if node.traits.hasLinkedFields { node.view = node.linked(previous) }
            node.lifecycle?.didUpdate(node, from: previous)
        }
        var children = ChildList()
        if let missing = node.missingEnvironmentObject {
            report(missing)
            reconcileChildren(of: node, with: children)
            return
        }
        if let primitive = node.traits.primitiveType {
            if node.traits.contains(.evaluatesContentClosures) {
                trackingObservation(for: node) { primitive.makeChildren(of: node.view, into: &children, in: node) }
            } else {
                primitive.makeChildren(of: node.view, into: &children, in: node)
            }
        } else {
            children.append(body: evaluateBody(of: node, isNewIdentity: isNewIdentity))
        }
        reconcileChildren(of: node, with: children)
    }

    private func evaluateBody(of node: Node, isNewIdentity: Bool) -> any View {
        node.changeReasons.changedProperties = node.takeChangedProperties(all: isNewIdentity)
        node.bodyEvaluations += 1
        evaluationsByType[ObjectIdentifier(type(of: node.view)), default: 0] += 1
        workRecord?.recordBody(of: node)
        let outer = ViewGraph.evaluatingNode
        ViewGraph.evaluatingNode = node
        defer {
            ViewGraph.evaluatingNode = outer
            node.changeReasons = ChangeReasons()
        }
        return trackingObservation(for: node) { body(of: node.view) }
    }

    private func body<V: View>(of view: V) -> any View {
        view.body
    }

    private func reconcileChildren(of node: Node, with list: ChildList) {
        // A leaf (a text) that had no children has nothing to reconcile.
        if list.entries.isEmpty && node.children.isEmpty && node.offscreenChildren.isEmpty
            && !node.traits.contains(.writesEnvironment) {
            return
        }
        let environment = node.environmentForChildren
        var existing = node.offscreenChildren
        node.offscreenChildren = [:]
        for child in node.children { existing[child.key] = child }
        var reused = Set<ObjectIdentifier>()
        let mayRepeatKeys = list.mayRepeatKeys && list.entries.count > 1
        var occurrences: [ChildKey: Int] = [:]
        if mayRepeatKeys { occurrences.reserveCapacity(list.entries.count) }
        var newChildren: [Node] = []
        newChildren.reserveCapacity(list.entries.count)
        var offscreenChanged = false
        if workRecord != nil {
            workRecord?.recordInitializations(of: list.entries.lazy.filter { !list.keptViews.contains($0.key) }.map(\.view))
        }
        for entry in list.entries {
            var key = entry.key
            let occurrence = mayRepeatKeys ? occurrences.count(key) : 0
            if occurrence > 0 {
                // SwiftUI still shows every element; which row's state a repeated id gets is undefined. Here the n-th
                // element with an id gets that id's n-th identity, so row state follows position among duplicates.
                reportDuplicate(key, in: node)
                key = key.occurrence(occurrence)
            }
            let isOffscreen = list.offscreenKeys.contains(key)
            let onScreen = node.isAppeared && !isOffscreen
            if !existing.isEmpty, let child = existing[key] {
                reused.insert(ObjectIdentifier(child))
                if child.isOffscreen != isOffscreen { offscreenChanged = true }
                child.isOffscreen = isOffscreen
                let onScreen = onScreen || (child.isPresentationRoot && !isOffscreen)
                if child.isAppeared != onScreen { setAppeared(onScreen, in: child) }
                update(child, with: entry.view, environment: environment)
                newChildren.append(child)
            } else {
                // An eager ForEach's rows count too: a VStack of 5,000 rows written inline, with no row type for a
                // budget to count, still builds them all (break-it pass 20 of issue 30).
                if list.areLazyRows || list.areEagerRows {
                    rowsBuilt += 1
                    workRecord?.rowsBuilt += 1
                }
                // The entry itself when its key is unchanged (a conditional expression would copy it).
                let child = if occurrence > 0 {
                    makeNode(ChildList.Entry(key: key, view: entry.view), parent: node, environment: environment,
                             onScreen: onScreen)
                } else {
                    makeNode(entry, parent: node, environment: environment, onScreen: onScreen)
                }
                child.isOffscreen = isOffscreen
                newChildren.append(child)
            }
        }
        for child in existing.values where !reused.contains(ObjectIdentifier(child)) {
            if list.retainedKeys.contains(child.key) {
                setAppeared(false, in: child)
                node.offscreenChildren[child.key] = child
            } else {
                unmount(child)
            }
        }
        // Views come, go or move: the layout around them changes.
        if offscreenChanged || newChildren.count != node.children.count || zip(newChildren, node.children).contains(where: { $0 !== $1 }) {
            touchLayout(node)
        }
        node.children = newChildren
    }

    private func update(_ node: Node, with newView: any View, environment: EnvironmentValues) {
        let environmentChanged = node.environment.revision != environment.revision
        let readChangedEntry = environmentChanged && node.readsChangedEntries(in: environment)
        node.environment = environment
        if environmentChanged { touchLayout(node) }
        let view = node.traits.hasLinkedFields ? node.linked(newView) : newView
        let previous = node.view
        if node.traits.contains(.primitive) {
            if node.traits.contains(.lazyContainer) { LazyContainerState.contentReplaced(node) }
            node.view = view
            // A text or a colour given the same value keeps its size, and so does a built-in view whose own layout
            // fields are unchanged (``LayoutInputs``); any other is sized again.
            if !Self.sameLeaf(previous, view) && !LayoutInputs.same(previous, view, traits: node.traits) { touchLayout(node) }
            node.lifecycle?.didUpdate(node, from: previous)
            evaluate(node)
            return
        }
        let sameInputs = InputComparison.sameInputs(previous, view)
        if sameInputs && !node.isDirty && !readChangedEntry {
            if environmentChanged { propagateEnvironment(below: node) }
            return
        }
        node.view = view
        node.changeReasons.selfChanged = !sameInputs
        evaluate(node)
    }

    /// Whether `old` and `new` are the same text or the same colour.
    private static func sameLeaf(_ old: any View, _ new: any View) -> Bool {
        if let old = old as? Text, let new = new as? Text { return old == new }
        if let old = old as? Color, let new = new as? Color { return old == new }
        return false
    }

    /// Hands a changed environment down through a node that is not re-run, re-running only the views below it that
    /// read a changed entry.
    private func propagateEnvironment(below node: Node) {
        let environment = node.environmentForChildren
        for child in node.children where child.environment.revision != environment.revision {
            let readChangedEntry = child.readsChangedEntries(in: environment)
            child.environment = environment
            touchLayout(child)
            if readChangedEntry {
                evaluate(child, refreshingProperties: true)
            } else {
                propagateEnvironment(below: child)
            }
        }
    }

    private func unmount(_ node: Node) {
        for child in node.children { unmount(child) }
        for child in node.offscreenChildren.values { unmount(child) }
        node.offscreenChildren = [:]
        if node.traits.contains(.setsAlignmentGuide) { alignmentGuideViews -= 1 }
        if node.traits.contains(.lazyContainer) { lazyContainers -= 1 }
        node.lifecycle?.willUnmount(node)
        if node.isAppeared { node.lifecycle?.didDisappear(node) }
        if node === focusedField {
            focusedField = nil
            var ancestor = node.parent
            while let scope = ancestor {
                role(of: scope.view, as: (any FocusScope).self)?.focusedFieldDidLeave(scope)
                ancestor = scope.parent
            }
        }
        node.isMounted = false
        observedNodes[node.id] = nil
        node.dropStorage()
        node.children = []
    }

    /// Reports ForEach's warning for an id that occurs more than once among `node`'s children.
    func reportDuplicate(_ key: ChildKey, in node: Node) {
        let id = key.explicitID.map { String(describing: $0.base) } ?? key.component.description
        report(.duplicateID(id, in: node.typeName))
    }
}

/// Views built into the runtime that take part in the lifecycle: `onAppear`, `onDisappear`, `onChange`.
@MainActor
protocol LifecycleView {
    func didMount(_ node: Node)
    /// The node's content came on screen (see `_AppearanceView` for each container's rule).
    func didAppear(_ node: Node)
    /// The node's content went off screen, or left the hierarchy while on screen.
    func didDisappear(_ node: Node)
    func didUpdate(_ node: Node, from previous: any View)
    func willUnmount(_ node: Node)
}

extension LifecycleView {
    func didMount(_ node: Node) {}
    func didAppear(_ node: Node) {}
    func didDisappear(_ node: Node) {}
    func didUpdate(_ node: Node, from previous: any View) {}
    func willUnmount(_ node: Node) {}
}

private extension Dictionary where Value == Int {
    /// Counts `key` once more, returning how many times it was counted before (one lookup).
    mutating func count(_ key: Key) -> Int {
        func postIncrement(_ count: inout Int) -> Int {
            defer { count += 1 }
            return count
        }
        return postIncrement(&self[key, default: 0])
    }
}
