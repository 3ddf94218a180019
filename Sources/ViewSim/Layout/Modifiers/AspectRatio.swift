import Foundation

/// How a view's content fills the space it is offered while keeping its aspect ratio.
///
/// Source: Apple, "ContentMode" (https://developer.apple.com/documentation/swiftui/contentmode).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the proposal on both axes.
    case fit
    /// As small as covers the proposal on both axes (and so overflows it on one).
    case fill
}

/// Changes the proposal a view is given, not the size it reports: the proposal becomes the largest (`fit`) or
/// smallest (`fill`) rectangle of the ratio that fits in or covers it, and the view, centred, chooses its size from
/// that. The ratio is the given one (width over height) or, when `nil`, that of the view's ideal size (10×10 for a
/// colour or a shape, so a square). A proposal with no dimension (`nil`×`nil`) passes through unchanged; with one,
/// the ratio sets the other.
///
/// Source: Apple, "aspectRatio(_:contentMode:)" ("Use nil to maintain the current aspect ratio")
/// (https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)); the SwiftUI Field Guide,
/// "Aspect Ratio" ("the aspect ratio modifier only changes the proposal… it doesn't report a square size",
/// https://www.swiftuifieldguide.com/layout/aspect-ratio/); OpenSwiftUI's `AspectRatioLayout` for the unspecified
/// proposal and a missing dimension. Pinned by LayoutModifierTests (L33).
public struct _AspectRatioLayout: _AppearanceModifier, LayoutModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var shape = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        // How much the shape grows to reach the proposal on one axis; an axis with no proposal does not constrain.
        func scale(to target: CGFloat?, from length: CGFloat) -> CGFloat {
            guard let target, target != 0 || length != 0 else { return .infinity }
            return target / length
        }
        let horizontal = scale(to: proposal.width, from: shape.width)
        let vertical = scale(to: proposal.height, from: shape.height)
        let factor = contentMode == .fit ? min(horizontal, vertical) : max(horizontal, vertical)
        func scaled(_ length: CGFloat) -> CGFloat {
            let result = length * factor
            return result.isNaN ? 0 : result
        }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        aligned(child, in: bounds, proposal: childProposal(proposal, child: child), alignment: .center)
    }
}

extension View {
    /// Keeps this view at `aspectRatio` (width over height; `nil`: its ideal size's) by changing what it is offered:
    /// the largest such rectangle inside the offer (`.fit`) or the smallest covering it (`.fill`).
    ///
    /// Source: Apple, "aspectRatio(_:contentMode:)"
    /// (https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        ModifiedContent(content: self, modifier: _AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Keeps this view at the ratio of `aspectRatio`'s width to its height.
    ///
    /// Source: Apple, "aspectRatio(_:contentMode:)"
    /// (https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-6j7xz).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`: as large as fits, at this view's own ratio.
    ///
    /// Source: Apple, "scaledToFit()" (https://developer.apple.com/documentation/swiftui/view/scaledtofit()).
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fit)
    }

    /// `aspectRatio(contentMode: .fill)`: as small as covers the space offered, at this view's own ratio.
    ///
    /// Source: Apple, "scaledToFill()" (https://developer.apple.com/documentation/swiftui/view/scaledtofill()).
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fill)
    }
}
