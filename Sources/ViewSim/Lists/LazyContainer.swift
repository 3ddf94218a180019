/// What lazy containers share: they build only the rows that fit on screen, keep the rows scrolled away (with their
/// state) off screen, and run `onAppear`/`onDisappear` as rows scroll in and out.
///
/// Behaviour mirrored from SwiftUI:
/// - Only rows on screen are built; a row is built the first time it scrolls in (``ViewGraph/rowsBuilt`` counts them).
///   Which rows are on screen, layout says (``LayoutEngine/fitRows(of:)``): from the first visible row, those
///   that reach into the container's viewport (a list's own frame; a lazy stack's or grid's scroll view), on the
///   host's screen. Before the first layout, and in a graph no host lays out, ``ViewGraph/viewportRows`` rows are.
/// - A row scrolled away disappears (its `onDisappear` runs) but keeps its identity and `@State`; scrolled back, it
///   appears again (`onAppear` runs again). A row whose element left the data leaves the hierarchy for good.
/// - The rows are the container's content flattened: each `ForEach` element, each other view (see `LazyRows`).
/// - A `List` reads the id of every row, built or not, so an id that occurs twice anywhere in its data is reported with
///   ForEach's warning (the first such id: SwiftUI logs one line per id, here one stands for them all); a lazy stack
///   reads the ids of the rows it builds only, so it reports the repeats among those.
///
/// Source: Apple, "LazyVStack" (https://developer.apple.com/documentation/swiftui/lazyvstack) ("doesn't create items
/// until it needs to render them onscreen"), "Creating performant scrollable stacks"
/// (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks) and "List"
/// (https://developer.apple.com/documentation/swiftui/list). Keeping the state of rows scrolled away is SwiftUI's
/// observed behaviour for `List` and lazy stacks (state follows identity); the choice is pinned in `LazyContainerTests`.
/// That a `List` reads every id while a `LazyVStack` reads only those of the rows it builds: WWDC23 "Demystify SwiftUI
/// performance" (List and Table gather the identifiers of all their rows up front), and public evidence of a collection
/// whose elements log each read (gist groue/fdd43e3665fb334fe8e57fe138373233: "List always accesses all elements").
@MainActor
protocol LazyContainerView: PrimitiveView, EvaluatesContentClosures {
    /// The rows, in order, unbuilt.
    func lazyRows() -> [LazyRow]
    /// The axis the rows follow one another along.
    var rowAxis: Axis { get }
    /// Whether the container scrolls its rows itself (a `List`), rather than showing them through a scroll view around
    /// it (a lazy stack or grid).
    var showsRowsInItsOwnFrame: Bool { get }
    /// Whether the container reads the id of every row, built or not (a `List`), rather than of the rows it builds.
    var readsEveryRowID: Bool { get }
}

/// Where a lazy container's viewport is: the index of its first visible row, and how many rows from it layout found to
/// reach into the viewport (`nil` before its first layout).
struct LazyContainerState {
    var firstVisibleRow = 0
    var fittedRows: Int?
    /// How many rows the last build made, from the first visible one.
    var builtRows = 0
    var rowKeys: [ChildKey] = []
    var edits: [ChildKey: RowEdits] = [:]
    /// The rows that are a section's header or footer.
    var parts: [ChildKey: RowPart] = [:]
    /// The rows of the last build, unbuilt.
    var rows: [LazyRow] = []
    /// Whether the next build only changes how many rows are built, for layout (``LayoutEngine/fitRows(of:)``), with
    /// the container's content as it was: the rows come from ``rows`` and those already built keep their views, so no
    /// row's view, and no `ForEach` element counted, is made twice in one update. Cleared when the container's parent
    /// gives it new content (``ViewGraph``'s update of a node).
    var refitsOnly = false

    /// Forgets ``refitsOnly`` of the lazy container at `node`: its parent gave it new content.
    @MainActor static func contentReplaced(_ node: Node) {
        guard var state = node.builtInState as? LazyContainerState, state.refitsOnly else { return }
        state.refitsOnly = false
        node.builtInState = state
    }
}

