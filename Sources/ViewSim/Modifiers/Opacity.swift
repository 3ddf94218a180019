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
public struct _DisabledView<Content: View>: View, PrimitiveView, ElementView {
    let content: Content
    let isDisabled: Bool

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
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
