/// A piece of user interface, described as a value.
///
/// Mirrors SwiftUI's `View`: a view is a cheap value whose ``body`` the runtime evaluates whenever something it
/// depends on changes. The whole protocol is `@MainActor`, as in SwiftUI (iOS 18 / Swift 6), so a view's helpers and
/// actions can read its state without `Sendable` noise.
///
/// Source: Apple, "View" (https://developer.apple.com/documentation/swiftui/view).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view. Evaluated by the runtime, never by your code.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view that the runtime handles itself instead of evaluating a `body`: it hands its children to the graph.
@MainActor
protocol PrimitiveView {
    /// The children of this view, each with the identity component it is keyed by among its siblings.
    func makeChildren(into children: inout ChildList)

    /// The children of this view, for views whose children depend on what their node keeps between updates (a
    /// presentation's count). By default, ``makeChildren(into:)``.
    func makeChildren(into children: inout ChildList, in node: Node)
}

extension PrimitiveView {
    func makeChildren(into children: inout ChildList, in node: Node) {
        makeChildren(into: &children)
    }
}

extension View where Body == Never {
    /// Views built into the runtime have no body; it is never asked for.
    public var body: Never { fatalError("\(Self.self) is built into the runtime and has no body") }
}
