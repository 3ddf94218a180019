import Foundation
import ViewSim

extension ViewHost {
    /// Taps the navigation link labelled `label` (a link is tapped like a button).
    /// - Throws: ``ViewHostError`` if no such link is on screen, or it is disabled.
    public func tapLink(_ label: String) throws {
        try tap(label)
    }

    /// Goes back one screen in the navigation stack on screen, as the back button does.
    /// - Throws: ``ViewHostError`` if no stack on screen has a screen to go back from.
    ///
    /// The innermost stack with a pushed screen goes back; a split view collapsed into a stack (compact width) goes
    /// back a column, clearing the selection that showed it.
    public func back() throws {
        guard let target = backTarget() else {
            throw ViewHostError("There is no screen to go back from: the navigation stack shows its root.", on: self)
        }
        target()
    }

    /// Whether ``back()`` has a screen to go back from.
    var canGoBack: Bool { backTarget() != nil }

    /// What going back does: the innermost stack with a pushed screen pops, or a collapsed split view goes back a column.
    private func backTarget() -> (@MainActor () -> Void)? {
        graph.update()
        var target: (@MainActor () -> Void)?
        visit(graph.root) { node in
            if let depth = node.navigationDepth, depth > 0 {
                target = { node.navigateBack() }
            } else if case .splitView(true, let back) = node.element {
                target = { [graph] in graph.perform { back() } }
            }
        }
        return target
    }

    /// The horizontal size class the host gives the app: the device's in its orientation (``Device/sizeClasses(in:)``),
    /// `.compact` on an iPhone upright, `.regular` on an iPad. Setting it is a window resize (an iPad app put beside
    /// another in Split View) or, in tests that do not need the screen's geometry, a rotation: the views that read it
    /// re-run, and split views re-lay out. The screen keeps its size; ``orientation`` turns the device.
    public var sizeClass: UserInterfaceSizeClass? {
        get { graph.rootEnvironment.horizontalSizeClass }
        set { graph.changeEnvironment { $0.horizontalSizeClass = newValue } }
    }

    /// Opens `url` in the running app, as tapping a deep link does: every `onOpenURL` handler gets it, as one event.
    public func open(url: URL) {
        graph.open(url)
    }

    /// The values on the path of the navigation stack on screen, as text (`[]` at its root, or with no stack).
    public var navigationPath: [String] {
        topNavigationStack?.navigationValues ?? []
    }

    /// The navigation title of the screen on top, if it has one.
    public var screenTitle: String? {
        graph.update()
        var title: String?
        visit(graph.root) { node in
            if case .navigationTitle(let text) = node.element { title = text }
        }
        return title
    }

    /// The innermost navigation stack on screen.
    private var topNavigationStack: Node? {
        graph.update()
        var stack: Node?
        visit(graph.root) { node in
            if node.navigationDepth != nil { stack = node }
        }
        return stack
    }

    /// Calls `body` on every node on screen, parents before children.
    private func visit(_ node: Node, _ body: (Node) -> Void) {
        guard node.isAppeared else { return }
        body(node)
        for child in node.children { visit(child, body) }
    }
}

extension ViewHost {
    /// The labels of the tab bar on screen, in order (`[]` with no tab view).
    public var tabs: [String] {
        guard case .tabBar(let labels, _, _) = tabBar?.element else { return [] }
        return labels
    }

    /// The label of the selected tab, if a tab view is on screen.
    public var selectedTab: String? {
        guard case .tabBar(let labels, let selected?, _) = tabBar?.element else { return nil }
        return labels[selected]
    }

    /// Taps the tab labelled `label` in the tab bar, as one event.
    /// - Throws: ``ViewHostError`` if no tab view on screen has such a tab.
    public func selectTab(_ label: String) throws {
        guard case .tabBar(let labels, _, let select) = tabBar?.element, let index = labels.firstIndex(of: label) else {
            throw ViewHostError("No tab labelled “\(label)” is on screen.", on: self)
        }
        graph.perform { select(index) }
    }

    /// The innermost tab view on screen.
    private var tabBar: Node? {
        graph.update()
        var found: Node?
        graph.root.forEachNode { node in
            if node.isAppeared, case .tabBar = node.element { found = node }
        }
        return found
    }
}
