import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Scroll views in layout. Case L35 of `../shared/LAYOUT-CASES.md`.
@Suite("Layout: scroll views") @MainActor
struct ScrollLayoutTests {
    // Source: the SwiftUI Field Guide, "Scroll View" (https://www.swiftuifieldguide.com/layout/scrollview/): "a vertical
    // scroll passes on its own proposed width, but it proposes nil for the height to its children".
    @Test("L35: a vertical scroll view takes the height offered and offers its content nil, so a colour is 10 tall (Field Guide, Scroll View)")
    func scrollViewProposesNil() throws {
        let app = ViewHost(ScrollView { VStack(spacing: 0) { Text("A"); Color.red } })
        #expect(app.layout.frame(of: app.graph.root) == CGRect(x: 0, y: 59, width: 393, height: 759))
        let colour = try #require(app.frames(of: Color.self).first)
        #expect(colour.size == CGSize(width: 393, height: 10))
        #expect(try app.frame(of: "A").minY == 59)
    }

    @Test("L35: a vertical scroll view is as wide as its content (Field Guide, Scroll View)")
    func scrollViewHugsItsContentsWidth() throws {
        let app = ViewHost(ScrollView { Text("Hi") })
        let text = try app.frame(of: "Hi")
        #expect(app.layout.frame(of: app.graph.root)?.width == text.width)
    }

    @Test("Several views in a scroll view are stacked along its axis (Apple, ScrollView)")
    func implicitStack() {
        let app = ViewHost(ScrollView {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        })
        let frames = app.frames(of: Color.self)
        #expect(frames.count == 2 && frames[1].minY == frames[0].maxY + 8)
    }
}
