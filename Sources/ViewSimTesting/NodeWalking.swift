import ViewSim

extension Node {
    /// Calls `body` on this node and every node below it, parents before children, in order.
    func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// The first node, this one or below it (parents before children, in order), that satisfies `predicate`.
    func firstNode(where predicate: (Node) -> Bool) -> Node? {
        if predicate(self) { return self }
        for child in children {
            if let match = child.firstNode(where: predicate) { return match }
        }
        return nil
    }
}
