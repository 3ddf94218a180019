import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// `@AppStorage`, `.defaultAppStorage(_:)`, `@SceneStorage` and the host's `background()` / `relaunch()`.
///
/// Every test runs on a fresh `UserDefaults` suite (``Suite``), removed afterwards, so tests neither see nor leave
/// settings.
///
/// Sources: Apple, "AppStorage" (https://developer.apple.com/documentation/swiftui/appstorage) and its initializers
/// "init(wrappedValue:_:store:)" and "init(_:store:)"; "defaultAppStorage(_:)"
/// (https://developer.apple.com/documentation/swiftui/view/defaultappstorage(_:)); "SceneStorage"
/// (https://developer.apple.com/documentation/swiftui/scenestorage); UIKit "stateRestorationActivity(for:)"
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)). The dependency
/// and write rules are `@State`'s (see UpdateModelTests), which `AppStorage`'s own page states as "invalidates a view
/// on a change in value in that user default".
@Suite("Storage: @AppStorage and @SceneStorage") @MainActor
struct StorageTests {
    /// A fresh, empty defaults suite, removed when the test ends.
    final class Suite {
        let name = "ViewSimTests.Storage.\(UUID().uuidString)"
        lazy var defaults = UserDefaults(suiteName: name)!
        deinit { UserDefaults().removePersistentDomain(forName: name) }
    }

    // MARK: - Views

    struct Volume: View {
        @AppStorage("volume") private var volume = 5
        var body: some View {
            Text("Volume: \(volume)")
            Button("Louder") { volume += 1 }
            Button("Mute") { volume = 0 }
            Button("Keep") { volume = volume }
        }
    }

    struct VolumeLabel: View {
        @AppStorage("volume") private var volume = 5
        var body: some View { Text("Label: \(volume)") }
    }

    struct NeverReads: View {
        @AppStorage("volume") private var volume = 5
        var body: some View { Text("Unrelated") }
    }

    struct Settings: View {
        var body: some View {
            Volume()
            VolumeLabel()
            NeverReads()
        }
    }

    // MARK: - @AppStorage

    @Test("The declared value is only a default: it is shown, and not written to the store (AppStorage init(wrappedValue:_:store:): “The default value if an integer value is not specified for the given key”)")
    func defaultIsNotWritten() {
        let suite = Suite()
        let app = ViewHost(Volume(), defaults: suite.defaults)
        #expect(app.texts == ["Volume: 5"])
        #expect(suite.defaults.object(forKey: "volume") == nil)
    }

    @Test("A value already in the store wins over the default (AppStorage: “reflects a value from UserDefaults”)")
    func storedValueWinsOverDefault() {
        let suite = Suite()
        suite.defaults.set(8, forKey: "volume")
        let app = ViewHost(Volume(), defaults: suite.defaults)
        #expect(app.texts == ["Volume: 8"])
    }

    @Test("A write through one view's @AppStorage writes the store and updates every view that read the key (AppStorage: “invalidates a view on a change in value in that user default”)")
    func writeUpdatesEveryReader() throws {
        let suite = Suite()
        let app = ViewHost(Settings(), defaults: suite.defaults)
        try app.tap("Louder")
        #expect(suite.defaults.integer(forKey: "volume") == 6)
        #expect(app.texts == ["Volume: 6", "Label: 6", "Unrelated"])
        #expect(app.bodyEvaluations(of: VolumeLabel.self) == 2)
    }

    @Test("A view holding the same @AppStorage that never read it is not re-run when the key changes (AppStorage invalidates views on change; State's read rule, OpenSwiftUI StatePropertyBox.update)")
    func viewThatNeverReadIsNotRerun() throws {
        let suite = Suite()
        let app = ViewHost(Settings(), defaults: suite.defaults)
        try app.tap("Louder")
        try app.tap("Mute")
        #expect(app.bodyEvaluations(of: NeverReads.self) == 1)
    }

    @Test("Writing the value the key already has re-runs no body (AppStorage invalidates “on a change in value”)")
    func equalWriteChangesNothing() throws {
        let suite = Suite()
        suite.defaults.set(3, forKey: "volume")
        let app = ViewHost(Settings(), defaults: suite.defaults)
        try app.tap("Keep")
        #expect(app.bodyEvaluations(of: Volume.self) == 1)
        #expect(app.bodyEvaluations(of: VolumeLabel.self) == 1)
    }

