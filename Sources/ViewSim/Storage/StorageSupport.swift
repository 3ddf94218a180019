import Foundation

// MARK: - Codecs

/// How one value type that `@AppStorage` and `@SceneStorage` accept is written as a property-list object and read back.
///
/// Only the types SwiftUI's initializers accept have a codec (Bool, Int, Double, String, URL, Data, `RawRepresentable`
/// with an Int or String raw value, and their optionals), so a property of any other type does not compile, as in
/// SwiftUI. Reads are as forgiving as `UserDefaults`' typed getters on Apple platforms, where every number is an
/// `NSNumber`: a stored `Int` reads as a `Double`, a `Bool` as 0/1 and back.
struct StorageCodec<Value> {
    /// The property-list object to store; `nil` removes the key (an optional set to `nil`).
    let encode: (Value) -> Any?
    /// The value a stored object stands for; `nil` when it is of another type (the property then shows its default).
    let decode: (Any) -> Value?
    let isEqual: (Value, Value) -> Bool
}

extension StorageCodec where Value == Bool {
    static var bool: Self {
        Self(encode: { $0 }, decode: { ($0 as? Bool) ?? ($0 as? Int).map { $0 != 0 } }, isEqual: ==)
    }
}

extension StorageCodec where Value == Int {
    static var int: Self {
        Self(encode: { $0 },
             decode: { object in
                 if let value = object as? Int { return value }
                 if let value = object as? Bool { return value ? 1 : 0 }
                 if let value = object as? Double, let exact = Int(exactly: value) { return exact }
                 return nil
             },
             isEqual: ==)
    }
}

extension StorageCodec where Value == Double {
    static var double: Self {
        Self(encode: { $0 },
             decode: { object in
                 if let value = object as? Double { return value }
                 if let value = object as? Int { return Double(value) }
                 if let value = object as? Float { return Double(value) }
                 return nil
             },
             isEqual: ==)
    }
}

extension StorageCodec where Value == String {
    static var string: Self { Self(encode: { $0 }, decode: { $0 as? String }, isEqual: ==) }
}

extension StorageCodec where Value == Data {
    static var data: Self { Self(encode: { $0 }, decode: { $0 as? Data }, isEqual: ==) }
}

extension StorageCodec where Value == URL {
    /// As `UserDefaults.set(_:forKey:)` documents for URLs on Apple platforms: a file URL is stored as its path, any
    /// other URL is archived as data; `url(forKey:)` reads both back. (swift-corelibs-foundation's own `set(_ url:)`
    /// stores `url.path` for every URL, which loses web URLs, so ViewSim archives them itself.)
    ///
    /// Source: Apple, "set(_:forKey:)" (https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-2pa4r)
    /// and "url(forKey:)" (https://developer.apple.com/documentation/foundation/userdefaults/url(forkey:)).
    static var url: Self {
        Self(encode: { url in
                 if url.isFileURL { return url.path }
                 return try? NSKeyedArchiver.archivedData(withRootObject: url as NSURL, requiringSecureCoding: false)
             },
             decode: { object in
                 if let url = object as? URL { return url }
                 if let path = object as? String {
                     return URL(fileURLWithPath: NSString(string: path).expandingTildeInPath)
                 }
                 if let data = object as? Data {
                     return try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSURL.self, from: data) as URL?
                 }
                 return nil
             },
             isEqual: ==)
    }
}

extension StorageCodec {
    /// A `RawRepresentable` value stored as its raw value.
    static func raw(via base: StorageCodec<Value.RawValue>) -> Self where Value: RawRepresentable {
        Self(encode: { base.encode($0.rawValue) },
             decode: { base.decode($0).flatMap(Value.init(rawValue:)) },
             isEqual: { base.isEqual($0.rawValue, $1.rawValue) })
    }

    /// An optional: `nil` is no value for the key.
    static func optional<Wrapped>(_ base: StorageCodec<Wrapped>) -> Self where Value == Wrapped? {
        Self(encode: { $0.flatMap(base.encode) },
             decode: { base.decode($0) },
             isEqual: { lhs, rhs in
                 switch (lhs, rhs) {
                 case (nil, nil): true
                 case (let lhs?, let rhs?): base.isEqual(lhs, rhs)
                 default: false
                 }
             })
    }
}

// MARK: - The scene

/// The scene a host runs its root view in: its scene storage, what was last saved of it, and the store that stands in
/// for `UserDefaults.standard` in this app. Made by the test host (`ViewHost`); not something a view uses directly.
///
/// Model (see `ViewHost.background()` and `ViewHost.relaunch(forceQuit:)`): the values `@SceneStorage` properties
/// write live here while the scene runs; ``_saveSceneStorage()`` copies them aside, as the system captures a scene's
/// restoration state when the scene moves to the background; ``_relaunch(restoringSavedState:)`` throws the running
/// values away and starts again from the last saved copy (or from nothing, when the scene was destroyed).
///
/// Source: Apple, "SceneStorage" (https://developer.apple.com/documentation/swiftui/scenestorage) and UIKit's
/// "stateRestorationActivity(for:)"
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)).
@MainActor
public final class _HostScene {
    /// The store `@AppStorage` uses when neither its `store:` argument nor a `.defaultAppStorage(_:)` above it names
    /// one; `nil` means `UserDefaults.standard`.
    public let defaultAppStorage: UserDefaults?
    private var live: [String: Any] = [:]
    private var saved: [String: Any] = [:]
    private var subscribers: [String: [WeakSubscriber]] = [:]

