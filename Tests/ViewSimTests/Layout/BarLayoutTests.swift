import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The navigation bar and the tab bar take their part of the screen, and the content's safe area grows by them. Case
/// L47 of `../shared/LAYOUT-CASES.md`: 44 points for an inline bar, 96 with a large title, 49 for the tab bar, on an
/// iPhone 16 (393×852, safe area 59 above and 34 below). The heights are third-party measurements; those marked [?]
/// there (the tab bar's 49, a large mode with no title) are provisional.
@Suite("Layout: navigation and tab bars") @MainActor
struct BarLayoutTests {
    private static let belowInlineBar = CGRect(x: 0, y: 59 + 44, width: 393, height: 818 - 59 - 44)
    private static let belowLargeTitle = CGRect(x: 0, y: 59 + 96, width: 393, height: 818 - 59 - 96)

    // Source: Apple, ToolbarTitleDisplayMode.automatic ("For root content in a navigation stack in iOS… Default to
    // large when a navigation title is configured. Default to inline when no navigation title is provided"); the bar
    // heights of L47 (hacknicity.medium.com: 44, "large titles add 52 points… 96 points").
    @Test("L47: a stack's root without a title is below a 44-point bar; with a title, below a 96-point large title (Apple, ToolbarTitleDisplayMode.automatic)")
    func rootBar() {
        #expect(ViewHost(NavigationStack { Color.blue }).frames(of: Color.self) == [Self.belowInlineBar])
        #expect(ViewHost(NavigationStack { Color.blue.navigationTitle("Recipes") }).frames(of: Color.self) == [Self.belowLargeTitle])
        #expect(ViewHost(NavigationStack { Color.blue.navigationTitle("Recipes").navigationBarTitleDisplayMode(.inline) })
            .frames(of: Color.self) == [Self.belowInlineBar])
        #expect(ViewHost(NavigationStack { Color.blue.navigationTitle("Recipes").toolbarTitleDisplayMode(.inline) })
            .frames(of: Color.self) == [Self.belowInlineBar])
    }

    /// A stack whose root and pushed screen have titles, with the given display modes.
    private struct Stack: View {
        let rootMode: NavigationBarItem.TitleDisplayMode
        let pushedMode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationStack(path: .constant([1])) {
                Color.red.navigationTitle("Recipes").navigationBarTitleDisplayMode(rootMode)
                    .navigationDestination(for: Int.self) { _ in
                        Color.blue.navigationTitle("Ramen").navigationBarTitleDisplayMode(pushedMode)
                    }
            }
        }
    }

    // Source: Apple, NavigationBarItem.TitleDisplayMode.automatic ("Inherit the display mode from the previous
    // navigation item"); UIKit's LargeTitleDisplayMode.automatic ("If the previous item's title was large, the current
    // item also displays a large title").
    @Test("L47: a pushed screen with the automatic mode takes the mode of the screen beneath it (Apple, TitleDisplayMode.automatic)",
          arguments: [(NavigationBarItem.TitleDisplayMode.automatic, NavigationBarItem.TitleDisplayMode.automatic, 96.0),
                      (.inline, .automatic, 44), (.inline, .large, 96), (.large, .inline, 44)])
    func pushedScreenBar(root: NavigationBarItem.TitleDisplayMode, pushed: NavigationBarItem.TitleDisplayMode, bar: CGFloat) {
        let app = ViewHost(Stack(rootMode: root, pushedMode: pushed))
        #expect(app.frames(of: Color.self) == [CGRect(x: 0, y: 59 + bar, width: 393, height: 818 - 59 - bar)])
    }

    // Source: Apple, ToolbarTitleDisplayMode.large ("displays the toolbar title below the content of the navigation bar
    // when scrollable content is scrolled to the top and transitions to the center of the toolbar as content is
    // scrolled").
    @Test("A large title collapses into a 44-point bar when the list is scrolled, so more rows fit, and comes back at the top (Apple, ToolbarTitleDisplayMode.large)")
    func largeTitleCollapsesOnScroll() throws {
        struct Recipes: View {
            var body: some View {
                NavigationStack {
                    List(0..<100, id: \.self) { Text("Recipe \($0)") }
                        .navigationTitle("Recipes")
                }
            }
        }
        let app = ViewHost(Recipes())
        let list = { try #require(app.elements.first { $0.kind == .container && $0.label == "List" }) }
        #expect(try app.frame(of: list()) == Self.belowLargeTitle)
        // Below the large title: 20 points, then rows of 44 in 759 − 96 points.
        #expect(app.texts.count == Screen.rows(in: Screen.safeHeight - 96, row: Screen.textRow, first: Screen.listTop))
        try app.scroll(screens: 1)
        #expect(try app.frame(of: list()) == Self.belowInlineBar)
        #expect(app.texts.count == Screen.rows(in: Screen.safeHeight - 44, row: Screen.textRow))
        try app.scroll(to: 0)
        #expect(try app.frame(of: list()) == Self.belowLargeTitle)
    }

    // Source: Apple, toolbar(_:for:) ("The preferred visibility flows up to the nearest container that renders a bar").
    @Test("L47: a hidden navigation bar takes no space (Apple, toolbar(_:for:))")
    func hiddenBar() {
        let safeArea = CGRect(x: 0, y: 59, width: 393, height: 818 - 59)
        #expect(ViewHost(NavigationStack { Color.blue.navigationTitle("Map").toolbar(.hidden, for: .navigationBar) })
            .frames(of: Color.self) == [safeArea])
        #expect(ViewHost(NavigationStack { Color.blue.toolbar(.hidden) }).frames(of: Color.self) == [safeArea])
        #expect(ViewHost(NavigationStack { Color.blue.navigationBarHidden(true) }).frames(of: Color.self) == [safeArea])
        #expect(ViewHost(NavigationStack { Color.blue.toolbar(.hidden, for: .tabBar) }).frames(of: Color.self) == [Self.belowInlineBar])
    }

    // Source: Apple, SafeAreaRegions.container ("elements such as top and bottom bars") and ignoresSafeArea(_:edges:).
    @Test("L47: a view that ignores the safe area reaches under the navigation bar to the screen's top (Apple, ignoresSafeArea)")
    func ignoringTheBar() {
        let app = ViewHost(NavigationStack { Color.blue.ignoresSafeArea().navigationTitle("Recipes") })
        #expect(app.frames(of: Color.self) == [CGRect(x: 0, y: 0, width: 393, height: 852)])
    }

    final class Seen { var insets: [EdgeInsets] = [] }

    // Source: Apple, GeometryProxy.safeAreaInsets; the bar is part of the content's safe area (SafeAreaRegions).
    @Test("L47: a reader in a stack sees the status bar and the navigation bar as its top inset (Apple, GeometryProxy.safeAreaInsets)")
    func readerSeesTheBar() {
        let seen = Seen()
        let app = ViewHost(NavigationStack { GeometryReader { proxy in let _ = seen.insets.append(proxy.safeAreaInsets); Color.clear } })
        _ = app.layout
        #expect(seen.insets.last == EdgeInsets(top: 59 + 44, leading: 0, bottom: 34, trailing: 0))
    }

    // Source: useyourloaf.com, "Supporting iPhone X" (the status bar 20 and the navigation bar 44 on a home-button
    // phone: content starts 64 points down); L46's iPhone SE.
    @Test("L47: on an iPhone SE the content of a stack starts 64 points down (useyourloaf.com)")
    func homeButtonPhone() {
        let app = ViewHost(NavigationStack { Color.blue }, device: .iPhoneSE)
        #expect(app.frames(of: Color.self).first?.minY == 64)
    }

    // Source: useyourloaf.com, "Supporting iPhone X" (a landscape navigation bar of 32); L47.
    @Test("L47: on its side, a phone's navigation bar is 32 points and shows no large title (useyourloaf.com; [?] for the title)")
    func landscapeBar() {
        let app = ViewHost(NavigationStack { Color.blue.navigationTitle("Recipes") })
        app.orientation = .landscape
        #expect(app.frames(of: Color.self).first?.minY == 32)
    }

    /// Two tabs, the first with a stack whose pushed screen may hide the tab bar.
    private struct Tabs: View {
        let hidesTabBar: Bool
        var body: some View {
            TabView {
                NavigationStack(path: .constant([1])) {
                    Color.red.navigationTitle("Inbox")
                        .navigationDestination(for: Int.self) { _ in
                            Color.blue.navigationTitle("Message").toolbar(hidesTabBar ? .hidden : .automatic, for: .tabBar)
                        }
                }
                .tabItem { Text("Inbox") }
                Color.green.tabItem { Text("Settings") }
            }
        }
    }

    // Source: L47 (a tab bar of 49 points above the home indicator, [?]); Apple, TabView.
    @Test("L47: a tab's content ends above a 49-point tab bar ([?] for 49; Apple, TabView)")
    func tabBar() {
        let app = ViewHost(TabView { Color.blue.tabItem { Text("Home") } })
        #expect(app.frames(of: Color.self) == [CGRect(x: 0, y: 59, width: 393, height: 818 - 59 - 49)])
        let stacked = ViewHost(Tabs(hidesTabBar: false))
        #expect(stacked.frames(of: Color.self) == [CGRect(x: 0, y: 59 + 96, width: 393, height: 818 - 49 - 59 - 96)])
    }

    // Source: Apple, toolbar(_:for:) (the preference flows up to the nearest container that renders the bar: from a
    // pushed screen through its stack to the tab view).
    @Test("L47: a pushed screen that hides the tab bar gets its space (Apple, toolbar(_:for:))")
    func hiddenTabBar() {
        let app = ViewHost(Tabs(hidesTabBar: true))
        #expect(app.frames(of: Color.self) == [CGRect(x: 0, y: 59 + 96, width: 393, height: 818 - 59 - 96)])
    }
}
