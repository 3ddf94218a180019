extension View {
    /// Declares the screen a navigation stack pushes for values of type `data`. It must be inside the stack, and not in
    /// a lazy container's row (`List`, `LazyVStack`), where the stack does not see it.
    ///
    /// Source: Apple, "navigationDestination(for:destination:)"
    /// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> _NavigationDestinationView<Self, D, C> {
        _NavigationDestinationView(content: self, destination: destination)
    }
}

/// Content that declares a navigation destination for values of type `D`.
public struct _NavigationDestinationView<Content: View, D: Hashable, Destination: View>: View, PrimitiveView,
    NavigationDestinationDeclaration, LifecycleView {
    let content: Content
    let destination: (D) -> Destination

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var valueType: Any.Type { D.self }

    /// The view declaring the destination re-ran: the stack rebuilds the screens pushed for values of this type with
    /// the new closure, at this same update.
    func didUpdate(_ node: Node, from previous: any View) {
        guard let stack = node.enclosingNavigationStack else { return }
        NavigationStackState.rebuildScreens(of: stack, above: node)
    }

    func makeDestination(for value: AnyHashable) -> (any View)? {
        (value.base as? D).map(destination)
    }
}

/// A `navigationDestination(for:)` modifier, as the stack finds it.
@MainActor
protocol NavigationDestinationDeclaration {
    var valueType: Any.Type { get }
    func makeDestination(for value: AnyHashable) -> (any View)?
}

@MainActor
enum NavigationDestinations {
    /// The destinations the stack at `stack` sees, by value type: those declared in its root and pushed screens, outside
    /// nested stacks and presented content. One in a lazy container's row is ignored, and one for a type declared
    /// closer to the root already is not used; each is reported with SwiftUI's warning.
    ///
    /// A stack whose path is an array of one type (a homogeneous path) sees only those declared in its root, with
    /// SwiftUI's warning for the others. Source: SwiftUI's console message, as developers quote it ("Only root-level
    /// navigation destinations are effective for a navigation stack with a homogeneous path.", quoted by openillumi.com,
    /// "the root-level navigation destinations are effective error").
    static func registered(in stack: Node) -> [ObjectIdentifier: (AnyHashable) -> (any View)?] {
        var found: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
        let rootOnly = (stack.builtInState as? NavigationStackState)?.isHomogeneous ?? false
        for (index, child) in stack.children.enumerated() {
            collect(child, inLazyRow: false, ignored: rootOnly && index > 0, into: &found)
        }
        return found
    }

    private static func collect(
        _ node: Node, inLazyRow: Bool, ignored: Bool, into found: inout [ObjectIdentifier: (AnyHashable) -> (any View)?]
    ) {
        if node.builtInState is NavigationStackState || node.isPresentationRoot { return }
        if let declaration = role(of: node.view, as: (any NavigationDestinationDeclaration).self) {
            if ignored {
                node.graph.report(.onlyRootDestinationsWithHomogeneousPath)
            } else if inLazyRow {
                // Ignored there, as on iOS 18, with SwiftUI's warning.
                node.graph.report(.navigationDestinationInLazyContainer(
                    "navigationDestination(for:destination:)", "for type `\(declaration.valueType)`", ignored: true))
            } else if found[ObjectIdentifier(declaration.valueType)] == nil {
                found[ObjectIdentifier(declaration.valueType)] = { declaration.makeDestination(for: $0) }
            } else {
                // The one closest to the root (found first) is used.
                node.graph.report(.navigationDestinationDeclaredEarlier(declaration.valueType))
            }
        }
        let isLazy = node.builtInState is LazyContainerState
        for child in node.children { collect(child, inLazyRow: inLazyRow || isLazy, ignored: ignored, into: &found) }
    }
}

