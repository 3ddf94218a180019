import Foundation

/// A colour. As a view it takes whatever size it is proposed (10 points where a dimension is unspecified, its ideal
/// size) and shows the user no text.
///
/// Source: Apple, "Color" (https://developer.apple.com/documentation/swiftui/color); the ideal size of 10×10 is the
/// SwiftUI Field Guide's measurement ("Ideal Size", https://www.swiftuifieldguide.com/layout/ideal-size/) and
/// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default. Pinned by LayoutModelTests (L03).
///
/// As in SwiftUI, the view conformance is an extension's, so a colour is a plain value anywhere: `Color.red` may be
/// used off the main actor (a model's `static let palette: [Color]`), as SwiftUI's `Color` may.
public struct Color: Sendable, Hashable {
    let name: String
    /// The components of a colour made from numbers (``init(_:red:green:blue:opacity:)``); nil for a named colour.
    var custom: ResolvedColor? = nil
    /// How opaque the colour is drawn, from 0 (not at all: it draws nothing) to 1.
    private(set) var alpha: Double = 1
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let clear = Color(name: "clear")

    init(name: String, custom: ResolvedColor? = nil) {
        self.name = name
        self.custom = custom
    }

    /// The colour space of a colour made from components. ViewSim draws every one as sRGB.
    ///
    /// Source: Apple, "Color.RGBColorSpace" (https://developer.apple.com/documentation/swiftui/color/rgbcolorspace).
    public enum RGBColorSpace: Sendable, Hashable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour from red, green and blue components and an opacity, each from 0 to 1.
    ///
    /// Source: Apple, "init(_:red:green:blue:opacity:)"
    /// (https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: "custom", custom: ResolvedColor(red: red, green: green, blue: blue, opacity: 1))
        alpha = min(max(opacity, 0), 1)
    }

    /// A grey from its white component (0 black, 1 white) and an opacity.
    ///
    /// Source: Apple, "init(_:white:opacity:)" (https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB), each from 0 to 1, and an opacity.
    ///
    /// Source: Apple, "init(hue:saturation:brightness:opacity:)"
    /// (https://developer.apple.com/documentation/swiftui/color/init(hue:saturation:brightness:opacity:)).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity` (0 to 1; values outside are clamped). A colour with any
    /// opacity above 0 draws, however faintly, so it takes taps (`Color.white.opacity(0.001)` behind a row makes the
    /// whole row tappable); at 0 it draws nothing, as `Color.clear`.
    ///
    /// Source: Apple, "opacity(_:)" on Color (https://developer.apple.com/documentation/swiftui/color/opacity(_:)):
    /// "Multiplies the opacity of the color by the given amount." That a faint colour takes taps while a clear one
    /// does not: HitTestingTests (L44).
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha = alpha * min(max(opacity, 0), 1)
        return color
    }
}

extension Color: View, PrimitiveView, LayoutRole {
    func makeChildren(into children: inout ChildList) {}

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
