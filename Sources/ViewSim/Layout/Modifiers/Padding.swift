import Foundation

/// Space around a view: the proposal is inset by the padding, then the padding is added to the size the view
/// chooses, and the view is placed inside it.
///
/// Source: Apple, "padding(_:_:)" ("If you set the value to nil, SwiftUI uses a platform-specific default amount")
/// (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)) and "padding(_:)" ("The order in which you
/// apply modifiers matters"); 16 points on iOS, from OpenSwiftUI's `DefaultPadding.swift` (the public evidence; Apple
/// does not print the number). Pinned by LayoutModifierTests (L18–L20).
public struct _PaddingLayout: _AppearanceModifier, LayoutModifier {
    /// The padding on each edge, in points.
    let insets: EdgeInsets

    /// iOS's default padding on an edge.
    static let defaultLength: CGFloat = 16

    init(edges: Edge.Set, length: CGFloat?) {
        let length = length ?? Self.defaultLength
        insets = EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    init(insets: EdgeInsets) {
        self.insets = insets
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var inset = proposal
        if let width = proposal.width { inset.width = max(0, width - insets.leading - insets.trailing) }
        if let height = proposal.height { inset.height = max(0, height - insets.top - insets.bottom) }
        return inset
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let size = child.sizeThatFits(inset(proposal))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading, proposal: inset(proposal))
    }
}

extension View {
    /// Adds `length` points of padding on `edges` (iOS's default, 16, when `nil`).
    ///
    /// Source: Apple, "padding(_:_:)" (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        ModifiedContent(content: self, modifier: _PaddingLayout(edges: edges, length: length))
    }

    /// Adds `length` points of padding on every edge.
    ///
    /// Source: Apple, "padding(_:)" (https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk).
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    /// Adds different padding on each edge, in points.
    ///
    /// Source: Apple, "padding(_:)" (https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq).
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        ModifiedContent(content: self, modifier: _PaddingLayout(insets: insets))
    }
}
