import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Padding, backgrounds and overlays, frames, `fixedSize`, `offset`, `position` and `aspectRatio`. Cases L18–L29 and L33 of
/// `../shared/LAYOUT-CASES.md` (`Color` standing for the cases' shapes and texts where only their flexibility matters).
@Suite("Layout: modifiers") @MainActor
struct LayoutModifierTests {
    // Source: Apple, padding(_:_:) ("a platform-specific default amount"); OpenSwiftUI DefaultPadding.swift (16).
    @Test("L18: padding is 16 by default, per edge or per inset (Apple, padding(_:_:))")
    func paddingAmounts() {
        let block = Color.gray.frame(width: 100, height: 50)
        let all = LaidOut(block.padding())
        #expect(all.root.size == CGSize(width: 132, height: 82) && all.colors[0].origin == CGPoint(x: 16, y: 16))
        let leading = LaidOut(block.padding(.leading, 20))
        #expect(leading.root.size == CGSize(width: 120, height: 50) && leading.colors[0].origin == CGPoint(x: 20, y: 0))
        let horizontal = LaidOut(block.padding(.horizontal))
        #expect(horizontal.root.size == CGSize(width: 132, height: 50) && horizontal.colors[0].origin == CGPoint(x: 16, y: 0))
        let insets = LaidOut(block.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(insets.root.size == CGSize(width: 106, height: 54) && insets.colors[0].origin == CGPoint(x: 2, y: 1))
    }

    // Source: Paul Hudson, "How layout works in SwiftUI"
    // (https://www.hackingwithswift.com/books/ios-swiftui/how-layout-works-in-swiftui); OpenSwiftUI PaddingLayout.swift.
    @Test("L19: padding shrinks the proposal, then grows the reported size (Hacking with Swift)")
    func paddingInsetsProposal() {
        let laidOut = LaidOut(Color.red.padding(10).frame(width: 200, height: 100))
        #expect(laidOut[0] == Frame(10, 10, 180, 80))
    }

    // Source: Apple, padding(_:) ("The order in which you apply modifiers matters").
    @Test("L20: .padding().background() against .background().padding() (Apple, padding(_:))")
    func modifierOrder() {
        let padded = LaidOut(Color.clear.frame(width: 100, height: 40).padding(8).background { Color.red })
        #expect(Frame(padded.colors[0]) == Frame(0, 0, 116, 56))
        #expect(padded.root.size == CGSize(width: 116, height: 56))
        let unpadded = LaidOut(Color.clear.frame(width: 100, height: 40).background { Color.red }.padding(8))
        #expect(Frame(unpadded.colors[0]) == Frame(8, 8, 100, 40))
        #expect(unpadded.root.size == CGSize(width: 116, height: 56))
    }

    @Test("frames(of:) lists a view shown by an `if` once, not again for the optional the `if` wraps it in (host API)")
    func framesOfAConditionalView() {
        struct Badge: View { var body: some View { Text("3") } }
        let app = ViewHost(Color.blue.frame(width: 40, height: 40).overlay(alignment: .topTrailing) { if true { Badge() } })
        #expect(app.frames(of: Badge.self).count == 1)
    }

    // Source: Apple, background(alignment:content:); the Field Guide, "GeometryReader" ("The secondary view of an
    // overlay gets proposed the size of the primary view").
    @Test("L21: an overlay is proposed the modified view's size and lined up on its alignment (Apple, overlay(alignment:content:))")
    func overlaySizing() {
        let centred = LaidOut(Color.blue.frame(width: 100, height: 100).overlay { Color.red.frame(width: 50, height: 50) })
        #expect(centred.root.size == CGSize(width: 100, height: 100))
        #expect(centred[1] == Frame(25, 25, 50, 50))
        let corner = LaidOut(Color.blue.frame(width: 100, height: 100).overlay(alignment: .topTrailing) { Color.red.frame(width: 50, height: 50) })
        #expect(corner[1] == Frame(50, 0, 50, 50))
        let filling = LaidOut(Color.blue.frame(width: 100, height: 60).overlay { Color.red })
        #expect(filling[1] == Frame(0, 0, 100, 60))
        let bigger = LaidOut(Color.blue.frame(width: 10, height: 10).overlay { Color.red.frame(width: 50, height: 50) })
        #expect(bigger.root.size == CGSize(width: 10, height: 10))
    }

    // Source: Apple, frame(width:height:alignment:) (a one-dimension frame "assumes this view's sizing behavior in the
    // other dimension"), as reproduced in OpenSwiftUI's FrameLayout.swift.
    @Test("L22: a frame fixed in one dimension follows its content in the other (Apple, frame(width:height:alignment:))")
    func frameInOneDimension() {
        let laidOut = LaidOut(VStack { Color.blue.frame(height: 100) })
        #expect(laidOut[0] == Frame(0, 0, 393, 100))
        let aligned = LaidOut(Color.red.frame(width: 20, height: 10).frame(width: 200, height: 30, alignment: .topLeading))
        #expect(aligned[0] == Frame(0, 0, 20, 10))
    }

    // Source: Apple, frame(minWidth:idealWidth:maxWidth:…) ("If both constraints are specified in a dimension, the
    // frame unconditionally adopts the size proposed for it, clamped to the constraints"), quoted at
    // https://onmyway133.com/posts/how-to-use-flexible-frame-in-swiftui; the Field Guide, "Flexible Frames".
    @Test("L23: flexible frames: maxWidth .infinity fills; minWidth 0 and maxWidth .infinity take the proposal (Apple, frame(minWidth:…))")
    func flexibleFrames() {
        let filling = LaidOut(Color.red.frame(width: 20, height: 10).frame(maxWidth: .infinity).frame(width: 300, height: 100))
        #expect(filling[0] == Frame(140, 45, 20, 10))
        let leading = LaidOut(Color.red.frame(width: 20, height: 10).frame(maxWidth: .infinity, alignment: .leading).frame(width: 300, height: 100))
        #expect(leading[0] == Frame(0, 45, 20, 10))
        let clamped = LaidOut(Color.gray.frame(width: 150, height: 20).frame(minWidth: 0, maxWidth: .infinity).frame(width: 100, height: 100))
        #expect(clamped[0] == Frame(-25, 40, 150, 20))
    }

    @Test("A minWidth frame is at least its minimum, even around a smaller view (Apple, frame(minWidth:…))")
    func minimumFrame() {
        let app = ViewHost(Color.red.frame(width: 20, height: 10).frame(minWidth: 100).frame(width: 300, height: 100))
        let frames = app.frames(of: ModifiedContent<ModifiedContent<Color, _FrameLayout>, _FlexFrameLayout>.self)
        #expect(frames.first?.width == 100)
    }

    // Source: the Field Guide, "Flexible Frames" ("if the proposed width is small enough, it becomes as wide as the
    // content"); a fixed 150-wide colour stands for the case's text.
    @Test("L24: fixedSize then maxWidth .infinity: at least the proposal, at least the content (Field Guide)")
    func fixedThenFlexible() {
        let wide = LaidOut(Color.red.frame(idealWidth: 150, idealHeight: 20).fixedSize().frame(maxWidth: .infinity).frame(width: 300, height: 100))
        #expect(wide[0] == Frame(75, 40, 150, 20))
        let narrow = LaidOut(HStack { Color.red.frame(idealWidth: 150, idealHeight: 20).fixedSize().frame(maxWidth: .infinity) }.frame(width: 100, height: 100))
        #expect(narrow[0] == Frame(-25, 40, 150, 20))
    }

    // Source: the Field Guide, "Ideal Size"; Apple's flexible-frame page ("with any ideal dimensions specified
    // replacing any corresponding unspecified dimensions in the proposal").
    @Test("L25: ideal dimensions are used only when the proposal is nil (Field Guide, Ideal Size)")
    func idealOnlyWhenUnspecified() {
        let fixed = LaidOut(Color.red.frame(idealWidth: 100, idealHeight: 40).fixedSize())
        #expect(fixed.colors[0].size == CGSize(width: 100, height: 40))
        let proposed = LaidOut(Color.red.frame(idealWidth: 100, idealHeight: 40).frame(width: 300, height: 300))
        #expect(proposed.colors[0].size == CGSize(width: 300, height: 300))
    }

    // Source: Apple, offset(x:y:) ("The original dimensions of the view aren't changed by offsetting the contents").
    @Test("L28: offset moves the drawing, not the layout (Apple, offset(x:y:))")
    func offsetKeepsLayout() {
        let laidOut = LaidOut(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).offset(x: 20, y: 50)
            Color.blue.frame(width: 50, height: 50)
        })
        #expect(laidOut[0] == Frame(20, 50, 50, 50))
        #expect(laidOut[1] == Frame(0, 50, 50, 50))
        #expect(laidOut.root.size == CGSize(width: 50, height: 100))
    }

    // Source: Apple, position(x:y:) ("Positions the center of this view at the specified coordinates in its parent's
    // coordinate space"); OpenSwiftUI PositionLayout.swift (the size is the proposal).
    @Test("L29: position places the child's centre and takes the whole proposal (Apple, position(x:y:))")
    func positionPlacesCentre() {
        let laidOut = LaidOut(Color.red.frame(width: 20, height: 20).position(x: 0, y: 0).frame(width: 100, height: 100))
        #expect(laidOut[0] == Frame(-10, -10, 20, 20))
        let unframed = LaidOut(Color.red.position(x: 50, y: 50).frame(width: 100, height: 100))
        #expect(unframed[0] == Frame(0, 0, 100, 100))
    }

    // Source: the Field Guide, "Aspect Ratio" ("By leaving the parameter off, the underlying view's ideal size is
    // used… the aspect ratio modifier only changes the proposal… it doesn't report a square size").
    @Test("L33: aspectRatio changes only the proposal: a colour's ideal 10×10 makes a square, a text keeps its own size (Field Guide, Aspect Ratio)")
    func aspectRatioChangesTheProposal() {
        let square = LaidOut(Color.pink.aspectRatio(contentMode: .fit).frame(width: 300, height: 200))
        #expect(square[0] == Frame(50, 0, 200, 200))
        let app = ViewHost(Text("Hi").aspectRatio(1, contentMode: .fit).background { Color.red }.frame(width: 300, height: 200))
        let text = app.frames(of: Text.self)[0], hugging = app.frames(of: Color.self)[0]
        #expect(Frame(hugging) == Frame(text))
        let root = app.layout.frame(of: app.graph.root) ?? .null
        #expect(text.width < 50 && text.height < 50)
        #expect(abs(text.midX - root.minX - 150) < 0.001 && abs(text.midY - root.minY - 100) < 0.001)
    }

    // Source: Apple, aspectRatio(_:contentMode:) ("A flag that indicates whether this view fits or fills the parent
    // context"), scaledToFit() and scaledToFill(); OpenSwiftUI's AspectRatioLayout for the proposals with no dimension.
    @Test("aspectRatio: fit is the largest rectangle of the ratio inside, fill the smallest covering, centred (Apple, aspectRatio(_:contentMode:))")
    func aspectRatioFitAndFill() {
        #expect(LaidOut(Color.pink.aspectRatio(2, contentMode: .fit).frame(width: 300, height: 200))[0] == Frame(0, 25, 300, 150))
        #expect(LaidOut(Color.pink.aspectRatio(2, contentMode: .fill).frame(width: 300, height: 200))[0] == Frame(-50, 0, 400, 200))
        #expect(LaidOut(Color.pink.aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit).frame(width: 300, height: 200))[0] == Frame(75, 0, 150, 200))
        let circle = ViewHost(Circle().scaledToFit().frame(width: 300, height: 150))
        let root = circle.layout.frame(of: circle.graph.root) ?? .null
        #expect(circle.frames(of: Circle.self).map { Frame($0.offsetBy(dx: -root.minX, dy: -root.minY)) } == [Frame(75, 0, 150, 150)])
        #expect(LaidOut(Color.pink.scaledToFill().frame(width: 300, height: 150))[0] == Frame(0, -75, 300, 300))
        // Offered its ideal size, the modifier asks the view for its own; offered one dimension, the ratio sets the other.
        #expect(LaidOut(Color.pink.aspectRatio(2, contentMode: .fit).fixedSize())[0] == Frame(0, 0, 10, 10))
        let widthOnly = LaidOut(Proposing(proposal: ProposedViewSize(width: 300, height: nil)) { Color.pink.aspectRatio(2, contentMode: .fit) })
        #expect(widthOnly.root.size == CGSize(width: 300, height: 150))
    }
}
