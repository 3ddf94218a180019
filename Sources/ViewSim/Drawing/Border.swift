import Foundation

/// The outline of a view's frame moved in by half of `width`, so a line `width` points wide traced on it lies inside
/// the frame: what `border(_:width:)` strokes.
public struct _BorderShape: Shape {
    let width: CGFloat

    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: min(width, rect.width) / 2, dy: min(width, rect.height) / 2))
    }
}

extension View {
    /// Draws a line `width` points wide along the inside of this view's frame, in front of it: an overlay, so it
    /// changes neither the view's size nor its place, and, being drawn, it takes taps on its line.
    ///
    /// Source: Apple, "border(_:width:)" ("By default, the border appears inside the bounds of this view")
    /// (https://developer.apple.com/documentation/swiftui/view/border(_:width:)).
    /// Pinned by ClippingTests.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> _OverlayView<Self, _ShapeView<_StrokedShape<_BorderShape>, S>> {
        _OverlayView(content: self, overlay: _BorderShape(width: width).stroke(content, lineWidth: width), alignment: .center)
    }
}
