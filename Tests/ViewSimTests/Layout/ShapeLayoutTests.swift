import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Shapes in layout: they take their proposal like a colour; their outline is their own. Cases L03, L22, L25 and L32
/// of `../shared/LAYOUT-CASES.md`.
@Suite("Layout: shapes") @MainActor
struct ShapeLayoutTests {
    // Source: the Field Guide, "Ideal Size" ("All the built-in shapes have an ideal size of 10×10",
    // https://www.swiftuifieldguide.com/layout/ideal-size/); Apple, Shape.sizeThatFits(_:).
    @Test("L03: a shape takes its proposal, 10 points where a dimension is unspecified (Field Guide, Ideal Size)")
    func shapeTakesProposal() {
        let app = ViewHost(Proposing(proposal: .unspecified) { Rectangle().fill(.red) })
        #expect(app.frames(of: _ShapeView<Rectangle, Color>.self).first?.size == CGSize(width: 10, height: 10))
        let framed = ViewHost(Proposing(proposal: ProposedViewSize(width: 120, height: 30)) { Capsule() })
        #expect(framed.frames(of: _ShapeView<Capsule, ForegroundStyle>.self).first?.size == CGSize(width: 120, height: 30))
    }

    // Source: Apple, frame(width:height:alignment:), the ellipse example, as reproduced in OpenSwiftUI's FrameLayout.swift.
    @Test("L22: an ellipse framed in height only is as wide as its stack is offered (Apple, frame(width:height:alignment:))")
    func ellipseFramedInHeight() {
        let app = ViewHost(VStack { Ellipse().fill(.blue).frame(height: 100) })
        #expect(app.frames(of: _ShapeView<Ellipse, Color>.self).first == CGRect(x: 0, y: 59 + 329.5, width: 393, height: 100))
    }

    // Source: the Field Guide, "Ideal Size" (this example).
    @Test("L25: a rounded rectangle's ideal size comes from its frame's ideal dimensions only under fixedSize (Field Guide)")
    func roundedRectangleIdeal() {
        let fixed = ViewHost(RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize())
        #expect(fixed.frames(of: _ShapeView<RoundedRectangle, ForegroundStyle>.self).first?.size == CGSize(width: 100, height: 40))
    }

    // Source: Apple, Circle ("The circle's radius equals half the length of the frame rectangle's smallest edge",
    // https://developer.apple.com/documentation/swiftui/circle).
    @Test("L32: a circle takes its whole frame but its outline is the inscribed circle (Apple, Circle)")
    func circleOutline() {
        let app = ViewHost(Circle().fill(.red).frame(width: 200, height: 100))
        let frame = app.frames(of: _ShapeView<Circle, Color>.self).first!
        #expect(frame.size == CGSize(width: 200, height: 100))
        let outline = Circle().path(in: CGRect(origin: .zero, size: frame.size))
        #expect(outline.boundingRect == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(outline.contains(CGPoint(x: 100, y: 50)))
        #expect(!outline.contains(CGPoint(x: 10, y: 50)))
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    // Source: Apple, Shape ("Implement path(in:) to define the shape").
    @Test("A shape of the app's own is a view that fills its frame (Apple, Shape)")
    func customShape() {
        let app = ViewHost(Triangle().frame(width: 40, height: 40))
        let frame = app.frames(of: _ShapeView<Triangle, ForegroundStyle>.self).first!
        #expect(frame.size == CGSize(width: 40, height: 40))
        let outline = Triangle().path(in: CGRect(origin: .zero, size: frame.size))
        #expect(outline.contains(CGPoint(x: 20, y: 30)) && !outline.contains(CGPoint(x: 2, y: 2)))
    }
}
