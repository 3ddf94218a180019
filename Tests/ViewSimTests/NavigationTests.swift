import Testing
import ViewSim
import ViewSimTesting

struct Recipe: Hashable, Codable, Identifiable {
    let id: Int
    let name: String
}

/// Navigation stacks, links, destinations and paths.
/// Sources: Apple, "NavigationStack" (https://developer.apple.com/documentation/swiftui/navigationstack),
/// "NavigationLink", "navigationDestination(for:destination:)", "NavigationPath"
/// (https://developer.apple.com/documentation/swiftui/navigationpath), "navigationTitle(_:)"; WWDC22 "The SwiftUI
/// cookbook for navigation" (https://developer.apple.com/videos/play/wwdc2022/10054/); SwiftUI's console messages for
/// a value with no destination and for a destination inside a lazy container.
@Suite("Navigation stacks") @MainActor
struct NavigationTests {
    static let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Ramen")]

    struct Detail: View {
        let recipe: Recipe
        @State private var servings = 2
        var body: some View {
            Text("\(recipe.name) for \(servings)")
            Button("More") { servings += 1 }
        }
    }

    struct Cookbook: View {
        @State private var events: [String] = []
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Log: \(events.joined(separator: ","))")
                    ForEach(NavigationTests.recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
                }
                .onAppear { events.append("root in") }
                .onDisappear { events.append("root out") }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { Detail(recipe: $0).navigationTitle($0.name) }
            }
        }
    }

    @Test("Tapping a link pushes its value's destination; only the top screen is on screen (Apple, NavigationLink; navigationDestination(for:destination:))")
    func linkPushes() throws {
        let app = ViewHost(Cookbook())
        try app.tapLink("Ramen")
        #expect(app.texts == ["Ramen for 2"])
        #expect(app.screenTitle == "Ramen")
        #expect(app.navigationPath == [String(describing: NavigationTests.recipes[1])])
        #expect(app.screen.hasPrefix("NavigationStack: Recipes › Ramen\n"), "the dump names the screens beneath:\n\(app.screen)")
    }

    @Test("Back pops the top screen; the root comes back as it was (Apple, NavigationStack)")
    func backPops() throws {
        let app = ViewHost(Cookbook())
        try app.tapLink("Ramen")
        try app.back()
        #expect(app.screenTitle == "Recipes")
        #expect(app.navigationPath.isEmpty)
        #expect(app.isShowing(.button, "Pancakes"))
    }

    @Test("The root disappears when a screen is pushed and appears again when it is popped (Apple, onAppear; WWDC22 cookbook for navigation)")
    func rootReappearsOnPop() throws {
        let app = ViewHost(Cookbook())
        try app.tapLink("Pancakes")
        try app.back()
        #expect(app.texts.first == "Log: root in,root out,root in")
    }

    @Test("A popped screen's state is gone: pushed again, it starts fresh (Apple, NavigationStack)")
    func poppedStateIsGone() throws {
        let app = ViewHost(Cookbook())
        try app.tapLink("Pancakes")
        try app.tap("More")
        try app.back()
        try app.tapLink("Pancakes")
        #expect(app.texts == ["Pancakes for 2"])
    }

    struct PathCookbook: View {
        @State private var path: [Recipe] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Depth \(path.count)")
                    NavigationLink("Pancakes", value: NavigationTests.recipes[0])
                    Button("Open both") { path = NavigationTests.recipes }
                }
                .navigationDestination(for: Recipe.self) { recipe in
                    Detail(recipe: recipe)
                    Button("Home") { path.removeAll() }
                }
            }
        }
    }

    @Test("With path:, a link appends to the path and back removes from it (Apple, NavigationStack init(path:root:))")
    func pathBindingFollowsLinks() throws {
        let app = ViewHost(PathCookbook())
        try app.tapLink("Pancakes")
        #expect(app.navigationPath.count == 1)
        try app.back()
        #expect(app.texts == ["Depth 0"])
    }

    @Test("Setting the path in code pushes every screen at once; emptying it pops to the root (Apple, NavigationStack; WWDC22 cookbook)")
    func pathInCode() throws {
        let app = ViewHost(PathCookbook())
        try app.tap("Open both")
        #expect(app.texts == ["Ramen for 2"])
        try app.back()
        #expect(app.texts == ["Pancakes for 2"])
        try app.tap("Home")
        #expect(app.texts == ["Depth 0"])
    }

    @Test("A link whose value's type has no destination does not push, and SwiftUI warns (SwiftUI console message)")
    func missingDestinationWarns() throws {
        struct IDs: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Pancakes", value: NavigationTests.recipes[0].id)
                        .navigationDestination(for: Recipe.self) { Detail(recipe: $0) }
                }
            }
        }
        let app = ViewHost(IDs(), expecting: [.noNavigationDestination])
        try app.tapLink("Pancakes")
        #expect(app.navigationPath.isEmpty)
        #expect(app.runtimeIssues.map(\.message) == [
            "A NavigationLink is presenting a value of type “Int” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
        ])
    }

    @Test("A link outside any navigation stack does nothing (Apple, NavigationLink)")
    func linkOutsideStack() throws {
        struct Loose: View {
            var body: some View {
                NavigationLink("Pancakes", value: NavigationTests.recipes[0])
                    .navigationDestination(for: Recipe.self) { Detail(recipe: $0) }
            }
        }
        let app = ViewHost(Loose())
        try app.tapLink("Pancakes")
        #expect(app.isShowing(.button, "Pancakes"))
        #expect(app.runtimeIssues.isEmpty)
    }

    /// Evidence for iOS 18: airbnb/lottie-ios pull request 2528 (January 2025) quotes the warning ending "It will be
    /// ignored." for its on-screen rows, whose links did not push on iOS 18; the fix moved the destination out of the
    /// `List`.
    @Test("A destination declared inside a List row is ignored even while the row is on screen, with SwiftUI's warning (iOS 18; SwiftUI console message; seed 001 pattern 1b)")
    func destinationInLazyRow() throws {
        struct LazyDestinations: View {
            var body: some View {
                NavigationStack {
                    List(NavigationTests.recipes) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                            .navigationDestination(for: Recipe.self) { Detail(recipe: $0) }
                    }
                }
            }
        }
        let app = ViewHost(LazyDestinations(), expecting: [.navigationDestinationInLazyContainer, .noNavigationDestination])
        try app.tapLink("Ramen")
        #expect(app.navigationPath.isEmpty, "the row's destination is ignored: nothing is pushed")
        #expect(app.isShowing(.button, "Ramen"))
        let warning = app.runtimeIssues.first { $0.kind == .navigationDestinationInLazyContainer }
        #expect(warning?.message.hasSuffix("modifier for type `Recipe`. It will be ignored.") == true)
    }

    @Test("A navigationDestination(isPresented:) inside a List row still pushes, with the warning that it will be ignored in a future release (SwiftUI console message, RevenueCat/purchases-ios pull request 5149)")
    func boundDestinationInLazyRow() throws {
        struct Rows: View {
            var body: some View {
                NavigationStack {
                    List(NavigationTests.recipes) { recipe in Opener(recipe: recipe) }
                }
            }
        }
        struct Opener: View {
            let recipe: Recipe
            @State private var isOpen = false
            var body: some View {
                Button(recipe.name) { isOpen = true }
                    .navigationDestination(isPresented: $isOpen) { Detail(recipe: recipe) }
            }
        }
        let app = ViewHost(Rows(), expecting: [.navigationDestinationInLazyContainer])
        try app.tap("Ramen")
        #expect(app.texts == ["Ramen for 2"])
        let warning = app.runtimeIssues.first { $0.kind == .navigationDestinationInLazyContainer }
        #expect(warning?.message.contains("misplaced `navigationDestination(isPresented:destination:)` modifier presenting `Detail`. It will be ignored in a future release.") == true)
    }

    @Test("NavigationLink(destination:) pushes its view (Apple, NavigationLink init(destination:label:))")
    func destinationLink() throws {
        struct Old: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Settings") { Text("Settings screen") }
                }
            }
        }
        let app = ViewHost(Old())
        try app.tapLink("Settings")
        #expect(app.texts == ["Settings screen"])
        try app.back()
        #expect(app.isShowing(.button, "Settings"))
    }

    @Test("A stack's own path belongs to its identity: a new identity starts at the root again (WWDC21 Demystify SwiftUI; seed 001 pattern 2a)")
    func newIdentityPopsToRoot() throws {
        struct Resetting: View {
            @State private var generation = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Pancakes", value: NavigationTests.recipes[0])
                    }
                    .navigationDestination(for: Recipe.self) { recipe in
                        Detail(recipe: recipe)
                        Button("Refresh") { generation += 1 }
                    }
                }
                .id(generation)
            }
        }
        let app = ViewHost(Resetting())
        try app.tapLink("Pancakes")
        try app.tap("Refresh")
        #expect(app.navigationPath.isEmpty)
        #expect(app.isShowing(.button, "Pancakes"))
    }

    @Test("A path set before the stack first appears (a deep link on a cold start) shows its screen (Apple, NavigationStack init(path:root:))")
    func coldStartPath() throws {
        struct DeepLinked: View {
            @State private var path = [NavigationTests.recipes[1]]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationDestination(for: Recipe.self) { Detail(recipe: $0) }
                }
            }
        }
        #expect(ViewHost(DeepLinked()).texts == ["Ramen for 2"])
    }

    @Test("A presented sheet covers the stack: its links cannot be tapped (Apple, sheet)")
    func sheetCoversStack() throws {
        struct Covered: View {
            @State private var showsSheet = true
            var body: some View {
                NavigationStack {
                    NavigationLink("Pancakes", value: NavigationTests.recipes[0])
                        .navigationDestination(for: Recipe.self) { Detail(recipe: $0) }
                        .sheet(isPresented: $showsSheet) { Text("Sheet") }
                }
            }
        }
        let app = ViewHost(Covered())
        #expect(throws: ViewHostError.self) { try app.tapLink("Pancakes") }
    }

    @Test("NavigationPath counts, appends and removes values of any Hashable type (Apple, NavigationPath)")
    func navigationPathBasics() {
        var path = NavigationPath()
        path.append(NavigationTests.recipes[0])
        path.append(42)
        #expect(path.count == 2 && !path.isEmpty)
        path.removeLast()
        #expect(path.count == 1)
    }

    @Test("NavigationPath.codable saves and restores a path of Codable values, and is nil when one is not Codable (Apple, NavigationPath.codable)")
    func navigationPathCodable() throws {
        struct NotCodable: Hashable {}
        var path = NavigationPath([NavigationTests.recipes[1]])
        let saved = try #require(path.codable)
        let restored = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: JSONEncoder().encode(saved))
        #expect(NavigationPath(restored) == path)
        path.append(NotCodable())
        #expect(path.codable == nil)
    }

    @Test("A saved path that no longer decodes throws when it is decoded instead of trapping (Apple, NavigationPath.CodableRepresentation)")
    func staleSavedPathThrows() throws {
        struct Old: Hashable, Codable { let title: String }
        let saved = try #require(NavigationPath([Old(title: "x")]).codable)
        let json = try JSONEncoder().encode(saved)
        let broken = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "title", with: "name")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(broken.utf8))
        }
    }

    @Test("A screen pushed by a link pops when the link's row leaves the hierarchy, as when its ForEach id changes (seed 001 pattern 2c; WWDC21 Demystify SwiftUI)")
    func pushPopsWhenLinkLeaves() throws {
        struct Inbox: View {
            @State private var refreshes = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        ForEach(["Welcome"], id: \.self) { subject in
                            NavigationLink(subject) {
                                Text("Reading \(subject)")
                                Button("Refresh inbox") { refreshes += 1 }
                            }
                            .id("\(subject)-\(refreshes)")
                        }
                    }
                }
            }
        }
        let app = ViewHost(Inbox())
        try app.tapLink("Welcome")
        #expect(app.texts == ["Reading Welcome"])
        try app.tap("Refresh inbox")
        #expect(app.isShowing(.button, "Welcome"), "the row got a new identity, so the screen it pushed was popped")
    }
}

