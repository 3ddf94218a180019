/// Content drawn with an opacity. It keeps its identity (and state) whatever the opacity; at 0 the user cannot see it.
public struct _OpacityView<Content: View>: View, PrimitiveView, ElementView {
    let content: Content
    let opacity: Double

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .opacity(opacity) }
}

extension View {
    /// Sets the transparency of this view. Unlike removing the view with `if`, hiding it with `.opacity(0)` keeps its
    /// identity, so its state survives.
    ///
    /// Source: Apple, "opacity(_:)" (https://developer.apple.com/documentation/swiftui/view/opacity(_:)); WWDC21
    /// "Demystify SwiftUI" (prefer modifiers that keep identity over branches).
    public func opacity(_ opacity: Double) -> _OpacityView<Self> {
        _OpacityView(content: self, opacity: opacity)
    }
}

/// Content whose controls do not respond to the user while disabled.
public struct _DisabledView<Content: View>: View, PrimitiveView, ElementView, EnvironmentWritingView {
    let content: Content
    let isDisabled: Bool

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    /// Disabling also turns `\.isEnabled` off for the content, as in SwiftUI; enabling never turns it back on under a
    /// disabled ancestor.
    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        let isEnabled = parent.isEnabled && !isDisabled
        return EnvironmentWriteCache.environment(from: parent, writing: isEnabled, in: node) { $0.isEnabled = isEnabled }
    }

    var element: Element { .disabled(isDisabled) }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// Source: Apple, "disabled(_:)" (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
    public func disabled(_ disabled: Bool) -> _DisabledView<Self> {
        _DisabledView(content: self, isDisabled: disabled)
    }
}

/// Content hidden unconditionally. Like `.opacity(0)` it stays in the hierarchy, so it keeps its identity and state,
/// and the user can neither see it nor operate its controls.
public struct _HiddenView<Content: View>: View, PrimitiveView, ElementView {
    let content: Content

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .opacity(0) }
}

extension View {
    /// Hides this view unconditionally. "Hidden views are invisible and can't receive or respond to interactions.
    /// However, they do remain in the view hierarchy and affect layout." To show or hide a view *with* its state
    /// kept, vary `.opacity(_:)`: switching between `x.hidden()` and `x` with `if`/`else` is two identities.
    ///
    /// Source: Apple, "hidden()" (https://developer.apple.com/documentation/swiftui/view/hidden()).
    public func hidden() -> _HiddenView<Self> {
        _HiddenView(content: self)
    }
}
