import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Stacks: distribution, priority, spacing, `Spacer`, `ZStack`, alignment. Cases L04–L17 of
/// `../shared/LAYOUT-CASES.md`. `Color` stands where a case writes `Rectangle().fill(…)`: both take whatever they are
/// proposed (the Field Guide, "Ideal Size").
@Suite("Layout: stacks") @MainActor
struct LayoutStackTests {
    // Source: objc.io, "How an HStack Lays out Its Children" (https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/).
    @Test("L04: an HStack divides its space evenly among equally flexible children (objc.io)")
    func evenDivision() {
        let laidOut = LaidOut(HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 300, height: 100))
        #expect(laidOut.colors.map(Frame.init) == [Frame(0, 0, 100, 100), Frame(100, 0, 100, 100), Frame(200, 0, 100, 100)])
    }

    // Source: objc.io (above), the numbers 75 and 100 and the overflow; WWDC19 237 ("lays items starting from the least
    // flexible"); the Field Guide, "HStack".
    @Test("L05: offered 150, a maxWidth 100 child takes 75 and a minWidth 100 child 100; the stack overflows (objc.io)")
    func leastFlexibleFirst() {
        let laidOut = LaidOut(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150, height: 100))
        #expect(laidOut[0] == Frame(-12.5, 0, 75, 100))
        #expect(laidOut[1] == Frame(62.5, 0, 100, 100))
    }

    // Source: objc.io (above, the point of its title); OpenSwiftUI StackLayout.swift (sort, then place in source order).
    @Test("L06: children are sized by flexibility but placed in source order (objc.io)")
    func placedInSourceOrder() {
        let laidOut = LaidOut(HStack(spacing: 0) {
            Color.green.frame(minWidth: 100)
            Color.red.frame(maxWidth: 100)
        }.frame(width: 150, height: 100))
        #expect(laidOut[0] == Frame(-12.5, 0, 100, 100))
        #expect(laidOut[1] == Frame(87.5, 0, 75, 100))
    }

    // Source: Apple, layoutPriority(_:) (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:));
    // the Field Guide, "HStack" ("propose the entire remaining width to the first group"). A fixed-ideal colour
    // stands for the case's text.
    @Test("L08: a higher layoutPriority is offered everything the lower ones' minimums leave (Apple, layoutPriority(_:))")
    func priorityFirst() {
        let laidOut = LaidOut(HStack(spacing: 0) {
            Color.red
            Color.orange.frame(maxWidth: 120).layoutPriority(1)
            Color.blue
        }.frame(width: 200, height: 100))
        #expect(laidOut.colors.map(\.width) == [40, 120, 40])
        let withoutPriority = LaidOut(HStack(spacing: 0) {
            Color.red
            Color.orange.frame(maxWidth: 120)
            Color.blue
        }.frame(width: 200, height: 100))
        #expect(abs(withoutPriority.colors[1].width - 200.0 / 3) < 0.001)
    }

    // Source: Apple, Spacer (https://developer.apple.com/documentation/swiftui/spacer); OpenSwiftUI's SpacerUITests (layout
    // (a)) and Spacer.swift (no spacing next to a spacer). The spacer's own width is marked [?] in L09: positions are
    // asserted.
    @Test("L09: a Spacer takes the spare space along the stack's axis; without one the stack hugs its content (Apple, Spacer)")
    func spacerFillsSpareSpace() {
        let spaced = LaidOut(HStack {
            Color.red.frame(width: 50, height: 50)
            Spacer()
            Color.blue.frame(width: 50, height: 50)
        }.frame(width: 200, height: 80))
        #expect(spaced[0] == Frame(0, 15, 50, 50))
        #expect(spaced[1] == Frame(150, 15, 50, 50))
        let hugging = LaidOut(HStack {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50)
        }.frame(width: 200, height: 80))
        #expect(hugging[0] == Frame(46, 15, 50, 50))
        #expect(hugging[1] == Frame(104, 15, 50, 50))
    }

    @Test("A Spacer in a VStack has no width; its minimum length is the default spacing (Apple, Spacer)")
    func spacerInVStack() {
        let app = ViewHost(VStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Spacer() }.fixedSize())
        let stack = app.layout.frame(of: app.graph.root)!
        #expect(stack.size == CGSize(width: 20, height: 28))
    }

    // Source: fatbobman, "What Does spacing = nil Mean in SwiftUI?" (https://fatbobman.com/en/posts/spacing-of-swiftui/);
    // OpenSwiftUI's default spacing of 8.
    @Test("L10: the default spacing between two views is 8 (fatbobman; OpenSwiftUI)")
    func defaultSpacing() {
        let laidOut = LaidOut(VStack {
            Color.gray.frame(width: 150, height: 30)
            Color.gray.frame(width: 150, height: 30)
            Color.gray.frame(width: 150, height: 30)
        })
        #expect(laidOut.colors.map(\.minY) == [0, 38, 76])
        #expect(laidOut.root.size == CGSize(width: 150, height: 106))
    }

    // Source: Apple, VStack.init(alignment:spacing:content:) ("The distance between adjacent subviews").
    @Test("L12: explicit spacing (Apple, VStack.init(alignment:spacing:content:))")
    func explicitSpacing() {
        let laidOut = LaidOut(HStack(spacing: 10) { ForEach(0..<3) { _ in Color.gray.frame(width: 50, height: 50) } })
        #expect(laidOut.root.size == CGSize(width: 170, height: 50))
        #expect(laidOut.colors.map(\.minX) == [0, 60, 120])
    }

    // Source: Apple, ZStack (https://developer.apple.com/documentation/swiftui/zstack).
    @Test("L13: a ZStack is the union of its aligned children (Apple, ZStack)",
          arguments: [(Alignment.center, CGPoint(x: 25, y: 25)), (.topLeading, CGPoint(x: 0, y: 0)), (.bottomTrailing, CGPoint(x: 50, y: 50))])
    func zStackAlignment(alignment: Alignment, origin: CGPoint) {
        let laidOut = LaidOut(ZStack(alignment: alignment) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 50, height: 50)
        })
        #expect(laidOut.root.size == CGSize(width: 100, height: 100))
        #expect(laidOut.colors[1].origin == origin)
    }

    // Source: Apple, VStack.init(alignment:spacing:content:) ("The guide for aligning the subviews in this stack").
    @Test("L15: a VStack's horizontal alignment (Apple, VStack.init(alignment:spacing:content:))",
          arguments: [(HorizontalAlignment.leading, CGFloat(0)), (.center, 25), (.trailing, 50)])
    func vStackAlignment(alignment: HorizontalAlignment, x: CGFloat) {
        let laidOut = LaidOut(VStack(alignment: alignment) {
            Color.gray.frame(width: 100, height: 20)
            Color.gray.frame(width: 50, height: 20)
        })
        #expect(laidOut.root.size == CGSize(width: 100, height: 48))
        #expect(laidOut.colors[1].origin == CGPoint(x: x, y: 28))
    }

    // Source: Apple, HStackLayout.init(alignment:spacing:) (alignment defaults to .center).
    @Test("L16: an HStack's vertical alignment (Apple, HStackLayout.init(alignment:spacing:))",
          arguments: [(VerticalAlignment.top, CGFloat(0)), (.center, 25), (.bottom, 50)])
    func hStackAlignment(alignment: VerticalAlignment, y: CGFloat) {
        let laidOut = LaidOut(HStack(alignment: alignment) {
            Color.gray.frame(width: 50, height: 100)
            Color.gray.frame(width: 50, height: 50)
        })
        #expect(laidOut.root.size == CGSize(width: 108, height: 100))
        #expect(laidOut.colors[1].origin == CGPoint(x: 58, y: y))
    }

    // Source: WWDC19 237 (alignment guides); OpenSwiftUI StackLayout.swift (the stack is the union of its aligned
    // children).
    @Test("L17: alignmentGuide moves a child's guide and the stack grows to hold the shifted children (WWDC19 237)")
    func alignmentGuideShiftsChild() {
        let laidOut = LaidOut(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50).alignmentGuide(.top) { _ in 20 }
        })
        #expect(laidOut.root.size == CGSize(width: 100, height: 70))
        #expect(laidOut[0] == Frame(0, 20, 50, 50))
        #expect(laidOut[1] == Frame(50, 0, 50, 50))
    }

    @Test("A custom alignment lines up views across nested stacks' children (Apple, AlignmentID)")
    func customAlignment() {
        enum Marker: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
        }
        let marker = VerticalAlignment(Marker.self)
        let laidOut = LaidOut(HStack(alignment: marker, spacing: 0) {
            Color.red.frame(width: 10, height: 40).alignmentGuide(marker) { $0[.bottom] }
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(laidOut[0] == Frame(0, 0, 10, 40))
        #expect(laidOut[1] == Frame(10, 35, 10, 10))
    }
}
