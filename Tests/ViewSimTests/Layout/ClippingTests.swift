import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Clipping and borders: `clipped()`, `clipShape(_:style:)` and `cornerRadius(_:)` change what is drawn, not the
/// layout nor what takes taps; `border(_:width:)` draws inside the frame.
@Suite("Layout: clipping and borders") @MainActor
struct ClippingTests {
    final class Taps { var log: [String] = [] }

    /// Ole Begemann's example: a 300×300 square in a 100×100 frame, clipped, under a button.
    func screen(_ taps: Taps, boundedByContentShape: Bool) -> some View {
        VStack {
            Button("You can't tap me!") { taps.log.append("button") }
            Group {
                if boundedByContentShape {
                    Rectangle().fill(.orange).frame(width: 300, height: 300).frame(width: 100, height: 100)
                        .contentShape(Rectangle()).clipped()
                } else {
                    Rectangle().fill(.orange).frame(width: 300, height: 300).frame(width: 100, height: 100).clipped()
                }
            }
            .onTapGesture { taps.log.append("square") }
        }
    }

    // Source: Ole Begemann, "clipped() doesn't affect hit testing" (https://oleb.net/2022/clipped-hit-testing), tested
    // on iOS 16.1: the clipped square "obscures the button and steals all taps"; contentShape on the 100×100 frame fixes it.
    @Test("clipped() hides what lies outside the frame, but the hidden part still takes taps: the button above is covered (Ole Begemann)")
    func clippedDoesNotChangeHitTesting() throws {
        let taps = Taps()
        let app = ViewHost(screen(taps, boundedByContentShape: false))
        let button = try app.frame(of: "You can't tap me!")
        #expect(app.viewsDrawn(at: CGPoint(x: button.midX, y: button.midY)).allSatisfy { !$0.contains("Rectangle") })
        let error = #expect(throws: ViewHostError.self) { try app.tap("You can't tap me!") }
        #expect(error?.sentence.contains("a Rectangle") == true && error?.sentence.contains("draws nothing there but takes taps") == true,
                "\(error?.sentence ?? "")")
        try app.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(taps.log == ["square"])

        let fixed = ViewHost(screen(taps, boundedByContentShape: true))
        try fixed.tap("You can't tap me!")
        #expect(taps.log == ["square", "button"])
    }

    // Source: Apple, clipped(antialiased:) ("Clips this view to its bounding rectangular frame") and clipShape(_:style:).
    @Test("clipped() and clipShape draw the content only inside the frame or the shape; the layout is unchanged (Apple, clipped(antialiased:))")
    func clipsLimitWhatIsDrawn() {
        let square = Color.orange.frame(width: 300, height: 300).frame(width: 100, height: 100)
        let unclipped = ViewHost(square)
        let origin = unclipped.layout.frame(of: unclipped.graph.root)!.origin
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
        #expect(unclipped.viewsDrawn(at: at(-50, 50)) == ["an orange Color"])
        let clipped = ViewHost(square.clipped())
        #expect(clipped.layout.frame(of: clipped.graph.root)!.origin == origin)
        #expect(clipped.viewsDrawn(at: at(-50, 50)).isEmpty)
        #expect(clipped.viewsDrawn(at: at(50, 50)) == ["an orange Color"])
        let round = ViewHost(Color.orange.frame(width: 100, height: 100).clipShape(Circle()))
        #expect(round.viewsDrawn(at: at(3, 3)).isEmpty)
        #expect(round.viewsDrawn(at: at(50, 50)) == ["an orange Color"])
        let rounded = ViewHost(Color.orange.frame(width: 100, height: 100).cornerRadius(20))
        #expect(rounded.viewsDrawn(at: at(1, 1)).isEmpty)
        #expect(rounded.viewsDrawn(at: at(30, 1)) == ["an orange Color"])
    }

    // Source: Apple, border(_:width:) ("By default, the border appears inside the bounds of this view").
    @Test("border draws its line inside the view's frame and changes neither its size nor its place (Apple, border(_:width:))")
    func borderIsInsideTheFrame() {
        let app = ViewHost(Color.clear.frame(width: 100, height: 60).border(.red, width: 4))
        let frame = app.layout.frame(of: app.graph.root)!
        #expect(frame.size == CGSize(width: 100, height: 60))
        #expect(app.viewsDrawn(at: CGPoint(x: frame.minX + 1, y: frame.midY)) == ["a border"])
        #expect(app.viewsDrawn(at: CGPoint(x: frame.minX + 5, y: frame.midY)).isEmpty)
        #expect(app.viewsDrawn(at: CGPoint(x: frame.minX - 1, y: frame.midY)).isEmpty)
    }
}
