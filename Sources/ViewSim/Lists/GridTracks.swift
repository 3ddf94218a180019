import Foundation

/// How a lazy grid's ``GridItem``s share the length across its axis (the width of a `LazyVGrid`): fixed items take
/// exactly their size; the length left after them and the spacing between items is handed out to the others in
/// order, each getting what is left over the number of items left, kept within its minimum and maximum; an adaptive
/// item's share then holds as many cells of its minimum as fit with its spacing, sharing it equally.
///
/// Source: objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/): a fixed column of 70
/// and an adaptive one of minimum 40 in 200 points make a 70-point column and two of 57 ((122 − 8) / 2); the
/// default spacing is 8. Pinned by GridLayoutTests.
struct GridTracks {
    let items: [GridItem]

    /// One cell's place across the axis: where it starts, how long it is, its item's alignment.
    struct Cell {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    func cells(in length: CGFloat) -> [Cell] {
        let gaps = items.dropLast().reduce(CGFloat(0)) { $0 + spacing(after: $1) }
        var remaining = length - gaps
        var left = 0
        for item in items {
            if case .fixed(let size) = item.size { remaining -= size } else { left += 1 }
        }
        var cells: [Cell] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 { offset += spacing(after: items[index - 1]) }
            switch item.size {
            case .fixed(let size):
                cells.append(Cell(offset: offset, length: size, alignment: item.alignment))
                offset += size
            case .flexible(let minimum, let maximum):
                let share = min(max(remaining / CGFloat(left), minimum), maximum)
                remaining -= share
                left -= 1
                cells.append(Cell(offset: offset, length: share, alignment: item.alignment))
                offset += share
            case .adaptive(let minimum, let maximum):
                // The maximum bounds each cell, not the share.
                let share = max(remaining / CGFloat(left), minimum)
                let gap = spacing(after: item)
                let count = max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
                let each = min((share - CGFloat(count - 1) * gap) / CGFloat(count), maximum)
                for column in 0..<count {
                    cells.append(Cell(offset: offset + CGFloat(column) * (each + gap), length: each, alignment: item.alignment))
                }
                let used = CGFloat(count) * each + CGFloat(count - 1) * gap
                remaining -= used
                left -= 1
                offset += used
            }
        }
        return cells
    }

    private func spacing(after item: GridItem) -> CGFloat {
        item.spacing ?? _LazyGridLayout.defaultSpacing
    }
}
