import Testing
import ViewSim
import ViewSimTesting

/// The pre-Observation API: ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject.
/// Sources: Apple, "ObservableObject" (https://developer.apple.com/documentation/combine/observableobject),
/// "Published", "StateObject" (https://developer.apple.com/documentation/swiftui/stateobject), "ObservedObject"
/// (https://developer.apple.com/documentation/swiftui/observedobject), "EnvironmentObject".
@Suite("ObservableObject and its property wrappers") @MainActor
struct ObservableObjectTests {
    final class Cart: ObservableObject {
        nonisolated(unsafe) static var made = 0
        @Published var items: [String] = []
        @Published var coupon = ""
        var note = ""
        init() { Cart.made += 1 }
    }

    struct CartBadge: View {
        @ObservedObject var cart: Cart
        var body: some View {
            Text("Items: \(cart.items.count)")
            Button("Add") { cart.items.append("Tea") }
            Button("Same coupon") { cart.coupon = "" }
            Button("Note") { cart.note = "gift" }
        }
    }

    @Test("A view holding an @ObservedObject re-runs when a @Published property changes (Apple, ObservedObject)")
    func publishedChangeUpdates() throws {
        let app = ViewHost(CartBadge(cart: Cart()))
        try app.tap("Add")
        #expect(app.texts == ["Items: 1"])
    }

    @Test("@Published publishes on every assignment, equal values included: the view re-runs for nothing (Apple, Published: publishing occurs in willSet)")
    func equalAssignmentPublishes() throws {
        let app = ViewHost(CartBadge(cart: Cart()))
        try app.tap("Same coupon")
        #expect(app.bodyEvaluations(of: CartBadge.self) == 2)
    }

    @Test("A property without @Published does not publish: the screen does not change (Apple, ObservableObject)")
    func plainPropertyDoesNotPublish() throws {
        let app = ViewHost(CartBadge(cart: Cart()))
        try app.tap("Note")
        #expect(app.bodyEvaluations(of: CartBadge.self) == 1)
    }

    @Test("The dependency is the whole object: a change to a property the view never reads re-runs it (Apple, ObservableObject; contrast with Observation)")
    func wholeObjectDependency() throws {
        struct CouponLine: View {
            @ObservedObject var cart: Cart
            var body: some View {
                Text("Coupon: \(cart.coupon)")
                Button("Add") { cart.items.append("Tea") }
            }
        }
        let app = ViewHost(CouponLine(cart: Cart()))
        try app.tap("Add")
        #expect(app.bodyEvaluations(of: CouponLine.self) == 2)
    }

    struct Checkout: View {
        @State private var ticks = 0
        let owns: Bool
        var body: some View {
            Button("Tick \(ticks)") { ticks += 1 }
            if owns { OwnedCart() } else { CartBadge(cart: Cart()) }
        }
    }

    struct OwnedCart: View {
        @StateObject private var cart = Cart()
        var body: some View {
            Text("Items: \(cart.items.count)")
            Button("Add") { cart.items.append("Tea") }
        }
    }

    @Test("@ObservedObject built inline by its parent is re-created with the parent: its data is lost (Apple, ObservedObject: \"Don't specify a default or initial value\")")
    func observedObjectBuiltInlineResets() throws {
        let app = ViewHost(Checkout(owns: false))
        try app.tap("Add")
        try app.tap("Tick 0")
        #expect(app.texts == ["Items: 0"])
    }

    @Test("@StateObject is made once per identity: the parent re-running keeps it, and its autoclosure runs once (Apple, StateObject)")
    func stateObjectIsKept() throws {
        Cart.made = 0
        let app = ViewHost(Checkout(owns: true))
        try app.tap("Add")
        try app.tap("Tick 0")
        #expect(app.texts == ["Items: 1"])
        #expect(Cart.made == 1)
    }

    @Test("A new identity gets a new @StateObject (Apple, StateObject; WWDC21 Demystify SwiftUI)")
    func stateObjectFollowsIdentity() throws {
        struct Resettable: View {
            @State private var generation = 0
            var body: some View {
                Button("Reset") { generation += 1 }
                OwnedCart().id(generation)
            }
        }
        let app = ViewHost(Resettable())
        try app.tap("Add")
        try app.tap("Reset")
        #expect(app.texts == ["Items: 0"])
    }

    final class Profile: ObservableObject {
        @Published var name = "Ada"
    }

    final class Account: ObservableObject {
        @Published var profile = Profile()
    }

    @Test("A nested ObservableObject does not forward its changes: the outer object's view is not told (Apple Developer Forums; ObservableObject publishes only its own @Published properties)")
    func nestedObjectDoesNotForward() throws {
        struct AccountView: View {
            @ObservedObject var account: Account
            var body: some View {
                Text("Name: \(account.profile.name)")
                Button("Rename") { account.profile.name = "Grace" }
            }
        }
        let app = ViewHost(AccountView(account: Account()))
        try app.tap("Rename")
        #expect(app.texts == ["Name: Ada"])
    }

    @Test("$object.property from @ObservedObject is a binding that writes through (Apple, ObservedObject.Wrapper)")
    func observedObjectBinding() throws {
        struct NameEditor: View {
            @ObservedObject var profile: Profile
            var body: some View {
                TextField("Name", text: $profile.name)
                Text("Hello, \(profile.name)")
            }
        }
        let app = ViewHost(NameEditor(profile: Profile()))
        try app.replaceText(in: "Name", with: "Grace")
        #expect(app.texts == ["Hello, Grace"])
    }

