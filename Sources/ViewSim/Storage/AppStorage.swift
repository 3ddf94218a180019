import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a change in value in that
/// user default.
///
/// ```swift
/// struct SettingsScreen: View {
///     @AppStorage("showsBadges") private var showsBadges = true
///     var body: some View { Toggle("Badges", isOn: $showsBadges) }
/// }
/// ```
///
/// Behaviour mirrored from SwiftUI:
/// - The value lives in `UserDefaults` under `key`, in `store`, or else in the default store: the nearest
///   ``View/defaultAppStorage(_:)`` above the view, else `UserDefaults.standard` (a `ViewHost` made with
///   `defaults:` substitutes its own store for `.standard`, so tests do not leak into each other).
/// - The declared value is a default, not a write: reading a key the store does not have gives the default and leaves
///   the store untouched. Assigning stores the value, even one equal to the default.
/// - Every view that read the key during an update re-runs when the value changes: written through any `@AppStorage`
///   (in any view, or in a model), or written to `UserDefaults` by other means. Reading it in an update makes the view
///   depend on the key from then on, as reading `@State` does; a view that never read it is not re-run. Writing the
///   value the key already has re-runs nothing. `$value` is a binding that writes through.
/// - During an update a view reads the value copied in when it was last updated; actions read the store. A write made
///   during an update is dropped with "Modifying state during view update, this will cause undefined behavior."
/// - Outside a view (for instance in a model, behind `@ObservationIgnored`) the property simply reads and writes the
///   store: nothing observes it, and `.defaultAppStorage(_:)` does not apply (there is no environment there).
///
/// Linux: swift-corelibs-foundation posts `UserDefaults.didChangeNotification` only from `setPersistentDomain` and
/// `removePersistentDomain`, not from `set(_:forKey:)`, and has no key-value observing. So ViewSim notices a value
/// written by other means by comparing every observed key at the start of each frame (each update the host runs):
/// the views re-run in the update that ends the event that wrote it, as they would after SwiftUI's key-value
/// observation fires. Only the net change of an event is seen: a key written and written back in one event is unchanged.
///
/// Source: Apple, "AppStorage" (https://developer.apple.com/documentation/swiftui/appstorage), its initializers
/// "init(wrappedValue:_:store:)" ("The default value if a … value is not specified for the given key"; "A value of nil
/// will use the user default store from the environment") and "init(_:store:)" ("Defaults to nil if there is no
/// restored value"); "defaultAppStorage(_:)" (https://developer.apple.com/documentation/swiftui/view/defaultappstorage(_:)).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    /// The store named by `store:`; `nil`: the default store.
    let store: UserDefaults?
    let defaultValue: Value
    let codec: StorageCodec<Value>
    /// The value copied in at the view's last update.
    var snapshot: Value
    var box: AppStorageBox<Value>?

    init(key: String, store: UserDefaults?, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.codec = codec
        self.snapshot = defaultValue
    }

    /// The value in the store, or the default if the store has none. Setting it writes the store.
    @MainActor public var wrappedValue: Value {
        get {
            guard let box else { return AppStorageBox.read(key, in: unlinkedStore, codec: codec, default: defaultValue) }
            guard ViewGraph.isUpdating else { return box.liveValue }
            box.wasRead = true
            return snapshot
        }
        nonmutating set {
            if let box {
                box.set(newValue)
            } else {
                AppStorageBox.write(newValue, key, in: unlinkedStore, codec: codec)
                AppStorageObservation.noticeWrites()
            }
        }
    }

    /// A binding to the stored value that writes through to the store (`$showsBadges`).
    @MainActor public var projectedValue: Binding<Value> {
        if let box {
            let location = BindingLocation<Value>(
                get: { box.liveValue }, set: { box.set($0) }, source: .box(box, path: []))
            return Binding(location: location, value: ViewGraph.isUpdating ? snapshot : box.liveValue)
        }
        let key = key, codec = codec, defaultValue = defaultValue, store = unlinkedStore
        let location = BindingLocation<Value>(
            get: { AppStorageBox.read(key, in: store, codec: codec, default: defaultValue) },
            set: {
                AppStorageBox.write($0, key, in: store, codec: codec)
                AppStorageObservation.noticeWrites()
            },
            source: .closures)
        return Binding(location: location, value: location.get())
    }

    @MainActor private var unlinkedStore: UserDefaults {
        store ?? StorageContext.ambientStandardStore()
    }
}

// MARK: - Initializers (SwiftUI's declarations)

extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    /// - Parameters:
    ///   - wrappedValue: The default value if a boolean value is not specified for the given key.
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to. A value of `nil` will use the user default store from
    ///     the environment.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .bool)
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .int)
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .double)
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .string)
    }

    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .url)
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .data)
    }

    /// Creates a property that can read and write to an integer user default, transforming that to `RawRepresentable`
    /// data type (`enum Theme: Int { … }`; `@AppStorage("theme") var theme = Theme.light`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .raw(via: .int))
    }

    /// Creates a property that can read and write to a string user default, transforming that to `RawRepresentable`
    /// data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, codec: .raw(via: .string))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default. Defaults to nil if there is no
    /// restored value; setting `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.bool))
    }

    /// Creates a property that can read and write an Optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.int))
    }

    /// Creates a property that can read and write an Optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.double))
    }

    /// Creates a property that can read and write an Optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.string))
    }

    /// Creates a property that can read and write an Optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.url))
    }

    /// Creates a property that can read and write an Optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.data))
    }

    /// Creates a property that can save and restore an Optional integer, transforming it to an Optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.raw(via: .int)))
    }

    /// Creates a property that can save and restore an Optional string, transforming it to an Optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil, codec: .optional(.raw(via: .string)))
    }
}