extension NavigationTests {
    @Test("navigationDestination(isPresented:) pushes while its binding is true; back sets it to false (Apple, navigationDestination(isPresented:destination:))")
    func boundDestination() throws {
        struct Settings: View {
            @State private var showsAbout = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Text(showsAbout ? "About is open" : "About is closed")
                        Button("About") { showsAbout = true }
                    }
                    .navigationDestination(isPresented: $showsAbout) { Text("Version 2.0") }
                }
            }
        }
        let app = ViewHost(Settings())
        try app.tap("About")
        #expect(app.texts == ["Version 2.0"])
        try app.back()
        #expect(app.texts == ["About is closed"])
    }
}

extension NavigationTests {
    @Test("A destination declared in a List row that has scrolled away is not seen: the link does not push (DESIGN §3.10; SwiftUI's lazy-container warning)")
    func destinationInScrolledAwayRow() throws {
        struct Episodes: View {
            var body: some View {
                NavigationStack {
                    List {
                        Text("Latest").navigationDestination(for: Int.self) { Text("Episode \($0)") }
                        ForEach(1...30, id: \.self) { number in NavigationLink("#\(number)", value: number) }
                    }
                }
            }
        }
        let app = ViewHost(Episodes(), expecting: [.navigationDestinationInLazyContainer, .noNavigationDestination])
        try app.scroll(to: 20)
        try app.tapLink("#20")
        #expect(app.navigationPath.isEmpty)
        #expect(app.runtimeIssues.contains { $0.kind == .noNavigationDestination })
    }
}

