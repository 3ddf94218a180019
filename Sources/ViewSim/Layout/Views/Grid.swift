import Foundation

/// A container that arranges its `GridRow`s in rows and their views in columns (``GridLayout``). It builds all its
/// views (it is not lazy).
///
/// Source: Apple, "Grid" (https://developer.apple.com/documentation/swiftui/grid) and
/// "init(alignment:horizontalSpacing:verticalSpacing:content:)".
public struct Grid<Content: View>: View, PrimitiveView, ElementView, LayoutValueView {
    let content: Content
    let layout: GridLayout

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("Grid") }
}

/// A row of a ``Grid``: its views are the row's cells, one column each unless `gridCellColumns(_:)` says more. It is
/// transparent to layout: the grid places its cells.
///
/// Source: Apple, "GridRow" (https://developer.apple.com/documentation/swiftui/gridrow) and "init(alignment:content:)"
/// ("If you don't specify a value, the row uses the vertical alignment component of the Alignment parameter that you
/// specify in the grid's initializer").
public struct GridRow<Content: View>: View, PrimitiveView, GridRowView {
    let content: Content
    let alignment: VerticalAlignment?

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }
}

/// A grid row, found by the grid above a cell.
protocol GridRowView {
    var alignment: VerticalAlignment? { get }
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Makes this cell span `count` columns of its grid row.
    ///
    /// Source: Apple, "gridCellColumns(_:)" (https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Lines up every cell of this cell's column on `guide`, instead of the grid's horizontal alignment.
    ///
    /// Source: Apple, "gridColumnAlignment(_:)" (https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell with its `anchor` at the same point of its cell, instead of the row's and column's alignment.
    ///
    /// Source: Apple, "gridCellAnchor(_:)" (https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its row or column on `axes`: it takes the size the other cells give them.
    ///
    /// Source: Apple, "gridCellUnsizedAxes(_:)" ("Asks grid layouts not to offer the view extra size in the specified
    /// axes… This prevents a flexible view like a Spacer, Divider, or Color from defining the size of a row or
    /// column") (https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// A grid as a layout value: what `Grid` arranges its content with, and what ``AnyLayout`` can switch to.
///
/// - The grid has as many columns as its longest row has cells (a cell spanning n columns counts n); a row with fewer
///   leaves the trailing ones empty. A view outside any `GridRow` is a row of its own, as wide as the grid.
/// - A column is as wide as its widest cell and a row as tall as its cells reach above and below its vertical guide
///   when they line up on it (the tallest cell's height, for the top, centre or bottom); cells that span several columns, views
///   outside rows and cells marked `gridCellUnsizedAxes` do not set those sizes (a spanning cell that needs more widens
///   the columns it spans equally).
/// - Offered a width, the grid divides it among the columns as a stack divides its length: least flexible column
///   first, each offered an equal share of what is left, each cell offered its column's share; the same for rows and
///   heights. Offered none, each column and row takes its cells' ideal size.
/// - Each cell is offered its cell's size and placed in it by its `gridCellAnchor`, else horizontally by its column's
///   `gridColumnAlignment` (the first set in the column) or the grid's alignment, and vertically on the row's guide
///   (its row's alignment or the grid's), shared with the row's other cells as in an `HStack`: on `.firstTextBaseline`
///   their baselines meet.
///
/// Apple documents the columns, spans, alignments and unsized axes but not how a grid shares out space among flexible
/// cells nor its default spacing: the sharing is the stacks' (Apple compares a grid to "a collection of HStack
/// instances wrapped in a VStack"), and the default spacing between cells is the stacks' default of 8 points ([?]).
///
/// Source: Apple, "Grid" ("Column count", "Multicolumn cells", "Cell spacing and alignment", "Cell size"),
/// "GridLayout" (https://developer.apple.com/documentation/swiftui/gridlayout), "gridCellColumns(_:)",
/// "gridColumnAlignment(_:)", "gridCellAnchor(_:)", "gridCellUnsizedAxes(_:)". Pinned by GridTests.
public struct GridLayout: Layout, Sendable {
    /// How cells line up in their cells, unless their row, column or anchor says otherwise.
    public var alignment: Alignment
    /// The distance between columns and between rows, or `nil` for the default.
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var _containerName: String { "Grid" }

    /// The distance between cells when no spacing is given.
    static let defaultSpacing: CGFloat = 8

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = GridArrangement(subviews, layout: self)
        let widths = grid.columnWidths(for: proposal.width)
        let heights = grid.rowHeights(for: proposal.height, columnWidths: widths)
        return CGSize(width: grid.width(of: widths, proposal: proposal.width), height: grid.total(heights, spacing: grid.verticalSpacing))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = GridArrangement(subviews, layout: self)
        let widths = grid.columnWidths(for: bounds.width)
        let heights = grid.rowHeights(for: bounds.height, columnWidths: widths)
        grid.place(in: bounds, columnWidths: widths, rowHeights: heights)
    }
}

