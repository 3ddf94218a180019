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
