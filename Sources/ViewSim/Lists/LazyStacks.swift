import Foundation

/// A vertical stack that builds its rows only as they come on screen. See `LazyContainerView` for the rules.
///
/// Source: Apple, "LazyVStack" (https://developer.apple.com/documentation/swiftui/lazyvstack).
public struct LazyVStack<Content: View>: View, PrimitiveView, LazyContainerView, ElementView, LayoutValueView {
    let content: Content
    let layout: VStackLayout

    /// Creates a lazy vertical stack: its rows on screen are laid out as a `VStack` would. Pinned views are accepted
    /// for fidelity; they are not pinned.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = VStackLayout(alignment: alignment, spacing: spacing)
    }


    func lazyRows() -> [LazyRow] { LazyRows.of(content) }
    var element: Element { .container("LazyVStack") }
}

/// A horizontal stack that builds its items only as they come on screen. See `LazyContainerView` for the rules.
///
/// Source: Apple, "LazyHStack" (https://developer.apple.com/documentation/swiftui/lazyhstack).
public struct LazyHStack<Content: View>: View, PrimitiveView, LazyContainerView, ElementView, LayoutValueView {
    let content: Content
    let layout: HStackLayout

    /// Creates a lazy horizontal stack: its items on screen are laid out as an `HStack` would. Pinned views are
    /// accepted for fidelity; they are not pinned.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = HStackLayout(alignment: alignment, spacing: spacing)
    }


    func lazyRows() -> [LazyRow] { LazyRows.of(content) }
    var rowAxis: Axis { .horizontal }
    var element: Element { .container("LazyHStack") }
}

/// Which views of a lazy stack stay pinned while it scrolls. Layout is not simulated; the value is kept for fidelity.
///
/// Source: Apple, "PinnedScrollableViews" (https://developer.apple.com/documentation/swiftui/pinnedscrollableviews).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
