/// Content with an asynchronous task whose lifetime is the content's time on screen (`.task`, `.task(id:)`).
///
/// Behaviour mirrored from SwiftUI:
/// - the task starts when the content appears (in an eager container, when its identity enters the hierarchy; see
///   `_AppearanceView` for each container's rule), and again each time it appears anew;
/// - it is cancelled when the content disappears;
/// - with an id, it is cancelled and started again with the closure of the current update whenever the id changes
///   between two updates (a re-render with an equal id does nothing);
/// - cancellation is cooperative: a cancelled task runs on until it returns, so a task that ignores cancellation still
///   writes its result — into state that is still there, and into nothing if its view has gone;
/// - the action runs on the main actor, as SwiftUI's closure inherits the view's main-actor isolation.
///
/// In the host, a started task runs when the test awaits `app.settle()` or `app.advance(by:)` (see ``VirtualClock``
/// and ``HostedTask``), never in the middle of an update.
///
/// Source: Apple, "task(priority:_:)" (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
/// "Use this modifier to perform an asynchronous task with a lifetime that matches that of the modified view. If the
/// task doesn't finish before SwiftUI removes the view or the view changes identity, SwiftUI cancels the task";
/// "task(id:priority:_:)" (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "If the id
/// value changes, SwiftUI cancels and restarts the task".
public struct _TaskView<Content: View, ID: Equatable>: View, PrimitiveView, LifecycleView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func didMount(_ node: Node) {
        guard isOwnNode(node) else { return }
        node.builtInState = _TaskSlot(id: id)
    }

    func didAppear(_ node: Node) {
        start(in: node)
    }

    func didDisappear(_ node: Node) {
        guard isOwnNode(node), let slot = node.builtInState as? _TaskSlot<ID> else { return }
        slot.running?.cancel()
        slot.running = nil
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard isOwnNode(node), let slot = node.builtInState as? _TaskSlot<ID>, slot.id != id else { return }
        slot.id = id
        guard node.isAppeared else { return }
        slot.running?.cancel()
        start(in: node)
    }

    /// Whether `node` holds this modifier itself (and not, say, a view wrapping it), so one modifier starts one task.
    private func isOwnNode(_ node: Node) -> Bool {
        type(of: node.view) == Self.self
    }

    private func start(in node: Node) {
        guard isOwnNode(node), let slot = node.builtInState as? _TaskSlot<ID> else { return }
        slot.running = node.graph.clock.startTask(label: label(at: node), priority: priority, action)
    }

    /// "the .task on Text in SearchScreen": the modified view and the nearest view with a body around it.
    private func label(at node: Node) -> String {
        var ancestor = node.parent
        while let candidate = ancestor, candidate.traits.contains(.primitive) { ancestor = candidate.parent }
        let modifier = ID.self == _NoTaskID.self ? ".task" : ".task(id: \(id))"
        let content = String(describing: Content.self).prefix { $0 != "<" }  // `VStack`, not its whole generic type
        return "the \(modifier) on \(content)" + (ancestor.map { " in \($0.typeName.prefix { $0 != "<" })" } ?? "")
    }
}

/// The id of a `.task` with no `id:`: always equal, so the task only restarts when its view appears again.
public struct _NoTaskID: Equatable, Sendable {}

/// What a task modifier's node remembers between updates: the last id and the task it started.
@MainActor
final class _TaskSlot<ID> {
    var id: ID
    var running: Task<Void, Never>?

    init(id: ID) {
        self.id = id
    }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears. The task is cancelled if the view disappears
    /// before it finishes; cancellation is cooperative, so a task that ignores it runs to the end.
    ///
    /// In a test host, the task runs when the test awaits `app.settle()` or `app.advance(by:)`, and
    /// `Task.sleep(for:)` inside it waits on the host's virtual clock.
    ///
    /// - Parameters:
    ///   - priority: the priority of the Swift task, `.userInitiated` by default (it changes nothing a test can see:
    ///     every hosted task runs on the main queue in the order it is scheduled).
    ///   - action: the work, isolated to the main actor like the view that declares it.
    ///
    /// Source: Apple, "task(priority:_:)" (https://developer.apple.com/documentation/swiftui/view/task(priority:_:));
    /// the action's type is the iOS 18 SDK's, `@escaping @isolated(any) @Sendable () async -> Void`, with
    /// `@_inheritActorContext` so a closure written in a view is main-actor isolated as in SwiftUI.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> _TaskView<Self, _NoTaskID> {
        _TaskView(content: self, id: _NoTaskID(), priority: priority, action: action)
    }

    /// Adds an asynchronous task to perform before this view appears or when `value` changes: a change of `value`
    /// between two updates cancels the running task and starts `action` again (the closure of the latest update, so
    /// it sees the new value). The task is cancelled if the view disappears; cancellation is cooperative.
    ///
    /// - Parameters:
    ///   - value: the value to observe; compared with `==` after each update of this view.
    ///   - priority: the priority of the Swift task, `.userInitiated` by default (no effect a test can see).
    ///   - action: the work, isolated to the main actor like the view that declares it.
    ///
    /// Source: Apple, "task(id:priority:_:)" (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> _TaskView<Self, T> {
        _TaskView(content: self, id: value, priority: priority, action: action)
    }
}