    @Test("A value written to UserDefaults by other means updates the views that read the key at the next update (AppStorage: “invalidates a view on a change in value in that user default”)")
    func writeByOtherMeansUpdatesReaders() {
        let suite = Suite()
        let app = ViewHost(Settings(), defaults: suite.defaults)
        app.defaults.set(11, forKey: "volume")
        #expect(app.texts == ["Volume: 11", "Label: 11", "Unrelated"])
        app.defaults.removeObject(forKey: "volume")
        #expect(app.texts == ["Volume: 5", "Label: 5", "Unrelated"], "a removed key shows the default again")
    }

    @Test("$setting is a binding that writes through to the store (AppStorage projectedValue)")
    func bindingWritesThrough() throws {
        struct Badges: View {
            @AppStorage("badges") private var showsBadges = false
            var body: some View {
                Toggle("Badges", isOn: $showsBadges)
                Text(showsBadges ? "Badges on" : "Badges off")
            }
        }
        let suite = Suite()
        let app = ViewHost(Badges(), defaults: suite.defaults)
        try app.toggle("Badges")
        #expect(suite.defaults.object(forKey: "badges") as? Bool == true)
        #expect(try app.isOn("Badges"))
        #expect(app.texts == ["Badges on"])
    }

    @Test("A write during a body is dropped with SwiftUI's “Modifying state during view update” warning (as State's StoredLocation.set; AppStorage is a dynamic property like State)")
    func writeDuringUpdateIsDropped() {
        struct Meddling: View {
            @AppStorage("volume") private var volume = 5
            var body: some View {
                volume = 9
                return Text("Volume: \(volume)")
            }
        }
        let suite = Suite()
        let app = ViewHost(Meddling(), defaults: suite.defaults, expecting: [.modifyingStateDuringUpdate])
        #expect(app.runtimeIssues.map(\.kind) == [.modifyingStateDuringUpdate])
        #expect(suite.defaults.object(forKey: "volume") == nil)
        #expect(app.texts == ["Volume: 5"])
    }

    @Test("Reading the key once makes the view depend on it for good (State's sticky wasRead rule, OpenSwiftUI StatePropertyBox.update)")
    func dependencyIsSticky() throws {
        struct Peek: View {
            @AppStorage("volume") private var volume = 5
            @State private var peeking = true
            var body: some View {
                Button("Stop peeking") { peeking = false }
                if peeking { Text("Volume: \(volume)") } else { Text("Not peeking") }
            }
        }
        let suite = Suite()
        let app = ViewHost(Peek(), defaults: suite.defaults)
        try app.tap("Stop peeking")
        #expect(app.bodyEvaluations(of: Peek.self) == 2)
        app.defaults.set(1, forKey: "volume")
        #expect(app.texts == ["Not peeking"])
        #expect(app.bodyEvaluations(of: Peek.self) == 3, "the key was read once, so it stays a dependency")
    }

    enum Theme: String { case light, dark }
    enum Sort: Int { case byName, byDate }

    @Test("RawRepresentable values are stored as their raw value; an optional one defaults to nil and nil removes the key (AppStorage init(wrappedValue:_:store:) where Value: RawRepresentable; init(_:store:) “Defaults to nil if there is no restored value”)")
    func rawRepresentableAndOptional() throws {
        struct Appearance: View {
            @AppStorage("theme") private var theme = Theme.light
            @AppStorage("sort") private var sort = Sort.byName
            @AppStorage("pinned") private var pinned: Theme?
            var body: some View {
                Text("Theme: \(theme.rawValue), sort: \(sort.rawValue), pinned: \(pinned?.rawValue ?? "none")")
                Button("Dark") { theme = .dark; sort = .byDate; pinned = .dark }
                Button("Unpin") { pinned = nil }
            }
        }
        let suite = Suite()
        suite.defaults.set("purple", forKey: "theme")
        let app = ViewHost(Appearance(), defaults: suite.defaults)
        #expect(app.texts == ["Theme: light, sort: 0, pinned: none"], "a raw value with no case shows the default")
        try app.tap("Dark")
        #expect(suite.defaults.string(forKey: "theme") == "dark")
        #expect(suite.defaults.integer(forKey: "sort") == 1)
        #expect(app.texts == ["Theme: dark, sort: 1, pinned: dark"])
        try app.tap("Unpin")
        #expect(suite.defaults.object(forKey: "pinned") == nil)
        #expect(app.texts == ["Theme: dark, sort: 1, pinned: none"])
    }

