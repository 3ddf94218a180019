import Foundation

/// A point in a view's own coordinate space, as fractions of its size: `(0, 0)` is the top leading corner, `(1, 1)`
/// the bottom trailing one.
///
/// Source: Apple, "UnitPoint" (https://developer.apple.com/documentation/swiftui/unitpoint).
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction, 0 at the leading edge and 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical fraction, 0 at the top and 1 at the bottom.
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
