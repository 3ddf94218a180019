import Foundation

extension TextStyle {
    /// How far below the top of a line its baseline lies, in points: the font's ascent and descent (Inter's, at this
    /// size) centred in the line's height, the ascent above the baseline.
    ///
    /// Apple does not say where in a line of a given height the baseline falls; centring the font's extent in the line
    /// is ViewSim's choice ([?]), so a baseline is within a point or two of a device's.
    var baselineOffset: CGFloat {
        let scale = pointSize / CGFloat(InterMetrics.unitsPerEm)
        let ascent = CGFloat(InterMetrics.ascender) * scale
        let extent = CGFloat(InterMetrics.ascender - InterMetrics.descender) * scale
        return (lineHeight - extent) / 2 + ascent
    }
}

extension Text {
    /// A text sets its first and last text baselines: its first shown line's baseline and its last's.
    ///
    /// Source: Apple, "VerticalAlignment.firstTextBaseline" ("A guide that marks the top-most text baseline in a
    /// view") and "lastTextBaseline" ("the bottom-most text baseline"; both "align with the bottom of a view that
    /// contains no text"). Pinned by AlignmentPropagationTests.
    func explicitGuide(_ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, in context: LayoutContext) -> CGFloat? {
        guard guide.isTextBaseline else { return nil }
        let style = style(in: context.environment)
        let lines = max(1, layout(for: proposal, in: context.environment).lines.count)
        return guide.isFirstTextBaseline ? style.baselineOffset : CGFloat(lines - 1) * style.lineHeight + style.baselineOffset
    }
}
