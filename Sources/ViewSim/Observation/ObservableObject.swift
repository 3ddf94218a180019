import Synchronization
@_spi(ViewSimHost) import Combine

// `ObservableObject`, `ObservableObjectPublisher` and `@Published` are Combine's (the `Combine` module), as in SwiftUI.
// What ViewSim adds is how a view holds an object:
// - a view that holds the object in `@StateObject`, `@ObservedObject` or `@EnvironmentObject` re-runs whenever the
//   object publishes, whatever properties the view reads: the dependency is the whole object, not a property;
// - publishing from a thread other than the one the views run on (the main thread) is SwiftUI's runtime issue
//   "Publishing changes from background threads is not allowed…"; the change still reaches the screen.
//
// Source: Apple, "Monitoring data changes in your app"
// (https://developer.apple.com/documentation/swiftui/monitoring-model-data-changes-in-your-app).

/// The object a node holds in one `@StateObject`/`@ObservedObject`/`@EnvironmentObject` field, and the node's
/// subscription to it.
@MainActor
final class ObjectSlot {
    private(set) var object: AnyObject?
    private var subscription: AnyCancellable?
    /// How many times the held objects published: `_printChanges()` names the property when it moved.
    let publications = Atomic<Int>(0)

    /// Makes `node` re-run whenever `object` publishes, replacing any earlier object's subscription.
    func hold<Object: ObservableObject>(_ object: Object, for node: Node) {
        guard self.object !== object else { return }
        self.object = object
        let handler = node.graph.objectChangeHandler(for: node, slot: self)
        subscription = object.objectWillChange.sinkOnAnyThread { _ in handler() }  // any thread may publish: it is reported
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
