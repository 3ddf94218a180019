/// Content with actions to run when it appears on screen and when it disappears.
///
/// When content "appears" is each container's rule, as in SwiftUI:
/// - eager containers (`VStack`, `HStack`, `ZStack`, `Group`, `ScrollView`, `if`/`else`, `.id`, `ForEach` in an eager
///   stack): when the identity enters the hierarchy and when it leaves it; a view re-created with the same identity
///   does not appear again, and `.opacity(0)` or `.hidden()` keep it on screen as far as appearance goes;
/// - containers that keep content alive while it is off screen call ``ViewGraph/setAppeared(_:in:)`` instead of
///   unmounting: a navigation stack's root disappears under a pushed screen and appears again on pop, a tab's content
///   on each switch, a lazy row as it scrolls out and in (those containers arrive with navigation and lists).
///
/// Source: Apple, "onAppear(perform:)" (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)):
/// "The exact moment that SwiftUI calls this method depends on the specific view type that you apply it to";
/// WWDC21 "Demystify SwiftUI" (lifetime is the identity's).
public struct _AppearanceView<Content: View>: View, PrimitiveView, LifecycleView {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func didAppear(_ node: Node) {
        if let onAppear { node.graph.enqueue(onAppear) }
    }

    func didDisappear(_ node: Node) {
        if let onDisappear = (node.view as? Self)?.onDisappear ?? onDisappear { node.graph.enqueue(onDisappear) }
    }
}

extension View {
    /// Adds an action to perform when this view appears. In an eager container that is when its identity enters the
    /// hierarchy: a view re-created with the same identity does not appear again; a new identity (an `if` turning true,
    /// a changed `.id`) does.
    ///
    /// Source: Apple, "onAppear(perform:)" (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> _AppearanceView<Self> {
        _AppearanceView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Adds an action to perform when this view disappears: in an eager container, when its identity leaves the hierarchy.
    ///
    /// Source: Apple, "onDisappear(perform:)" (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> _AppearanceView<Self> {
        _AppearanceView(content: self, onAppear: nil, onDisappear: action)
    }
}

/// Content that runs an action when a value it watches changes between two updates.
public struct _ValueChangeView<Content: View, Value: Equatable>: View, PrimitiveView, LifecycleView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
    /// Whether a change runs the action of the modifier as the previous update left it (the deprecated
    /// `onChange(of:perform:)`), whose captures hold the old state, instead of the one just made.
    var runsPreviousAction = false

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func didMount(_ node: Node) {
        node.builtInState = value
        if initial {
            let value = value
            node.graph.enqueue { action(value, value) }
        }
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard let old = node.builtInState as? Value, old != value else { return }
        node.builtInState = value
        let new = value
        let action = runsPreviousAction ? (previous as? Self)?.action ?? action : action
        node.graph.enqueueChangeAction(of: node, valueType: Value.self) { action(old, new) }
    }
}

extension View {
    /// Adds an action to perform when `value` changes. Several writes in one event are seen as one change from
    /// the value before the event to the value after it; a value that changes and changes back is no change.
    ///
    /// Source: Apple, "onChange(of:initial:_:)"
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> _ValueChangeView<Self, V> {
        _ValueChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Adds an action to perform when `value` changes.
    ///
    /// Source: Apple, "onChange(of:initial:_:)"
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> _ValueChangeView<Self, V> {
        _ValueChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
