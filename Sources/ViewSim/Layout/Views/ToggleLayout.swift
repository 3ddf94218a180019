import Foundation

extension Toggle: LayoutRole {
    /// The switch of the default (switch) style: 51×31 points, as `UISwitch` draws it.
    static var switchSize: CGSize { CGSize(width: 51, height: 31) }
    /// The space between the label and the switch ([?]: this model's choice, the default spacing of two views).
    static var labelSpacing: CGFloat { 8 }

    /// A toggle (the switch style on iOS) takes the width it is offered, its label at the leading edge and the switch
    /// at the trailing one, and is as tall as the taller of the two; offered no width, it is as wide as both side by
    /// side.
    ///
    /// Sources: Apple, "Toggle" (on iOS the default style is a switch, with the label leading it across the row) and
    /// "UISwitch" (its size is fixed: 51×31 points, "the size of the switch is determined by the system", as
    /// `intrinsicContentSize` reports on every iPhone). Pinned by ControlLayoutTests.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let label = context.overlaidSize(of: context.content, proposal: labelProposal(proposal.width, height: proposal.height))
        let width = proposal.width ?? (label.width + Self.labelSpacing + Self.switchSize.width)
        return CGSize(width: width, height: max(Self.switchSize.height, label.height))
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        let offer = labelProposal(bounds.width, height: bounds.height)
        for subview in context.content {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: offer)
        }
    }

    /// What the label is offered: the width the switch and the spacing leave.
    private func labelProposal(_ width: CGFloat?, height: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - Self.labelSpacing - Self.switchSize.width) }, height: height)
    }
}
