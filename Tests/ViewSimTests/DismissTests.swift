import Testing
import ViewSim
import ViewSimTesting

/// `@Environment(\.dismiss)` in pushed screens, sheets and both: the innermost context wins.
///
/// Source: Apple, "DismissAction" (https://developer.apple.com/documentation/swiftui/dismissaction): "You can use
/// this action to: Dismiss a modal presentation, like a sheet or a popover. Pop the current view from a
/// NavigationStack… The specific behavior of the action depends on where you call it from."
@Suite("Dismiss") @MainActor
struct DismissTests {
    struct Closer: View {
        let title: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Text("On \(title)")
            Button("Close \(title)") { dismiss() }
        }
    }

    struct Trails: View {
        @State var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Path: \(path.joined(separator: ","))")
                    NavigationLink("Ridge", value: "Ridge")
                }
                .navigationTitle("Trails")
                .navigationDestination(for: String.self) { name in
                    VStack {
                        Closer(title: name)
                        NavigationLink("Deeper", value: name + "+")
                    }
                    .navigationTitle(name)
                }
            }
        }
    }

    @Test("dismiss() in a pushed screen pops it, and the path loses its last value (Apple, DismissAction: \"Pop the current view from a NavigationStack\")")
    func dismissPopsPushedScreen() throws {
        let app = ViewHost(Trails())
        try app.tapLink("Ridge")
        try app.tap("Close Ridge")
        #expect(app.screenTitle == "Trails")
        #expect(app.texts == ["Path: "])
    }

    @Test("dismiss() in a screen pops that screen, not the one on top of the stack (Apple, DismissAction: the behaviour depends on where you call it)")
    func dismissPopsItsOwnScreen() throws {
        let app = ViewHost(Trails())
        try app.tapLink("Ridge")
        try app.tapLink("Deeper")
        try app.tap("Close Ridge+")
        #expect(app.screenTitle == "Ridge")
        try app.tap("Close Ridge")
        #expect(app.screenTitle == "Trails")
        #expect(app.navigationPath.isEmpty)
    }

    struct OwnPath: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: 1)
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { _ in Closer(title: "one").navigationTitle("One") }
            }
        }
    }

    @Test("dismiss() pops a screen of a stack that manages its own path (Apple, DismissAction; NavigationStack(root:))")
    func dismissPopsOwnPath() throws {
        let app = ViewHost(OwnPath())
        try app.tapLink("Open")
        try app.tap("Close one")
        #expect(app.screenTitle == "Root")
        #expect(app.navigationPath.isEmpty)
    }

    struct ByLink: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { Closer(title: "linked").navigationTitle("Linked") }
                    .navigationTitle("Root")
            }
        }
    }

    @Test("dismiss() pops a screen pushed by NavigationLink(destination:) (Apple, DismissAction; NavigationLink)")
    func dismissPopsLinkedView() throws {
        let app = ViewHost(ByLink())
        try app.tapLink("Open")
        try app.tap("Close linked")
        #expect(app.screenTitle == "Root")
    }

    struct ByBinding: View {
        @State private var showsDetail = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Showing: \(showsDetail)")
                    Button("Show") { showsDetail = true }
                }
                .navigationTitle("Root")
                .navigationDestination(isPresented: $showsDetail) { Closer(title: "detail").navigationTitle("Detail") }
            }
        }
    }

    @Test("dismiss() pops a screen pushed by navigationDestination(isPresented:) and sets the binding to false (Apple, DismissAction; navigationDestination(isPresented:destination:))")
    func dismissResetsBoundDestination() throws {
        let app = ViewHost(ByBinding())
        try app.tap("Show")
        #expect(app.screenTitle == "Detail")
        try app.tap("Close detail")
        #expect(app.screenTitle == "Root")
        #expect(app.texts == ["Showing: false"])
    }

    struct SheetWithStack: View {
        @State private var isPresented = false
        var body: some View {
            VStack {
                Text("Presented: \(isPresented)")
                Button("Add") { isPresented = true }
            }
            .sheet(isPresented: $isPresented) {
                NavigationStack {
                    VStack {
                        Closer(title: "sheet root")
                        NavigationLink("Step two", value: 2)
                    }
                    .navigationTitle("Step one")
                    .navigationDestination(for: Int.self) { _ in Closer(title: "step two").navigationTitle("Step two") }
                }
            }
        }
    }

    @Test("In a sheet's own stack, dismiss() in a pushed screen pops it and the sheet stays (Apple, DismissAction: the innermost context)")
    func pushedScreenInSheetPops() throws {
        let app = ViewHost(SheetWithStack())
        try app.tap("Add")
        try app.tapLink("Step two")
        try app.tap("Close step two")
        #expect(app.presentation == .sheet)
        #expect(app.screenTitle == "Step one")
    }

    @Test("In a sheet's own stack, dismiss() in the stack's root closes the sheet (Apple, DismissAction: \"Dismiss a modal presentation, like a sheet\")")
    func sheetStackRootCloses() throws {
        let app = ViewHost(SheetWithStack())
        try app.tap("Add")
        try app.tap("Close sheet root")
        #expect(app.presentation == nil)
        #expect(app.texts == ["Presented: false"])
    }

    struct SheetFromPushedScreen: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: 1)
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { _ in Presenter().navigationTitle("Pushed") }
            }
        }
    }

    struct Presenter: View {
        @State private var isPresented = false
        var body: some View {
            Button("Present") { isPresented = true }
                .sheet(isPresented: $isPresented) { Closer(title: "sheet") }
        }
    }

    @Test("dismiss() in a sheet presented from a pushed screen closes the sheet only (Apple, DismissAction: the innermost context)")
    func sheetOverPushedScreenCloses() throws {
        let app = ViewHost(SheetFromPushedScreen())
        try app.tapLink("Open")
        try app.tap("Present")
        try app.tap("Close sheet")
        #expect(app.presentation == nil)
        #expect(app.screenTitle == "Pushed")
    }

    struct RootOnly: View {
        var body: some View {
            NavigationStack { Closer(title: "root").navigationTitle("Root") }
        }
    }

    @Test("dismiss() in a stack's root, outside any presentation, does nothing (Apple, DismissAction: it dismisses \"if it is currently presented\")")
    func rootDismissDoesNothing() throws {
        let app = ViewHost(RootOnly())
        try app.tap("Close root")
        #expect(app.screenTitle == "Root")
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension DismissTests {
    struct PathTrails: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Depth \(path.count)")
                    NavigationLink("Ridge", value: "Ridge")
                }
                .navigationTitle("Trails")
                .navigationDestination(for: String.self) { name in
                    VStack {
                        Closer(title: name)
                        NavigationLink("Deeper", value: name + "+")
                    }
                    .navigationTitle(name)
                }
            }
        }
    }

    @Test("dismiss() pops a screen of a stack whose path is a NavigationPath, and the path loses its value (Apple, DismissAction; NavigationPath)")
    func dismissPopsNavigationPathScreen() throws {
        let app = ViewHost(PathTrails())
        try app.tapLink("Ridge")
        try app.tapLink("Deeper")
        try app.back()
        try app.tap("Close Ridge")
        #expect(app.screenTitle == "Trails")
        #expect(app.texts == ["Depth 0"])
    }
}

extension DismissTests {
    struct ByItem: View {
        @State private var trail: String?
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Open: \(trail ?? "none")")
                    Button("Ridge") { trail = "Ridge" }
                }
                .navigationTitle("Trails")
                .navigationDestination(item: $trail) { Closer(title: $0).navigationTitle($0) }
            }
        }
    }

    @Test("dismiss() pops a screen pushed by navigationDestination(item:) and sets the item to nil (Apple, DismissAction; navigationDestination(item:destination:))")
    func dismissResetsItemDestination() throws {
        let app = ViewHost(ByItem())
        try app.tap("Ridge")
        try app.tap("Close Ridge")
        #expect(app.screenTitle == "Trails")
        #expect(app.texts == ["Open: none"])
    }
}
