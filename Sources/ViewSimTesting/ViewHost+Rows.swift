import ViewSim

/// One row of a list or `ForEach` on screen, for queries where labels repeat (every row's “Delete”).
@MainActor
public struct RowScope<Root: View> {
    let host: ViewHost<Root>
    let row: Node

    /// The texts in the row, in order.
    public var texts: [String] { elements.filter { $0.kind == .text }.map(\.label) }

    /// Taps the button labelled `label` in this row.
    /// - Throws: ``ViewHostError`` if the row has no such button, or it is disabled.
    public func tap(_ label: String) throws {
        guard let button = elements.first(where: { $0.kind == .button && $0.label == label }),
              case .button(let action) = button.node.element else {
            throw ViewHostError("The row has no button labelled “\(label)”; it shows \(texts.map { "“\($0)”" }.joined(separator: ", ")).", on: host)
        }
        guard !button.isDisabled else { throw ViewHostError("The button “\(label)” in the row is disabled.", on: host) }
        host.graph.perform { action() }
    }

    /// Flips the toggle labelled `label` in this row.
    /// - Throws: ``ViewHostError`` if the row has no such toggle, or it is disabled.
    public func toggle(_ label: String) throws {
        guard let toggle = elements.first(where: { $0.kind == .toggle && $0.label == label }),
              case .toggle(_, let flip) = toggle.node.element, !toggle.isDisabled else {
            throw ViewHostError("The row has no toggle labelled “\(label)” that can be switched.", on: host)
        }
        host.graph.perform { flip() }
    }

    /// Swipes the row away, as deleting it in a `List` does (its `ForEach`'s `onDelete`).
    /// - Throws: ``ViewHostError`` if the row cannot be deleted (no `onDelete`).
    public func swipeToDelete() throws {
        guard row.swipeToDelete() else {
            throw ViewHostError("The row showing \(texts.map { "“\($0)”" }.joined(separator: ", ")) cannot be swiped away: its ForEach has no onDelete.", on: host)
        }
    }

    /// Drags the row to before the row now at `offset` (0 is the top), as reordering a `List` does (its `onMove`).
    /// - Throws: ``ViewHostError`` if the row cannot be moved (no `onMove`).
    public func move(toOffset offset: Int) throws {
        guard row.move(toOffset: offset) else {
            throw ViewHostError("The row showing \(texts.map { "“\($0)”" }.joined(separator: ", ")) cannot be moved: its ForEach has no onMove.", on: host)
        }
    }

    private var elements: [ScreenElement] {
        host.elements.filter { element in
            var node: Node? = element.node
            while let current = node {
                if current === row { return true }
                node = current.parent
            }
            return false
        }
    }
}

extension ViewHost {
    /// The row (of a `List`, a lazy stack or a `ForEach`) that shows the text `text`, for actions whose labels repeat
    /// in every row: `try app.row(containing: "Ada").tap("More")`.
    /// - Throws: ``ViewHostError`` if no row on screen shows that text, or more than one does (name a text only one row
    ///   shows).
    public func row(containing text: String) throws -> RowScope<Root> {
        let shown = elements.filter { $0.label == text }
        guard !shown.isEmpty else { throw ViewHostError("No row on screen shows “\(text)”.", on: self) }
        var rows: [Node] = []
        for element in shown {
            var node: Node? = element.node
            while let current = node, current.explicitID == nil { node = current.parent }
            if let row = node, !rows.contains(where: { $0 === row }) { rows.append(row) }
        }
        guard let row = rows.first else {
            throw ViewHostError("“\(text)” is on screen but not in a row of a list or ForEach.", on: self)
        }
        guard rows.count == 1 else {
            throw ViewHostError("\(rows.count) rows show “\(text)”; name a text that only one of them shows.", on: self)
        }
        return RowScope(host: self, row: row)
    }
}
