/// A scrollable view.
///
/// For now it is *eager*: it builds all of its content, like a `VStack`, and the host shows all of it. (In SwiftUI a
/// `ScrollView` builds all of its direct content too; only lazy containers inside it — `LazyVStack`, `List` — build rows
/// as they scroll in. A later issue adds those lazy containers and the host's viewport.)
///
/// Source: Apple, "ScrollView" (https://developer.apple.com/documentation/swiftui/scrollview) and
/// "init(_:showsIndicators:content:)" (https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)).
public struct ScrollView<Content: View>: View, PrimitiveView, ElementView {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll view shows its scroll indicators. Not rendered.
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("ScrollView") }
}

extension ScrollView: LayoutRole {
    /// The scroll view's content, in an implicit stack along its axis (a vertical one unless it scrolls horizontally
    /// only).
    private var contentAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    var stackOrientation: Axis? { contentAxis }

    /// What the content is offered: the scroll view's own proposal across its axes, `nil` along them.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    private func contentSize(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        if context.content.count == 1 { return context.content[context.content.startIndex].sizeThatFits(contentProposal(proposal)) }
        let stack = contentAxis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        return context.size(of: stack, proposal: contentProposal(proposal))
    }

    /// A scroll view takes the length it is offered along its axes (its content's where it is offered none) and its
    /// content's across them; its content is offered `nil` along the axes it scrolls and starts at its top leading
    /// corner (scrolled to the top).
    ///
    /// Source: the SwiftUI Field Guide, "Scroll View" ("a vertical scroll passes on its own proposed width, but it
    /// proposes nil for the height to its children… it only becomes as wide as the width of its contents",
    /// https://www.swiftuifieldguide.com/layout/scrollview/). Pinned by ScrollLayoutTests (L35).
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let content = contentSize(proposal, in: context)
        return CGSize(width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
                      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        let offer = contentProposal(ProposedViewSize(bounds.size))
        if context.content.count == 1 {
            context.content[context.content.startIndex].place(at: bounds.origin, anchor: .topLeading, proposal: offer)
            return
        }
        let stack = contentAxis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        let size = context.size(of: stack, proposal: offer)
        context.place(with: stack, in: CGRect(origin: bounds.origin, size: size), proposal: offer)
    }
}