    @Test("@EnvironmentObject finds the object an ancestor placed with environmentObject(_:) and re-runs when it publishes (Apple, EnvironmentObject)")
    func environmentObjectIsFound() throws {
        struct Greeting: View {
            @EnvironmentObject var profile: Profile
            var body: some View {
                Text("Hi \(profile.name)")
                Button("Rename") { profile.name = "Grace" }
            }
        }
        struct Root: View {
            @StateObject private var profile = Profile()
            var body: some View { VStack { Greeting() }.environmentObject(profile) }
        }
        let app = ViewHost(Root())
        try app.tap("Rename")
        #expect(app.texts == ["Hi Grace"])
    }

    @Test("@EnvironmentObject with no ancestor providing it is SwiftUI's fatal error, reported with its wording instead of ending the process (Apple, EnvironmentObject)")
    func missingEnvironmentObject() throws {
        struct Greeting: View {
            @EnvironmentObject var profile: Profile
            var body: some View { Text("Hi \(profile.name)") }
        }
        struct Root: View {
            var body: some View { Text("Top"); Greeting() }
        }
        let app = ViewHost(Root(), expecting: [.missingEnvironmentObject])
        #expect(app.texts == ["Top"])
        #expect(app.runtimeIssues.map(\.message) == [
            "No ObservableObject of type Profile found. A View.environmentObject(_:) for Profile may be missing as an ancestor of this view."
        ])
    }

    @Test("A class may declare its own objectWillChange and send() it by hand (Apple, ObservableObject)")
    func customPublisher() throws {
        final class Clock: ObservableObject {
            let objectWillChange = ObservableObjectPublisher()
            var seconds = 0 { willSet { objectWillChange.send() } }
        }
        struct Face: View {
            @ObservedObject var clock: Clock
            var body: some View {
                Text("\(clock.seconds) s")
                Button("Tick") { clock.seconds += 1 }
            }
        }
        let app = ViewHost(Face(clock: Clock()))
        try app.tap("Tick")
        #expect(app.texts == ["1 s"])
    }

    @Test("_printChanges names the property wrapper whose object published: `_cart changed.` (SwiftUI's output for @ObservedObject, WWDC21 Demystify SwiftUI)")
    func printChangesNamesObjectProperty() throws {
        struct Logged: View {
            @ObservedObject var cart: Cart
            var body: some View {
                let _ = Self._printChanges()
                Button("Add") { cart.items.append("Tea") }
            }
        }
        let app = ViewHost(Logged(cart: Cart()))
        try app.tap("Add")
        #expect(app.log == ["Logged: @self, @identity, _cart changed.", "Logged: _cart changed."])
    }

    final class Router: ObservableObject, @unchecked Sendable {
        @Published var path: [Int] = []
    }

    @Test("A @Published property written from a background thread is SwiftUI's runtime issue (SwiftUI console message; seed 001 pattern 2d)")
    func publishingFromBackgroundWarns() async throws {
        struct Screen: View {
            @ObservedObject var router: Router
            var body: some View { Text("Depth \(router.path.count)") }
        }
        let router = Router()
        let app = ViewHost(Screen(router: router), expecting: [.publishingFromBackgroundThread])
        await Task.detached { router.path.append(1) }.value
        #expect(app.texts == ["Depth 1"])
        #expect(app.runtimeIssues == [.publishingFromBackgroundThread])
    }

    @Test("Publishing from the main actor is never reported, also when the main queue resumes it on another thread")
    func publishingFromMainActorAfterAwaitsIsQuiet() async throws {
        struct Screen: View {
            @ObservedObject var router: Router
            var body: some View {
                Text("Depth \(router.path.count)")
                    .task {
                        while true {
                            do { try await Task.sleep(for: .seconds(1)) } catch { return }
                            router.path.append(1)
                        }
                    }
            }
        }
        let router = Router()
        let app = ViewHost(Screen(router: router))
        for _ in 0..<200 {
            await Task.detached {}.value
            await app.advance(by: .seconds(1))
        }
        #expect(app.texts == ["Depth 200"])
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension ObservableObjectTests {
    final class Tally: ObservableObject {
        @Published var shown = 0
    }

    struct Counter: View {
        @ObservedObject var tally: Tally
        let items: [String]
        var body: some View {
            // The classic mistake: recording what the body shows in the model, while the body runs.
            let _ = tally.shown = items.count
            Text("\(items.count) items")
        }
    }

    @Test("A @Published write while a body runs is SwiftUI's \"Publishing changes from within view updates is not allowed\" (SwiftUI console message; Apple, Published)")
    func publishingDuringUpdateIsReported() {
        let tally = Tally()
        let app = ViewHost(Counter(tally: tally, items: ["a", "b"]), expecting: [.publishingChangesDuringUpdate])
        #expect(app.runtimeIssues.map(\.message).contains(
            "Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
        #expect(tally.shown == 2, "unlike a @State write, the write happens")
    }

    @Test("A @Published write in an action, outside any update, is not reported (Apple, Published)")
    func publishingInAnActionIsFine() throws {
        let app = ViewHost(CartBadge(cart: Cart()))
        try app.tap("Add")
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension ObservableObjectTests {
    @Test("A @Published write in onAppear is not during an update: no warning, and the view shows it (Apple, onAppear(perform:); Published)")
    func publishingInOnAppearIsFine() {
        struct Loader: View {
            @ObservedObject var tally: Tally
            var body: some View {
                Text("Shown \(tally.shown)").onAppear { tally.shown = 3 }
            }
        }
        let app = ViewHost(Loader(tally: Tally()))
        #expect(app.texts == ["Shown 3"])
        #expect(app.runtimeIssues.isEmpty)
    }
}