extension View {
    /// Pushes `destination` on the enclosing navigation stack while `isPresented` is `true`; going back sets it to
    /// `false`.
    ///
    /// Source: Apple, "navigationDestination(isPresented:destination:)"
    /// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)).
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> _BoundDestinationView<Self, Bool, V> {
        let destination = destination()
        return _BoundDestinationView(content: self, trigger: isPresented, dismissedValue: false, presents: { $0 }) {
            $0 ? destination : nil
        }
    }

    /// Pushes the destination for `item` on the enclosing navigation stack while `item` is not `nil`; going back sets
    /// it to `nil`.
    ///
    /// Source: Apple, "navigationDestination(item:destination:)"
    /// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)).
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> _BoundDestinationView<Self, D?, C> {
        _BoundDestinationView(content: self, trigger: item, dismissedValue: nil, presents: { $0 != nil }) { $0.map(destination) }
    }
}

/// Content that pushes a screen on the enclosing stack while a binding says so.
public struct _BoundDestinationView<Content: View, Trigger, Destination: View>: View, PrimitiveView, BoundDestination,
    LifecycleView {
    let content: Content
    let trigger: Binding<Trigger>
    let dismissedValue: Trigger
    /// Whether a value of the binding pushes the destination (without building it).
    let presents: (Trigger) -> Bool
    let destination: (Trigger) -> Destination?

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func makeChildren(into children: inout ChildList, in node: Node) {
        children.append(content, key: .content)
        // The stack decides what is pushed: tell it when this destination comes or goes, or when the view declaring it
        // re-ran while it is pushed (the screen is rebuilt from the declaration at this same update).
        let isPresented = self.isPresented
        guard let stack = node.enclosingNavigationStack else { return }
        if (node.builtInState as? Bool) != isPresented {
            node.builtInState = isPresented
            node.graph.invalidate([stack])
        } else if isPresented {
            NavigationStackState.rebuildScreens(of: stack, above: node)
        }
    }

    func willUnmount(_ node: Node) {
        guard node.builtInState as? Bool == true, let stack = node.enclosingNavigationStack else { return }
        node.graph.invalidate([stack])
    }

    var isPresented: Bool { presents(trigger._renderedValue) }

    var presentedDestination: (any View)? { destination(trigger._renderedValue) }

    var destinationType: Any.Type { Destination.self }

    var modifierName: String {
        Trigger.self == Bool.self ? "navigationDestination(isPresented:destination:)" : "navigationDestination(item:destination:)"
    }

    func dismiss() {
        trigger.wrappedValue = dismissedValue
    }
}

/// A destination pushed by a binding (`navigationDestination(isPresented:)` or `(item:)`), as the stack finds it.
@MainActor
protocol BoundDestination {
    /// Whether the binding asks for the destination now.
    var isPresented: Bool { get }
    /// The destination as the binding's value builds it now; `nil` when not presented.
    var presentedDestination: (any View)? { get }
    var destinationType: Any.Type { get }
    /// `navigationDestination(isPresented:destination:)` or `navigationDestination(item:destination:)`.
    var modifierName: String { get }
    func dismiss()
}

extension NavigationDestinations {
    /// The screens pushed by bindings inside the stack at `stack` (in hierarchy order), with how to pop each.
    static func boundPushes(in stack: Node) -> [(node: Node, dismiss: @MainActor () -> Void)] {
        var found: [(node: Node, dismiss: @MainActor () -> Void)] = []
        func collect(_ node: Node, inLazyRow: Bool) {
            if node.builtInState is NavigationStackState || node.isPresentationRoot { return }
            if let bound = role(of: node.view, as: (any BoundDestination).self), bound.isPresented {
                // Still effective there, with SwiftUI's warning that it will not be.
                if inLazyRow {
                    node.graph.report(.navigationDestinationInLazyContainer(
                        bound.modifierName, "presenting `\(bound.destinationType)`", ignored: false))
                }
                found.append((node, { bound.dismiss() }))
            }
            let isLazy = node.builtInState is LazyContainerState
            for child in node.children { collect(child, inLazyRow: inLazyRow || isLazy) }
        }
        for child in stack.children { collect(child, inLazyRow: false) }
        return found
    }
}
