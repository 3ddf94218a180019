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
    /// Guides set on the view (`alignmentGuide(_:computeValue:)`), by alignment id.
    var explicitGuides: [ObjectIdentifier: CGFloat]
    /// Where the guides the view's own content sets are found (a text's baselines, a stack's from its subviews'), when
    /// asked; `nil` for dimensions made from a size alone.
    let source: GuideSource?

    init(size: CGSize, explicitGuides: [ObjectIdentifier: CGFloat] = [:], source: GuideSource? = nil) {
        self.size = size
        self.explicitGuides = explicitGuides
        self.source = source
    }

    /// The offset of `guide` from the view's leading edge: its explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The offset of `guide` from the view's top edge: its explicit value, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The value the view sets for `guide`, if any: with `alignmentGuide(_:computeValue:)`, or through its content (a
    /// container's subviews' values where it places them).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides[ObjectIdentifier(guide.id)] ?? source?.value(of: GuideQuery(guide))
    }

    /// The value the view sets for `guide`, if any: with `alignmentGuide(_:computeValue:)`, through its content (a
    /// container's subviews' values where it places them), or as a text's first and last baselines.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides[ObjectIdentifier(guide.id)] ?? source?.value(of: GuideQuery(guide))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.size == rhs.size && lhs.explicitGuides == rhs.explicitGuides
    }
}