/// Deep links.
/// Source: Apple, "onOpenURL(perform:)" (https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:));
/// seed 001 patterns 3a–3c.
@Suite("Deep links") @MainActor
struct DeepLinkTests {
    struct Linked: View {
        @State private var path: [Recipe] = []
        @State private var recipes: [Recipe] = []
        var body: some View {
            NavigationStack(path: $path) {
                Text("Recipes: \(recipes.count)")
                    .navigationDestination(for: Recipe.self) { Text("Recipe \($0.name)") }
            }
            .onAppear { recipes = NavigationTests.recipes }
            .onOpenURL { url in
                if let recipe = recipes.first(where: { $0.name.lowercased() == url.lastPathComponent }) {
                    path = [recipe]
                }
            }
        }
    }

    @Test("Opening a URL while running calls onOpenURL, which can push (Apple, onOpenURL(perform:))")
    func openWhileRunning() throws {
        let app = ViewHost(Linked())
        app.open(url: URL(string: "cookbook://recipes/ramen")!)
        #expect(app.texts == ["Recipe Ramen"])
    }

    @Test("On a cold start the URL arrives before the first onAppear actions run: data they load is not there yet (seed 001 pattern 3b)")
    func coldStartBeforeAppear() {
        let app = ViewHost(Linked(), openingURL: URL(string: "cookbook://recipes/ramen")!)
        #expect(app.texts == ["Recipes: 2"], "the handler found no recipes, so nothing was pushed")
    }
}

