import Foundation
import Testing
import ViewSim
import ViewSimTesting

extension VerticalAlignment {
    /// A custom guide at a view's bottom unless a view moves it (WWDC19's cross-container alignment).
    fileprivate enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
    }
    fileprivate static let marker = VerticalAlignment(Marker.self)
}

/// A layout that puts its one subview at its top and says where its first text baseline is.
private struct BaselineAt3: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .firstTextBaseline ? 3 : nil
    }
}

/// Alignment guides that views' content sets: texts' baselines, guides moved inside a modifier or a container, and a
/// layout's own. Before issue 23's round of 2026-12-07, texts had no baselines (`.firstTextBaseline` lined up their
/// bottoms) and a guide moved inside a padding was not moved with it.
@Suite("Layout: alignment guides through modifiers and containers") @MainActor
struct AlignmentPropagationTests {
    /// How far below a line's top its baseline is, for a font of `pointSize` on lines `lineHeight` tall: Inter's ascent
    /// (2728 of 2816 units per em) and descent (680) centred in the line.
    private func baselineOffset(pointSize: CGFloat, lineHeight: CGFloat) -> CGFloat {
        let scale: CGFloat = pointSize / 2816
        let extent: CGFloat = 3408 * scale
        let ascent: CGFloat = 2728 * scale
        return (lineHeight - extent) / 2 + ascent
    }

    // Source: Apple, VerticalAlignment.firstTextBaseline ("A guide that marks the top-most text baseline in a view").
    @Test("Texts of different sizes in an HStack on .firstTextBaseline share a baseline, not a bottom (Apple, VerticalAlignment.firstTextBaseline)")
    func textsShareABaseline() throws {
        let app = ViewHost(HStack(alignment: .firstTextBaseline) { Text("Price").font(.largeTitle); Text("per month").font(.footnote) })
        let big = try app.frame(of: "Price"), small = try app.frame(of: "per month")
        // largeTitle: 34 points on 41-point lines; footnote: 13 on 18 (Inter's extent centred in the line).
        let bigOffset = baselineOffset(pointSize: 34, lineHeight: 41)
        let smallOffset = baselineOffset(pointSize: 13, lineHeight: 18)
        #expect(abs((big.minY + bigOffset) - (small.minY + smallOffset)) < 0.001)
        #expect(abs(big.maxY - small.maxY) > 1, "the bottoms differ once the baselines line up")
    }

    // Source: as above; padding(_:_:) moves its content by its insets, and with it the content's guides.
    @Test("A text's baseline is moved with it by a padding around it (Apple, firstTextBaseline, padding)")
    func baselineThroughPadding() throws {
        let app = ViewHost(HStack(alignment: .firstTextBaseline) { Text("Padded").padding(.top, 10); Text("Plain") })
        #expect(abs(try app.frame(of: "Padded").minY - app.frame(of: "Plain").minY) < 0.001)
    }

    // Source: Apple, firstTextBaseline ("the top-most text baseline in a view") and lastTextBaseline ("the
    // bottom-most"): a stack's are its first and last texts'.
    @Test("A stack's first baseline is its top text's, its last its bottom text's (Apple, firstTextBaseline, lastTextBaseline)")
    func stackBaselines() throws {
        let first = ViewHost(HStack(alignment: .firstTextBaseline) {
            VStack { Text("Title").font(.title); Text("Subtitle") }
            Text("Side")
        })
        let titleOffset = baselineOffset(pointSize: 28, lineHeight: 34)
        let bodyOffset = baselineOffset(pointSize: 17, lineHeight: 22)
        #expect(abs((try first.frame(of: "Title").minY + titleOffset) - (try first.frame(of: "Side").minY + bodyOffset)) < 0.001)
        let last = ViewHost(HStack(alignment: .lastTextBaseline) {
            VStack { Text("Title").font(.title); Text("Subtitle") }
            Text("Side")
        })
        #expect(abs(try last.frame(of: "Subtitle").minY - last.frame(of: "Side").minY) < 0.001)
    }

    // Source: WWDC19 "Building Custom Views with SwiftUI" (a custom alignment guide lines up views across containers).
    @Test("A custom guide moved inside a VStack lines that view up with its sibling's in the HStack around (WWDC19, custom alignment)")
    func customGuideAcrossContainers() {
        let app = ViewHost(HStack(alignment: .marker) {
            Color.red.frame(width: 20, height: 20)
            VStack {
                Color.green.frame(width: 20, height: 30)
                Color.blue.frame(width: 20, height: 40).alignmentGuide(.marker) { $0[VerticalAlignment.center] }
            }
        })
        let frames = app.frames(of: Color.self)
        #expect(abs(frames[0].maxY - frames[2].midY) < 0.001)
    }

    // Source: Apple, alignmentGuide(_:computeValue:) and padding(_:_:); the QuickLayout documentation on SwiftUI's
    // model ("alignment guides for default types are not recognized beyond the first multi-child container").
    @Test("A leading guide moved inside a padding moves the view; inside a container of several views it does not reach out (Apple, alignmentGuide; QuickLayout)")
    func builtInGuidesStopAtAContainer() {
        let padded = ViewHost(VStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 20)
            Color.green.frame(width: 50, height: 10)
        })
        let paddedFrames = padded.frames(of: Color.self)
        #expect(abs(paddedFrames[0].minX - (paddedFrames[1].minX - 5)) < 0.001)
        let eachPadded = ViewHost(VStack(alignment: .leading) {
            Group { Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 5 }; Color.blue.frame(width: 10, height: 10) }
                .padding(.leading, 20)
            Color.green.frame(width: 50, height: 10)
        })
        let eachFrames = eachPadded.frames(of: Color.self)
        #expect(abs(eachFrames[0].minX - (eachFrames[2].minX - 5)) < 0.001, "a padding around a group pads each view, guide and all")
        let grouped = ViewHost(VStack(alignment: .leading) {
            HStack { Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 5 }; Color.blue.frame(width: 10, height: 10) }
            Color.green.frame(width: 50, height: 10)
        })
        let groupedFrames = grouped.frames(of: Color.self)
        #expect(abs(groupedFrames[0].minX - groupedFrames[2].minX) < 0.001)
    }

    // Source: Apple, Layout.explicitAlignment(of:in:proposal:subviews:cache:) ("Returns the position of the specified
    // vertical alignment guide along the y axis").
    @Test("A layout's own explicitAlignment is where its guide is (Apple, Layout.explicitAlignment)")
    func layoutsOwnGuide() throws {
        let app = ViewHost(HStack(alignment: .firstTextBaseline) { BaselineAt3 { Color.red.frame(width: 10, height: 30) }; Text("T") })
        let bodyOffset = baselineOffset(pointSize: 17, lineHeight: 22)
        #expect(abs((app.frames(of: Color.self)[0].minY + 3) - (try app.frame(of: "T").minY + bodyOffset)) < 0.001)
    }
}
