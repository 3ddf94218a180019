import Foundation

/// A modifier that lays out the one view it modifies (`padding`, `frame`, `fixedSize`, `offset`, `position`…).
/// Written around several views, it applies to each of them.
@MainActor
protocol LayoutModifier {
    /// The size chosen for `proposal`, given the modified view.
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize
    /// Places the modified view inside `bounds`.
    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize)
}

extension ModifiedContent: LayoutRole where Content: View, Modifier: LayoutModifier {
    var appliesToEachView: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        guard let child = context.content.first else { return .zero }
        return modifier.sizeThatFits(proposal, child: child)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        guard let child = context.content.first else { return }
        modifier.placeChild(child, in: bounds, proposal: proposal)
    }
}

/// A modifier that sets a layout trait of the view it modifies.
@MainActor
protocol LayoutTraitModifier {
    func apply(to traits: inout LayoutTraits)
}

extension ModifiedContent: LayoutTraitRole where Content: View, Modifier: LayoutTraitModifier {
    func apply(to traits: inout LayoutTraits) {
        modifier.apply(to: &traits)
    }
}

/// Where `child` goes in `bounds` when lined up on `alignment`: the bounds' guide over the child's guide.
@MainActor
func aligned(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
    let dimensions = child.dimensions(in: proposal)
    let frame = ViewDimensions(size: bounds.size)
    let origin = CGPoint(
        x: bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal],
        y: bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical])
    child.place(at: origin, anchor: .topLeading, proposal: proposal)
}
