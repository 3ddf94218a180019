extension View {
    /// Registers a handler for URLs the app is asked to open (a deep link, a universal link, a widget).
    ///
    /// Every handler in the hierarchy receives the URL. On a cold start (the app launched to open the URL), the URL is
    /// delivered once the hierarchy is built, before the `onAppear` actions of that first update run: a handler that
    /// needs data an `onAppear` (or `.task`) loads runs before it is there.
    ///
    /// Source: Apple, "onOpenURL(perform:)" (https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:));
    /// the cold-start order is the one behind seed 001's pattern 3b (deep link handled before the app is ready).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> _OpenURLView<Self> {
        _OpenURLView(content: self, action: action)
    }
}

/// Content with a URL handler.
public struct _OpenURLView<Content: View>: View, PrimitiveView, URLHandler {
    let content: Content
    let action: (URL) -> Void

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func handle(_ url: URL) { action(url) }
}

/// A view that handles URLs the app opens.
@MainActor
protocol URLHandler {
    func handle(_ url: URL)
}

extension ViewGraph {
    /// Asks the app to open `url`, as tapping a deep link does: every `onOpenURL` handler in the hierarchy gets it, as
    /// one event.
    public func open(_ url: URL) {
        perform { deliver(url) }
    }

    /// Calls the handlers in hierarchy order, without starting an update.
    func deliver(_ url: URL) {
        var handlers: [any URLHandler] = []
        collectHandlers(in: root, into: &handlers)
        for handler in handlers { handler.handle(url) }
    }

    private func collectHandlers(in node: Node, into handlers: inout [any URLHandler]) {
        if let handler = role(of: node.view, as: (any URLHandler).self) { handlers.append(handler) }
        for child in node.children { collectHandlers(in: child, into: &handlers) }
    }
}
