import Observation
import Synchronization

/// How ViewSim follows `@Observable` models: every body, and every content closure a built-in view evaluates (a
/// `ForEach` row), runs inside `withObservationTracking`; a change to a property it read invalidates exactly that view.
///
/// Behaviour mirrored from SwiftUI:
/// - Dependencies are per property: a view re-runs only when a property it *read* during its last evaluation changes,
///   and the set is made anew at each evaluation (unlike `@State`'s sticky flag).
/// - A plain class is not observed: changing it invalidates nothing.
/// - Observation calls back once, synchronously, on the writer's thread, before the write. The callback only posts
///   the view's id and evaluation number to a lock-protected inbox; the host drains it at the end of the event (or at
///   the next query), ignoring callbacks from older evaluations. A write from another thread never touches the graph.
///
/// Source: Apple, "Managing model data in your app"
/// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app) and "Migrating from the
/// Observable Object protocol to the Observable macro"
/// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
/// "SwiftUI updates a view only when an observable property changes and the view's body reads the property directly";
/// WWDC23 "Discover Observation in SwiftUI" (https://developer.apple.com/videos/play/wwdc2023/10149/).
final class ObservationInbox: Sendable {
    struct Change: Sendable {
        let nodeID: Int
        /// The evaluation whose reads were observed; `nil` for an `ObservableObject`'s publisher, which holds until the
        /// view lets go of the object.
        let generation: Int?
    }

    private let changes = Mutex<[Change]>([])
    private let issues = Mutex<[RuntimeIssue]>([])

    /// Records a runtime issue noticed on another thread, for the host's next update to report.
    func post(_ issue: RuntimeIssue) {
        issues.withLock { $0.append(issue) }
    }

    func drainIssues() -> [RuntimeIssue] {
        issues.withLock { issues in
            defer { issues.removeAll() }
            return issues
        }
    }

    func post(_ change: Change) {
        changes.withLock { $0.append(change) }
    }

    func drain() -> [Change] {
        changes.withLock { changes in
            defer { changes.removeAll() }
            return changes
        }
    }
}

extension ViewGraph {
    /// Runs `body` (a view's body or a built-in view's content closures) for `node`, recording the observable properties
    /// it reads; a later change to any of them invalidates `node`.
    func trackingObservation<T>(for node: Node, _ body: () -> T) -> T {
        node.observationGeneration += 1
        observedNodes[node.id] = WeakNode(node)
        let change = ObservationInbox.Change(nodeID: node.id, generation: node.observationGeneration)
        let inbox = observationInbox
        return withObservationTracking(body, onChange: { inbox.post(change) })
    }

    /// Invalidates the views whose observed properties changed since the last drain.
    func drainObservedChanges() {
        for issue in observationInbox.drainIssues() { report(issue) }
        var invalidated: [Node] = []
        for change in observationInbox.drain() {
            guard let node = observedNodes[change.nodeID]?.node, node.isMounted,
                  change.generation == nil || node.observationGeneration == change.generation
            else { continue }
            if change.generation != nil { node.changeReasons.dependenciesChanged = true }
            invalidated.append(node)
        }
        invalidate(invalidated)
    }
}

/// A view built into the runtime that evaluates closures of the code that made it (a `ForEach`'s row builder), so
/// what those closures read is observed for the view's node.
@MainActor
protocol EvaluatesContentClosures {}
