import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Lazy grids: how `GridItem`s share the width, and how cells fill rows.
///
/// Sources: objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/), for the column
/// widths (its first quiz: a fixed column of 70 and an adaptive one of minimum 40 in 200 points); the worked adaptive
/// examples of "SwiftUI LazyVGrid layout rules" (https://dev.mo4tech.com/?p=305430); Apple, "LazyVGrid", "GridItem".
@Suite("Layout: lazy grids") @MainActor
struct GridLayoutTests {
    /// The frames of the colours a grid of `count` colours draws, relative to the grid's own frame.
    private func cells(_ grid: some View, count: Int) -> [CGRect] {
        let app = ViewHost(grid)
        let origin = app.layout.frame(of: app.graph.root)?.origin ?? .zero
        return app.frames(of: Color.self).prefix(count).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    private func colours(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { _ in Color.blue }
    }

    @Test("A fixed column takes exactly its size; an adaptive one fits as many of its minimum as it can (objc.io, quiz 1)")
    func fixedAndAdaptive() {
        let frames = cells(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { colours(3) }.frame(width: 200), count: 3)
        #expect(frames.map(\.minX) == [0, 78, 143])
        #expect(frames.map(\.width) == [70, 57, 57])
    }

    @Test("An adaptive column of minimum 50 in 300 points makes five columns of 53.6 (mo4tech, adaptive)")
    func adaptiveAlone() {
        let frames = cells(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { colours(5) }.frame(width: 300), count: 5)
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { abs($0.width - 53.6) < 0.01 })
        #expect(Set(frames.map(\.minY)).count == 1, "all five on one row")
    }

    @Test("Two adaptive columns share the width first, then each fits its own minimum (mo4tech, adaptive + adaptive)")
    func twoAdaptive() {
        let frames = cells(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]) { colours(5) }
            .frame(width: 300), count: 5)
        #expect(frames.prefix(2).allSatisfy { $0.width == 69 })
        #expect(frames.suffix(3).allSatisfy { abs($0.width - 130.0 / 3) < 0.01 })
    }

    @Test("An adaptive minimum wider than half the width makes one column (objc.io: as many as fit, at least one)")
    func oneColumn() {
        let frames = cells(LazyVGrid(columns: [GridItem(.adaptive(minimum: 180))]) { colours(3) }.frame(width: 361), count: 3)
        #expect(frames.map(\.width) == [361, 361, 361])
        #expect(frames.map(\.minX) == [0, 0, 0])
    }

    @Test("Flexible columns share what is left after the spacing equally (objc.io; Apple, GridItem.Size.flexible)")
    func flexibleColumns() {
        let frames = cells(LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) { colours(3) }.frame(width: 361), count: 3)
        #expect(frames.map(\.width) == [115, 115, 115])
        #expect(frames.map(\.minX) == [0, 123, 246])
    }

    @Test("A flexible column keeps to its maximum; the next takes what it leaves (objc.io, quiz 3 [?])")
    func flexibleMaximum() {
        let frames = cells(LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem()]) { colours(2) }.frame(width: 308), count: 2)
        #expect(frames.map(\.width) == [50, 250], "provisional [?]: the order in which shares are handed out is a reconstruction")
    }

    @Test("Cells fill rows in order; a cell is offered its column's width and no height, so a colour is 10 tall; rows are 8 apart (Apple, LazyVGrid)")
    func rows() {
        let frames = cells(LazyVGrid(columns: [GridItem(), GridItem()]) { colours(3) }.frame(width: 208), count: 3)
        #expect(frames.map(\.minY) == [0, 0, 18])
        #expect(frames.map(\.height) == [10, 10, 10])
        #expect(frames[2].minX == 0)
    }

    @Test("A row is as tall as its tallest cell; the others are centred in it, or placed by their column's alignment (Apple, GridItem alignment)")
    func rowHeightAndAlignment() {
        let app = ViewHost(LazyVGrid(columns: [GridItem(), GridItem(alignment: .top)], spacing: 0) {
            Color.red.frame(height: 40)
            Color.blue.frame(width: 20, height: 10)
            Color.green.frame(width: 20, height: 10)
        }.frame(width: 208))
        let origin = app.layout.frame(of: app.graph.root)!.origin
        let frames = app.frames(of: Color.self).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        #expect(frames[1] == CGRect(x: 108 + 40, y: 0, width: 20, height: 10), "top-aligned in its 100×40 space, centred across")
        #expect(frames[2] == CGRect(x: 40, y: 40, width: 20, height: 10), "the next row starts under the 40-tall one")
    }

    @Test("A horizontal grid shares the height among its rows and fills them column by column (Apple, LazyHGrid)")
    func horizontalGrid() {
        let frames = cells(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) { colours(3) }.frame(height: 68), count: 3)
        #expect(frames.map(\.height) == [30, 30, 30])
        #expect(frames.map(\.minY) == [0, 38, 0])
        #expect(frames.map(\.width) == [10, 10, 10])
        #expect(frames[2].minX == 18)
    }
}
