/// A view with two or three columns, where choosing in one column drives the next.
///
/// Behaviour mirrored from SwiftUI:
/// - In a regular width (the host's iPad, in landscape), the columns are side by side; `columnVisibility` chooses which
///   show (`.all`, `.doubleColumn`, `.detailOnly`). `.automatic`, the default, is the device's choice: Apple says only
///   that it depends on the device and orientation. Undocumented, so a choice, pinned in `SplitViewTests`: on an iPad
///   in landscape a two-column split view shows both columns, and a three-column one the content and detail columns
///   with the sidebar hidden, as UIKit's `oneBesideSecondary` display mode lays one out.
/// - In a compact width (iPhone), the split view collapses into a stack: the sidebar first; selecting a row in a
///   `List(selection:)` there pushes the next column, and going back pops it and clears the selection.
/// - The detail column shows whatever it builds for the current selection: with no view for "nothing selected", it is
///   blank.
///
/// Source: Apple, "NavigationSplitView" (https://developer.apple.com/documentation/swiftui/navigationsplitview) and
/// "NavigationSplitViewVisibility"; WWDC22 "The SwiftUI cookbook for navigation"
/// (https://developer.apple.com/videos/play/wwdc2022/10054/): "in compact size classes, the split view collapses into
/// a single stack".
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView, NodeElementView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>

    func makeChildren(into children: inout ChildList) {}

    func makeChildren(into children: inout ChildList, in node: Node) {
        let columns = SplitViewColumns.of(node)
        let isCompact = SplitViewColumns.readSizeClass(in: node) == .compact
        let keys = [ChildKey(component: .position(0), viewType: Sidebar.self),
                    ChildKey(component: .position(1), viewType: Content.self),
                    ChildKey(component: .position(2), viewType: Detail.self)]
        children.append(sidebar, childKey: keys[0])
        if let content { children.append(content, childKey: keys[1]) }
        children.append(detail, childKey: keys[2])
        let present = content == nil ? [0, 2] : [0, 1, 2]
        let shown: [Int]
        if isCompact {
            var top = present[0]
            for column in present.dropFirst() where columns.isSelected(before: column, among: present) { top = column }
            shown = [top]
        } else {
            switch columnVisibility._renderedValue.kind {
            case .detailOnly: shown = [2]
            case .doubleColumn, .automatic: shown = content == nil ? [0, 2] : [1, 2]
            case .all: shown = present
            }
        }
        for column in present where !shown.contains(column) { children.offscreenKeys.insert(keys[column]) }
        columns.isCollapsed = isCompact
        columns.top = shown.last ?? 2
        columns.present = present
    }

    func element(in node: Node) -> Element {
        let columns = SplitViewColumns.of(node)
        return .splitView(
            canGoBack: columns.isCollapsed && columns.top != columns.present.first,
            back: { [weak node] in
                guard let node else { return }
                columns.clearSelection(before: columns.top, among: columns.present)
                node.graph.invalidate([node])
            })
    }
}

extension NavigationSplitView {
    /// Creates a three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: .constant(.automatic))
    }

    /// Creates a three-column split view whose visible columns are `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: .constant(.automatic))
    }

    /// Creates a two-column split view whose visible columns are `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility)
    }
}

/// Which columns of a split view are visible in a regular width.
///
/// Source: Apple, "NavigationSplitViewVisibility"
/// (https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility).
public struct NavigationSplitViewVisibility: Equatable, Sendable, Codable {
    enum Kind: String, Codable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// The system's choice for the device and orientation (on the host's iPad in landscape: two columns, the sidebar
    /// of a three-column split view hidden).
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The two trailing columns.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// What a split view node keeps: which columns have a selection (from the `List(selection:)` in them), how to clear
/// it, and what it shows.
@MainActor
final class SplitViewColumns {
    private var selected: [Int: Bool] = [:]
    private var clearers: [Int: @MainActor () -> Void] = [:]
    var isCollapsed = false
    var top = 2
    var present: [Int] = [0, 2]

    static func of(_ node: Node) -> SplitViewColumns {
        if let columns = node.builtInState as? SplitViewColumns { return columns }
        let columns = SplitViewColumns()
        node.builtInState = columns
        return columns
    }

    /// The size class, recorded as one of the split view's environment dependencies so a change re-lays it out.
    static func readSizeClass(in node: Node) -> UserInterfaceSizeClass? {
        var sizeClass: UserInterfaceSizeClass?
        let reads = EnvironmentReads.recorded { sizeClass = node.environment.horizontalSizeClass }
        node.environmentReads.merge(reads) { $1 }
        return sizeClass
    }

    func isSelected(before column: Int, among present: [Int]) -> Bool {
        guard let index = present.firstIndex(of: column), index > 0 else { return false }
        return (0..<index).allSatisfy { selected[present[$0]] ?? false }
    }

    func clearSelection(before column: Int, among present: [Int]) {
        guard let index = present.firstIndex(of: column), index > 0 else { return }
        clearers[present[index - 1]]?()
    }

    /// Called by a `List(selection:)`: records whether its column has a selection, re-laying out the split view when
    /// that changes.
    static func listDidRender(selected: Bool, in list: Node, clear: @escaping @MainActor () -> Void) {
        var child: Node = list
        while let parent = child.parent {
            if role(of: parent.view, as: (any SplitViewMarker).self) != nil, let columns = parent.builtInState as? SplitViewColumns {
                guard case .position(let column) = child.key.component else { return }
                columns.clearers[column] = clear
                if columns.selected[column] != selected {
                    columns.selected[column] = selected
                    list.graph.invalidate([parent])
                }
                return
            }
            child = parent
        }
    }
}

/// Marks split views for the lists inside them.
@MainActor
protocol SplitViewMarker {}
extension NavigationSplitView: SplitViewMarker {}
