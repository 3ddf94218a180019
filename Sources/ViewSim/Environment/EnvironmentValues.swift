import Synchronization

/// The values a view inherits from its ancestors: system settings (`isEnabled`, `horizontalSizeClass`, `dismiss`…),
/// your own keys, and observable objects placed with `.environment(_:)` or `.environmentObject(_:)`.
///
/// Extend it with your own keys as in SwiftUI:
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
/// extension EnvironmentValues {
///     var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
///
/// Each stored value carries a version, so the graph can tell which keys changed between two updates and re-run only
/// the views that read them.
///
/// Not `Sendable`, as Apple declares it (`struct EnvironmentValues`): its values may be anything, a class of the app's
/// included, and a copy sent to another thread would share it (a data race, which reads memory: issue 30).
///
/// Source: Apple, "EnvironmentValues" (https://developer.apple.com/documentation/swiftui/environmentvalues) and
/// "EnvironmentKey" (https://developer.apple.com/documentation/swiftui/environmentkey).
public struct EnvironmentValues {
    struct Entry {
        let value: Any
        let version: Int
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// Changes whenever any entry is written, so equal revisions mean equal contents.
    private(set) var revision = 0

    /// Creates environment values with every key at its default.
    public init() {}

    /// The value for `key`, or its default when no ancestor set it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
        set { write(newValue, for: ObjectIdentifier(key)) }
    }

    func value(for id: ObjectIdentifier) -> Any? {
        EnvironmentReads.record(id, version: entries[id]?.version ?? 0)
        return entries[id]?.value
    }

    mutating func write(_ value: Any, for id: ObjectIdentifier) {
        let version = EnvironmentValues.versions.add(1, ordering: .relaxed).newValue
        entries[id] = Entry(value: value, version: version)
        revision = version
    }

    /// Gives the entry for `id` an earlier version: its value is the same as when that version was written.
    mutating func setVersion(_ version: Int, of id: ObjectIdentifier) {
        guard let entry = entries[id] else { return }
        entries[id] = Entry(value: entry.value, version: version)
    }

    /// The version of the entry for `id` (0: never written); for ``wholeEnvironment``, the ``revision``.
    func version(of id: ObjectIdentifier) -> Int { id == Self.wholeEnvironment ? revision : entries[id]?.version ?? 0 }

    /// The read of every entry at once: what a view holding the whole environment (`@Environment(\.self)`) depends on.
    /// SwiftUI updates such a view whenever any value in its environment changes (Apple, "Environment": a view is
    /// updated when the value it reads changes, and that value is all of them; WWDC23 "Demystify SwiftUI performance"
    /// on depending on more of the environment than a view needs).
    static let wholeEnvironment = ObjectIdentifier(WholeEnvironment.self)
    private enum WholeEnvironment {}

    /// Records a read of every entry (``wholeEnvironment``).
    func recordWholeRead() { EnvironmentReads.record(Self.wholeEnvironment, version: revision) }

    private static let versions = Atomic<Int>(0)
}

/// A key for a value in ``EnvironmentValues``.
///
/// Source: Apple, "EnvironmentKey" (https://developer.apple.com/documentation/swiftui/environmentkey).
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}

/// Which environment entries a view read while its dynamic properties were being linked, with the versions it saw.
/// A task-local recorder, so a read on another thread (user code reading values it captured) records nothing.
final class EnvironmentReads: @unchecked Sendable {
    private var reads: [ObjectIdentifier: Int] = [:]

    @TaskLocal private static var current: EnvironmentReads?

    static func record(_ id: ObjectIdentifier, version: Int) {
        current?.reads[id] = version
    }

    /// Runs `body`, returning the entries read during it.
    static func recorded(_ body: () -> Void) -> [ObjectIdentifier: Int] {
        let recorder = EnvironmentReads()
        $current.withValue(recorder) { body() }
        return recorder.reads
    }
}
