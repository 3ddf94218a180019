/// A stored property of a view that the runtime links to storage it keeps for the view's identity.
///
/// Mirrors SwiftUI's `DynamicProperty` (https://developer.apple.com/documentation/swiftui/dynamicproperty).
public protocol DynamicProperty {}

/// How the graph links a dynamic property found in a view's stored fields to the node that owns it.
///
/// The graph finds these fields once per view type (by their field offsets, the way SwiftUI's own reflection does) and
/// calls them on the node's private copy of the view value, so one view value installed at two identities never shares
/// storage.
@MainActor
protocol GraphLinkedProperty {
    /// Points the property stored at `pointer` at the node's storage for `slot`, creating that storage the first time.
    static func link(_ pointer: UnsafeMutableRawPointer, into node: Node, slot: Int)

    /// The storage this property reads, if any: its version tells `_printChanges()` whether the property changed.
    static func source(_ pointer: UnsafeRawPointer) -> AnyStateBox?

    /// A number that changes whenever what the property reads changed, for `_printChanges()`; by default the version of
    /// its ``source(_:)``.
    static func changeVersion(_ pointer: UnsafeRawPointer, in node: Node, slot: Int) -> Int

    /// Whether linking may read the environment (or run code that does); `false` only for properties that link to
    /// storage alone, so a view holding nothing else needs no environment recorder. By default `true`.
    static var mayReadEnvironment: Bool { get }
}

extension GraphLinkedProperty {
    static var mayReadEnvironment: Bool { true }

    static func changeVersion(_ pointer: UnsafeRawPointer, in node: Node, slot: Int) -> Int {
        source(pointer)?.version ?? 0
    }
}
