import Foundation

/// A view with secondary views layered in front of it (`overlay(alignment:content:)`). Unlike appearance-only
/// modifiers, the overlay content is a real child: it is on screen, after the view, and has its own identity and state.
///
/// Layout: the modifier is the size of the view it modifies; the overlay is proposed that size and lined up on
/// `alignment` (an implicit `ZStack` of its views), drawn in front even when it is bigger.
///
/// Source: the SwiftUI Field Guide, "GeometryReader" ("The secondary view of an overlay gets proposed the size of the
/// primary view", https://www.swiftuifieldguide.com/layout/geometry-reader/). Pinned by LayoutModifierTests (L21).
public struct _OverlayView<Content: View, Overlay: View>: View, PrimitiveView, LayoutRole {
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
///
/// Layout: as an overlay's (``_OverlayView``), drawn behind.
///
/// Source: Apple, "background(alignment:content:)" ("The alignment that the modifier uses to position the implicit
/// ZStack that groups the background views") (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
public struct _BackgroundView<Content: View, Background: View>: View, PrimitiveView, LayoutRole {
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
    /// their text and can tap their buttons. 
    ///
    /// Source: Apple, "overlay(alignment:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)).
    public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> _OverlayView<Self, V> {
        _OverlayView(content: self, overlay: content(), alignment: alignment)
    }

    /// Layers the views built by `content` behind this view. They are views like any other: the user sees their
    /// text (listed before this view's) and can tap their buttons. 
    ///
    /// Source: Apple, "background(alignment:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> _BackgroundView<Self, V> {
        _BackgroundView(content: self, background: content(), alignment: alignment)
    }
}

/// The layout of a view with secondary views over or under it: the primary view's size, the secondary views proposed
/// it and lined up on `alignment`.
@MainActor
private func layOutLayers(
    primary: LayoutSubviews, secondary: LayoutSubviews, alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize
) {
    OverlayArrangement(alignment: .center).place(in: bounds, proposal: proposal, subviews: primary)
    for layer in secondary {
        aligned(layer, in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
    }
}

extension _OverlayView {
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.overlaidSize(of: context.content(ofChild: 0), proposal: proposal)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        layOutLayers(primary: context.content(ofChild: 0), secondary: context.content(ofChild: 1), alignment: alignment,
                     in: bounds, proposal: proposal)
    }
}

extension _BackgroundView {
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.overlaidSize(of: context.content(ofChild: 1), proposal: proposal)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        layOutLayers(primary: context.content(ofChild: 1), secondary: context.content(ofChild: 0), alignment: alignment,
                     in: bounds, proposal: proposal)
    }
}
