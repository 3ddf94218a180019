import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// What a user can see of a view: its frame inside the screen and inside the clips around it, and whether it is in the
/// safe area. The screen dump says which elements are laid out where nobody can see them.
@Suite("Layout: what a user sees") @MainActor
struct VisibleFrameTests {
    /// 30 rows of 40 points in a scroll view filling the safe area (59 to 818 on an iPhone 16).
    private struct LongPage: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 40) }
                }
            }
        }
    }

    // Source: Apple, scrollClipDisabled(_:) ("By default, a scroll view clips its content to its bounds").
    @Test("A scroll view's content beyond its bounds is clipped away, and beyond the screen off screen (Apple, scrollClipDisabled(_:))")
    func scrollViewClipsItsContent() throws {
        let app = ViewHost(LongPage())
        // A text is as tall as its line (22 points at the body size), centred in its 40-point row.
        #expect(try app.visibleFrame(of: "Row 0") == app.frame(of: "Row 0"))
        let lastRow = try app.frame(of: "Row 18")
        #expect(lastRow.maxY <= 818)
        #expect(try app.visibleFrame(of: "Row 18") == lastRow)
        #expect(try app.frame(of: "Row 19").minY > 818)
        #expect(try app.visibleFrame(of: "Row 19") == nil)
        let screen = app.screen
        #expect(screen.contains("Text “Row 18”\n"))
        #expect(screen.contains("Text “Row 19”  (clipped away)"))
        #expect(screen.contains("Text “Row 20”  (off screen)"))
    }

    // Source: Apple, clipped(antialiased:) ("Clips this view to its bounding rectangular frame"); frame(width:height:
    // alignment:) (content larger than the frame overflows it, drawn outside unless clipped).
    @Test("A text cut off by clipped() is clipped away; without the clip it overflows and shows (Apple, clipped(antialiased:))")
    func clippedTextIsSaid() throws {
        func card(clipped: Bool) -> some View {
            VStack(spacing: 0) { Text("Shown").frame(height: 40); Text("Cut").frame(height: 40) }
                .frame(height: 30, alignment: .top)
                .clipped(clipped)
        }
        let cut = ViewHost(card(clipped: true))
        #expect(try cut.visibleFrame(of: "Cut") == nil)
        #expect(cut.screen.contains("Text “Cut”  (clipped away)"))
        #expect(try cut.visibleFrame(of: "Shown") != nil)
        let overflowing = ViewHost(card(clipped: false))
        #expect(try overflowing.visibleFrame(of: "Cut") != nil)
        #expect(!overflowing.screen.contains("(clipped away)"))
    }

    // Source: Apple, ignoresSafeArea(_:edges:) (a view extended into the safe area may slide under the status bar).
    @Test("A text laid over a view that ignores the safe area is outside it, under the status bar (Apple, ignoresSafeArea)")
    func outsideTheSafeArea() throws {
        let under = ViewHost(ZStack(alignment: .top) { Color.blue; Text("12:41") }.ignoresSafeArea())
        #expect(try under.isInsideSafeArea("12:41") == false)
        let inside = ViewHost(ZStack(alignment: .top) { Color.blue.ignoresSafeArea(); Text("12:41") })
        #expect(try inside.isInsideSafeArea("12:41"))
    }
}

extension View {
    /// Clips only when asked: one card for both cases of a test.
    @ViewBuilder fileprivate func clipped(_ clips: Bool) -> some View {
        if clips { self.clipped() } else { self }
    }
}
