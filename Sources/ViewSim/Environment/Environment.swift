/// A property that reads a value from the view's environment: `@Environment(\.dismiss) private var dismiss`,
/// `@Environment(Library.self) private var library`.
///
/// Behaviour mirrored from SwiftUI:
/// - The value is the one the nearest ancestor set (`.environment(\.key, value)`, `.environment(object)`), or the key's
///   default. A view re-runs only when a key it reads changes.
/// - `@Environment(Model.self)` with no `.environment(model)` above the view is SwiftUI's fatal error, "No Observable
///   object of type Model found. A View.environment(_:) for Model may be missing as an ancestor of this view." — the
///   preview crash. Here the host reports it as a runtime issue and shows nothing for that view instead of ending the
///   process, so the test fails with SwiftUI's words. The optional form (`Model?.self`) reads `nil` instead.
///
/// Source: Apple, "Environment" (https://developer.apple.com/documentation/swiftui/environment) and
/// "environment(_:)" (https://developer.apple.com/documentation/swiftui/view/environment(_:)); the fatal error's wording
/// as SwiftUI prints it (Apple Developer Forums, "No Observable object of type … found").
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Content {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, typeName: String, isOptional: Bool)
    }

    let content: Content
    var value: Value?

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        content = .keyPath(keyPath)
    }

    /// Reads the observable object of type `objectType` that an ancestor placed with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        content = .object(ObjectIdentifier(objectType), typeName: String(describing: objectType), isOptional: false)
    }

    /// Reads the observable object of type `objectType` if an ancestor placed one, or `nil`:
    /// `@Environment(Profile.self) private var profile: Profile?`.
    ///
    /// Source: Apple, "init(_:)" (https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        content = .object(ObjectIdentifier(T.self), typeName: String(describing: T.self), isOptional: true)
    }

    /// The value from the environment.
    @MainActor public var wrappedValue: Value {
        if let value { return value }
        switch content {
        case .keyPath(let keyPath):
            ViewGraph.report(.environmentAccessedOutsideView)
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let typeName, let isOptional):
            if isOptional, let none = Optional<Any>.none as? Value { return none }
            fatalError(RuntimeIssue.missingObservableObject(named: typeName).message)
        }
    }
}

extension Environment: GraphLinkedProperty {
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        switch field.pointee.content {
        case .keyPath(let keyPath):
            field.pointee.value = node.environment[keyPath: keyPath]
            // `@Environment(\.self)` holds every entry, so it depends on every one, read or not yet.
            if Value.self == EnvironmentValues.self { node.environment.recordWholeRead() }
        case .object(let id, let typeName, let isOptional):
            if let object = node.environment.value(for: id) {
                field.pointee.value = (object as? Value) ?? (Optional(object) as? Value)
            } else if isOptional {
                field.pointee.value = Optional<Any>.none as? Value
            } else {
                field.pointee.value = nil
                node.missingEnvironmentObject = .missingObservableObject(named: typeName)
            }
        }
    }

    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox? { nil }

    /// Changes when an environment entry the property reads changes, so `_printChanges()` names the property
    /// (`EpisodeRow: _position changed.`) when a new environment value re-runs the view.
    static func changeVersion(_ pointer: UnsafeRawPointer, in node: Node, slot: Int) -> Int {
        let field = pointer.assumingMemoryBound(to: Self.self)
        switch field.pointee.content {
        case .keyPath(_) where Value.self == EnvironmentValues.self:
            return node.environment.revision
        case .keyPath(let keyPath):
            var reads = Array(EnvironmentReads.recorded { _ = node.environment[keyPath: keyPath] })
            standardSort(&reads) { ($0.value, $0.key) < ($1.value, $1.key) }  // uncounted: not the app's work (Cost)
            var hasher = Hasher()
            for read in reads {
                hasher.combine(read.key)
                hasher.combine(read.value)
            }
            return hasher.finalize()
        case .object(let id, _, _):
            return node.environment.version(of: id)
        }
    }
}

/// What an `@Environment` property holds is not an input of its view: it reads the environment, which the graph
/// follows per key, so a parent's new view value with the same other fields has the same inputs.
extension Environment: StateProperty {}

extension Environment: @unchecked Sendable where Value: Sendable {}
