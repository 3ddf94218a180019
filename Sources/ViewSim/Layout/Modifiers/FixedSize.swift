import Foundation

/// Fixes a view at its ideal size on the chosen axes: the view is proposed `nil` there, whatever its parent offers,
/// so a text keeps its one-line width (and may overflow its parent) or, fixed vertically only, wraps to the width
/// and shows all its lines.
///
/// Source: Apple, "fixedSize()" (https://developer.apple.com/documentation/swiftui/view/fixedsize()) and
/// "fixedSize(horizontal:vertical:)" (https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)).
/// Pinned by LayoutModifierTests (L26, L27).
public struct _FixedSizeLayout: _AppearanceModifier, LayoutModifier {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }
}

/// Draws a view moved by an offset without changing its layout: its frame for its parent stays where it was.
///
/// Source: Apple, "offset(x:y:)" ("The original dimensions of the view aren't changed by offsetting the contents")
/// (https://developer.apple.com/documentation/swiftui/view/offset(x:y:)). Pinned by LayoutModifierTests (L28).
public struct _OffsetEffect: _AppearanceModifier, LayoutModifier {
    let offset: CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading, proposal: proposal)
    }
}

/// Places a view's centre at a point of its parent's space: the modifier takes the whole proposal (10 points where
/// a dimension is unspecified) and proposes it to the view.
///
/// Source: Apple, "position(x:y:)" ("Positions the center of this view at the specified coordinates in its parent's
/// coordinate space") (https://developer.apple.com/documentation/swiftui/view/position(x:y:)); OpenSwiftUI's
/// `PositionLayout` for the sizing. Pinned by LayoutModifierTests (L29).
public struct _PositionLayout: _AppearanceModifier, LayoutModifier {
    let position: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: ProposedViewSize(bounds.size))
    }
}

extension View {
    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        ModifiedContent(content: self, modifier: _FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Draws this view `x` points right and `y` points down, keeping its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }

    /// Draws this view moved by `offset` (points), keeping its layout.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        ModifiedContent(content: self, modifier: _OffsetEffect(offset: offset))
    }

    /// Places this view's centre at (`x`, `y`) in its parent's space (points).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }

    /// Places this view's centre at `position` in its parent's space (points).
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        ModifiedContent(content: self, modifier: _PositionLayout(position: position))
    }
}
