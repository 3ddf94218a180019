import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct ComposeScreen: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextEditor(text: $draft) }
/// }
/// ```
///
/// Behaviour mirrored from SwiftUI:
/// - It works like `@State` — a write re-runs the views that read the value, an equal write re-runs nothing, a write
///   during an update is dropped with "Modifying state during view update…", `$value` writes through — except that
///   the value belongs to the *scene*, keyed by `key`: every `@SceneStorage` with that key in the scene shares it,
///   and it outlives the views, so a view that leaves and comes back (a new identity) reads it again.
/// - The declared value is only a default: it is not stored.
/// - The value survives the app being terminated and launched again, when it was saved: the system saves scene
///   storage when the scene goes to the background. With a `ViewHost`: `app.background()` saves; `app.relaunch()`
///   throws the whole hierarchy away (every `@State` is gone) and builds the root again, with the scene storage saved
///   at the last `background()`. A value written after that save is lost, as when a foreground app crashes or is
///   stopped from Xcode — the system only saves on the way to the background (and "makes no guarantees as to when and
///   how often the data will be persisted"). `app.relaunch(forceQuit: true)` models the scene being destroyed (swiped
///   away in the app switcher): the saved data is destroyed too.
/// - Each scene has its own storage: two hosts never share it. A view hosted outside any scene (a bare `ViewGraph`)
///   keeps its value per view, like `@State`.
///
/// Source: Apple, "SceneStorage" (https://developer.apple.com/documentation/swiftui/scenestorage): "works very similar
/// to State, except its initial value is restored by the system if it was previously saved, and the value is shared
/// with other SceneStorage variables in the same scene"; "Each Scene has its own notion of SceneStorage"; "If the
/// Scene is explicitly destroyed (e.g. the switcher snapshot is destroyed on iPadOS or the window is closed on macOS),
/// the data is also destroyed"; its initializers "init(wrappedValue:_:)" ("The default value if … is not available for
/// the given key") and "init(_:)" ("Defaults to nil if there is no restored value"). When it is saved: UIKit,
/// "stateRestorationActivity(for:)"
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)), and Apple's
/// state-restoration testing note that force quitting deletes preserved state (sample "StateRestoreChildViews",
/// https://developer.apple.com/library/archive/samplecode/StateRestoreChildViews/Listings/ReadMe_txt.html).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    /// The value copied in at the view's last update (the default before the view is installed).
    var snapshot: Value
    var box: SceneStorageBox<Value>?

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
        self.snapshot = defaultValue
    }

    /// The scene's value for the key, or the default. Setting it re-runs the views that read it.
    @MainActor public var wrappedValue: Value {
        get {
            guard let box else { return snapshot }
            guard ViewGraph.isUpdating else { return box.current }
            box.wasRead = true
            return snapshot
        }
        nonmutating set { box?.set(newValue) }
    }

    /// A binding to the scene's value that writes through (`$draft`).
    @MainActor public var projectedValue: Binding<Value> {
        guard let box else {
            ViewGraph.report(.stateAccessedOutsideView)
            return .constant(snapshot)
        }
        let location = BindingLocation<Value>(get: { box.current }, set: { box.set($0) }, source: .box(box, path: []))
        return Binding(location: location, value: ViewGraph.isUpdating ? snapshot : box.current)
    }
}

// MARK: - Initializers (SwiftUI's declarations)

extension SceneStorage {
    /// Creates a property that can save and restore a boolean.
    /// - Parameters:
    ///   - wrappedValue: The default value if a boolean is not available for the given key.
    ///   - key: a key used to save and restore the value.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }

    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }

    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }

    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }

    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }

    /// Creates a property that can save and restore an integer, transforming it to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(via: .int))
    }

    /// Creates a property that can save and restore a string, transforming it to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(via: .string))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an Optional boolean. Defaults to nil if there is no restored value.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool))
    }

    /// Creates a property that can save and restore an Optional integer.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int))
    }

    /// Creates a property that can save and restore an Optional double.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double))
    }

    /// Creates a property that can save and restore an Optional string.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string))
    }

    /// Creates a property that can save and restore an Optional URL.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }

    /// Creates a property that can save and restore Optional data.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data))
    }

    /// Creates a property that can save and restore an Optional integer, transforming it to an Optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(via: .int)))
    }

    /// Creates a property that can save and restore an Optional string, transforming it to an Optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(via: .string)))
    }
}

extension SceneStorage: StateProperty {}

extension SceneStorage: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let property = field.pointee
        // The node's slot keeps the storage for the identity's lifetime.
        let box = node.slot(at: slot) {
            SceneStorageBox(
                key: property.key, scene: StorageContext.scene(at: node), defaultValue: property.defaultValue,
                codec: property.codec, owner: node)
        }
        field.pointee.box = box
        field.pointee.snapshot = box.current
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? {
        pointer.assumingMemoryBound(to: Self.self).pointee.box
    }
}

/// The storage one `@SceneStorage` of one view identity keeps: the scene's value for its key, as it last saw it.
@MainActor
final class SceneStorageBox<Value>: AnyStateBox, StorageSubscriber {
    let key: String
    /// `nil` outside a host's scene: the value is then this box's own.
    private let scene: _HostScene?
    private let defaultValue: Value
    private let codec: StorageCodec<Value>
    private(set) var current: Value

    init(key: String, scene: _HostScene?, defaultValue: Value, codec: StorageCodec<Value>, owner: Node) {
        self.key = key
        self.scene = scene
        self.defaultValue = defaultValue
        self.codec = codec
        self.current = scene?.value(forKey: key).flatMap(codec.decode) ?? defaultValue
        super.init(owner: owner)
        scene?.subscribe(self, to: key)
    }

    /// Writes the scene's value, as `State` does: dropped (with SwiftUI's runtime issue) during an update, ignored
    /// when equal; otherwise every view of the scene reading the key learns of the change.
    func set(_ newValue: Value) {
        if ViewGraph.isUpdating {
            (owner?.graph ?? ViewGraph.current)?.report(.modifyingStateDuringUpdate)
            return
        }
        if codec.isEqual(current, newValue) { return }
        guard let scene else {
            current = newValue
            didChange()
            return
        }
        scene.setValue(codec.encode(newValue), forKey: key)
    }

    func storageDidChange() {
        let value = scene?.value(forKey: key).flatMap(codec.decode) ?? defaultValue
        guard !codec.isEqual(value, current) else { return }
        current = value
        didChange()
    }
}
