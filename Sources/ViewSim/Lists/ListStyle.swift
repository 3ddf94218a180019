import Foundation

/// How a list looks and lays out its rows: `.automatic` (on iOS, an inset grouped list), `.plain`, `.grouped`,
/// `.inset`, `.insetGrouped` and `.sidebar`. Set with `listStyle(_:)`; what each does to the rows' places is
/// `ListMetrics`'.
///
/// Source: Apple, "ListStyle" (https://developer.apple.com/documentation/swiftui/liststyle), "insetGrouped" ("a
/// continuous background color that extends from the section header, around both sides of list items in the section,
/// and down to the section footer"), "grouped" ("a larger header and footer than the plain style").
public protocol ListStyle {
    /// What the style is to ViewSim's list layout.
    var _kind: _ListStyleKind { get }
}

/// The kinds of list style ViewSim lays out.
public enum _ListStyleKind: Sendable, Hashable {
    case plain, grouped, inset, insetGrouped, sidebar
}

/// The platform's default list style: on iOS, an inset grouped list.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// A plain list: rows from edge to edge.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}

/// A grouped list: rows from edge to edge, with larger headers and footers.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}

/// An inset list: rows inset from the list's edges.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .inset }
}

/// An inset grouped list: each section a rounded group inset from the list's edges.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// A sidebar list; on an iPhone it looks as an inset grouped list does.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style: on iOS, an inset grouped list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// A plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// A grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// An inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// An inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
    /// The style of the lists in this view (`listStyle(_:)`).
    var listStyleKind: _ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }

    /// The least height of a row in a list, in points: 44 on iOS. A row is as tall as its content and its insets, and
    /// no shorter than this.
    ///
    /// Source: Apple, "defaultMinListRowHeight" ("The height of list rows is bounded below by this default value, and is
    /// otherwise determined by the height of the row's content and the row insets",
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight); 44 points is
    /// iOS's row height and least tap target (Apple, Human Interface Guidelines, "Layout": "a minimum tappable area of
    /// 44x44 pt").
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] }
        set { self[MinListRowHeightKey.self] = newValue }
    }

    /// The least height of a header in a list, in points; `nil` (the default) lets the system choose.
    ///
    /// Source: Apple, "defaultMinListHeaderHeight"
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistheaderheight).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }
}

private enum ListStyleKindKey: EnvironmentKey { static let defaultValue = _ListStyleKind.insetGrouped }
private enum MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private enum MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

/// The insets a row sets for itself with `listRowInsets(_:)`.
public enum _ListRowInsetsKey: LayoutValueKey {
    public static let defaultValue: EdgeInsets? = nil
}

extension View {
    /// Sets the style of the lists in this view.
    ///
    /// Source: Apple, "listStyle(_:)" (https://developer.apple.com/documentation/swiftui/view/liststyle(_:)).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style._kind)
    }

    /// Sets the insets of this row's content in a list (`nil`: the style's). On a `ForEach`, each row's.
    ///
    /// Source: Apple, "listRowInsets(_:)" ("Use listRowInsets(_:) to change the default padding of the content of list
    /// items", https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:)).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: _ListRowInsetsKey.self, value: insets)
    }
}
