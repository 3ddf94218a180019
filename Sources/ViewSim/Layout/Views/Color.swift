import Foundation

/// A colour. As a view it takes whatever size it is proposed (10 points where a dimension is unspecified, its ideal
/// size) and shows the user no text.
///
/// Source: Apple, "Color" (https://developer.apple.com/documentation/swiftui/color); the ideal size of 10×10 is the
/// SwiftUI Field Guide's measurement ("Ideal Size", https://www.swiftuifieldguide.com/layout/ideal-size/) and
/// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default. Pinned by LayoutModelTests (L03).
public struct Color: View, PrimitiveView, Sendable, Hashable, LayoutRole {
    let name: String
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let clear = Color(name: "clear")

    func makeChildren(into children: inout ChildList) {}

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
