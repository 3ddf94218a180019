import Foundation

/// The top or bottom edge, for `safeAreaInset(edge:alignment:spacing:content:)`.
///
/// Source: Apple, "VerticalEdge" (https://developer.apple.com/documentation/swiftui/verticaledge).
public enum VerticalEdge: Sendable, Hashable, CaseIterable {
    case top, bottom
}

/// The leading or trailing edge, for `safeAreaInset(edge:alignment:spacing:content:)`.
///
/// Source: Apple, "HorizontalEdge" (https://developer.apple.com/documentation/swiftui/horizontaledge).
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// A view with a bar along one edge (`safeAreaInset(edge:alignment:spacing:content:)`): the bar sits at the edge,
/// as long as it chooses along the edge's axis and offered the view's length across it; the view is offered what is
/// left after the bar and the spacing, and placed against the opposite edge. Across the axis, the bar is lined up with
/// the view on `alignment`. The bar is a real child, in front of the view.
///
/// The bar is offered the proposal less the spacing and the least the view can be along the axis; the view is then
/// offered the proposal less the bar and the spacing. With no spacing given, it is the one the two views prefer
/// (8 points where neither says).
///
/// The view's safe area grows by the bar and the spacing: a view inside it that ignores the safe area reaches under
/// the bar (and on to the screen's edge where the bar is at the safe area's edge), and a `GeometryReader` inside
/// sees the bar in its `safeAreaInsets`. Not modelled yet: a scroll view's content scrolling behind the bar.
///
/// Source: Apple, "safeAreaInset(edge:alignment:spacing:content:)" ("The modified view is inset by the height of
/// content, from edge"; spacing: "Extra distance placed between the two views, or nil to use the default amount of
/// spacing") (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l);
/// OpenSwiftUI's `InsetViewModifier` for the proposals and placement. Pinned by SafeAreaInsetTests (L38).
public struct _InsetView<Content: View, Inset: View>: View, PrimitiveView, LayoutRole {
    let content: Content
    let inset: Inset
    let edge: Edge
    /// The guide the bar is lined up on across the axis: a horizontal one for a top or bottom bar, else vertical.
    let alignment: Alignment
    let spacing: CGFloat?

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .position(0))
        children.append(inset, key: .position(1))
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The sizes of the view and the bar and the proposals they get for `proposal`.
    private struct Arrangement {
        var spacing: CGFloat
        var primaryProposal: ProposedViewSize, primarySize: CGSize
        var secondaryProposal: ProposedViewSize, secondarySize: CGSize
    }

    private func arrangement(_ proposal: ProposedViewSize, in context: LayoutContext) -> Arrangement {
        let primary = context.content(ofChild: 0), secondary = context.content(ofChild: 1)
        let spacing = spacing ?? {
            let (first, second) = edge == .top || edge == .leading
                ? (secondary.unionSpacing, primary.unionSpacing) : (primary.unionSpacing, secondary.unionSpacing)
            return first.distance(to: second, along: axis)
        }()
        var secondaryProposal = proposal
        if let length = proposal[axis] {
            var least = proposal
            least[axis] = 0
            let minimum = context.overlaidSize(of: primary, proposal: least)[axis]
            secondaryProposal[axis] = max(0, max(0, length - spacing) - minimum)
        }
        let secondarySize = context.overlaidSize(of: secondary, proposal: secondaryProposal)
        var primaryProposal = proposal
        if let length = proposal[axis] { primaryProposal[axis] = max(0, length - secondarySize[axis] - spacing) }
        let primarySize = context.overlaidSize(of: primary, proposal: primaryProposal)
        return Arrangement(spacing: spacing, primaryProposal: primaryProposal, primarySize: primarySize,
                           secondaryProposal: secondaryProposal, secondarySize: secondarySize)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let parts = arrangement(proposal, in: context)
        return CGSize(
            major: parts.secondarySize[axis] + parts.spacing + parts.primarySize[axis],
            minor: max(parts.secondarySize[axis.other], parts.primarySize[axis.other]), axis: axis)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        var offered = proposal
        if offered[axis.other] == nil { offered[axis.other] = bounds.size[axis.other] }
        let parts = arrangement(offered, in: context)
        let primary = context.content(ofChild: 0), secondary = context.content(ofChild: 1)
        // The view against the edge opposite the bar, centred across; the bar against its edge.
        func rect(_ size: CGSize, atBarEdge: Bool) -> CGRect {
            let atStart = (edge == .top || edge == .leading) == atBarEdge
            let along = atStart ? bounds.origin[axis] : bounds.origin[axis] + bounds.size[axis] - size[axis]
            let across = bounds.origin[axis.other] + (bounds.size[axis.other] - size[axis.other]) / 2
            return axis == .vertical
                ? CGRect(x: across, y: along, width: size.width, height: size.height)
                : CGRect(x: along, y: across, width: size.width, height: size.height)
        }
        let primaryRect = rect(parts.primarySize, atBarEdge: false)
        var secondaryRect = rect(parts.secondarySize, atBarEdge: true)
        let shift = guide(of: primary, size: parts.primarySize, proposal: parts.primaryProposal)
            - guide(of: secondary, size: parts.secondarySize, proposal: parts.secondaryProposal)
        if axis == .vertical { secondaryRect.origin.x = primaryRect.minX + shift } else { secondaryRect.origin.y = primaryRect.minY + shift }
        // The view's safe area grows by the bar and the spacing, inside the whole frame: a view in it that ignores
        // the safe area reaches under the bar.
        var barInsets = EdgeInsets()
        barInsets[edge] = parts.secondarySize[axis] + parts.spacing
        context.engine.placing(insetBy: barInsets, in: bounds) {
            OverlayArrangement(alignment: .center).place(in: primaryRect, proposal: parts.primaryProposal, subviews: primary)
        }
        OverlayArrangement(alignment: .center).place(in: secondaryRect, proposal: parts.secondaryProposal, subviews: secondary)
    }

    /// Where `alignment`'s guide across the axis lies in a group of `size`: its one view's guide, or, for several
    /// views, the implicit centred `ZStack`'s.
    private func guide(of subviews: LayoutSubviews, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        let dimensions = subviews.count == 1 ? subviews[subviews.startIndex].dimensions(in: proposal) : ViewDimensions(size: size)
        return axis == .vertical ? dimensions[alignment.horizontal] : dimensions[alignment.vertical]
    }
}

