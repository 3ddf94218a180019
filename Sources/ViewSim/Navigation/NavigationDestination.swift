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
    NavigationDestinationDeclaration {
    let content: Content
    let destination: (D) -> Destination

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var valueType: Any.Type { D.self }

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
    /// The destinations the stack at `stack` sees, by value type: those declared in its root and pushed screens,
    /// outside lazy containers' rows and nested stacks. One found in a lazy row is reported and ignored.
    static func registered(in stack: Node) -> [ObjectIdentifier: (AnyHashable) -> (any View)?] {
        var found: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
        for child in stack.children { collect(child, inLazyRow: false, into: &found) }
        return found
    }

    private static func collect(
        _ node: Node, inLazyRow: Bool, into found: inout [ObjectIdentifier: (AnyHashable) -> (any View)?]
    ) {
        if node.builtInState is NavigationStackState { return }
        if let declaration = role(of: node.view, as: (any NavigationDestinationDeclaration).self) {
            if inLazyRow {
                node.graph.report(.navigationDestinationInLazyContainer(declaration.valueType))
            } else if found[ObjectIdentifier(declaration.valueType)] == nil {
                found[ObjectIdentifier(declaration.valueType)] = { declaration.makeDestination(for: $0) }
            }
        }
        let isLazy = node.builtInState is LazyContainerState
        for child in node.children { collect(child, inLazyRow: inLazyRow || isLazy, into: &found) }
    }
}
