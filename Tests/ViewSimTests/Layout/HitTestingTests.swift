import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Taps land where a finger would: the frontmost view at the point that takes taps. Cases L13, L14, L21, L32 and
/// L42–L44 of `../shared/LAYOUT-CASES.md`.
@Suite("Layout: hit-testing") @MainActor
struct HitTestingTests {
    /// Records which tap gesture fired.
    final class Taps { var log: [String] = [] }

    /// The window point of `local` in the root view's space.
    func point(_ app: ViewHost<some View>, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let root = app.layout.frame(of: app.graph.root)!
        return CGPoint(x: root.minX + x, y: root.minY + y)
    }

    // Source: Hacking with Swift, "Disabling user interactivity with allowsHitTesting()"
    // (https://www.hackingwithswift.com/books/ios-swiftui/disabling-user-interactivity-with-allowshittesting).
    @Test("L42: the frontmost view takes the tap; a circle only inside its outline; allowsHitTesting(false) passes it through (Hacking with Swift)")
    func frontmostTakesTheTap() throws {
        let taps = Taps()
        func screen(circleTakesTaps: Bool) -> some View {
            ZStack {
                Rectangle().fill(.blue).frame(width: 300, height: 300).onTapGesture { taps.log.append("Rectangle") }
                Circle().fill(.red).frame(width: 300, height: 300).onTapGesture { taps.log.append("Circle") }
                    .allowsHitTesting(circleTakesTaps)
            }
        }
        let app = ViewHost(screen(circleTakesTaps: true))
        try app.tap(at: point(app, 150, 150))
        try app.tap(at: point(app, 10, 10))
        #expect(taps.log == ["Circle", "Rectangle"])
        let passing = ViewHost(screen(circleTakesTaps: false))
        try passing.tap(at: point(passing, 150, 150))
        #expect(taps.log == ["Circle", "Rectangle", "Rectangle"])
    }

    // Source: fudong.dev, "Why a SwiftUI container needs contentShape to be fully tappable"
    // (https://fudong.dev/en/blog/swiftui-tap-target-content-shape); Apple, contentShape(_:eoFill:).
    @Test("L43: the gap a Spacer leaves takes no tap until contentShape covers it (fudong.dev; Apple, contentShape(_:eoFill:))")
    func gapsNeedAContentShape() throws {
        let taps = Taps()
        let gap = ViewHost(HStack { Text("Left"); Spacer(); Text("Right") }.frame(width: 300).onTapGesture { taps.log.append("row") })
        #expect(throws: ViewHostError.self) { try gap.tap(at: point(gap, 150, 11)) }
        try gap.tap(at: CGPoint(x: try gap.frame(of: "Left").midX, y: try gap.frame(of: "Left").midY))
        #expect(taps.log == ["row"])
        let shaped = ViewHost(HStack { Text("Left"); Spacer(); Text("Right") }.frame(width: 300).contentShape(Rectangle()).onTapGesture { taps.log.append("shaped") })
        try shaped.tap(at: point(shaped, 150, 11))
        #expect(taps.log == ["row", "shaped"])
    }

    // Source: L44 [?]: sources disagree on Color.clear; the majority (a clear area takes no tap) is the choice made.
    @Test("L44 [?]: a clear background takes no tap (provisional: sources disagree)")
    func clearBackgroundTakesNoTap() throws {
        let taps = Taps()
        let app = ViewHost(Text("Tap").frame(width: 200, height: 60).background(Color.clear).onTapGesture { taps.log.append("tap") })
        #expect(throws: ViewHostError.self, "provisional [?]: whether Color.clear takes taps is disputed") { try app.tap(at: point(app, 5, 5)) }
    }

