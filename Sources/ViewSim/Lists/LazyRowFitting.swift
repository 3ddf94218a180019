import Foundation

/// A scroll view, which a lazy stack or grid inside it shows its rows through.
@MainActor
protocol ScrollingViewport {}

extension ScrollView: ScrollingViewport {}

extension LayoutEngine {
    /// Finds how many rows of the lazy container `container`, from its first visible one, reach into its viewport on
    /// screen, and has its content built again if that is not how many it built.
    ///
    /// A row is measured by its frame, or in a list by its cell (``rowCells``). The viewport is the list's own frame, or
    /// for a lazy stack or grid the frame of the scroll view around it (the screen if there is none), inside the screen.
    /// The rows it built are those that reach into it; if the last one ends before the viewport does and rows are left,
    /// more are built and the next pass looks again: as many as would fill the rest were each as far from the next as the
    /// farthest two rows so far (their spacing included; one more row while there is only one), at least one, so that no
    /// row is built beyond the viewport unless a row is longer than every one before it. There is always one row at least.
    /// Scrolled to the end (a scroll to one of the last rows shows the last screenful: ``ViewGraph/scroll(_:toRow:)``), the
    /// rows are added and left out at the top, so that the last row stays on screen.
    ///
    /// Source: Apple, "LazyVStack" ("The stack is “lazy,” in that the stack view doesn't create items until it needs to
    /// render them onscreen", https://developer.apple.com/documentation/swiftui/lazyvstack) and "Creating performant
    /// scrollable stacks" (https://developer.apple.com/documentation/swiftui/creating-performant-scrollable-stacks).
    /// How far beyond the screen SwiftUI builds ahead is not documented; here no further than the viewport. Pinned by
    /// LazyRowFittingTests.
    func fitRows(of container: Node) {
        guard var state = container.builtInState as? LazyContainerState,
              let lazy = role(of: container.view, as: (any LazyContainerView).self),
              let viewport = viewport(of: container, isOwn: lazy.showsRowsInItsOwnFrame) else { return }
        let vertical = lazy.rowAxis == .vertical
        let start = vertical ? viewport.minY : viewport.minX
        let end = vertical ? viewport.maxY : viewport.maxX
        var reaching = 0
        var rowsEnd: CGFloat?
        var previousStart: CGFloat?
        var pitch: CGFloat?
        for (index, row) in container.children.enumerated() {
            let low: CGFloat, high: CGFloat
            if let cell = rowCells[ObjectIdentifier(row)] {
                (low, high) = (cell.lowerBound, cell.upperBound)
            } else if let frame = frame(of: row) {
                (low, high) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
            } else {
                continue
            }
            rowsEnd = max(rowsEnd ?? high, high)
            if let previousStart { pitch = max(pitch ?? 0, low - previousStart) }
            previousStart = low
            if low < end && (high > start || low == high && low >= start) { reaching = index + 1 }
        }
        let built = state.builtRows
        let left = state.rowKeys.count - state.firstVisibleRow - built
        var fitted = max(1, reaching)
        if reaching == built, let rowsEnd, rowsEnd < end {
            let more = pitch.map { max(1, Int((end - rowsEnd) / max(1, $0))) } ?? 1
            if left > 0 {
                fitted = built + min(left, more)
            } else if state.firstVisibleRow > 0 {
                // Scrolled to the end: the rows that fill the screen are earlier ones.
                let earlier = min(state.firstVisibleRow, more)
                state.firstVisibleRow -= earlier
                fitted = built + earlier
            }
        }
        // Scrolled to the end, the last row stays on screen: fewer rows fit, so the first of them is a later one.
        if fitted < built, left == 0, state.firstVisibleRow > 0 {
            state.firstVisibleRow += built - fitted
        }
        guard fitted != built || state.fittedRows != fitted else { return }
        state.fittedRows = fitted
        state.refitsOnly = fitted != built
        container.builtInState = state
        if fitted != built { buildAgain(container) }
    }

    /// Where `container`'s rows can be seen: its own frame, or its scroll view's, inside the screen.
    private func viewport(of container: Node, isOwn: Bool) -> CGRect? {
        var bounds = screen
        if isOwn {
            guard let own = frame(of: container) else { return nil }
            bounds = bounds.intersection(own)
        } else {
            var ancestor = container.parent
            while let current = ancestor {
                if role(of: current.view, as: (any ScrollingViewport).self) != nil, let frame = frame(of: current) {
                    bounds = bounds.intersection(frame)
                    break
                }
                ancestor = current.parent
            }
        }
        return bounds.isNull ? nil : bounds
    }
}
