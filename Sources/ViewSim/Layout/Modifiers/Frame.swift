import Foundation

/// A frame of fixed dimensions around a view: the view is proposed the frame's size where it is fixed and chooses
/// its own; the frame is its fixed size (the view's where not fixed) and places the view on `alignment`, even when
/// the view is bigger than the frame and overflows it.
///
/// Source: Apple, "frame(width:height:alignment:)" ("If the text is taller than the frame, its bounds may extend
/// beyond the bottom of the frame's bounds"; a one-dimension frame "assumes this view's sizing behavior in the other
/// dimension") (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)); WWDC19
/// "Building Custom Views with SwiftUI" (https://developer.apple.com/videos/play/wwdc2019/237/), "a frame is not a
/// constraint". Pinned by LayoutModelTests (L01) and LayoutModifierTests (L22).
public struct _FrameLayout: _AppearanceModifier, LayoutModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        aligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment)
    }
}

/// A flexible frame: minimum, ideal and maximum dimensions around a view.
///
/// Per dimension: the view is proposed the frame's proposal clamped to the bounds (the ideal length where the
/// proposal is `nil`). With no bound the frame takes the view's length; with both it takes the proposal clamped to
/// them; with a maximum it grows toward a larger proposal (up to the maximum), with a minimum it shrinks toward a
/// smaller proposal (down to the minimum), and it is never outside its bounds.
///
/// Source: Apple, "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)" ("If no minimum
/// or maximum constraint is specified in a given dimension, the frame adopts the sizing behavior of its child in that
/// dimension. If both constraints are specified in a dimension, the frame unconditionally adopts the size proposed for
/// it, clamped to the constraints"), as quoted at https://onmyway133.com/posts/how-to-use-flexible-frame-in-swiftui;
/// the SwiftUI Field Guide, "Flexible Frames" (https://www.swiftuifieldguide.com/layout/flexible-frames/). Pinned by
/// LayoutModifierTests (L05, L23–L25).
public struct _FlexFrameLayout: _AppearanceModifier, LayoutModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    private static func offer(_ proposed: CGFloat?, minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) -> CGFloat? {
        guard let proposed else { return ideal }
        return min(max(proposed, minimum ?? -.infinity), maximum ?? .infinity)
    }

    private static func length(_ child: CGFloat, proposed: CGFloat?, minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) -> CGFloat {
        if let minimum, let maximum {
            return min(max(proposed ?? ideal ?? child, minimum), maximum)
        }
        var length = child
        if let maximum, let proposed, proposed > length { length = min(proposed, maximum) }
        if let minimum, let proposed, proposed < length { length = max(proposed, minimum) }
        return min(max(length, minimum ?? -.infinity), maximum ?? .infinity)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.offer(proposal.width, minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
            height: Self.offer(proposal.height, minimum: minHeight, ideal: idealHeight, maximum: maxHeight))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: Self.length(size.width, proposed: proposal.width, minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
            height: Self.length(size.height, proposed: proposal.height, minimum: minHeight, ideal: idealHeight, maximum: maxHeight))
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        aligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment)
    }
}

extension View {
    /// Places the view in a frame of fixed `width` and `height` (points; `nil`: the view's own in that dimension),
    /// lined up on `alignment`.
    ///
    /// Source: Apple, "frame(width:height:alignment:)"
    /// (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        ModifiedContent(content: self, modifier: _FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Places the view in a flexible frame (points; `.infinity` allowed for the maximums).
    ///
    /// Source: Apple, "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
    /// (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        ModifiedContent(content: self, modifier: _FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
