import Synchronization

/// A class whose changes SwiftUI learns about through its `objectWillChange` publisher: the pre-Observation way.
///
/// Behaviour mirrored from SwiftUI (without Combine, which does not exist on Linux):
/// - A view that holds the object in `@StateObject`, `@ObservedObject` or `@EnvironmentObject` re-runs whenever the
///   object publishes, whatever properties the view reads: the dependency is the whole object, not a property.
/// - `@Published` publishes on every assignment, equal values included.
/// - Publishing from a thread other than the one the views run on (the main thread) is SwiftUI's runtime issue
///   "Publishing changes from background threads is not allowed…"; the change still reaches the screen.
/// - An `ObservableObject` nested in another does not forward its changes: views holding the outer object do not hear
///   the inner one.
/// - By default `objectWillChange` is a publisher made for the object; a class may declare its own
///   (`let objectWillChange = ObservableObjectPublisher()`) and call `send()` itself.
///
/// Source: Apple, "ObservableObject" (https://developer.apple.com/documentation/combine/observableobject) and
/// "Monitoring data changes in your app" (https://developer.apple.com/documentation/swiftui/monitoring-model-data-changes-in-your-app).
public protocol ObservableObject: AnyObject {
    /// Publishes before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher made for this object the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.defaultPublisher(for: self)
    }
}

/// The publisher of an `ObservableObject`: `send()` tells every view holding the object that it is about to change.
///
/// Source: Apple, "ObservableObjectPublisher" (https://developer.apple.com/documentation/combine/observableobjectpublisher).
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = Mutex<[Int: @Sendable () -> Void]>([:])
    private let nextToken = Atomic<Int>(0)

    /// Creates a publisher.
    public init() {}

    /// Tells the views holding the object that it is about to change. Safe from any thread: the host applies it at the
    /// end of the current event.
    public func send() {
        let actions = subscribers.withLock { Array($0.values) }
        for action in actions { action() }
    }

    /// Calls `action` at each `send()` until the returned subscription is cancelled or released.
    func subscribe(_ action: @escaping @Sendable () -> Void) -> ObjectSubscription {
        let token = nextToken.add(1, ordering: .relaxed).newValue
        subscribers.withLock { $0[token] = action }
        return ObjectSubscription { [weak self] in self?.subscribers.withLock { $0[token] = nil } }
    }

    private static let defaults = Mutex<[ObjectIdentifier: DefaultEntry]>([:])

    private struct DefaultEntry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    static func defaultPublisher(for object: AnyObject) -> ObservableObjectPublisher {
        defaults.withLock { table in
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object { return entry.publisher }
            if table.count > 1024 { table = table.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            table[key] = DefaultEntry(object: object, publisher: publisher)
            return publisher
        }
    }
}

/// A subscription to an `ObservableObjectPublisher`, cancelled when released.
final class ObjectSubscription: Sendable {
    private let cancelAction: @Sendable () -> Void

    init(cancel: @escaping @Sendable () -> Void) {
        cancelAction = cancel
    }

    deinit { cancelAction() }
}

/// The object a node holds in one `@StateObject`/`@ObservedObject`/`@EnvironmentObject` field, and the node's
/// subscription to it.
@MainActor
final class ObjectSlot {
    private(set) var object: AnyObject?
    private var subscription: ObjectSubscription?
    /// How many times the held objects published: `_printChanges()` names the property when it moved.
    let publications = Atomic<Int>(0)

    /// Makes `node` re-run whenever `object` publishes, replacing any earlier object's subscription.
    func hold<Object: ObservableObject>(_ object: Object, for node: Node) {
        guard self.object !== object else { return }
        self.object = object
        subscription = object.objectWillChange.subscribe(node.graph.objectChangeHandler(for: node, slot: self))
    }

    /// The `changeVersion` of a field whose object is held by the slot at `slot` of `node`.
    static func changeVersion(in node: Node, slot: Int) -> Int {
        let slot = node.existingSlot(at: slot, as: ObjectSlot.self) ?? node.existingSlot(at: slot, as: StateObjectStorage.self)?.subscription
        return slot?.publications.load(ordering: .relaxed) ?? 0
    }
}

extension ViewGraph {
    /// What a subscription to an object's publisher does, whatever thread sends: count the publication and post the
    /// node to the inbox.
    func objectChangeHandler(for node: Node, slot: ObjectSlot) -> @Sendable () -> Void {
        observedNodes[node.id] = WeakNode(node)
        let change = ObservationInbox.Change(nodeID: node.id, generation: nil)
        let inbox = observationInbox
        nonisolated(unsafe) let slot = slot
        return {
            if !MainQueue.isCurrent {
                inbox.post(.publishingFromBackgroundThread)
            } else if ViewGraph.isUpdating {
                inbox.post(.publishingChangesDuringUpdate)
            }
            slot.publications.add(1, ordering: .relaxed)
            inbox.post(change)
        }
    }
}