/// A grid's subviews sorted into rows and columns, and the arithmetic of ``GridLayout``.
@MainActor
struct GridArrangement {
    struct Cell {
        let subview: LayoutSubview
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    struct Row {
        /// `nil` for a view outside any `GridRow`, which spans the grid.
        var alignment: VerticalAlignment??
        var cells: [Cell]
        var spansGrid: Bool { alignment == nil }
    }

    let layout: GridLayout
    private(set) var rows: [Row] = []
    private(set) var columnCount = 0
    var horizontalSpacing: CGFloat { layout.horizontalSpacing ?? GridLayout.defaultSpacing }
    var verticalSpacing: CGFloat { layout.verticalSpacing ?? GridLayout.defaultSpacing }

    init(_ subviews: LayoutSubviews, layout: GridLayout) {
        self.layout = layout
        var rowNode: Node?
        for subview in subviews {
            let row = Self.row(of: subview)
            if let row, row.node === rowNode, !rows.isEmpty {
                let column = rows[rows.count - 1].cells.last.map { $0.column + $0.span } ?? 0
                rows[rows.count - 1].cells.append(Self.cell(subview, column: column))
            } else if let row {
                rows.append(Row(alignment: .some(row.alignment), cells: [Self.cell(subview, column: 0)]))
            } else {
                rows.append(Row(alignment: nil, cells: [Cell(subview: subview, column: 0, span: 0, unsized: [])]))
            }
            rowNode = row?.node
            if let last = rows.last, !last.spansGrid, let cell = last.cells.last {
                columnCount = max(columnCount, cell.column + cell.span)
            }
        }
    }

    private static func cell(_ subview: LayoutSubview, column: Int) -> Cell {
        Cell(subview: subview, column: column, span: subview[GridCellColumnsKey.self], unsized: subview[GridCellUnsizedAxesKey.self])
    }

    /// The `GridRow` a subview is a cell of: the nearest one above it, below the layout around it.
    private static func row(of subview: LayoutSubview) -> (node: Node, alignment: VerticalAlignment?)? {
        let wrappers = subview.unit.wrappers
        var ancestor = subview.unit.node.parent
        while let node = ancestor {
            if let row = role(of: node.view, as: (any GridRowView).self) { return (node, row.alignment) }
            if node.traits.contains(.layout), !wrappers.contains(where: { $0 === node }) { return nil }
            ancestor = node.parent
        }
        return nil
    }

    func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        guard !lengths.isEmpty else { return 0 }
        var total = spacing * CGFloat(lengths.count - 1)
        for length in lengths { total += length }
        return total
    }

    /// The grid's width: its columns', or, with no columns, its widest view outside the rows.
    func width(of columnWidths: [CGFloat], proposal: CGFloat?) -> CGFloat {
        if columnCount > 0 { return total(columnWidths, spacing: horizontalSpacing) }
        var widest: CGFloat = 0
        for row in rows { for cell in row.cells { widest = max(widest, cell.subview.sizeThatFits(ProposedViewSize(width: proposal, height: nil)).width) } }
        return widest
    }

    /// The width of the cells from `column` over `span` columns, with the spacing between them.
    private func width(from column: Int, span: Int, in widths: [CGFloat]) -> CGFloat {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return total(Array(widths[column..<end]), spacing: horizontalSpacing)
    }

