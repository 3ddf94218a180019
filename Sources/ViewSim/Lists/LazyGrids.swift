import Foundation

/// A grid that grows vertically: its columns are given by ``GridItem``s, its cells fill them row by row, and it builds
/// its cells only as they come on screen (as a lazy stack does; see `LazyContainerView`).
///
/// Source: Apple, "LazyVGrid" (https://developer.apple.com/documentation/swiftui/lazyvgrid). The layout: `GridTracks`.
public struct LazyVGrid<Content: View>: View, PrimitiveView, LazyContainerView, ElementView, LayoutValueView {
    let content: Content
    let layout: _LazyGridLayout

    /// Creates a grid of `columns`, each cell aligned in its space by `alignment` (or by its column's), the rows
    /// `spacing` points apart (8 by default). Pinned views are accepted for fidelity; they are not pinned.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = _LazyGridLayout(axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    func lazyRows() -> [LazyRow] { LazyRows.of(content) }
    var element: Element { .container("LazyVGrid") }
}

/// A grid that grows horizontally: its rows are given by ``GridItem``s and its cells fill them column by column. See
/// ``LazyVGrid``.
///
/// Source: Apple, "LazyHGrid" (https://developer.apple.com/documentation/swiftui/lazyhgrid).
public struct LazyHGrid<Content: View>: View, PrimitiveView, LazyContainerView, ElementView, LayoutValueView {
    let content: Content
    let layout: _LazyGridLayout

    /// Creates a grid of `rows`, each cell aligned in its space by `alignment` (or by its row's), the columns
    /// `spacing` points apart (8 by default). Pinned views are accepted for fidelity; they are not pinned.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = _LazyGridLayout(axis: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    func lazyRows() -> [LazyRow] { LazyRows.of(content) }
    var rowAxis: Axis { .horizontal }
    var element: Element { .container("LazyHGrid") }
}

/// The layout of a lazy grid: tracks (columns of a vertical grid, rows of a horizontal one) across its axis, sized by
/// `GridTracks`, and lines of cells along it, each as long as its longest cell.
///
/// A cell is offered its track's width and no height (its ideal height: a `Color` in a grid is 10 points tall), and
/// placed in its space by its item's alignment, else the grid's. The grid is as wide as its tracks and their
/// spacing, and as tall as its lines and the spacing between them.
///
/// Sources: objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/): fixed tracks take
/// exactly their size, the rest of the width after the fixed tracks and the spacing (8 points by default) is
/// shared by the other tracks, an adaptive track holds as many columns of its minimum as fit with the spacing;
/// Apple, "LazyVGrid" (`alignment` aligns each cell "within the space allocated for a given cell"). That the
/// shares are handed out in order, each the remaining length over the remaining tracks, clamped to the item's
/// bounds, is the reconstruction of the same post's third quiz ([?]). Pinned by GridLayoutTests.
public struct _LazyGridLayout: Layout, Sendable {
    let axis: Axis
    let tracks: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    public var _containerName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// The default distance between tracks and between lines.
    static let defaultSpacing: CGFloat = 8

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = arrangement(across: across(proposal), subviews: subviews)
        return oriented(across: grid.acrossLength, along: grid.alongLength)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = arrangement(across: axis == .vertical ? bounds.width : bounds.height, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let track = grid.cells[index % grid.cells.count]
            let line = index / grid.cells.count
            let cellAlignment = track.alignment ?? alignment
            let fraction = UnitPoint(x: Self.fraction(of: cellAlignment.horizontal), y: Self.fraction(of: cellAlignment.vertical))
            let across = track.offset, along = grid.lineOffsets[line]
            let space = oriented(across: track.length, along: grid.lineLengths[line])
            let origin = axis == .vertical
                ? CGPoint(x: bounds.minX + across, y: bounds.minY + along)
                : CGPoint(x: bounds.minX + along, y: bounds.minY + across)
            subview.place(at: CGPoint(x: origin.x + space.width * fraction.x, y: origin.y + space.height * fraction.y),
                          anchor: fraction, proposal: offer(to: track))
        }
    }

    /// Where the cells go: one entry per cell of a line, and each line's offset and length along the axis.
    struct Arrangement {
        var cells: [GridTracks.Cell]
        var lineOffsets: [CGFloat]
        var lineLengths: [CGFloat]
        var acrossLength: CGFloat
        var alongLength: CGFloat
    }

    private func arrangement(across length: CGFloat?, subviews: Subviews) -> Arrangement {
        let cells = GridTracks(items: tracks).cells(in: length ?? 0)
        let lineSpacing = spacing ?? Self.defaultSpacing
        var offsets: [CGFloat] = [], lengths: [CGFloat] = []
        var along: CGFloat = 0
        let perLine = max(cells.count, 1)
        var start = subviews.startIndex
        while start < subviews.endIndex {
            let end = min(start + perLine, subviews.endIndex)
            var longest: CGFloat = 0
            for index in start..<end {
                let size = subviews[index].sizeThatFits(offer(to: cells[(index - subviews.startIndex) % perLine]))
                longest = max(longest, axis == .vertical ? size.height : size.width)
            }
            if !offsets.isEmpty { along += lineSpacing }
            offsets.append(along)
            lengths.append(longest)
            along += longest
            start = end
        }
        let acrossLength = cells.last.map { $0.offset + $0.length } ?? 0
        return Arrangement(cells: cells.isEmpty ? [GridTracks.Cell(offset: 0, length: 0, alignment: nil)] : cells,
                           lineOffsets: offsets, lineLengths: lengths, acrossLength: acrossLength, alongLength: along)
    }

    private func across(_ proposal: ProposedViewSize) -> CGFloat? {
        axis == .vertical ? proposal.width : proposal.height
    }

    private func offer(to cell: GridTracks.Cell) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cell.length, height: nil) : ProposedViewSize(width: nil, height: cell.length)
    }

    private func oriented(across: CGFloat, along: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    private static func fraction(of guide: HorizontalAlignment) -> CGFloat {
        guide == .leading ? 0 : guide == .trailing ? 1 : 0.5
    }

    private static func fraction(of guide: VerticalAlignment) -> CGFloat {
        guide == .top ? 0 : guide == .bottom ? 1 : 0.5
    }
}