extension AppStorage: StateProperty {}

extension AppStorage: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let property = field.pointee
        // The node's slot keeps the storage for the identity's lifetime.
        let box = node.slot(at: slot) {
            AppStorageBox(
                key: property.key, store: property.store ?? StorageContext.defaultStore(at: node),
                defaultValue: property.defaultValue, codec: property.codec, owner: node)
        }
        if property.key != box.key || (property.store.map { $0 !== box.store } ?? false) {
            box.repoint(key: property.key, store: property.store ?? box.store, defaultValue: property.defaultValue)
        }
        field.pointee.box = box
        field.pointee.snapshot = box.current
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? {
        pointer.assumingMemoryBound(to: Self.self).pointee.box
    }
}

// MARK: - Storage

/// The storage one `@AppStorage` of one view identity keeps: which key of which store it reflects, and the value it
/// last saw there. It changes (invalidating the views that read it) when that value changes.
@MainActor
final class AppStorageBox<Value>: AnyStateBox, StorageSubscriber {
    private(set) var key: String
    private(set) var store: UserDefaults
    private var defaultValue: Value
    let codec: StorageCodec<Value>
    /// The value at the last check; what views read during updates.
    private(set) var current: Value

    init(key: String, store: UserDefaults, defaultValue: Value, codec: StorageCodec<Value>, owner: Node) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.codec = codec
        self.current = AppStorageBox.read(key, in: store, codec: codec, default: defaultValue)
        super.init(owner: owner)
        AppStorageObservation.observe(self, key: key, in: store)
    }

    /// The value in the store now (what actions read).
    var liveValue: Value { AppStorageBox.read(key, in: store, codec: codec, default: defaultValue) }

    /// Writes the store, as SwiftUI's user-default location does: dropped (with SwiftUI's runtime issue) during an
    /// update; then every view reading the key, anywhere, learns of the change.
    func set(_ newValue: Value) {
        if ViewGraph.isUpdating {
            (owner?.graph ?? ViewGraph.current)?.report(.modifyingStateDuringUpdate)
            return
        }
        AppStorageBox.write(newValue, key, in: store, codec: codec)
        AppStorageObservation.noticeWrites()
    }

    func storageDidChange() {
        let value = liveValue
        guard !codec.isEqual(value, current) else { return }
        current = value
        didChange()
    }

    /// The view was re-created with another key or store: reflect that one from now on.
    func repoint(key: String, store: UserDefaults, defaultValue: Value) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        current = liveValue
        AppStorageObservation.observe(self, key: key, in: store)
    }

    static func read(_ key: String, in store: UserDefaults, codec: StorageCodec<Value>, default defaultValue: Value) -> Value {
        store.object(forKey: key).flatMap(codec.decode) ?? defaultValue
    }

    static func write(_ value: Value, _ key: String, in store: UserDefaults, codec: StorageCodec<Value>) {
        if let object = codec.encode(value) {
            store.set(object, forKey: key)
        } else {
            store.removeObject(forKey: key)
        }
    }
}

/// Every (store, key) some view's `@AppStorage` reflects, with the property-list value last seen there.
///
/// ``noticeWrites()`` compares each with the store and tells the storage of every view reflecting a changed key.
/// It runs after every write through `@AppStorage` and at the start of every frame (for writes made by other means,
/// which swift-corelibs-foundation does not announce; see ``AppStorage``).
@MainActor
enum AppStorageObservation {
    private struct EntryKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private final class Entry {
        let store: UserDefaults
        let key: String
        var lastSeen: Any?
        var subscribers: [WeakSubscriber] = []

        init(store: UserDefaults, key: String) {
            self.store = store
            self.key = key
            lastSeen = store.object(forKey: key)
        }
    }

    private static var entries: [EntryKey: Entry] = [:]

    static func observe(_ box: any StorageSubscriber, key: String, in store: UserDefaults) {
        let entryKey = EntryKey(store: ObjectIdentifier(store), key: key)
        let entry = entries[entryKey] ?? Entry(store: store, key: key)
        entries[entryKey] = entry
        entry.subscribers.append(WeakSubscriber(box))
    }

    /// Tells the storage of the views reflecting each key whose stored value changed since the last look.
    static func noticeWrites() {
        guard !entries.isEmpty else { return }
        for (entryKey, entry) in entries {
            entry.subscribers.removeAll { $0.box == nil }
            if entry.subscribers.isEmpty {
                entries[entryKey] = nil
                continue
            }
            let value = entry.store.object(forKey: entry.key)
            if samePropertyList(value, entry.lastSeen) { continue }
            entry.lastSeen = value
            for subscriber in entry.subscribers { subscriber.box?.storageDidChange() }
        }
    }

    private static func samePropertyList(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): areEqual(lhs, rhs) ?? false
        default: false
        }
    }
}