    // Source: Apple, Color.opacity(_:) ("Multiplies the opacity of the color by the given amount"); codegenes.net, "Is
    // using Color.clear the correct way to pass touches through a view" (a view takes a touch when it "has non-zero
    // opacity and rendered content"): the common `Color.white.opacity(0.001)` background, faint but drawn.
    @Test("A faint colour (opacity above 0) behind a view takes taps; the same colour at opacity 0 draws nothing, as clear (Apple, Color.opacity(_:))")
    func faintColourTakesTaps() throws {
        let taps = Taps()
        func tapArea(_ colour: Color) -> some View {
            Text("Tap").frame(width: 200, height: 60).background(colour).onTapGesture { taps.log.append("tap") }
        }
        let faint = ViewHost(tapArea(Color.white.opacity(0.001)))
        try faint.tap(at: point(faint, 5, 5))
        #expect(taps.log == ["tap"])
        let halfOfFaint = ViewHost(tapArea(Color.white.opacity(0.5).opacity(0.5)))
        try halfOfFaint.tap(at: point(halfOfFaint, 5, 5))
        #expect(taps.log == ["tap", "tap"])
        let none = ViewHost(tapArea(Color.white.opacity(0)))
        #expect(throws: ViewHostError.self) { try none.tap(at: point(none, 5, 5)) }
        #expect(Color.white.opacity(0.5).opacity(0.5) == Color.white.opacity(0.25))
    }

    // Source: L44 [?], the same reading for a shape filled with clear: it draws nothing, so it takes no tap; the
    // sources that give the dead-zone reading give `Rectangle().fill(.clear)` among the fills that do not help.
    @Test("L44 [?]: a rectangle filled with clear takes no tap either; a content shape does (provisional: sources disagree)")
    func clearFilledShapeTakesNoTap() throws {
        let taps = Taps()
        let app = ViewHost(Text("Tap").frame(width: 200, height: 60).background { Rectangle().fill(Color.clear) }.onTapGesture { taps.log.append("tap") })
        #expect(throws: ViewHostError.self, "provisional [?]: a clear fill draws nothing") { try app.tap(at: point(app, 5, 5)) }
        let shaped = ViewHost(Text("Tap").frame(width: 200, height: 60).background { Rectangle().fill(Color.clear) }
            .contentShape(Rectangle()).onTapGesture { taps.log.append("shaped") })
        try shaped.tap(at: point(shaped, 5, 5))
        #expect(taps.log == ["shaped"])
        // A shape with no fill of its own is filled with the foreground style: clear, it is the same nothing.
        for clear in [AnyView(Rectangle().foregroundStyle(.clear)), AnyView(Rectangle().foregroundColor(.clear))] {
            let app = ViewHost(Text("Tap").frame(width: 200, height: 60).background { clear }.onTapGesture { taps.log.append("clear") })
            #expect(throws: ViewHostError.self, "provisional [?]: a clear foreground draws nothing") { try app.tap(at: point(app, 5, 5)) }
        }
        let blue = ViewHost(Text("Tap").frame(width: 200, height: 60).background { Rectangle().foregroundStyle(.blue) }.onTapGesture { taps.log.append("blue") })
        try blue.tap(at: point(blue, 5, 5))
        #expect(taps.log == ["shaped", "blue"])
    }

    // Source: Apple, stroke(lineWidth:) ("Returns a new shape that is a stroked copy of self"): the stroked shape is the
    // traced line, centred on the outline, so only that line is drawn and takes taps; 0 points wide it is nothing.
    @Test("A stroked shape takes taps only on its line, centred on the outline; a stroke 0 points wide takes none (Apple, stroke(lineWidth:))")
    func strokedShapeTakesTapsOnItsLine() throws {
        let taps = Taps()
        func row(_ border: some View) -> some View {
            Text("Tap").frame(width: 200, height: 60).background { border }.onTapGesture { taps.log.append("row") }
        }
        let bordered = ViewHost(row(Rectangle().stroke(Color.gray, lineWidth: 4)))
        #expect(throws: ViewHostError.self, "inside the border is not the border") { try bordered.tap(at: point(bordered, 20, 30)) }
        try bordered.tap(at: point(bordered, 1, 30))
        try bordered.tap(at: point(bordered, 100, 59))
        #expect(taps.log == ["row", "row"])
        let invisible = ViewHost(row(Rectangle().stroke(lineWidth: 0)))
        #expect(throws: ViewHostError.self, "a line 0 points wide draws nothing") { try invisible.tap(at: point(invisible, 1, 30)) }
        #expect(invisible.viewsDrawn(at: point(invisible, 1, 30)).isEmpty)
    }

