import Foundation

/// A description of one column of a `LazyVGrid` (or one row of a `LazyHGrid`): its size, the spacing after it, and
/// how its cells are aligned in it.
///
/// Source: Apple, "GridItem" (https://developer.apple.com/documentation/swiftui/griditem).
public struct GridItem: Sendable {
    /// How wide a column is (how tall a row, in a `LazyHGrid`).
    ///
    /// Source: Apple, "GridItem.Size" (https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum).
    public enum Size: Sendable {
        /// Exactly this many points, whatever the grid is offered.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, kept between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in this item's share, each at least `minimum` points wide (and at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The distance to the next item, or `nil` for the default (8 points).
    public var spacing: CGFloat?
    /// How cells are aligned in their space, or `nil` for the grid's own alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
