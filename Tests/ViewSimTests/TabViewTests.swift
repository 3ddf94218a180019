import Testing
import ViewSim
import ViewSimTesting

/// Tabs: each keeps its identity, state and navigation while another is shown.
/// Sources: Apple, "TabView" (https://developer.apple.com/documentation/swiftui/tabview), "tabItem(_:)"; WWDC22 "The
/// SwiftUI cookbook for navigation" (https://developer.apple.com/videos/play/wwdc2022/10054/) for one stack per tab.
@Suite("Tab views") @MainActor
struct TabViewTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Text("\(name): \(count)")
            Button("Add to \(name)") { count += 1 }
        }
    }

    struct Tabs: View {
        @State private var events: [String] = []
        var body: some View {
            TabView {
                Counter(name: "Home")
                    .onAppear { events.append("home in") }
                    .onDisappear { events.append("home out") }
                    .tabItem { Label("Home", systemImage: "house") }
                VStack {
                    Text("Log: \(events.joined(separator: ","))")
                    Counter(name: "Settings")
                }
                .tabItem { Text("Settings") }
            }
        }
    }

    @Test("The first tab is selected; only its content is on screen; the tab bar lists every tab (Apple, TabView; tabItem(_:))")
    func firstTabShown() {
        let app = ViewHost(Tabs())
        #expect(app.tabs == ["Home", "Settings"])
        #expect(app.selectedTab == "Home")
        #expect(app.texts == ["Home: 0"])
    }

    @Test("Switching tabs keeps each tab's state (Apple, TabView)")
    func tabsKeepState() throws {
        let app = ViewHost(Tabs())
        try app.tap("Add to Home")
        try app.selectTab("Settings")
        try app.selectTab("Home")
        #expect(app.texts == ["Home: 1"])
    }

    @Test("A tab disappears when another is selected and appears again when it is selected (Apple, onAppear; onDisappear)")
    func tabsAppearAndDisappear() throws {
        let app = ViewHost(Tabs())
        try app.selectTab("Settings")
        #expect(app.texts.first == "Log: home in,home out")
    }

    @Test("A tab is built the first time it is selected (Apple, TabView)")
    func tabsAreBuiltWhenSelected() throws {
        let app = ViewHost(Tabs())
        #expect(app.bodyEvaluations(of: Counter.self) == 1)
        try app.selectTab("Settings")
        #expect(app.bodyEvaluations(of: Counter.self) == 2)
    }

    @Test("With selection:, the tab whose tag equals the binding is shown, and selecting a tab writes its tag (Apple, TabView init(selection:content:))")
    func selectionBinding() throws {
        enum Section: Hashable { case inbox, sent }
        struct Mail: View {
            @State private var section = Section.sent
            var body: some View {
                TabView(selection: $section) {
                    Text("Inbox list").tabItem { Text("Inbox") }.tag(Section.inbox)
                    VStack {
                        Text("Sent list")
                        Button("Go to inbox") { section = .inbox }
                    }
                    .tabItem { Text("Sent") }.tag(Section.sent)
                }
            }
        }
        let app = ViewHost(Mail())
        #expect(app.selectedTab == "Sent")
        try app.tap("Go to inbox")
        #expect(app.texts == ["Inbox list"])
        try app.selectTab("Sent")
        #expect(app.texts == ["Sent list"])
    }

    @Test("Each tab with its own NavigationStack keeps its pushed screens while another tab is shown (WWDC22 cookbook for navigation; seed 001 pattern 4a)")
    func stackPerTab() throws {
        struct Shop: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("Shoes", value: "Shoes")
                            .navigationDestination(for: String.self) { Text("Category \($0)") }
                    }
                    .tabItem { Text("Browse") }
                    Text("Cart is empty").tabItem { Text("Cart") }
                }
            }
        }
        let app = ViewHost(Shop())
        try app.tapLink("Shoes")
        try app.selectTab("Cart")
        try app.selectTab("Browse")
        #expect(app.texts == ["Category Shoes"])
    }

    @Test("With selection:, a tab without a tag cannot be selected; only one tab is ever on screen (Apple, TabView init(selection:content:))")
    func untaggedTabWithSelection() throws {
        struct Tabs: View {
            @State private var tab = 3
            var body: some View {
                TabView(selection: $tab) {
                    Text("three").tabItem { Text("Three") }.tag(3)
                    Text("untagged").tabItem { Text("Four") }
                }
            }
        }
        let app = ViewHost(Tabs())
        try app.selectTab("Four")
        #expect(app.texts == ["three"])
        #expect(app.selectedTab == "Three")
    }

    @Test("Tab(_:systemImage:value:) is a tab with a title and a selection value (Apple, Tab)")
    func tabType() throws {
        struct Modern: View {
            @State private var tab = "feed"
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Feed", systemImage: "list.bullet", value: "feed") { Text("Latest posts") }
                    Tab("Profile", systemImage: "person", value: "profile") { Text("Ada's profile") }
                }
            }
        }
        let app = ViewHost(Modern())
        #expect(app.tabs == ["Feed", "Profile"])
        try app.selectTab("Profile")
        #expect(app.texts == ["Ada's profile"])
    }
}
