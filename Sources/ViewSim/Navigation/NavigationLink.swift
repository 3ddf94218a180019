/// A control that pushes a value (or a view) on the navigation stack around it.
///
/// Tapping it pushes its value if a destination for the value's exact type is visible from the stack (else SwiftUI
/// warns and nothing happens); outside any stack it does nothing.
///
/// Source: Apple, "NavigationLink" (https://developer.apple.com/documentation/swiftui/navigationlink).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView, NodeElementView, LifecycleView {
    let label: Label
    let target: Target

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    func makeChildren(into children: inout ChildList) {
        children.append(label, key: .content)
    }

    /// A link leaving the hierarchy pops the screen it pushed (its stack re-runs and drops the push).
    func willUnmount(_ node: Node) {
        guard case .view = target, let stack = node.enclosingNavigationStack else { return }
        node.graph.invalidate([stack])
    }

    /// A link whose holder re-ran rebuilds the screen it pushed, at this same update.
    func didUpdate(_ node: Node, from previous: any View) {
        guard case .view = target, let stack = node.enclosingNavigationStack,
              NavigationStackState.of(stack).viewPushes.contains(where: { $0.link === node }) else { return }
        NavigationStackState.rebuildScreens(of: stack, above: node)
    }

    func element(in node: Node) -> Element {
        let target = target
        return .button(action: { [weak node] in
            guard let node else { return }
            if case .value(let value?) = target, let list = node.enclosingSelectingList,
               let selecting = role(of: list.view, as: (any SelectingList).self), selecting.select(value, in: list) {
                return
            }
            guard let stack = node.enclosingNavigationStack else { return }
            let state = NavigationStackState.of(stack)
            switch target {
            case .value(let value?): state.push(value, in: stack)
            case .value(nil): break
            case .view: state.push(viewOf: node, in: stack)
            }
        })
    }

    /// Creates a link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination())
    }
}

/// A link that pushes a view: the stack asks it for its destination as it is now.
@MainActor
protocol DestinationLink {
    var destinationView: (any View)? { get }
}

extension NavigationLink: DestinationLink {
    var destinationView: (any View)? {
        if case .view(let destination) = target { return destination }
        return nil
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that pushes `value`; the stack shows what `navigationDestination(for:)` builds for it. A `nil`
    /// value makes a link that does nothing.
    ///
    /// Source: Apple, "init(value:label:)" (https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map(AnyHashable.init))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link titled `title` that pushes `value`.
    ///
    /// Source: Apple, "init(_:value:)" (https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-kj9v).
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// Sets the title the navigation bar shows for this screen.
    ///
    /// Source: Apple, "navigationTitle(_:)" (https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _NavigationTitleView<Self> {
        _NavigationTitleView(content: self, title: String(title))
    }
}

/// Content with a navigation title.
public struct _NavigationTitleView<Content: View>: View, PrimitiveView, ElementView {
    let content: Content
    let title: String

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .navigationTitle(title) }
}
