import Foundation

/// A view's size and its alignment guides, in its own coordinate space, as a layout sees it.
///
/// Source: Apple, "ViewDimensions" (https://developer.apple.com/documentation/swiftui/viewdimensions).
public struct ViewDimensions: Equatable {
    /// The view's width in points.
    public var width: CGFloat { size.width }
    /// The view's height in points.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Guides the view sets itself (`alignmentGuide(_:computeValue:)`), by alignment id.
    var explicitGuides: [ObjectIdentifier: CGFloat]

    init(size: CGSize, explicitGuides: [ObjectIdentifier: CGFloat] = [:]) {
        self.size = size
        self.explicitGuides = explicitGuides
    }

    /// The offset of `guide` from the view's leading edge: its explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The offset of `guide` from the view's top edge: its explicit value, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The value the view sets for `guide`, if any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides[ObjectIdentifier(guide.id)]
    }

    /// The value the view sets for `guide`, if any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides[ObjectIdentifier(guide.id)]
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.size == rhs.size && lhs.explicitGuides == rhs.explicitGuides
    }
}
