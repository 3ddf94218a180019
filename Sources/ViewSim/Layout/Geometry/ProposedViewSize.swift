import Foundation

/// A proposal for the size of a view: what a parent offers a child before the child chooses its own size.
///
/// Each dimension is a length in points, or `nil` for "your ideal size". `0` asks for the view's minimum size and
/// `.infinity` for its maximum.
///
/// Source: Apple, "ProposedViewSize" (https://developer.apple.com/documentation/swiftui/proposedviewsize) and its
/// `zero`, `unspecified` and `infinity` pages; WWDC22 "Compose custom layouts with SwiftUI"
/// (https://developer.apple.com/videos/play/wwdc2022/10056/).
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed width in points, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height in points, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions; `nil` for the ideal size in that dimension.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal that asks a view for its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks a view for its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal that asks a view for its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a concrete size, each `nil` dimension replaced by the one of `size` (10×10 by default, the
    /// ideal size SwiftUI gives shapes and colours).
    ///
    /// Source: Apple, "replacingUnspecifiedDimensions(by:)"
    /// (https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension Axis {
    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