    @Test("URL, Double, String and Data values round-trip through the store (AppStorage's URL, Double, String and Data initializers; UserDefaults url(forKey:))")
    func otherValueTypesRoundTrip() throws {
        struct Profile: View {
            @AppStorage("site") private var site = URL(string: "https://example.org")!
            @AppStorage("ratio") private var ratio = 0.5
            @AppStorage("name") private var name = "Ada"
            @AppStorage("avatar") private var avatar = Data()
            var body: some View {
                Text("\(site.absoluteString) \(ratio) \(name) \(avatar.count)")
                Button("Edit") {
                    site = URL(string: "https://swift.org/blog?x=1")!
                    ratio = 1.25
                    name = "Grace"
                    avatar = Data([1, 2, 3])
                }
            }
        }
        let suite = Suite()
        let app = ViewHost(Profile(), defaults: suite.defaults)
        #expect(app.texts == ["https://example.org 0.5 Ada 0"])
        try app.tap("Edit")
        #expect(app.texts == ["https://swift.org/blog?x=1 1.25 Grace 3"])
        #expect(suite.defaults.url(forKey: "site") == URL(string: "https://swift.org/blog?x=1"))
        #expect(suite.defaults.double(forKey: "ratio") == 1.25)
    }

    @Test("store: names the store; .defaultAppStorage(_:) sets it for a subtree; otherwise the host's default store is used (AppStorage “A value of nil will use the user default store from the environment”; defaultAppStorage(_:))")
    func storeSelection() throws {
        struct Named: View {
            @AppStorage private var count: Int
            init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
            var body: some View { Button("Named \(count)") { count += 1 } }
        }
        struct Plain: View {
            @AppStorage("count") private var count = 0
            var body: some View { Button("Plain \(count)") { count += 1 } }
        }
        let host = Suite(), named = Suite(), subtree = Suite()
        let app = ViewHost(VStack {
            Named(store: named.defaults)
            Plain()
            VStack { Plain() }.defaultAppStorage(subtree.defaults)
        }, defaults: host.defaults)
        try app.tap("Named 0")
        #expect(named.defaults.integer(forKey: "count") == 1)
        #expect(host.defaults.object(forKey: "count") == nil && subtree.defaults.object(forKey: "count") == nil)
        let plain = app.elements.filter { $0.kind == .button && $0.label.hasPrefix("Plain") }
        #expect(plain.map(\.label) == ["Plain 0", "Plain 0"])
        if case .button(let action) = plain[1].node.element { app.graph.perform { action() } }
        #expect(subtree.defaults.integer(forKey: "count") == 1)
        #expect(host.defaults.object(forKey: "count") == nil)
        #expect(app.elements.filter { $0.kind == .button }.map(\.label) == ["Named 1", "Plain 0", "Plain 1"])
    }

    @Test("An @AppStorage inside a plain class reads and writes the store but nothing observes it: the view reading it through the object is not re-run, while views with their own @AppStorage on the key are (AppStorage is a DynamicProperty: it updates only views it is installed in)")
    func storageInsideAnObjectIsNotObserved() throws {
        final class Preferences {
            @AppStorage("volume") var volume = 5
        }
        struct Screen: View {
            let preferences: Preferences
            var body: some View {
                Text("Model: \(preferences.volume)")
                Button("Louder") { preferences.volume += 1 }
                VolumeLabel()
            }
        }
        let suite = Suite()
        let app = ViewHost(Screen(preferences: Preferences()), defaults: suite.defaults)
        try app.tap("Louder")
        #expect(suite.defaults.integer(forKey: "volume") == 6)
        #expect(app.texts == ["Model: 5", "Label: 6"])
    }

    @Test("@AppStorage survives a relaunch: the value is in UserDefaults (AppStorage reflects UserDefaults)")
    func appStorageSurvivesRelaunch() throws {
        let suite = Suite()
        let app = ViewHost(Volume(), defaults: suite.defaults)
        try app.tap("Louder")
        app.relaunch()
        #expect(app.texts == ["Volume: 6"])
    }

    // MARK: - @SceneStorage

    struct Compose: View {
        @SceneStorage("draft") private var draft = ""
        @State private var sent = 0
        var body: some View {
            TextField("Message", text: $draft)
            Text("Draft: \(draft)")
            Text("Sent: \(sent)")
            Button("Send") { sent += 1 }
        }
    }