    /// The columns' widths for a proposed width (`nil`: their ideal widths).
    func columnWidths(for proposal: CGFloat?) -> [CGFloat] {
        var sizing = [[Cell]](repeating: [], count: columnCount)
        var spanning: [Cell] = []
        for row in rows where !row.spansGrid {
            for cell in row.cells where !cell.unsized.contains(.horizontal) {
                if cell.span == 1, cell.column < columnCount { sizing[cell.column].append(cell) } else { spanning.append(cell) }
            }
        }
        func widest(_ cells: [Cell], offered width: CGFloat?) -> CGFloat {
            var widest: CGFloat = 0
            for cell in cells { widest = max(widest, cell.subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).width) }
            return widest
        }
        var widths = sizing.map { _ in CGFloat(0) }
        if let proposal {
            var available = proposal - horizontalSpacing * CGFloat(max(0, columnCount - 1))
            widths = StackShares.divide(&available, among: sizing.map { cells in { widest(cells, offered: $0) } })
        } else {
            for (column, cells) in sizing.enumerated() { widths[column] = widest(cells, offered: nil) }
        }
        for cell in spanning {
            let current = width(from: cell.column, span: cell.span, in: widths)
            let leftover = proposal.map { max(0, $0 - total(widths, spacing: horizontalSpacing)) }
            let needed = cell.subview.sizeThatFits(ProposedViewSize(width: leftover.map { current + $0 }, height: nil)).width
            let spanned = min(cell.span, columnCount - cell.column)
            if needed > current, spanned > 0 {
                for column in cell.column..<(cell.column + spanned) { widths[column] += (needed - current) / CGFloat(spanned) }
            }
        }
        return widths
    }

    /// The rows' heights for a proposed height (`nil`: their ideal heights), given the columns' widths.
    func rowHeights(for proposal: CGFloat?, columnWidths: [CGFloat]) -> [CGFloat] {
        let gridWidth = width(of: columnWidths, proposal: nil)
        let measures: [(CGFloat?) -> CGFloat] = rows.map { row in
            { height in
                guard !row.spansGrid else {
                    var tallest: CGFloat = 0
                    for cell in row.cells { tallest = max(tallest, cell.subview.sizeThatFits(ProposedViewSize(width: gridWidth, height: height)).height) }
                    return tallest
                }
                let lined = lineUp(row, proposals: { ProposedViewSize(width: width(from: $0.column, span: $0.span, in: columnWidths), height: height) })
                return lined.above + lined.below
            }
        }
        guard var available = proposal else { return measures.map { $0(nil) } }
        available -= verticalSpacing * CGFloat(max(0, rows.count - 1))
        return StackShares.divide(&available, among: measures)
    }

    /// A row's vertical guide: its own alignment, else the grid's.
    private func guide(of row: Row) -> VerticalAlignment { (row.alignment ?? nil) ?? layout.alignment.vertical }

    /// How far a row's sized cells reach above and below its guide, when they line up on it as an `HStack`'s
    /// children do (Apple: a grid is "something like a collection of HStack instances"; with `.firstTextBaseline`
    /// the cells' baselines meet). For the top, centre and bottom that is the tallest cell; for a baseline, what the
    /// cells reach above their baselines and below them.
    private func lineUp(_ row: Row, proposals: (Cell) -> ProposedViewSize) -> (above: CGFloat, below: CGFloat) {
        let guide = guide(of: row)
        var above: CGFloat = 0, below: CGFloat = 0
        for cell in row.cells where !cell.unsized.contains(.vertical) && cell.subview[GridCellAnchorKey.self] == nil {
            let dimensions = cell.subview.dimensions(in: proposals(cell))
            above = max(above, dimensions[guide])
            below = max(below, dimensions.height - dimensions[guide])
        }
        return (above, below)
    }

    /// Places every cell in its cell.
    func place(in bounds: CGRect, columnWidths: [CGFloat], rowHeights: [CGFloat]) {
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in columnWidths {
            columnX.append(x)
            x += width + horizontalSpacing
        }
        let gridWidth = width(of: columnWidths, proposal: bounds.width)
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows where !row.spansGrid {
            for cell in row.cells where cell.span == 1 && cell.column < columnCount && columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = cell.subview[GridColumnAlignmentKey.self]
            }
        }
        var y = bounds.minY
        for (row, height) in zip(rows, rowHeights) {
            let cellRect = { (cell: Cell) in
                CGRect(x: cell.column < columnX.count ? columnX[cell.column] : x, y: y,
                       width: width(from: cell.column, span: cell.span, in: columnWidths), height: height)
            }
            let guide = guide(of: row)
            let lined = lineUp(row, proposals: { ProposedViewSize(cellRect($0).size) })
            // The cells' shared guide, with the lined-up cells placed in the row as one view is in a cell.
            let line = y + ViewDimensions(size: CGSize(width: 0, height: height))[guide]
                - ViewDimensions(size: CGSize(width: 0, height: lined.above + lined.below))[guide] + lined.above
            for cell in row.cells {
                let rect = row.spansGrid ? CGRect(x: bounds.minX, y: y, width: gridWidth, height: height) : cellRect(cell)
                let proposal = ProposedViewSize(rect.size)
                if let anchor = cell.subview[GridCellAnchorKey.self] {
                    let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
                    cell.subview.place(at: point, anchor: anchor, proposal: proposal)
                    continue
                }
                let horizontal = (cell.span == 1 && cell.column < columnCount ? columnAlignments[cell.column] : nil) ?? layout.alignment.horizontal
                guard !row.spansGrid, !cell.unsized.contains(.vertical) else {
                    aligned(cell.subview, in: rect, proposal: proposal, alignment: Alignment(horizontal: horizontal, vertical: guide))
                    continue
                }
                let dimensions = cell.subview.dimensions(in: proposal)
                let frame = ViewDimensions(size: rect.size)
                cell.subview.place(at: CGPoint(x: rect.minX + frame[horizontal] - dimensions[horizontal], y: line - dimensions[guide]),
                                   anchor: .topLeading, proposal: proposal)
            }
            y += height + verticalSpacing
        }
    }
}