    // Source: Apple, "Configuring and displaying symbol images in your UI" (symbols scale with the text's font); the
    // square of the font's line is ViewSim's choice [?]. A drawn symbol covers what is behind it, as any drawn view.
    @Test("A system symbol is as big as its font's line and takes taps over its frame, covering what is behind it (Apple, symbol images)")
    func symbolsAreDrawnAndTakeTaps() throws {
        let app = ViewHost(ZStack {
            Button("Pay") {}
            Image(systemName: "rectangle.fill").font(.system(size: 400))
        })
        #expect(try app.viewsDrawn(over: "Pay").contains { $0.hasPrefix("the symbol “rectangle.fill”") })
        #expect(throws: ViewHostError.self, "the symbol covers Pay") { try app.tap("Pay") }
        let small = ViewHost(HStack(spacing: 0) { Image(systemName: "checkmark"); Text("Chosen") })
        let text = try small.frame(of: "Chosen")
        #expect(text.minX - small.layout.frame(of: small.graph.root)!.minX == 22, "a body-font symbol is 22 points wide")
    }

    // Source: Apple, ZStack ("later subviews appear 'on top' of earlier ones"); zIndex(_:) ("The frontmost is represented
    // by the larger index value").
    @Test("L13, L14: later ZStack children are in front, unless zIndex says otherwise (Apple, ZStack, zIndex(_:))")
    func zOrder() throws {
        let taps = Taps()
        let stacked = ViewHost(ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { taps.log.append("red") }
            Color.blue.frame(width: 50, height: 50).onTapGesture { taps.log.append("blue") }
        })
        try stacked.tap(at: point(stacked, 50, 50))
        try stacked.tap(at: point(stacked, 10, 10))
        let raised = ViewHost(ZStack {
            Color.green.frame(width: 50, height: 50).onTapGesture { taps.log.append("green") }.zIndex(1)
            Color.red.frame(width: 100, height: 100).onTapGesture { taps.log.append("red") }
        })
        try raised.tap(at: point(raised, 50, 50))
        #expect(taps.log == ["blue", "red", "green"])
    }

    // Source: Apple, overlay(alignment:content:) (the overlay is drawn in front of the view it modifies).
    @Test("L21: an overlay is in front of the view it modifies and takes its taps (Apple, overlay(alignment:content:))")
    func overlayTakesTaps() throws {
        struct Checkout: View {
            var body: some View {
                Button("Pay") {}
                    .frame(width: 200, height: 44)
                    .overlay { Color.orange.frame(width: 300, height: 80) }
            }
        }
        let app = ViewHost(Checkout())
        let error = try #require(throws: ViewHostError.self) { try app.tap("Pay") }
        #expect(error.sentence.hasPrefix("“Pay” is covered by an orange Color in Checkout at ("))
        #expect(error.sentence.hasSuffix("): a tap there goes to it, not to the button."))
    }

    @Test("A button partly covered is tapped where it shows; one covered by a view with allowsHitTesting(false) is reachable (Apple, allowsHitTesting(_:))")
    func partlyCoveredButton() throws {
        final class Count { var taps = 0 }
        let count = Count()
        let partly = ViewHost(ZStack(alignment: .leading) {
            Button { count.taps += 1 } label: { Text("Pay").frame(width: 200, height: 44).background(Color.blue) }
            Color.gray.frame(width: 150, height: 44)
        })
        try partly.tap("Pay")
        #expect(count.taps == 1)
        let passing = ViewHost(ZStack {
            Button("Pay") { count.taps += 1 }
            Color.gray.opacity(0.5).allowsHitTesting(false)
        })
        try passing.tap("Pay")
        #expect(count.taps == 2)
    }

    // Sources: Apple, hidden() ("Hidden views are invisible and can't receive or respond to interactions. However, they do
    // remain in the view hierarchy and affect layout", https://developer.apple.com/documentation/swiftui/view/hidden());
    // Apple, allowsHitTesting(_:) (it changes which view takes taps, not what is drawn); contentShape(_:eoFill:) (the
    // shape "defines the content shape for hit testing", it is not drawn).
    @Test("What is drawn is not what takes taps: allowsHitTesting(false) still draws, hidden() and opacity(0) do not, a contentShape draws nothing (Apple, hidden(), allowsHitTesting(_:), contentShape(_:eoFill:))")
    func drawingIsNotHitTesting() throws {
        func screen(_ cover: some View) -> some View {
            ZStack { Button("Pay") {}.frame(width: 200, height: 44); cover }
        }
        let seeThrough = ViewHost(screen(Color.yellow.allowsHitTesting(false)))
        #expect(try seeThrough.viewsDrawn(over: "Pay") == ["a yellow Color in a ZStack"])
        try seeThrough.tap("Pay")
        #expect(try ViewHost(screen(Color.yellow.hidden())).viewsDrawn(over: "Pay").isEmpty)
        #expect(try ViewHost(screen(Color.yellow.opacity(0))).viewsDrawn(over: "Pay").isEmpty)
        let shaped = ViewHost(screen(Color.clear.contentShape(Rectangle())))
        #expect(try shaped.viewsDrawn(over: "Pay").isEmpty)
        #expect(throws: ViewHostError.self, "the content shape takes the tap") { try shaped.tap("Pay") }
        // Behind the button is not over it; where nothing is drawn, the window shows.
        let behind = ViewHost(ZStack { Color.yellow; Button("Pay") {} }.frame(width: 200, height: 100))
        #expect(try behind.viewsDrawn(over: "Pay").isEmpty)
        let pay = try behind.frame(of: "Pay")
        #expect(behind.viewsDrawn(at: CGPoint(x: pay.midX, y: pay.midY)) == ["a yellow Color in a ZStack", "the text “Pay” in a ZStack"])
        #expect(behind.viewsDrawn(at: CGPoint(x: 1, y: 1)).isEmpty)
    }

    // Source: Apple, opacity(_:) ("Sets the transparency of this view"; a view inside several is drawn with their product,
    // as any nested transparency composites). A faint view is drawn, and takes taps, unlike opacity(0).
    @Test("A view is drawn as opaque as the product of the opacities it is inside (Apple, opacity(_:))")
    func opacityIsTheProductOfEveryOpacity() throws {
        let faint = ViewHost(ZStack { Color.blue.opacity(0.1).opacity(0.5); Text("Sky").opacity(0.8) }.frame(width: 200, height: 100))
        let sky = try faint.frame(of: "Sky")
        let drawn = faint.drawing(at: CGPoint(x: sky.midX, y: sky.midY))
        #expect(drawn.map(\.description) == ["a blue Color in a ZStack", "the text “Sky” in a ZStack"])
        #expect(abs(drawn[0].opacity - 0.05) < 1e-9 && !drawn[0].isMostlyOpaque)
        #expect(abs(drawn[1].opacity - 0.8) < 1e-9 && drawn[1].isMostlyOpaque)
        #expect(faint.drawing(at: CGPoint(x: sky.midX, y: sky.minY - 30)).map(\.opacity) == [0.05])
    }

    // Source: as L42, for a toggle: a finger on a switch covered by an opaque view lands on that view.
    @Test("A toggle covered by a view in front cannot be flipped by its label; uncovered, it can (Hacking with Swift)")
    func coveredToggle() throws {
        struct Settings: View {
            @State var on = false
            let covered: Bool
            var body: some View {
                ZStack {
                    Toggle("Wi-Fi", isOn: $on)
                    if covered { Color.blue.frame(height: 60) }
                }
            }
        }
        let covered = ViewHost(Settings(covered: true))
        let error = #expect(throws: ViewHostError.self) { try covered.toggle("Wi-Fi") }
        #expect(error?.sentence.contains("a blue Color") == true, "\(error?.sentence ?? "")")
        let open = ViewHost(Settings(covered: false))
        try open.toggle("Wi-Fi")
        #expect(open.screen.contains("Toggle “Wi-Fi”: on"), "\(open.screen)")
    }
}
