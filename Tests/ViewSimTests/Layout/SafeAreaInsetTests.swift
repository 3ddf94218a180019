import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar along an edge, and the view inset by it, its safe area
/// grown by the bar. Case L38 of `../shared/LAYOUT-CASES.md` (its list stands as a colour or a stack here: a scroll
/// view's content does not yet scroll behind the bar).
@Suite("Layout: safe-area insets") @MainActor
struct SafeAreaInsetTests {
    // Source: Apple, safeAreaInset(edge:alignment:spacing:content:) ("Shows the specified content above or below the
    // modified view… The vertical edge of the view to inset by the height of content"); OpenSwiftUI InsetViewModifier.
    @Test("L38: a bottom bar sits at the bottom edge, as wide as the view, and the view ends above it (Apple, safeAreaInset)")
    func bottomBar() {
        let laidOut = LaidOut(Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) })
        let height = laidOut.root.height
        #expect(laidOut.root.width == 393)
        #expect(laidOut[0] == Frame(0, 0, 393, height - 50))
        #expect(laidOut[1] == Frame(0, height - 50, 393, 50))
    }

    // Source: Apple, safeAreaInset ("spacing: Extra distance placed between the two views, or nil to use the default
    // amount of spacing"); 8 points between two views that state no preference (LayoutStackTests, L10).
    @Test("L38: with no spacing given, the bar is the default spacing (8) away from the view (Apple, safeAreaInset)")
    func defaultSpacing() {
        let laidOut = LaidOut(Color.blue.safeAreaInset(edge: .bottom) { Color.red.frame(height: 50) })
        let height = laidOut.root.height
        #expect(laidOut[0] == Frame(0, 0, 393, height - 58))
        #expect(laidOut[1] == Frame(0, height - 50, 393, 50))
    }

    // Source: Apple, safeAreaInset ("alignment: The alignment guide used to position content horizontally").
    @Test("The bar is lined up with the view on its alignment; a top bar pushes the view down (Apple, safeAreaInset)")
    func alignmentAndTopEdge() {
        let trailing = LaidOut(Color.blue.safeAreaInset(edge: .top, alignment: .trailing, spacing: 10) { Color.red.frame(width: 100, height: 40) })
        #expect(trailing[1] == Frame(293, 0, 100, 40))
        #expect(trailing[0] == Frame(0, 50, 393, trailing.root.height - 50))
    }

    // Source: Apple, safeAreaInset(edge:alignment:spacing:content:) for a HorizontalEdge ("The modified view is inset by
    // the width of content, from edge").
    @Test("A leading bar takes its width from the leading edge and the view the rest (Apple, safeAreaInset, HorizontalEdge)")
    func leadingBar() {
        let laidOut = LaidOut(Color.blue.safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 80) })
        #expect(laidOut[1] == Frame(0, 0, 80, laidOut.root.height))
        #expect(laidOut[0] == Frame(80, 0, 313, laidOut.root.height))
    }

    @Test("L38: the last line of a screen's content ends above a bottom bar, not under it (Apple, safeAreaInset)")
    func contentEndsAboveTheBar() throws {
        let app = ViewHost(
            VStack { Text("Basket"); Spacer(); Text("Total £12.40") }
                .safeAreaInset(edge: .bottom, spacing: 0) { Button("Checkout") {}.frame(maxWidth: .infinity).padding() })
        let total = try app.frame(of: "Total £12.40"), checkout = try app.frame(of: "Checkout")
        #expect(total.maxY <= checkout.minY - 16)
        #expect(abs(checkout.midX - 393 / 2) < 0.5)
    }

    // Source: Apple, safeAreaPadding(_:) ("Adds the provided insets into the safe area of this view"); OpenSwiftUI's
    // SafeAreaPaddingModifier (a clear inset of that length on each edge, no spacing): the same geometry as padding.
    @Test("safeAreaPadding lays its content out inside the insets, 16 by default (Apple, safeAreaPadding(_:))")
    func safeAreaPaddingInsetsTheContent() {
        let block = Color.gray.frame(width: 100, height: 50)
        #expect(LaidOut(block.safeAreaPadding()).root.size == CGSize(width: 132, height: 82))
        #expect(LaidOut(block.safeAreaPadding(.horizontal, 20))[0] == Frame(20, 0, 100, 50))
        #expect(LaidOut(block.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).root.size == CGSize(width: 106, height: 54))
    }

    final class Seen { var insets: [EdgeInsets] = [] }

    // Source: Apple, safeAreaInset ("The modified view is inset by the height of content, from edge") and
    // ignoresSafeArea(_:edges:); OpenSwiftUI's InsetViewModifier (the view's safe area gains the bar and the spacing
    // inside the whole frame) and SafeAreaInsets.
    @Test("L38: a view inside the inset that ignores the safe area reaches under the bar and on to the screen's edge (Apple, safeAreaInset)")
    func anIgnoringViewReachesUnderTheBar() {
        let app = ViewHost(Color.blue.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) })
        #expect(app.frames(of: Color.self) == [CGRect(x: 0, y: 0, width: 393, height: 852), CGRect(x: 0, y: 818 - 50, width: 393, height: 50)])
        let container = ViewHost(Color.blue.ignoresSafeArea(.container, edges: .bottom).safeAreaInset(edge: .bottom) { Color.red.frame(height: 50) })
        #expect(container.frames(of: Color.self).first == CGRect(x: 0, y: 59, width: 393, height: 852 - 59))
    }

    // Source: as above; GeometryProxy.safeAreaInsets ("The safe area inset of the container view").
    @Test("L38: a reader inside the inset sees the bar, the spacing and the home indicator as its bottom inset (Apple, safeAreaInset)")
    func aReaderSeesTheBar() {
        let seen = Seen()
        let app = ViewHost(
            GeometryReader { proxy in let _ = seen.insets.append(proxy.safeAreaInsets); Color.clear }
                .safeAreaInset(edge: .bottom, spacing: 10) { Color.red.frame(height: 50) })
        _ = app.layout
        #expect(seen.insets.last == EdgeInsets(top: 59, leading: 0, bottom: 10 + 50 + 34, trailing: 0))
    }

    // Source: as above: the bar's inset belongs to the view it modifies, not to the views beside it.
    @Test("L38: a sibling of the inset view keeps the safe area it had (Apple, safeAreaInset)")
    func aSiblingIsNotInset() {
        let app = ViewHost(ZStack {
            Color.blue.ignoresSafeArea()
            Color.green.frame(height: 100).safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 20) }
        })
        #expect(app.frames(of: Color.self).first == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    // Source: Apple, safeAreaPadding(_:) ("Adds the provided insets into the safe area of this view"); OpenSwiftUI's
    // SafeAreaPaddingModifier: unlike padding, a view inside that ignores the safe area reaches into the insets.
    @Test("safeAreaPadding adds to the safe area: a view ignoring it reaches through, a reader sees it (Apple, safeAreaPadding(_:))")
    func safeAreaPaddingIsSafeArea() {
        let through = ViewHost(Color.blue.ignoresSafeArea().safeAreaPadding(20))
        #expect(through.frames(of: Color.self).first == CGRect(x: 0, y: 0, width: 393, height: 852))
        let padded = ViewHost(Color.blue.ignoresSafeArea().padding(20))
        #expect(padded.frames(of: Color.self).first == CGRect(x: 20, y: 59 + 20, width: 393 - 40, height: 818 - 59 - 40))
        let seen = Seen()
        let reader = ViewHost(GeometryReader { proxy in let _ = seen.insets.append(proxy.safeAreaInsets); Color.clear }.safeAreaPadding(.top, 30))
        _ = reader.layout
        #expect(seen.insets.last == EdgeInsets(top: 59 + 30, leading: 0, bottom: 34, trailing: 0))
    }
}
