import Foundation

/// A type that names an alignment guide and says where it lies in a view that gives it no explicit value.
///
/// Declare one to make a custom alignment (`extension VerticalAlignment { static let photoTop = VerticalAlignment(PhotoTop.self) }`),
/// then move views' guides with `alignmentGuide(_:computeValue:)`.
///
/// Source: Apple, "AlignmentID" (https://developer.apple.com/documentation/swiftui/alignmentid); WWDC19 "Building
/// Custom Views with SwiftUI" (https://developer.apple.com/videos/play/wwdc2019/237/), custom alignments.
public protocol AlignmentID {
    /// The guide's offset from the view's origin, in points, when the view sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis: where a vertical stack lines up its children.
///
/// Source: Apple, "HorizontalAlignment" (https://developer.apple.com/documentation/swiftui/horizontalalignment).
public struct HorizontalAlignment: Equatable, Sendable {
    let id: any AlignmentID.Type

    /// The alignment named by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    /// Where a list row's separator starts (its leading edge here).
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingID.self)
    /// Where a list row's separator ends (its trailing edge here).
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingID.self)

    private enum LeadingID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum HorizontalCenterID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum TrailingID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}

/// An alignment position along the vertical axis: where a horizontal stack lines up its children.
///
/// The text baselines of a view that shows no text default to its bottom edge.
///
/// Source: Apple, "VerticalAlignment" (https://developer.apple.com/documentation/swiftui/verticalalignment).
public struct VerticalAlignment: Equatable, Sendable {
    let id: any AlignmentID.Type

    /// The alignment named by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VerticalCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    private enum TopID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum VerticalCenterID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum BottomID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaselineID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum LastTextBaselineID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}

/// An alignment in both axes: where a frame, a `ZStack` or an overlay places its content.
///
/// Source: Apple, "Alignment" (https://developer.apple.com/documentation/swiftui/alignment).
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}
