import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar along an edge, and the view inset by it. Case L38 of
/// `../shared/LAYOUT-CASES.md` (its list stands as a colour or a stack here: ViewSim does not yet grow the view's safe
/// area by the bar).
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
}
