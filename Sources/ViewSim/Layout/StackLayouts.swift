import Foundation

/// A horizontal stack as a layout value: what `HStack` arranges its content with, and what ``AnyLayout`` can switch
/// to.
///
/// Source: Apple, "HStackLayout" (https://developer.apple.com/documentation/swiftui/hstacklayout); the algorithm is
/// ``StackDistribution``'s.
public struct HStackLayout: Layout, Sendable {
    /// The guide the stack lines its subviews up on, across its axis.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance of each pair.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public var _containerName: String { "HStack" }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var distribution: StackDistribution {
        StackDistribution(axis: .horizontal, spacing: spacing, crossGuide: { $0[alignment] })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        distribution.size(for: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        distribution.place(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// A vertical stack as a layout value: what `VStack` arranges its content with, and what ``AnyLayout`` can switch to.
///
/// Source: Apple, "VStackLayout" (https://developer.apple.com/documentation/swiftui/vstacklayout); the algorithm is
/// ``StackDistribution``'s.
public struct VStackLayout: Layout, Sendable {
    /// The guide the stack lines its subviews up on, across its axis.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance of each pair.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public var _containerName: String { "VStack" }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var distribution: StackDistribution {
        StackDistribution(axis: .vertical, spacing: spacing, crossGuide: { $0[alignment] })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        distribution.size(for: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        distribution.place(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// An overlaying stack as a layout value: every subview is offered the whole proposal and lined up on the
/// alignment's guides; the stack is the union of what they cover. Later subviews are drawn on top (and take taps
/// first), unless `zIndex(_:)` says otherwise.
///
/// Source: Apple, "ZStackLayout" (https://developer.apple.com/documentation/swiftui/zstacklayout) and "ZStack"
/// ("assigns each successive subview a higher z-axis value than the one before it"). Pinned by LayoutStackTests (L13).
public struct ZStackLayout: Layout, Sendable {
    /// The guides the stack lines its subviews up on.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public var _containerName: String { "ZStack" }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        OverlayArrangement(alignment: alignment).size(for: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        OverlayArrangement(alignment: alignment).place(in: bounds, proposal: proposal, subviews: subviews)
    }
}
