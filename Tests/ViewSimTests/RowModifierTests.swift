import Testing
import ViewSim
import ViewSimTesting

/// Modifiers on a `ForEach` or a `Section` inside a `List` or a lazy stack apply to each row, and the container stays
/// lazy.
///
/// Sources: Apple, "Group" (https://developer.apple.com/documentation/swiftui/group): "any modifier you apply to the
/// group affects all of that group's members"; Apple's samples that put `.onDelete(perform:)` on a `ForEach` in a
/// `List` ("onDelete(perform:)"); WWDC23 "Demystify SwiftUI performance"
/// (https://developer.apple.com/videos/play/wwdc2023/10160/): a list's rows are its `ForEach`'s views, one per
/// element, and the list builds only those it shows. How a modified `ForEach` stays lazy is not documented: the
/// evidence is that the paging idiom (`.onAppear` on the rows to load the next page) works on a device, which it could
/// not if the modifier built every row; ViewSim chooses "each row is modified, and built when it scrolls in".
@Suite("Modifiers on rows") @MainActor
struct RowModifierTests {
    struct Item: Identifiable, Hashable { let id: Int }

    struct Row: View {
        let item: Item
        @State private var isStarred = false
        var body: some View { Toggle("Row \(item.id)", isOn: $isStarred) }
    }

    struct Paging: View {
        @State private var appeared: [Int] = []
        let items = (0..<1_000).map(Item.init)
        var body: some View {
            VStack {
                Text("Appeared: \(appeared.count), last \(appeared.last ?? -1)")
                List {
                    ForEach(items) { Row(item: $0) }
                        .onAppear { appeared.append(appeared.count) }
                }
            }
        }
    }