extension CGPoint {
    fileprivate subscript(axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

extension View {
    /// Shows `content` as a bar along the top or bottom `edge`, and insets this view by the bar's height plus
    /// `spacing` (the views' preferred spacing when `nil`); `alignment` lines the bar up with this view horizontally.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> _InsetView<Self, V> {
        _InsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                   alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    /// Shows `content` as a bar along the leading or trailing `edge`, and insets this view by the bar's width plus
    /// `spacing`; `alignment` lines the bar up with this view vertically.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> _InsetView<Self, V> {
        _InsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                   alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }
}

extension View {
    /// Adds `insets` to the safe area this view sees: its content is laid out inside them, as with padding, but a
    /// view inside that ignores the safe area reaches into them.
    ///
    /// Source: Apple, "safeAreaPadding(_:)" ("Adds the provided insets into the safe area of this view")
    /// (https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)); OpenSwiftUI's
    /// `SafeAreaPaddingModifier` (a clear bar of that length on each edge, with no spacing). Pinned by
    /// SafeAreaLayerTests.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        self.safeAreaInset(edge: VerticalEdge.top, spacing: 0) { Color.clear.frame(width: 0, height: insets.top) }
            .safeAreaInset(edge: VerticalEdge.bottom, spacing: 0) { Color.clear.frame(width: 0, height: insets.bottom) }
            .safeAreaInset(edge: HorizontalEdge.leading, spacing: 0) { Color.clear.frame(width: insets.leading, height: 0) }
            .safeAreaInset(edge: HorizontalEdge.trailing, spacing: 0) { Color.clear.frame(width: insets.trailing, height: 0) }
    }

    /// Adds `length` points (iOS's default padding, 16, when `nil`) to the safe area this view sees on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? _PaddingLayout.defaultLength
        return safeAreaPadding(EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Adds `length` points to the safe area this view sees on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