    public init(defaultAppStorage: UserDefaults?) {
        self.defaultAppStorage = defaultAppStorage
    }

    /// The keys and property-list values of the scene storage saved last (for diagnostics and tests).
    public var _savedSceneStorage: [String: Any] { saved }

    /// Saves the running scene storage: what a relaunch restores.
    public func _saveSceneStorage() {
        saved = live
    }

    /// Forgets every running value and every view of the previous hierarchy; the running values start again from the
    /// last saved copy, or from nothing (and nothing stays saved) when `restoringSavedState` is `false`.
    public func _relaunch(restoringSavedState: Bool) {
        if !restoringSavedState { saved = [:] }
        live = saved
        subscribers = [:]
    }

    func value(forKey key: String) -> Any? { live[key] }

    func setValue(_ value: Any?, forKey key: String) {
        live[key] = value
        subscribers[key] = subscribers[key]?.filter { $0.box != nil }
        for subscriber in subscribers[key] ?? [] { subscriber.box?.storageDidChange() }
    }

    func subscribe(_ box: any StorageSubscriber, to key: String) {
        subscribers[key, default: []].append(WeakSubscriber(box))
    }
}

/// Storage of one dynamic property of one view that re-reads its value when what backs it changes.
@MainActor
protocol StorageSubscriber: AnyObject {
    func storageDidChange()
}

@MainActor
struct WeakSubscriber {
    weak var box: (any StorageSubscriber)?
    init(_ box: any StorageSubscriber) { self.box = box }
}

// MARK: - Finding the scene and the default store

/// Views that set what `@AppStorage` and `@SceneStorage` below them use.
@MainActor
protocol StorageContextView {
    /// The store set by `.defaultAppStorage(_:)`, if this view is one.
    var defaultAppStorage: UserDefaults? { get }
    /// The scene, if this view is a host's scene root.
    var hostScene: _HostScene? { get }
}

extension StorageContextView {
    var defaultAppStorage: UserDefaults? { nil }
    var hostScene: _HostScene? { nil }
}

@MainActor
enum StorageContext {
    /// The store `@AppStorage` uses at `node` when it names none: the nearest `.defaultAppStorage(_:)` above it, else
    /// the host's stand-in for `UserDefaults.standard`, else `UserDefaults.standard`.
    ///
    /// TODO: once `EnvironmentValues` exists, `.defaultAppStorage(_:)` should write an environment key and this should
    /// read it; until then the graph's ancestors are walked, once per property (when its storage is made).
    static func defaultStore(at node: Node) -> UserDefaults {
        var current: Node? = node
        while let candidate = current {
            if let view = role(of: candidate.view, as: (any StorageContextView).self) {
                if let store = view.defaultAppStorage { return store }
                if let scene = view.hostScene { return scene.defaultAppStorage ?? .standard }
            }
            current = candidate.parent
        }
        return .standard
    }

    /// The scene `node` runs in, if a host made one.
    static func scene(at node: Node) -> _HostScene? {
        var current: Node? = node
        while let candidate = current {
            if let scene = (role(of: candidate.view, as: (any StorageContextView).self))?.hostScene { return scene }
            current = candidate.parent
        }
        return nil
    }

    /// The store an `@AppStorage` that is not in a view (a model's property) uses when it names none: SwiftUI gives
    /// such a property no environment, so `.defaultAppStorage(_:)` does not apply and it uses `UserDefaults.standard`,
    /// for which the host handling the current event or update substitutes its own default store (so tests stay
    /// isolated). Outside any event: `UserDefaults.standard`.
    static func ambientStandardStore() -> UserDefaults {
        if let node = ViewGraph.evaluatingNode, let scene = scene(at: node) {
            return scene.defaultAppStorage ?? .standard
        }
        if let graph = ViewGraph.current, let root = graph.root as Node?,
           let scene = (role(of: root.view, as: (any StorageContextView).self))?.hostScene {
            return scene.defaultAppStorage ?? .standard
        }
        return .standard
    }
}

// MARK: - Views

/// The root of a host's scene: shows its content and holds the scene's storage. Made by `ViewHost`.
public struct _SceneRootView<Content: View>: View, PrimitiveView, StorageContextView {
    let content: Content
    let scene: _HostScene

    public init(content: Content, scene: _HostScene) {
        self.content = content
        self.scene = scene
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var hostScene: _HostScene? { scene }
}

/// Content whose `@AppStorage` properties that name no store use `store`.
public struct _DefaultAppStorageView<Content: View>: View, PrimitiveView, StorageContextView {
    let content: Content
    let store: UserDefaults

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var defaultAppStorage: UserDefaults? { store }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// An `@AppStorage` below this view that passes no `store:` reads and writes `store`; without this modifier the
    /// default store is `UserDefaults.standard` (in a `ViewHost`, the host's `defaults`). The store is looked up when
    /// the property's storage is made, so changing it later for a view already on screen has no effect here.
    ///
    /// Source: Apple, "defaultAppStorage(_:)" (https://developer.apple.com/documentation/swiftui/view/defaultappstorage(_:)):
    /// "If unspecified, the default store for a view hierarchy is UserDefaults.standard".
    public func defaultAppStorage(_ store: UserDefaults) -> _DefaultAppStorageView<Self> {
        _DefaultAppStorageView(content: self, store: store)
    }
}
