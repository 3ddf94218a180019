/// Content that runs an action for each value a publisher emits while the content is in the hierarchy.
///
/// Mirrors SwiftUI:
/// - the subscription starts when the view enters the hierarchy and ends when it leaves it;
/// - the action is the one the latest update made, so it sees the view's current state;
/// - when an update brings a different publisher (compared as view inputs are: an object by identity, so a
///   `Timer.publish(…).autoconnect()` made again in `init` or `body` is a new timer; a closure-holding operator such as
///   `map` always differs), the old subscription is cancelled and the new publisher subscribed: a timer made in a
///   view's initializer restarts whenever the parent's body runs again;
/// - values arrive on the thread the publisher sends them on; a publisher that emits as it is subscribed (`Just`, a
///   `@Published` property's `$publisher`) runs the action after the update, never during it.
///
/// Source: Apple, "onReceive(_:perform:)" (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:));
/// the re-subscription on a changed publisher is undocumented: public reports of timers restarting and of
/// `onReceive` subscribing again when a view is re-rendered (e.g. jsilver's StateSubscriptionView, written "to fix
/// SwiftUI issue that publisher is cancelled in .onReceive() when view re-rendered"), and the choice made here is
/// SwiftUI's own rule for view inputs (``InputComparison``).
public struct _ReceiveView<Content: View, P: Publisher>: View, PrimitiveView, LifecycleView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func didMount(_ node: Node) {
        let subscription = ReceiveSubscription<P.Output>(action: action)
        node.builtInState = subscription
        let publisher = publisher
        node.graph.enqueue { subscription.subscribe(to: publisher) }
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard let subscription = node.builtInState as? ReceiveSubscription<P.Output> else { return }
        subscription.action = action
        if let previous = previous as? Self, InputComparison.sameValue(previous.publisher, publisher) { return }
        let publisher = publisher
        subscription.cancel()
        node.graph.enqueue { subscription.subscribe(to: publisher) }
    }

    func willUnmount(_ node: Node) {
        (node.builtInState as? ReceiveSubscription<P.Output>)?.cancel()
    }
}

/// The subscription of one `onReceive` modifier and the action its latest update made.
final class ReceiveSubscription<Output>: @unchecked Sendable {
    var action: (Output) -> Void
    private var cancellable: AnyCancellable?
    private var generation = 0

    init(action: @escaping (Output) -> Void) { self.action = action }

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        generation += 1
        let current = generation
        cancellable = publisher.sink { [weak self] value in
            guard let self, self.generation == current else { return }
            self.action(value)
        }
    }

    func cancel() {
        generation += 1
        cancellable?.cancel()
        cancellable = nil
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// Source: Apple, "onReceive(_:perform:)" (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)).
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> _ReceiveView<Self, P>
    where P: Publisher, P.Failure == Never {
        _ReceiveView(content: self, publisher: publisher, action: action)
    }
}
