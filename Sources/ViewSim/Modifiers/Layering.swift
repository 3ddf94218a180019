/// A view with secondary views layered in front of it (`overlay(alignment:content:)`). Unlike appearance-only
/// modifiers, the overlay content is a real child: it is on screen, after the view, and has its own identity and state.
public struct _OverlayView<Content: View, Overlay: View>: View, PrimitiveView {
    let content: Content
    let overlay: Overlay
    let alignment: Alignment

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .position(0))
        children.append(overlay, key: .position(1))
    }
}

/// A view with secondary views layered behind it (`background(alignment:content:)`). The background content is a real
/// child: it is on screen, before the view, and has its own identity and state.
public struct _BackgroundView<Content: View, Background: View>: View, PrimitiveView {
    let content: Content
    let background: Background
    let alignment: Alignment

    func makeChildren(into children: inout ChildList) {
        children.append(background, key: .position(1))
        children.append(content, key: .position(0))
    }
}

extension View {
    /// Layers the views built by `content` in front of this view. They are views like any other: the user sees
    /// their text and can tap their buttons. Layout is not simulated.
    ///
    /// Source: Apple, "overlay(alignment:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)).
    public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> _OverlayView<Self, V> {
        _OverlayView(content: self, overlay: content(), alignment: alignment)
    }

    /// Layers the views built by `content` behind this view. They are views like any other: the user sees their
    /// text (listed before this view's) and can tap their buttons. Layout is not simulated.
    ///
    /// Source: Apple, "background(alignment:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> _BackgroundView<Self, V> {
        _BackgroundView(content: self, background: content(), alignment: alignment)
    }
}
