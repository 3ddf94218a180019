import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest, spans, views outside
/// rows, unsized axes and the four alignments. Apple documents these; how flexible cells share a proposed width and
/// the default spacing between cells it does not: those tests are marked [?] (the stacks' rules and their 8 points).
@Suite("Layout: Grid and GridRow") @MainActor
struct GridTests {
    private func block(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.gray.frame(width: width, height: height)
    }

    /// Two rows of two fixed cells: columns 70 and 30 wide, rows 40 and 10 tall.
    private func twoByTwo(alignment: Alignment = .center, spacing: CGFloat? = nil) -> some View {
        Grid(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing) {
            GridRow { block(50, 20); block(30, 40) }
            GridRow { block(70, 10); block(10, 10) }
        }
    }

    // Source: Apple, Grid ("The first view in each grid row appears in the grid's first column, the second view in the
    // second column… the grid handles row and column creation as a single operation, which applies alignment and
    // spacing to cells"; "Cell size": a column is as wide as its widest cell, a row as tall as its tallest); the default
    // spacing of 8 [?].
    @Test("A column is as wide as its widest cell and a row as tall as its tallest; cells are centred in their cells (Apple, Grid; [?] 8-point spacing)")
    func columnsAndRows() {
        let grid = LaidOut(twoByTwo())
        #expect(grid.root.size == CGSize(width: 70 + 8 + 30, height: 40 + 8 + 10))
        #expect(grid[0] == Frame(10, 10, 50, 20))
        #expect(grid[1] == Frame(78, 0, 30, 40))
        #expect(grid[2] == Frame(0, 48, 70, 10))
        #expect(grid[3] == Frame(88, 48, 10, 10))
    }

    // Source: Apple, Grid.init(alignment:horizontalSpacing:verticalSpacing:content:) ("The horizontal distance between
    // each cell, given in points"; "The guide for aligning the child views within the space allocated for a given cell").
    @Test("The grid's spacing and alignment apply to every cell (Apple, Grid.init(alignment:horizontalSpacing:verticalSpacing:content:))")
    func spacingAndAlignment() {
        let grid = LaidOut(twoByTwo(alignment: .topLeading, spacing: 0))
        #expect(grid.root.size == CGSize(width: 100, height: 50))
        #expect(grid[0] == Frame(0, 0, 50, 20))
        #expect(grid[3] == Frame(70, 40, 10, 10))
    }