extension NavigationTests {
    /// The wording is SwiftUI's, as developers quote it (johnpatrickmorgan/NavigationBackport issue 58, 2024;
    /// Team-ShortcutsZip/MacC-Team-HappyAnding issue 310, 2022).
    @Test("A type with a destination declared twice on a stack uses the one closest to the root, with SwiftUI's warning (SwiftUI console message)")
    func destinationDeclaredTwiceUsesTheRootOne() throws {
        struct Twice: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Ramen", value: NavigationTests.recipes[1])
                        .navigationTitle("Recipes")
                        .navigationDestination(for: Recipe.self) { recipe in
                            VStack {
                                Text("Root's \(recipe.name)")
                                NavigationLink("Pancakes", value: NavigationTests.recipes[0])
                            }
                            .navigationDestination(for: Recipe.self) { Text("Screen's \($0.name)") }
                        }
                }
            }
        }
        let app = ViewHost(Twice(), expecting: [.navigationDestinationDeclaredEarlier])
        try app.tapLink("Ramen")
        try app.tapLink("Pancakes")
        #expect(app.texts == ["Root's Pancakes"])
        let warning = app.runtimeIssues.first { $0.kind == .navigationDestinationDeclaredEarlier }?.message ?? ""
        #expect(warning.hasPrefix("A navigationDestination for “") && warning.hasSuffix(
            ".Recipe” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."))
    }
}

/// A pushed screen is rebuilt from its declaration.
/// Sources: Apple, "navigationDestination(for:destination:)" and "NavigationLink" (the destination is a view built
/// from the declaring view's current values, like any other child); public reports that on iOS a pushed screen showing
/// a parent's value updates at the parent's first change (skiptools/skip issue 687, whose reporter describes the iOS
/// result as the expected one). Reads in a destination closure are observed as in a sheet's content closure.
@Suite("Pushed screens follow their declaration") @MainActor
struct PushedScreenUpdateTests {
    struct Counter: View {
        let count: Int
        let increment: () -> Void
        var body: some View {
            Text("Count \(count)")
            Button("Increment") { increment() }
        }
    }