extension LazyContainerView {
    var readsEveryRowID: Bool { false }
    var rowAxis: Axis { .vertical }
    var showsRowsInItsOwnFrame: Bool { false }

    func makeChildren(into children: inout ChildList) {}

    func makeChildren(into children: inout ChildList, in node: Node) {
        lazyChildren(into: &children, in: node)
    }

    /// The rows in the viewport, with the others retained off screen.
    func lazyChildren(into children: inout ChildList, in node: Node) {
        var state = node.builtInState as? LazyContainerState ?? LazyContainerState()
        let refitsOnly = state.refitsOnly
        let rows = refitsOnly ? state.rows : lazyRows()
        state.refitsOnly = false
        state.rows = rows
        let count = max(1, state.fittedRows ?? node.graph.viewportRows)
        state.firstVisibleRow = max(0, min(state.firstVisibleRow, rows.count - count))
        state.rowKeys = rows.map(\.key)
        state.edits = [:]
        state.edits.reserveCapacity(rows.count)
        var repeated: ChildKey?
        state.parts = [:]
        for row in rows {
            if row.part != .row { state.parts[row.key] = row.part }
            if state.edits[row.key] == nil {
                state.edits[row.key] = row.edits
            } else if repeated == nil {
                repeated = row.key
            }
        }
        if readsEveryRowID, let repeated { node.graph.reportDuplicate(repeated, in: node) }
        children.areLazyRows = true
        children.retainedKeys = Set(state.rowKeys)
        let shown = rows[state.firstVisibleRow..<min(rows.count, state.firstVisibleRow + count)]
        var built: [ChildKey: Node] = [:]
        if refitsOnly { for child in node.children { built[child.key] = child } }
        for row in shown {
            if let view = built[row.key]?.view {
                children.append(view, childKey: row.key)
                children.keptViews.insert(row.key)
            } else {
                children.append(row.make(), childKey: row.key)
            }
        }
        state.builtRows = shown.count
        node.builtInState = state
    }
}

extension ViewGraph {
    /// Scrolls the lazy container `container` so that its row at `index` is the first on screen (or as near as the
    /// container's length allows), as one event.
    public func scroll(_ container: Node, toRow index: Int) {
        guard var state = container.builtInState as? LazyContainerState else { return }
        perform {
            state.firstVisibleRow = max(0, index)
            container.builtInState = state
            invalidate([container])
        }
    }
}

extension Node {
    /// For a row of a list: deletes it as swiping it away does (its `onDelete` action), as one event. `false` if the
    /// row cannot be deleted.
    public func swipeToDelete() -> Bool {
        guard let list = parent, let state = list.builtInState as? LazyContainerState,
              let delete = state.edits[key]?.delete else { return false }
        graph.perform { delete() }
        return true
    }

    /// For a row of a list: moves it before the row now at `offset`, as dragging it does (its `onMove` action). `false`
    /// if the row cannot be moved.
    public func move(toOffset offset: Int) -> Bool {
        guard let list = parent, let state = list.builtInState as? LazyContainerState,
              let move = state.edits[key]?.move else { return false }
        graph.perform { move(offset) }
        return true
    }

    /// For a lazy container: the explicit ids of its rows, in order (`nil` for a row with no id), built or not.
    public var lazyRowIDs: [AnyHashable?]? {
        (builtInState as? LazyContainerState)?.rowKeys.map(\.explicitID)
    }

    /// For a lazy container: the index of its first row on screen.
    public var firstVisibleRow: Int? {
        (builtInState as? LazyContainerState)?.firstVisibleRow
    }

    /// For a lazy container: how many of its rows are on screen from the first (a screenful), as the last layout found;
    /// ``ViewGraph/viewportRows`` before it was laid out.
    public var rowsOnScreen: Int? {
        (builtInState as? LazyContainerState).map { $0.fittedRows ?? graph.viewportRows }
    }
}