    @Test("Scene storage saved by background() is restored by relaunch(); @State is not (SceneStorage: “its initial value is restored by the system if it was previously saved”)")
    func sceneStorageSurvivesBackgroundAndRelaunch() throws {
        let app = ViewHost(Compose())
        try app.type("Hi", into: "Message")
        try app.tap("Send")
        #expect(app.texts == ["Draft: Hi", "Sent: 1"])
        app.background()
        app.relaunch()
        #expect(app.texts == ["Draft: Hi", "Sent: 0"])
        #expect(try app.value(of: "Message") == "Hi")
    }

    @MainActor final class Memory { var notes: [String] = [] }

    struct Notepad: View {
        /// Made with the view value: a relaunched app makes its root again, and with it a new, empty object.
        let memory = Memory()
        @State private var shown = 0
        var body: some View {
            Text("Notes: \(memory.notes.count) \(shown)")
            Button("Add") { memory.notes.append("n"); shown += 1 }
        }
    }

    @Test("relaunch() makes the root view again, as a new process runs the app's code again: an object the old root held is not the new one's (choice: a relaunched app runs App.init and its body again; break-it pass 24 of issue 30)")
    func relaunchMakesTheRootAgain() throws {
        let app = ViewHost(Notepad())
        try app.tap("Add")
        #expect(app.texts.first == "Notes: 1 1")
        app.relaunch()
        #expect(app.texts.first == "Notes: 0 0")
    }

    @Test("A scene-storage value written after the last background() is lost on relaunch: the system saves when the scene leaves the foreground, and a relaunch saves nothing on the way out (SceneStorage: “The system makes no guarantees as to when and how often the data will be persisted”; UIKit stateRestorationActivity(for:))")
    func writeAfterBackgroundIsLost() throws {
        let app = ViewHost(Compose())
        try app.type("Hi", into: "Message")
        app.background()
        try app.type(" there", into: "Message")
        app.relaunch()
        #expect(app.texts.first == "Draft: Hi")
        app.relaunch()
        #expect(app.texts.first == "Draft: Hi", "what was saved stays saved across launches")
    }

    @Test("Destroying the scene (force quit) destroys its saved data (SceneStorage: “If the Scene is explicitly destroyed … the data is also destroyed”)")
    func forceQuitDestroysSceneStorage() throws {
        let app = ViewHost(Compose())
        try app.type("Hi", into: "Message")
        app.background()
        app.relaunch(forceQuit: true)
        #expect(app.texts.first == "Draft: ")
        app.relaunch()
        #expect(app.texts.first == "Draft: ")
    }

    @Test("Scene storage is shared by every @SceneStorage with the key in the scene, outlives a view's identity, and is not shared between scenes (SceneStorage: “the value is shared with other SceneStorage variables in the same scene”; “Each Scene has its own notion of SceneStorage”)")
    func sceneStorageIsPerScene() throws {
        struct Tab: View {
            @SceneStorage("tab") private var tab = 0
            var body: some View { Button("Tab \(tab)") { tab += 1 } }
        }
        struct TabTitle: View {
            @SceneStorage("tab") private var tab = 0
            var body: some View { Text("Showing tab \(tab)") }
        }
        struct Window: View {
            @State private var showsTabs = true
            var body: some View {
                if showsTabs { Tab() }
                TabTitle()
                Button("Toggle tabs") { showsTabs.toggle() }
            }
        }
        let first = ViewHost(Window())
        let second = ViewHost(Window())
        try first.tap("Tab 0")
        #expect(first.texts == ["Showing tab 1"])
        try first.tap("Toggle tabs")
        try first.tap("Toggle tabs")
        #expect(first.isShowing(.button, "Tab 1"), "a new identity reads the scene's value again")
        #expect(second.texts == ["Showing tab 0"])
        #expect(second.isShowing(.button, "Tab 0"))
    }

    @Test("A scene-storage write during a body is dropped with SwiftUI's warning, and an equal write re-runs nothing (SceneStorage “works very similar to State”)")
    func sceneStorageWritesFollowState() throws {
        struct Meddling: View {
            @SceneStorage("step") private var step = 1
            var body: some View {
                step = 4
                return Button("Step \(step)") { step = 1 }
            }
        }
        let app = ViewHost(Meddling(), expecting: [.modifyingStateDuringUpdate])
        #expect(app.runtimeIssues.map(\.kind) == [.modifyingStateDuringUpdate])
        let evaluations = app.bodyEvaluations(of: Meddling.self)
        try app.tap("Step 1")
        #expect(app.bodyEvaluations(of: Meddling.self) == evaluations)
        #expect(app.isShowing(.button, "Step 1"))
    }
}
