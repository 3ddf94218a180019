import Testing
import ViewSim
import ViewSimTesting

/// A lazy container builds the rows that reach into its viewport on screen, however many that is: the rows' own sizes,
/// the container's frame and the device decide, not a fixed count.
/// Sources: Apple, "LazyVStack" (https://developer.apple.com/documentation/swiftui/lazyvstack: "the stack view doesn't
/// create items until it needs to render them onscreen"), "List", "Creating performant scrollable stacks"
/// (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks). How far past the screen
/// SwiftUI builds ahead is not documented; ViewSim builds no row that does not reach into the viewport (its choice,
/// pinned here). The arithmetic is ``Screen``'s.
@Suite("Lazy containers build the rows that fit") @MainActor
struct LazyRowFittingTests {
    struct Lines: View {
        var rowHeight: CGFloat?
        var listHeight: CGFloat?
        var body: some View {
            List(0..<1_000, id: \.self) { index in
                if let rowHeight {
                    Text("Line \(index)").frame(height: rowHeight)
                } else {
                    Text("Line \(index)")
                }
            }
            .frame(height: listHeight)
        }
    }

    @Test("A smaller screen shows fewer rows: an iPhone SE's list builds 15 rows of text where an iPhone 16's builds 17 (Apple, List)")
    func fewerRowsOnASmallerScreen() {
        #expect(ViewHost(Lines()).rowsBuilt == Screen.rows(in: Screen.safeHeight, row: Screen.textRow, first: Screen.listTop))
        #expect(Screen.rows(in: Screen.safeHeight, row: Screen.textRow, first: Screen.listTop) == 17)
        // An iPhone SE is 667 points tall with a 20-point status bar and no home indicator.
        let se = ViewHost(Lines(), device: .iPhoneSE)
        #expect(se.rowsBuilt == Screen.rows(in: 667 - 20, row: Screen.textRow, first: Screen.listTop))
        #expect(se.rowsBuilt == 15)
    }

    @Test("Taller rows, fewer of them: rows 100 points tall (116 with their insets) build 7 (Apple, List; defaultMinListRowHeight)")
    func tallerRowsAreFewer() {
        let app = ViewHost(Lines(rowHeight: 100))
        #expect(app.rowsBuilt == Screen.rows(in: Screen.safeHeight, row: 100 + 16, first: Screen.listTop))
        #expect(app.rowsBuilt == 7)
    }

    @Test("A list framed 200 points tall builds the 5 rows that reach into those 200 points (Apple, List; frame(width:height:alignment:))")
    func aShortListBuildsWhatReachesIntoIt() {
        let app = ViewHost(Lines(listHeight: 200))
        #expect(app.rowsBuilt == Screen.rows(in: 200, row: Screen.textRow, first: Screen.listTop))
        #expect(app.rowsBuilt == 5)
        #expect(app.texts == (0..<5).map { "Line \($0)" })
    }

    @Test("Turned on its side, an iPhone 16's list shows the 8 rows that reach into its 372 points (Apple, List)")
    func turningThePhoneShowsTheRowsThatFit() {
        let app = ViewHost(Lines())
        app.orientation = .landscape
        // 393 points tall on its side, with a 21-point home indicator and no status bar.
        #expect(app.texts.count == Screen.rows(in: 393 - 21, row: Screen.textRow, first: Screen.listTop))
        #expect(app.texts.count == 8)
        app.orientation = .portrait
        #expect(app.texts.count == 17)
    }

    @Test("Scrolled to its last row, a list shows the last screenful, the last row included (Apple, ScrollViewProxy.scrollTo(_:anchor:))")
    func scrollingToTheEndShowsTheLastRow() throws {
        let app = ViewHost(Lines())
        try app.scroll(to: 999)
        // Scrolled, no padding above the first row: 18 rows of text in the safe area's 759 points.
        #expect(app.texts.last == "Line 999")
        #expect(app.texts.first == "Line \(1_000 - Screen.rows(in: Screen.safeHeight, row: Screen.textRow))")
    }

    @Test("Building more rows for layout makes each row's view once: one Text view for each of 17 rows (Apple, List; WWDC23 Demystify SwiftUI performance)")
    func fittingMakesEachRowOnce() throws {
        struct Refreshing: View {
            @State private var generation = 0
            var body: some View {
                VStack {
                    Button("Refresh") { generation += 1 }
                    List(0..<1_000, id: \.self) { Text("Line \($0)") }.id(generation)
                }
            }
        }
        let app = ViewHost(Refreshing())
        let work = try app.measure("refresh") { try app.tap("Refresh") }
        let onScreen = Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.textRow, first: Screen.listTop)
        #expect(work.rowsBuilt == onScreen)
        #expect(work.viewInitializations["Text"] == 1 + onScreen, "the button's label as the body runs again, and each row's: \(work.viewInitializations)")
    }
}
