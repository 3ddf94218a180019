import Foundation

/// What a screen shows, as a list of things drawn back to front: the picture that ``SVGScreen`` and ``CellScreen``
/// render. It is made from the last layout pass (``LayoutEngine/drawnScreen(layers:scheme:)``), so it shows what the
/// user would see: texts as laid out (wrapped and truncated), colours and shapes at their frames, in SwiftUI's drawing
/// order, inside their clips and at their opacity, and the device's own parts (status bar, home indicator, keyboard).
///
/// Lengths are in points, in window coordinates (the origin at the screen's top-left corner, y growing downwards).
public struct DrawnScreen: Sendable, Equatable {
    /// The screen's size in points (393×852 for an iPhone 16 held upright).
    public var size: CGSize
    public var scheme: ColorScheme
    /// The safe area: the screen less the status bar, the home indicator and the keyboard.
    public var safeArea: CGRect
    /// The software keyboard, while a text field has focus.
    public var keyboard: CGRect?
    /// Everything drawn, back to front; the device's status bar and home indicator last.
    public var items: [DrawnItem]
}

/// One thing drawn on a screen (``DrawnScreen``).
public struct DrawnItem: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        /// An outline filled with a colour: a `Color`, a background, a filled shape.
        case fill(Path, ResolvedColor)
        /// The line tracing an outline, `width` points wide: a border, a stroked shape.
        case stroke(Path, ResolvedColor, width: CGFloat)
        /// Lines of text, each with its baseline's starting point.
        case text([TextLine], pointSize: CGFloat, weight: Int, color: ResolvedColor)
        /// A picture that is not drawn (an image, an SF Symbol), as a box labelled with its name.
        case picture(name: String, isSymbol: Bool, frame: CGRect, color: ResolvedColor)
        /// A switch, `frame` its 51×31 track.
        case toggle(isOn: Bool, frame: CGRect)
        /// A stepper's − and + buttons, `frame` their 94×32 box.
        case stepper(frame: CGRect)
    }

    /// One shown line of a text: its characters and where its baseline starts.
    public struct TextLine: Sendable, Equatable {
        public var text: String
        public var baseline: CGPoint
        /// Its width in points, as the layout measured it.
        public var width: CGFloat
    }

    public var content: Content
    /// The outlines it is drawn inside (`clipped()`, a scroll view's bounds): only their common part shows.
    public var clips: [Path]
    /// The rectangle it covers, before clipping.
    public var frame: CGRect
    /// How the user would name it (`the text “Pay”`, `a yellow Color in PromoBanner`), for the character drawing's
    /// legend and the inspector.
    public var name: String
}
