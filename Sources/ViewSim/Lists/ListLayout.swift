import Foundation

/// Where a list puts its rows, by its style and the screen's width.
///
/// - The margin is 16 points on a screen narrower than 414 points (an iPhone 16, an SE), else 20 (a Plus or Pro Max
///   iPhone, an iPad): UIKit's layout margins, which list cells inset their content by. [?] Public evidence only:
///   code that rebuilds SwiftUI's row insets by hand uses `EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`,
///   and 20 "minus a device-specific padding"; Apple does not print the numbers.
/// - A row's content is inset by the margin at each side and 8 points at the top and the bottom (`listRowInsets(_:)`
///   replaces these), and the row is at least `defaultMinListRowHeight` tall (44): Apple, "defaultMinListRowHeight".
/// - In an inset or inset grouped list (the default on iOS) each row's cell is inset by the margin from the list's sides
///   too, so a row's text starts two margins in; a plain or grouped list's cells go from edge to edge.
/// - A grouped list starts 20 points below its top [?]; a section's header or footer is laid out as a row with no
///   least height.
struct ListMetrics {
    let margin: CGFloat
    let style: _ListStyleKind

    init(style: _ListStyleKind, screenWidth: CGFloat) {
        self.style = style
        margin = screenWidth >= 414 ? 20 : 16
    }

    /// How far each cell is inset from the list's sides.
    var cellInset: CGFloat {
        switch style {
        case .inset, .insetGrouped, .sidebar: margin
        case .plain, .grouped: 0
        }
    }

    /// The space above the first row.
    var topPadding: CGFloat {
        switch style {
        case .grouped, .insetGrouped, .sidebar: 20
        case .plain, .inset: 0
        }
    }

    /// The insets of a row's content in its cell when the row sets none.
    var rowInsets: EdgeInsets { EdgeInsets(top: 8, leading: margin, bottom: 8, trailing: margin) }
}

extension List: LayoutRole {
    private func metrics(in context: LayoutContext) -> ListMetrics {
        ListMetrics(style: context.environment.listStyleKind, screenWidth: context.engine.screen.width)
    }

    /// A list takes the size it is offered; offered no height (in a scroll view) it has none, and offered no width it is
    /// as wide as its widest row with its insets.
    ///
    /// Source: a list scrolls itself, so it has no height of its own to give a scroll view around it: the common report
    /// "a List inside a ScrollView shows nothing" (public Q&A; [?], Apple does not say).
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        guard let width = proposal.width else {
            let metrics = metrics(in: context)
            var widest: CGFloat = 0
            for row in context.content {
                let insets = row[_ListRowInsetsKey.self] ?? metrics.rowInsets
                widest = max(widest, row.sizeThatFits(.unspecified).width + insets.leading + insets.trailing)
            }
            return CGSize(width: widest + 2 * metrics.cellInset, height: proposal.height ?? 0)
        }
        return CGSize(width: width, height: proposal.height ?? 0)
    }

    /// Places the rows one under the other from the list's top (the first visible row at the top once scrolled), each
    /// offered its cell's width less its insets and placed at its cell's leading inset, centred in a row as tall as its
    /// content and insets and at least the least row height (``ListMetrics``).
    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        let metrics = metrics(in: context)
        let state = context.node.builtInState as? LazyContainerState
        let minimum = context.environment.defaultMinListRowHeight
        let cellX = bounds.minX + metrics.cellInset
        let cellWidth = max(0, bounds.width - 2 * metrics.cellInset)
        var y = bounds.minY + (state?.firstVisibleRow ?? 0 == 0 ? metrics.topPadding : 0)
        for row in context.content {
            let insets = row[_ListRowInsetsKey.self] ?? metrics.rowInsets
            let width = max(0, cellWidth - insets.leading - insets.trailing)
            let content = row.sizeThatFits(ProposedViewSize(width: width, height: nil))
            let listRow = self.listRow(of: row, in: context.node)
            let isRow = listRow.flatMap { state?.parts[$0.key] } ?? .row == .row
            let least = isRow ? minimum : context.environment.defaultMinListHeaderHeight ?? 0
            let height = max(least, content.height + insets.top + insets.bottom)
            let inner = max(0, height - insets.top - insets.bottom)
            row.place(at: CGPoint(x: cellX + insets.leading, y: y + insets.top + inner / 2), anchor: .leading,
                      proposal: ProposedViewSize(width: width, height: inner))
            if let listRow, !context.engine.isDryRun {
                let key = ObjectIdentifier(listRow)
                let cell = context.engine.rowCells[key].map { min($0.lowerBound, y)...(y + height) } ?? y...(y + height)
                context.engine.rowCells[key] = cell
            }
            y += height
        }
    }

    /// The row of the list (its child) that the subview `row` is, or is part of.
    private func listRow(of row: LayoutSubview, in list: Node) -> Node? {
        var node: Node? = row.unit.node
        while let current = node, current.parent !== list { node = current.parent }
        return node
    }
}
