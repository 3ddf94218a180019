import Testing
import ViewSim
import ViewSimTesting

/// Lists and lazy stacks build only the rows on screen.
/// Sources: Apple, "LazyVStack" (https://developer.apple.com/documentation/swiftui/lazyvstack): "the stack view doesn't
/// create items until it needs to render them onscreen"; "Creating performant scrollable stacks"
/// (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks); "List"; "VStack" (eager);
/// "onAppear(perform:)"/"onDisappear(perform:)" (lazy rows appear and disappear as they scroll). That a row scrolled
/// away keeps its @State is SwiftUI's observed behaviour for lists and lazy stacks (state follows identity, WWDC21
/// "Demystify SwiftUI"); ViewSim chooses it and pins it here.
@Suite("Lists and lazy stacks") @MainActor
struct LazyContainerTests {
    struct Item: Identifiable { let id: Int }

    struct Row: View {
        let item: Item
        @State private var isStarred = false
        var body: some View { Toggle("Row \(item.id)", isOn: $isStarred) }
    }

    struct Feed: View {
        let count: Int
        let lazy: Bool
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack { ForEach((0..<count).map(Item.init)) { Row(item: $0) } }
                } else {
                    VStack { ForEach((0..<count).map(Item.init)) { Row(item: $0) } }
                }
            }
        }
    }

    @Test("A LazyVStack builds only the rows on screen; a VStack builds every row (Apple, LazyVStack; VStack)")
    func lazyBuildsOnlyViewport() {
        let lazy = ViewHost(Feed(count: 1_000, lazy: true))
        // Toggles 8 points apart in a scroll view as tall as the safe area: 20 reach into it.
        let onScreen = Screen.rows(in: Screen.safeHeight, row: Screen.toggle, spacing: Screen.spacing)
        #expect(onScreen == 20)
        #expect(lazy.bodyEvaluations(of: Row.self) == onScreen)
        #expect(lazy.rowsBuilt == onScreen)
        let eager = ViewHost(Feed(count: 1_000, lazy: false))
        #expect(eager.bodyEvaluations(of: Row.self) == 1_000)
        #expect(eager.rowsBuilt == 1_000)
    }

    @Test("A List of 100,000 rows builds only the rows in the viewport (Apple, List)")
    func hugeListBuildsViewport() {
        struct Huge: View {
            let items = (0..<100_000).map(Item.init)
            var body: some View { List(items) { Row(item: $0) } }
        }
        let app = ViewHost(Huge())
        // Rows of 47 points from 20 below the top of a list as tall as the safe area: 16.
        let onScreen = Screen.rows(in: Screen.safeHeight, row: Screen.toggleRow, first: Screen.listTop)
        #expect(onScreen == 16)
        #expect(app.rowsBuilt == onScreen)
        #expect(app.elements.filter { $0.kind == .toggle }.count == onScreen)
    }

    @Test("Scrolling builds the rows that come on screen; the ones that leave are no longer on screen (Apple, LazyVStack)")
    func scrollingBuildsNewRows() throws {
        let app = ViewHost(Feed(count: 100, lazy: true))
        try app.scroll(to: 50)
        #expect(app.isShowing(.toggle, "Row 50"))
        #expect(!app.isShowing(.toggle, "Row 0"))
        #expect(app.rowsBuilt == 2 * 20, "the 20 toggles on screen at first, then the 20 from row 50")
    }

    @Test("A row scrolled away keeps its state and is not built again when it comes back (state follows identity; WWDC21 Demystify SwiftUI)")
    func scrolledAwayRowKeepsState() throws {
        let app = ViewHost(Feed(count: 100, lazy: true))
        try app.toggle("Row 3")
        try app.scroll(to: 60)
        try app.scroll(to: 0)
        #expect(try app.isOn("Row 3"))
        #expect(app.rowsBuilt == 2 * 20, "rows 0 to 19, then 60 to 79; rows 0 to 19 again are not built again")
    }

    @Test("Rows run onAppear as they scroll in and onDisappear as they scroll out (Apple, onAppear(perform:); onDisappear(perform:))")
    func rowsAppearAndDisappear() throws {
        struct Tracked: View {
            @State private var events: [String] = []
            var body: some View {
                Text(events.suffix(3).joined(separator: ","))
                List {
                    ForEach(0..<40, id: \.self) { index in
                        Text("Row \(index)")
                            .onAppear { if index == 0 { events.append("0 in") } }
                            .onDisappear { if index == 0 { events.append("0 out") } }
                    }
                }
            }
        }
        let app = ViewHost(Tracked())
        try app.scroll(to: 30)
        try app.scroll(to: 0)
        #expect(app.texts.first == "0 in,0 out,0 in")
    }

    @Test("A row whose element leaves the data leaves the hierarchy: brought back, it starts with fresh state (Apple, ForEach; WWDC21 Demystify SwiftUI)")
    func removedRowLosesState() throws {
        struct Editable: View {
            @State private var ids = [1, 2, 3]
            var body: some View {
                Button("Remove 2") { ids.removeAll { $0 == 2 } }
                Button("Restore 2") { ids = [1, 2, 3] }
                LazyVStack { ForEach(ids, id: \.self) { Row(item: Item(id: $0)) } }
            }
        }
        let app = ViewHost(Editable())
        try app.toggle("Row 2")
        try app.tap("Remove 2")
        try app.tap("Restore 2")
        #expect(try app.isOn("Row 2") == false)
    }

    @Test("Row state follows the element's id when rows are inserted above it (Apple, List; WWDC21 Demystify SwiftUI)")
    func rowStateFollowsID() throws {
        struct Growing: View {
            @State private var ids = [1, 2, 3]
            var body: some View {
                Button("Add 0 on top") { ids.insert(0, at: 0) }
                List(ids.map(Item.init)) { Row(item: $0) }
            }
        }
        let app = ViewHost(Growing())
        try app.toggle("Row 2")
        try app.tap("Add 0 on top")
        #expect(try app.isOn("Row 2"))
        #expect(try app.isOn("Row 1") == false)
    }

    @Test("A Section's header, rows and footer are rows of the list, in order (Apple, Section)")
    func sectionsAreRows() {
        struct Grouped: View {
            var body: some View {
                List {
                    Section("Fruit") { ForEach(["Apple", "Pear"], id: \.self) { Text($0) } }
                    Section {
                        Text("Kale")
                    } header: {
                        Text("Greens")
                    } footer: {
                        Text("1 item")
                    }
                }
            }
        }
        #expect(ViewHost(Grouped()).texts == ["Fruit", "Apple", "Pear", "Greens", "Kale", "1 item"])
    }

    @Test("A state read in a lazy row's closure updates the rows on screen (the update model; Apple, List)")
    func rowClosureDependency() throws {
        struct Prices: View {
            @State private var inEuros = false
            var body: some View {
                Button("Euros") { inEuros = true }
                List(0..<30, id: \.self) { index in Text(inEuros ? "€\(index)" : "$\(index)") }
            }
        }
        let app = ViewHost(Prices())
        try app.tap("Euros")
        #expect(app.texts.first == "€0")
        // Under the button and the stack's spacing, rows of text: 17.
        let onScreen = Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.textRow, first: Screen.listTop)
        #expect(onScreen == 17)
        #expect(app.texts.count == onScreen)
    }

    @Test("A row can be addressed by its text when every row has the same button (host API, used by hidden tests)")
    func rowScopedQueries() throws {
        struct People: View {
            @State private var favourites: [String] = []
            var body: some View {
                Text("Favourites: \(favourites.joined(separator: ","))")
                List(["Ada", "Grace"], id: \.self) { name in
                    HStack {
                        Text(name)
                        Button("Favourite") { favourites.append(name) }
                    }
                }
            }
        }
        let app = ViewHost(People())
        try app.row(containing: "Grace").tap("Favourite")
        #expect(app.texts.first == "Favourites: Grace")
        #expect(try app.row(containing: "Ada").texts == ["Ada"])
    }

    @Test("A text that two rows show names no row: the host says so rather than pick the first (host API)")
    func ambiguousRowText() throws {
        struct Parks: View {
            var body: some View {
                List([("The Narrows", "Zion"), ("Angels Landing", "Zion"), ("Half Dome", "Yosemite")], id: \.0) { park in
                    HStack {
                        Text(park.0)
                        Text(park.1)
                        Button("Favourite") {}
                    }
                }
            }
        }
        let app = ViewHost(Parks())
        let error = #expect(throws: ViewHostError.self) { try app.row(containing: "Zion") }
        #expect(error?.description.hasPrefix("2 rows show “Zion”") == true, "\(error?.description ?? "")")
        #expect(try app.row(containing: "Yosemite").texts == ["Half Dome", "Yosemite"])
        #expect(throws: ViewHostError.self) { try app.tap("Favourite") }
    }

    @Test("Two ForEach in one list may use the same ids: ids are unique per ForEach, so SwiftUI does not warn (Apple, ForEach)")
    func idsArePerForEach() {
        struct Sections: View {
            var body: some View {
                List {
                    Section("Favourites") { ForEach([1, 2], id: \.self) { Text("Favourite \($0)") } }
                    Section("All") { ForEach([1, 2, 3], id: \.self) { Text("Recipe \($0)") } }
                }
            }
        }
        let app = ViewHost(Sections())
        #expect(app.runtimeIssues.isEmpty)
        #expect(app.texts == ["Favourites", "Favourite 1", "Favourite 2", "All", "Recipe 1", "Recipe 2", "Recipe 3"])
    }

    @Test("A List reads every row's id, so an id repeated far below the screen is reported; a LazyVStack reads the ids of the rows it builds (WWDC23 Demystify SwiftUI performance; gist groue/fdd43e36: List accesses all elements)")
    func listReadsEveryID() {
        struct Labels: View {
            let lazyStack: Bool
            // 40 rows named after 30 labels: the first repeat (row 30, "Label 0") is far below the 17 rows on screen.
            let names = (0..<40).map { "Label \($0 % 30)" }
            var body: some View {
                if lazyStack {
                    ScrollView { LazyVStack { ForEach(names, id: \.self) { Text($0) } } }
                } else {
                    List(names, id: \.self) { Text($0) }
                }
            }
        }
        let list = ViewHost(Labels(lazyStack: false), expecting: [.duplicateID])
        #expect(list.rowsBuilt == Screen.rows(in: Screen.safeHeight, row: Screen.textRow, first: Screen.listTop))
        #expect(list.runtimeIssues.map(\.kind) == [.duplicateID])
        let stack = ViewHost(Labels(lazyStack: true))
        #expect(stack.runtimeIssues.isEmpty, "no repeat among the rows built")
    }

    struct Groceries: View {
        @State private var items = ["Milk", "Eggs", "Bread"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test("Swiping a row away runs onDelete with its offset (Apple, onDelete(perform:))")
    func swipeToDelete() throws {
        let app = ViewHost(Groceries())
        try app.row(containing: "Eggs").swipeToDelete()
        #expect(app.texts == ["Milk", "Bread"])
    }

    @Test("Dragging a row runs onMove with its offset and the destination (Apple, onMove(perform:))")
    func dragToMove() throws {
        let app = ViewHost(Groceries())
        try app.row(containing: "Bread").move(toOffset: 0)
        #expect(app.texts == ["Bread", "Milk", "Eggs"])
    }
}

/// A `ForEach` whose elements make a varying number of views (an `if` in the row: filtering inside `ForEach`).
/// Source: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/): a list
/// needs a constant number of views per element to count its rows without building them; with a filter inside
/// `ForEach` it makes every element's view up front. Pre-filtering the data keeps it lazy.
@Suite("Rows that are not a constant number of views") @MainActor
struct VaryingRowTests {
    struct Item: Identifiable { let id: Int; var isEven: Bool { id % 2 == 0 } }

    struct Row: View {
        let item: Item
        var body: some View { Text("Row \(item.id)") }
    }

    struct Feed: View {
        let filtersInside: Bool
        @State private var refreshes = 0
        let items = (0..<1_000).map(Item.init)
        var body: some View {
            VStack {
                Button("Refresh") { refreshes += 1 }
                Text("Refreshed \(refreshes)")
                List {
                    if filtersInside {
                        ForEach(items) { item in
                            if item.isEven { Row(item: item) }
                        }
                    } else {
                        ForEach(items.filter(\.isEven)) { Row(item: $0) }
                    }
                }
                .id(refreshes)
            }
        }
    }

    /// Under the button, the text and the stack's spacing after each, rows of text: 16.
    static let rowsOnScreen = Screen.rows(
        in: Screen.safeHeight - 2 * (Screen.line + Screen.spacing), row: Screen.textRow, first: Screen.listTop)

    @Test("Filtering inside ForEach in a List makes every element's view to count the rows; the filtered-out elements take no row (WWDC23 Demystify SwiftUI performance)")
    func filteringInsideBuildsEveryElement() throws {
        let app = ViewHost(Feed(filtersInside: true))
        #expect(app.texts.prefix(4) == ["Refreshed 0", "Row 0", "Row 2", "Row 4"])
        let work = try app.measure("refresh") { try app.tap("Refresh") }
        #expect(work.viewInitializations["Optional<Row>"] == 1_000 + Self.rowsOnScreen, "1,000 to count the rows, then the 16 on screen")
        #expect(app.bodyEvaluations(of: Row.self) == 2 * Self.rowsOnScreen, "only the rows on screen are built, twice (one per identity)")
    }

    @Test("Filtering the data before ForEach keeps the List lazy: only the rows on screen are made (WWDC23 Demystify SwiftUI performance)")
    func preFilteredDataStaysLazy() throws {
        let app = ViewHost(Feed(filtersInside: false))
        #expect(app.texts.prefix(4) == ["Refreshed 0", "Row 0", "Row 2", "Row 4"])
        let work = try app.measure("refresh") { try app.tap("Refresh") }
        #expect(work.viewInitializations["Row"] == Self.rowsOnScreen)
        #expect(work.viewInitializations["Optional<Row>"] == nil)
    }
}

extension VaryingRowTests {
    @Test("An if/else that makes one view either way is a constant number of views: the List stays lazy (WWDC23 Demystify SwiftUI performance)")
    func ifElseOfOneViewStaysLazy() throws {
        struct Feed: View {
            @State private var refreshes = 0
            let items = (0..<1_000).map(Item.init)
            var body: some View {
                VStack {
                    Button("Refresh") { refreshes += 1 }
                    List {
                        ForEach(items) { item in
                            if item.isEven { Row(item: item) } else { Text("Odd \(item.id)") }
                        }
                    }
                    .id(refreshes)
                }
            }
        }
        let app = ViewHost(Feed())
        #expect(app.texts.prefix(3) == ["Row 0", "Odd 1", "Row 2"])
        let work = try app.measure("refresh") { try app.tap("Refresh") }
        #expect(work.rowsBuilt == Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.textRow, first: Screen.listTop))
        #expect(work.viewInitializations.values.reduce(0, +) < 100, "\(work.viewInitializations)")
    }
}