    struct ByValue: View {
        @State private var count = 0
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: 1)
                    .navigationDestination(for: Int.self) { _ in Counter(count: count, increment: { count += 1 }) }
            }
        }
    }

    @Test("A screen pushed by value shows the declaring view's new value at its first change (skiptools/skip issue 687; Apple, navigationDestination(for:destination:))")
    func valueDestinationFollowsParent() throws {
        let app = ViewHost(ByValue())
        try app.tapLink("Open")
        try app.tap("Increment")
        #expect(app.texts == ["Count 1"])
        try app.tap("Increment")
        #expect(app.texts == ["Count 2"])
    }

    struct ByLink: View {
        @State private var count = 0
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { Counter(count: count, increment: { count += 1 }) }
            }
        }
    }

    @Test("A screen pushed by NavigationLink(destination:) shows the holder's new value at its first change (Apple, NavigationLink)")
    func linkDestinationFollowsParent() throws {
        let app = ViewHost(ByLink())
        try app.tapLink("Open")
        try app.tap("Increment")
        #expect(app.texts == ["Count 1"])
    }

    @Observable final class Trip { var title = "Lisbon" }

    struct Renamer: View {
        let title: String
        let trip: Trip
        var body: some View {
            Text("Trip \(title)")
            Button("Rename") { trip.title = "Porto" }
        }
    }

    struct Observed: View {
        let trip: Trip
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: 1)
                    .navigationDestination(for: Int.self) { _ in Renamer(title: trip.title, trip: trip) }
            }
        }
    }

    @Test("What a destination closure reads of an @Observable model is observed: a change rebuilds the pushed screen (Apple, Observation; navigationDestination(for:destination:))")
    func destinationClosureReadsAreObserved() throws {
        let app = ViewHost(Observed(trip: Trip()))
        try app.tapLink("Open")
        try app.tap("Rename")
        #expect(app.texts == ["Trip Porto"])
    }

    struct ByBinding: View {
        @State private var count = 0
        @State private var isOpen = false
        var body: some View {
            NavigationStack {
                Button("Open") { isOpen = true }
                    .navigationDestination(isPresented: $isOpen) { Counter(count: count, increment: { count += 1 }) }
            }
        }
    }

    @Test("A screen pushed by navigationDestination(isPresented:) shows the declaring view's new value at its first change (Apple, navigationDestination(isPresented:destination:))")
    func boundDestinationFollowsParent() throws {
        let app = ViewHost(ByBinding())
        try app.tap("Open")
        try app.tap("Increment")
        #expect(app.texts == ["Count 1"])
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension NavigationTests {
    /// The wording is SwiftUI's, as developers quote it (openillumi.com, "The root cause and solution for the
    /// 'root-level navigation destinations are effective' error in SwiftUI NavigationStack"): with a path of one
    /// type, a destination declared in a pushed screen is ignored.
    @Test("With a path that is an array of one type, only the root's destinations are effective, with SwiftUI's warning (SwiftUI console message)")
    func homogeneousPathSeesOnlyRootDestinations() throws {
        struct Steps: View {
            @State private var steps: [Int] = []
            var body: some View {
                NavigationStack(path: $steps) {
                    NavigationLink("Start", value: 1)
                        .navigationDestination(for: Int.self) { step in
                            VStack {
                                Text("Step \(step)")
                                NavigationLink("Next", value: step + 1)
                            }
                            .navigationDestination(for: Int.self) { Text("Other step \($0)") }
                        }
                }
            }
        }
        let app = ViewHost(Steps(), expecting: [.navigationDestinationDeclaredEarlier])
        try app.tapLink("Start")
        try app.tapLink("Next")
        #expect(app.texts == ["Step 2"], "the destination declared in the pushed screen is ignored")
        #expect(app.runtimeIssues.map(\.message) == ["Only root-level navigation destinations are effective for a navigation stack with a homogeneous path."])
    }

    @Test("With a NavigationPath, a pushed screen may declare the destination of a type the root does not (Apple, NavigationPath; navigationDestination(for:destination:))")
    func navigationPathSeesPushedDestinations() throws {
        struct Steps: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Start", value: 1)
                        .navigationDestination(for: Int.self) { step in
                            VStack {
                                Text("Step \(step)")
                                NavigationLink("Name", value: "Ada")
                            }
                            .navigationDestination(for: String.self) { Text("Hello \($0)") }
                        }
                }
            }
        }
        let app = ViewHost(Steps())
        try app.tapLink("Start")
        try app.tapLink("Name")
        #expect(app.texts == ["Hello Ada"])
        #expect(app.runtimeIssues.isEmpty)
    }
}
