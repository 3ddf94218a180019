import Foundation

/// How much space a view wants between itself and its neighbours on each edge, when a stack chooses the spacing
/// (`spacing: nil`).
///
/// A view states no preference by default, and two such views are 8 points apart (iOS's default spacing). A `Spacer`
/// states zero on every edge, so it sits flush against its neighbours. Where either neighbour states a preference the
/// larger stated value is used. SwiftUI also keeps separate preferences for text and other content (the gap next to a
/// `Text` depends on its font); ViewSim does not yet: every gap it chooses is 8 points unless a view states otherwise.
///
/// Source: Apple, "ViewSpacing" (https://developer.apple.com/documentation/swiftui/viewspacing) and
/// "VStack.init(alignment:spacing:content:)" (`nil`: "the stack [chooses] a default distance for each pair of
/// subviews"); fatbobman, "What Does spacing = nil Mean in SwiftUI?" (https://fatbobman.com/en/posts/spacing-of-swiftui/),
/// 8 points; OpenSwiftUI's `Spacer` (zero spacing). Pinned by LayoutStackTests (L09, L10).
public struct ViewSpacing: Equatable, Sendable {
    /// The preference on each edge, `nil` for none.
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// iOS's distance between two views that state no preference.
    static let defaultDistance: CGFloat = 8

    /// No preference on any edge.
    public init() {}

    /// Zero on every edge: neighbours sit flush.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.top = 0; spacing.leading = 0; spacing.bottom = 0; spacing.trailing = 0
        return spacing
    }()

    /// Merges `other`'s preferences into these on `edges`, keeping the larger value on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ mine: CGFloat?, _ theirs: CGFloat?) -> CGFloat? {
            switch (mine, theirs) {
            case let (a?, b?): max(a, b)
            case let (a, b): a ?? b
            }
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance in points from this view to `next`, the view after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }
}
