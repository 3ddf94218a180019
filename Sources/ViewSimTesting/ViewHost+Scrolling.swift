import ViewSim

extension ViewHost {
    /// How many rows lazy containers (`List`, `LazyVStack`, `LazyHStack`) have built since the host was made.
    public var rowsBuilt: Int { graph.rowsBuilt }

    /// Scrolls the lazy container that has a row with id `id` (a `ForEach` element's id) until that row is the first
    /// on screen, or as near as the container's length allows, as the user does by swiping.
    /// - Throws: ``ViewHostError`` if no lazy container on screen has such a row.
    public func scroll<ID: Hashable>(to id: ID) throws {
        let target = AnyHashable(id)
        graph.update()
        var found: (Node, Int)?
        graph.root.forEachNode { node in
            if found == nil, let ids = node.lazyRowIDs, let index = ids.firstIndex(of: target) { found = (node, index) }
        }
        guard let (container, index) = found else {
            throw ViewHostError("No list or lazy stack on screen has a row with id \(id).", on: self)
        }
        graph.scroll(container, toRow: index)
    }

    /// Scrolls the first lazy container on screen by `screens` screenfuls (negative: up), as the user does by swiping: a
    /// screenful is the rows on screen now.
    /// - Throws: ``ViewHostError`` if there is no list or lazy stack on screen.
    public func scroll(screens: Int = 1) throws {
        graph.update()
        guard let container = graph.root.firstNode(where: { $0.lazyRowIDs != nil }), let first = container.firstVisibleRow,
              let screenful = container.rowsOnScreen else {
            throw ViewHostError("There is no list or lazy stack on screen to scroll.", on: self)
        }
        graph.scroll(container, toRow: first + screens * screenful)
    }

    /// Whether a list or lazy stack is on screen to ``scroll(screens:)``.
    var canScroll: Bool {
        graph.update()
        return graph.root.firstNode(where: { $0.lazyRowIDs != nil })?.firstVisibleRow != nil
    }
}
