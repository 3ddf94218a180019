/// The horizontal or vertical dimension: a scroll view's and a stack's axis, the axes `ViewThatFits` and
/// `fixedSize(horizontal:vertical:)` constrain.
///
/// Source: Apple, "Axis" (https://developer.apple.com/documentation/swiftui/axis).
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    /// A set of axes.
    ///
    /// Source: Apple, "Axis.Set" (https://developer.apple.com/documentation/swiftui/axis/set).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
