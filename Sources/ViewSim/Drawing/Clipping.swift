import Foundation

/// Draws a view only inside `shape` laid over its frame (`clipped()`, `clipShape(_:style:)`, `cornerRadius(_:)`).
/// Layout is unchanged, and so is hit-testing: the parts clipped away are not drawn but still take taps, so a
/// `scaledToFill()` photo clipped to its cell takes the taps of the buttons around it until a `contentShape(_:)` on
/// the cell's frame bounds it.
///
/// Source: Apple, "clipped(antialiased:)" ("Clips this view to its bounding rectangular frame")
/// (https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)) and "clipShape(_:style:)"
/// (https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)); Ole Begemann, "clipped() doesn't
/// affect hit testing" (tested on iOS 16.1: "the clipped view can still receive taps/clicks outside the visible
/// area", and the same for `clipShape`; https://oleb.net/2022/clipped-hit-testing). Pinned by ClippingTests.
public struct _ClipEffect<ClipShape: Shape>: _AppearanceModifier, HitTestModifier {
    let shape: ClipShape
    let style: FillStyle
    var hitTesting: HitTesting { .content }
    var drawing: HitTesting { .clip(shape) }
}

extension View {
    /// Draws this view only inside its own frame (its layout and its taps are unchanged).
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Draws this view only inside `shape` laid over its frame (its layout and its taps are unchanged).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect<S>> {
        ModifiedContent(content: self, modifier: _ClipEffect(shape: shape, style: style))
    }

    /// Draws this view only inside its frame with its corners rounded by `radius` points (deprecated in SwiftUI for
    /// `clipShape(.rect(cornerRadius:))`).
    ///
    /// Source: Apple, "cornerRadius(_:antialiased:)"
    /// (https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }
}
