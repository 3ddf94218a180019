import Testing
import ViewSim
import ViewSimTesting

/// Split views: columns side by side in a regular width, a stack in a compact one.
/// Sources: Apple, "NavigationSplitView" (https://developer.apple.com/documentation/swiftui/navigationsplitview),
/// "NavigationSplitViewVisibility", "List init(selection:content:)"; WWDC22 "The SwiftUI cookbook for navigation"
/// (https://developer.apple.com/videos/play/wwdc2022/10054/): in compact size classes the split view collapses into a
/// single stack.
@Suite("Split views") @MainActor
struct SplitViewTests {
    struct Note: Identifiable, Hashable { let id: Int; let title: String }

    struct Notes: View {
        let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
        @State private var selection: Note?
        @State private var visibility = NavigationSplitViewVisibility.all
        let hasPlaceholder: Bool
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(selection: $selection) {
                    ForEach(notes) { note in NavigationLink(note.title, value: note) }
                }
                Button("Hide sidebar") { visibility = .detailOnly }
            } detail: {
                if let selection {
                    Text("Editing \(selection.title)")
                } else if hasPlaceholder {
                    Text("Select a note")
                }
            }
        }
    }

    @Test("In a regular width, sidebar and detail are side by side; a link in the sidebar's list selects (Apple, NavigationSplitView; List init(selection:content:))")
    func regularShowsColumns() throws {
        let app = ViewHost(Notes(hasPlaceholder: true))
        app.sizeClass = .regular
        #expect(app.texts == ["Select a note"])
        #expect(app.isShowing(.button, "Groceries"))
        try app.tapLink("Ideas")
        #expect(app.texts == ["Editing Ideas"])
        #expect(app.isShowing(.button, "Groceries"), "the sidebar is still there")
    }

    @Test("With no view for 'nothing selected' the detail column is blank (Apple, NavigationSplitView; seed 001 pattern 6b)")
    func blankDetail() {
        let app = ViewHost(Notes(hasPlaceholder: false))
        app.sizeClass = .regular
        #expect(app.texts.isEmpty)
    }

    @Test("columnVisibility .detailOnly hides the sidebar in a regular width (Apple, NavigationSplitViewVisibility)")
    func detailOnlyHidesSidebar() throws {
        let app = ViewHost(Notes(hasPlaceholder: true))
        app.sizeClass = .regular
        try app.tap("Hide sidebar")
        #expect(!app.isShowing(.button, "Groceries"))
        #expect(app.texts == ["Select a note"])
    }

    @Test("In a compact width the split view is a stack: the sidebar first, selecting pushes the detail, back pops it and clears the selection (WWDC22 cookbook for navigation)")
    func compactCollapses() throws {
        let app = ViewHost(Notes(hasPlaceholder: true))
        #expect(app.isShowing(.button, "Groceries"))
        #expect(!app.texts.contains("Select a note"))
        try app.tapLink("Groceries")
        #expect(app.texts == ["Editing Groceries"])
        try app.back()
        #expect(app.isShowing(.button, "Groceries"))
        try app.tapLink("Ideas")
        #expect(app.texts == ["Editing Ideas"])
    }

    @Test("Turning to a regular width shows the columns side by side with the selection kept (Apple, NavigationSplitView; seed 001 pattern 6c)")
    func sizeClassChangeKeepsSelection() throws {
        let app = ViewHost(Notes(hasPlaceholder: true))
        try app.tapLink("Ideas")
        app.sizeClass = .regular
        #expect(app.texts == ["Editing Ideas"])
        #expect(app.isShowing(.button, "Groceries"))
    }
}

extension SplitViewTests {
    struct Planner: View {
        let visibility: NavigationSplitViewVisibility?
        var body: some View {
            if let visibility {
                NavigationSplitView(columnVisibility: .constant(visibility)) { Text("Areas") } content: { Text("Tasks") } detail: { Text("Task") }
            } else {
                NavigationSplitView { Text("Areas") } content: { Text("Tasks") } detail: { Text("Task") }
            }
        }
    }

    /// Apple's page says only that `.automatic` lets "the system decide which columns to show based on the device and
    /// orientation"; which columns that is on an iPad in landscape is not documented. The choice: a three-column split
    /// view opens with its sidebar hidden behind the sidebar button, as UIKit's `oneBesideSecondary` display mode lays
    /// out a triple-column split view ("one sidebar… side-by-side with the secondary view controller", the
    /// supplementary one), and a two-column one shows both. ViewSim's regular width is that iPad.
    @Test("columnVisibility .automatic, the default, hides a three-column split view's sidebar on an iPad in landscape; .all shows it (Apple, NavigationSplitViewVisibility.automatic; UIKit, UISplitViewController.DisplayMode.oneBesideSecondary)")
    func automaticIsTheDevicesChoice() {
        for visibility in [NavigationSplitViewVisibility.automatic, nil] {
            let app = ViewHost(Planner(visibility: visibility))
            app.sizeClass = .regular
            #expect(app.texts == ["Tasks", "Task"], "\(String(describing: visibility))")
        }
        let all = ViewHost(Planner(visibility: .all))
        all.sizeClass = .regular
        #expect(all.texts == ["Areas", "Tasks", "Task"])
    }

    @Test("columnVisibility .automatic shows both columns of a two-column split view on an iPad in landscape (Apple, NavigationSplitViewVisibility.automatic; UIKit, oneBesideSecondary)")
    func automaticShowsBothOfTwoColumns() {
        struct TwoColumns: View {
            var body: some View { NavigationSplitView { Text("Notes") } detail: { Text("Note") } }
        }
        let app = ViewHost(TwoColumns())
        app.sizeClass = .regular
        #expect(app.texts == ["Notes", "Note"])
    }
}
