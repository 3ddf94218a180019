import Foundation

/// A system symbol is drawn at the size of the text around it: as tall as its font's line and as wide (a square), and
/// it takes taps over that frame, as any drawn view. SF Symbols scale with the font they are in (Apple, "Configuring
/// and displaying symbol images in your UI": "symbols ... match the size of text"); the exact width of each symbol is
/// not documented, so the square is the choice made [?]. An asset image (none is bundled here) has no size.
extension Image: LayoutRole {
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        guard isSystemImage else { return .zero }
        let environment = context.environment
        let side = TextStyle.resolve(environment.font, weight: environment.fontWeight, bold: environment.isBold).lineHeight
        return CGSize(width: side, height: side)
    }
}