    // Source: Apple, Grid ("Column count": the grid has as many columns as its longest row; shorter rows leave the
    // trailing cells empty).
    @Test("A shorter row leaves its trailing cells empty (Apple, Grid, column count)")
    func shortRows() {
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(10, 10); block(20, 10); block(30, 10) }
            GridRow { block(10, 10) }
        })
        #expect(grid.root.size == CGSize(width: 60, height: 20))
        #expect(grid[3] == Frame(0, 10, 10, 10))
    }

    // Source: Apple, gridCellColumns(_:) ("Tells a view that acts as a cell in a grid to span the specified number of
    // columns"); gridCellUnsizedAxes(_:) (its example: a Divider spanning a row's columns would otherwise size them).
    @Test("A cell spanning two columns gets both and the spacing between; a flexible one widens them unless unsized (Apple, gridCellColumns(_:), gridCellUnsizedAxes(_:))")
    func spanningCell() {
        let unsized = LaidOut(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { block(40, 10); block(60, 10) }
            GridRow { Color.blue.frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal) }
        })
        #expect(unsized[2] == Frame(0, 10, 40 + 8 + 60, 10))
        let flexible = LaidOut(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { block(40, 10); block(60, 10) }
            GridRow { Color.blue.frame(height: 10).gridCellColumns(2) }
        })
        #expect(flexible.root.width == 393)
        #expect(flexible[2] == Frame(0, 10, 393, 10))
    }

    // Source: Apple, Grid ("If you provide a view rather than a GridRow as an element in the grid's content, the grid
    // uses the view to create a row that spans all of the grid's columns").
    @Test("A view outside any row spans the grid's width and does not widen it (Apple, Grid)")
    func viewOutsideRows() {
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(40, 10); block(60, 10) }
            Color.blue.frame(height: 1)
            GridRow { block(40, 10); block(60, 10) }
        })
        #expect(grid.root.size == CGSize(width: 100, height: 21))
        #expect(grid[2] == Frame(0, 10, 100, 1))
    }

    // Source: the stacks' sharing of a proposed length ([?] for grids: Apple documents no rule; it compares a grid to
    // "a collection of HStack instances wrapped in a VStack").
    @Test("A flexible cell's column takes the width the fixed columns leave ([?] the stacks' rule)")
    func flexibleColumn() {
        let grid = LaidOut(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { block(50, 20); Color.blue.frame(height: 20) }
        })
        #expect(grid.root.width == 393)
        #expect(grid[1] == Frame(58, 0, 393 - 58, 20))
    }

    // Source: Apple, gridCellUnsizedAxes(_:) ("This prevents a flexible view like a Spacer, Divider, or Color from
    // defining the size of a row or column").
    @Test("An unsized flexible cell takes the column the other cells size, instead of widening it (Apple, gridCellUnsizedAxes(_:))")
    func unsizedCell() {
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(50, 20); Color.blue.gridCellUnsizedAxes([.horizontal, .vertical]) }
            GridRow { block(50, 20); block(80, 30) }
        })
        #expect(grid.root.size == CGSize(width: 130, height: 50))
        #expect(grid[1] == Frame(50, 0, 80, 20))
    }

    // Source: Apple, gridColumnAlignment(_:) (the alignment of the column the view is in), GridRow.init(alignment:content:)
    // (the row's vertical alignment), gridCellAnchor(_:) (the cell's own anchor).
    @Test("A column's, a row's and a cell's own alignment override the grid's (Apple, gridColumnAlignment, GridRow(alignment:), gridCellAnchor)")
    func alignments() {
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) { block(50, 20).gridColumnAlignment(.leading); block(30, 40) }
            GridRow { block(70, 10); block(10, 10).gridCellAnchor(.bottomTrailing) }
        })
        #expect(grid[0] == Frame(0, 0, 50, 20))
        #expect(grid[2] == Frame(0, 40, 70, 10))
        #expect(grid[3] == Frame(90, 40, 10, 10))
        let column = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(50, 20); block(30, 40) }
            GridRow { block(70, 10).gridColumnAlignment(.trailing); block(10, 10) }
        })
        #expect(column[0] == Frame(20, 10, 50, 20))
    }

    // Source: Apple, GridRow (rows and cells made with ForEach, its example) and GridLayout ("If you need a grid that
    // conforms to the Layout protocol, like when you want to create a conditional layout using AnyLayout, use
    // GridLayout instead").
    @Test("Rows and cells made by ForEach, and GridLayout through AnyLayout, lay out as the same Grid (Apple, GridRow, GridLayout)")
    func forEachAndAnyLayout() {
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(1..<3) { row in
                GridRow { ForEach(1..<4) { column in block(CGFloat(10 * column), CGFloat(10 * row)) } }
            }
        })
        #expect(grid.root.size == CGSize(width: 60, height: 30))
        #expect(grid[5] == Frame(30, 10, 30, 20))
        let layout = LaidOut(AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) {
            GridRow { block(50, 20); block(30, 40) }
            GridRow { block(70, 10); block(10, 10) }
        })
        #expect(layout.root.size == CGSize(width: 100, height: 50))
        #expect(layout[3] == Frame(80, 40, 10, 10))
    }

    // Source: Apple, GridRow.init(alignment:content:) ("An optional VerticalAlignment for the row") and Grid ("A grid
    // and its rows behave something like a collection of HStack instances wrapped in a VStack"): the cells of a row
    // line up on the row's guide with each other, as an HStack's children do, so the row is as tall as what they reach
    // above the guide and below it, not as its tallest cell.
    @Test("Cells of a row on .firstTextBaseline share the baseline, and the row is as tall as they reach above and below it (Apple, GridRow(alignment:), Grid)")
    func baselineRow() {
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) {
                block(20, 20).alignmentGuide(.firstTextBaseline) { _ in 15 }
                block(20, 40).alignmentGuide(.firstTextBaseline) { _ in 10 }
            }
            GridRow { block(20, 10); block(20, 10) }
        })
        #expect(grid[0] == Frame(0, 0, 20, 20))
        #expect(grid[1] == Frame(20, 5, 20, 40))
        #expect(grid[2] == Frame(0, 45, 20, 10), "the row is 15 above the baseline and 30 below it: 45, not its tallest cell's 40")
        #expect(grid.root.size == CGSize(width: 40, height: 55))
    }

    // Source: as above; VerticalAlignment.firstTextBaseline ("the top-most text baseline in a view").
    @Test("Texts of different sizes in a grid row on .firstTextBaseline sit as in an HStack on it (Apple, Grid: rows behave like HStacks)")
    func textBaselinesMatchAnHStack() throws {
        let inGrid = ViewHost(Grid(horizontalSpacing: 8) {
            GridRow(alignment: .firstTextBaseline) { Text("Total").font(.largeTitle); Text("per month").font(.footnote) }
        })
        let inStack = ViewHost(HStack(alignment: .firstTextBaseline, spacing: 8) { Text("Total").font(.largeTitle); Text("per month").font(.footnote) })
        let gridOffset = try inGrid.frame(of: "per month").minY - inGrid.frame(of: "Total").minY
        let stackOffset = try inStack.frame(of: "per month").minY - inStack.frame(of: "Total").minY
        #expect(abs(gridOffset - stackOffset) < 0.001)
        #expect(gridOffset > 1, "the small text sits lower, its baseline on the large one's")
        #expect(abs(try inGrid.frame(of: "Total").height - inStack.frame(of: "Total").height) < 0.001)
    }

    private enum Ledger: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    // Source: Apple, AlignmentID ("Types used to identify alignment guides") and alignmentGuide(_:computeValue:): a
    // custom guide lines the cells of a row up as it does the children of an HStack.
    @Test("A row on a custom alignment lines its cells up on each one's guide (Apple, AlignmentID, alignmentGuide, GridRow(alignment:))")
    func customAlignmentRow() {
        let ledger = VerticalAlignment(Ledger.self)
        let grid = LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: ledger) {
                block(10, 30)
                block(10, 30).alignmentGuide(ledger) { $0[.top] }
            }
        })
        #expect(grid[0] == Frame(0, 0, 10, 30))
        #expect(grid[1] == Frame(10, 30, 10, 30))
        #expect(grid.root.size == CGSize(width: 20, height: 60))
    }
}