    @Test("onAppear on a ForEach in a List runs once for each row as it comes on screen, and the list stays lazy (the paging idiom; Apple, onAppear(perform:); Group)")
    func onAppearOnForEachRunsPerRow() throws {
        let app = ViewHost(Paging())
        // Under a line of text, rows of toggles: 16; a screen further down, 16 more (the list's own height holds 15.5
        // toggle rows, and the first row's 20 points above are scrolled away).
        let onScreen = Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.toggleRow, first: Screen.listTop)
        #expect(onScreen == 16)
        #expect(app.rowsBuilt == onScreen)
        #expect(app.bodyEvaluations(of: Row.self) == onScreen)
        #expect(try app.text(startingWith: "Appeared") == "Appeared: 16, last 15")
        try app.scroll(screens: 1)
        #expect(Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.toggleRow) == 16)
        #expect(app.rowsBuilt == 32)
        #expect(try app.text(startingWith: "Appeared") == "Appeared: 32, last 31")
    }

    struct Locked: View {
        let items = (0..<500).map(Item.init)
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(items) { Row(item: $0) }.disabled(true)
                }
            }
        }
    }

    @Test("disabled on a ForEach in a lazy stack disables every row, and builds only the rows on screen (Apple, disabled(_:); LazyVStack)")
    func disabledOnForEachAppliesPerRow() throws {
        let app = ViewHost(Locked())
        let onScreen = Screen.rows(in: Screen.safeHeight, row: Screen.toggle, spacing: Screen.spacing)
        #expect(app.rowsBuilt == onScreen)
        let toggles = app.elements.filter { $0.kind == .toggle }
        #expect(toggles.count == onScreen)
        #expect(toggles.allSatisfy { $0.isDisabled })
        #expect(throws: ViewHostError.self) { try app.toggle("Row 3") }
    }

    struct Reloading: View {
        @State private var generation = 0
        let items = (0..<100).map(Item.init)
        var body: some View {
            VStack {
                Button("Reload") { generation += 1 }
                List {
                    ForEach(items) { Row(item: $0) }.id(generation)
                }
            }
        }
    }

    @Test("id on a ForEach in a List gives every row a new identity when it changes, and the rows keep their elements' ids for scrolling (Apple, id(_:); WWDC21 Demystify SwiftUI)")
    func idOnForEachRenewsEveryRow() throws {
        let app = ViewHost(Reloading())
        try app.toggle("Row 2")
        #expect(try app.isOn("Row 2"))
        try app.tap("Reload")
        #expect(try !app.isOn("Row 2"), "a new id is a new identity: the row's state starts over")
        let onScreen = Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.toggleRow, first: Screen.listTop)
        #expect(app.rowsBuilt == 2 * onScreen, "each identity is built once, on screen only")
        try app.scroll(to: 60)
        #expect(app.isShowing(.toggle, "Row 60"))
    }

    struct Sections: View {
        var body: some View {
            List {
                Section("Pinned") {
                    ForEach((0..<3).map(Item.init)) { Row(item: $0) }
                }
                .disabled(true)
                Section("Others") {
                    ForEach((3..<6).map(Item.init)) { Row(item: $0) }
                }
            }
        }
    }

    @Test("A modifier on a Section in a List applies to its header and each of its rows, not to other sections (Apple, Section; Group)")
    func modifierOnSectionAppliesToItsRows() throws {
        let app = ViewHost(Sections())
        let toggles = app.elements.filter { $0.kind == .toggle }
        #expect(toggles.map(\.isDisabled) == [true, true, true, false, false, false])
    }

    struct Deletable: View {
        @State private var items = (0..<5).map(Item.init)
        var body: some View {
            List {
                ForEach(items) { Row(item: $0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .disabled(false)
            }
        }
    }

    @Test("A modifier after onDelete keeps every row deletable (Apple, onDelete(perform:))")
    func modifierAfterOnDeleteKeepsEdits() throws {
        let app = ViewHost(Deletable())
        try app.row(containing: "Row 2").swipeToDelete()
        #expect(app.elements.filter { $0.kind == .toggle }.map(\.label) == ["Row 0", "Row 1", "Row 3", "Row 4"])
    }

    struct RowDestinations: View {
        var body: some View {
            NavigationStack {
                List {
                    ForEach((0..<3).map(Item.init)) { item in NavigationLink("Item \(item.id)", value: item) }
                        .navigationDestination(for: Item.self) { Text("Detail \($0.id)") }
                }
            }
        }
    }

    @Test("navigationDestination on a ForEach in a List is a destination in each row: ignored, with SwiftUI's warning (iOS 18; SwiftUI console message)")
    func destinationOnForEachIsInTheRows() throws {
        let app = ViewHost(RowDestinations(), expecting: [.navigationDestinationInLazyContainer, .noNavigationDestination])
        try app.tapLink("Item 1")
        #expect(app.navigationPath.isEmpty)
        #expect(app.runtimeIssues.contains { $0.kind == .navigationDestinationInLazyContainer })
    }

    struct Plain: View {
        var body: some View {
            List {
                Text("Header").onAppear {}
                ForEach((0..<30).map(Item.init)) { Row(item: $0) }
            }
        }
    }

    @Test("A modifier on a single view in a List modifies that one row (Apple, List)")
    func modifierOnSingleViewIsOneRow() throws {
        let app = ViewHost(Plain())
        // The header's row of text, then rows of toggles.
        #expect(app.rowsBuilt == 1 + Screen.rows(in: Screen.safeHeight, row: Screen.toggleRow, first: Screen.listTop + Screen.textRow))
        #expect(app.texts == ["Header"])
    }
}

extension RowModifierTests {
    struct Tinted: View {
        @Environment(\.isEnabled) private var isEnabled
        let item: Item
        var body: some View { Text("Row \(item.id) \(isEnabled ? "on" : "off")") }
    }

    @Test("environment on a ForEach in a List reaches each row (Apple, environment(_:_:); Group)")
    func environmentOnForEachReachesEachRow() {
        struct Rows: View {
            var body: some View {
                List {
                    ForEach((0..<3).map(Item.init)) { Tinted(item: $0) }
                        .environment(\.isEnabled, false)
                    Tinted(item: Item(id: 9))
                }
            }
        }
        let app = ViewHost(Rows())
        #expect(app.texts == ["Row 0 off", "Row 1 off", "Row 2 off", "Row 9 on"])
    }

    @Test("task on a ForEach in a List starts one task per row as it comes on screen (Apple, task(priority:_:); Group)")
    func taskOnForEachRunsPerRow() async throws {
        @MainActor final class Started { var ids: [Int] = [] }
        struct Rows: View {
            let started: Started
            var body: some View {
                List {
                    ForEach((0..<100).map(Item.init)) { item in Text("Row \(item.id)").task { started.ids.append(item.id) } }
                }
            }
        }
        let started = Started()
        let app = ViewHost(Rows(started: started))
        await app.settle()
        #expect(started.ids.sorted() == Array(0..<Screen.rows(in: Screen.safeHeight, row: Screen.textRow, first: Screen.listTop)))
    }
}

extension RowModifierTests {
    @Test("onDisappear on a ForEach in a List runs for each row that scrolls away (Apple, onDisappear(perform:); Group)")
    func onDisappearOnForEachRunsPerRow() throws {
        struct Rows: View {
            @State private var gone = 0
            var body: some View {
                VStack {
                    Text("Gone \(gone)")
                    List {
                        ForEach((0..<100).map(Item.init)) { Text("Row \($0.id)") }
                            .onDisappear { gone += 1 }
                    }
                }
            }
        }
        let app = ViewHost(Rows())
        try app.scroll(screens: 1)
        let onScreen = Screen.rows(in: Screen.safeHeight - Screen.line - Screen.spacing, row: Screen.textRow, first: Screen.listTop)
        #expect(try app.text(startingWith: "Gone") == "Gone \(onScreen)")
    }
}
