import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// `GeometryReader`, coordinate spaces and the safe area. Cases L34, L36 and L37 of `../shared/LAYOUT-CASES.md`
/// (iPhone 16: 393×852, safe area 59 above and 34 below).
@Suite("Layout: geometry readers and the safe area") @MainActor
struct GeometryAndSafeAreaTests {
    /// What a reader's content saw, kept outside the view.
    final class Seen { var sizes: [CGSize] = []; var frames: [CGRect] = []; var insets: [EdgeInsets] = [] }

    // Source: the Field Guide, "GeometryReader" (https://www.swiftuifieldguide.com/layout/geometry-reader/): "a geometry
    // reader always accepts the proposed size… places its contents at the top-leading corner".
    @Test("L34: a reader takes what it is offered, tells its content, and places it at the top leading corner (Field Guide)")
    func readerTakesItsProposal() {
        let seen = Seen()
        let app = ViewHost(GeometryReader { proxy in
            let _ = seen.sizes.append(proxy.size)
            Color.red.frame(width: 50, height: 50)
        }.frame(width: 300, height: 200))
        let root = app.layout.frame(of: app.graph.root)!
        #expect(root.size == CGSize(width: 300, height: 200))
        #expect(seen.sizes.last == CGSize(width: 300, height: 200))
        #expect(app.frames(of: Color.self).first == CGRect(x: root.minX, y: root.minY, width: 50, height: 50))
    }

    @Test("L34: in a VStack a reader takes all the height a text leaves (Field Guide)")
    func readerTakesTheRest() throws {
        let seen = Seen()
        let app = ViewHost(VStack(spacing: 0) {
            GeometryReader { proxy in let _ = seen.sizes.append(proxy.size); Color.clear }
            Text("x")
        })
        _ = app.layout
        let text = try app.frame(of: "x")
        #expect(seen.sizes.last == CGSize(width: 393, height: 759 - text.height))
    }

    // Source: L34 [?]: a reader offered nil takes no length (OpenSwiftUI's GeometryReaderLayout); some sources say 10.
    @Test("L34 [?]: offered an unspecified height, a reader takes none (provisional: OpenSwiftUI's choice)")
    func readerCollapsesWhenUnspecified() {
        let app = ViewHost(Proposing(proposal: ProposedViewSize(width: 100, height: nil)) { GeometryReader { _ in Color.red } })
        #expect(app.layout.frame(of: app.graph.root)?.height == 0, "provisional [?]: the collapsed height is OpenSwiftUI's, not documented")
    }

    // Source: Apple, GeometryProxy.frame(in:) and coordinateSpace(_:)
    // (https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)).
    @Test("A reader reads its frame globally, locally and in a named space around it (Apple, GeometryProxy.frame(in:))")
    func coordinateSpaces() {
        let seen = Seen()
        let app = ViewHost(VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            GeometryReader { proxy in
                let _ = seen.frames.append(contentsOf: [proxy.frame(in: .global), proxy.frame(in: .local), proxy.frame(in: .named("card"))])
                Color.clear
            }
            .frame(height: 50)
        }
        .coordinateSpace(.named("card"))
        .frame(width: 200, height: 150))
        let root = app.layout.frame(of: app.graph.root)!
        let global = CGRect(x: root.minX, y: root.minY + 100, width: 200, height: 50)
        #expect(seen.frames.suffix(3) == [global, CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 0, y: 100, width: 200, height: 50)])
    }

    // Source: Apple, GeometryReader and GeometryProxy.safeAreaInsets.
    @Test("A reader's content is built again when the reader's size changes (Apple, GeometryReader)")
    func readerFollowsItsSize() throws {
        struct Panel: View {
            @State private var wide = false
            var body: some View {
                VStack {
                    GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }.frame(width: wide ? 300 : 100, height: 40)
                    Button("Widen") { wide = true }
                }
            }
        }
        let app = ViewHost(Panel())
        _ = app.layout
        #expect(app.texts.contains("Width 100"))
        try app.tap("Widen")
        _ = app.layout
        #expect(app.texts.contains("Width 300"))
    }

    // Source: Apple, ignoresSafeArea(_:edges:) ("By default, the SwiftUI layout system sizes and positions views to avoid
    // certain safe areas").
    @Test("L36: a root colour stays inside the safe area (Apple, ignoresSafeArea(_:edges:))")
    func contentStaysInTheSafeArea() {
        let app = ViewHost(Color.red)
        #expect(app.frames(of: Color.self).first == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    // Source: Apple, ignoresSafeArea(_:edges:) and SafeAreaRegions (https://developer.apple.com/documentation/swiftui/safearearegions).
    @Test("L37: ignoresSafeArea extends a view to the screen on the edges it names (Apple, ignoresSafeArea(_:edges:))",
          arguments: [(Edge.Set.all, CGRect(x: 0, y: 0, width: 393, height: 852)), (.top, CGRect(x: 0, y: 0, width: 393, height: 818)),
                      (.bottom, CGRect(x: 0, y: 59, width: 393, height: 793))])
    func ignoringTheSafeArea(edges: Edge.Set, expected: CGRect) {
        let app = ViewHost(Color.red.ignoresSafeArea(edges: edges))
        #expect(app.frames(of: Color.self).first == expected)
    }

    // Source: Apple, GeometryProxy.safeAreaInsets ("The safe area inset of the container view"); OpenSwiftUI's
    // GeometryProxy (its insets are the placement context's, which ignoresSafeArea grows a view by); the common report
    // that a reader given ignoresSafeArea sees insets of 0 (the reader then already covers them).
    @Test("L37: a reader inside the safe area sees the insets beyond it; one that ignores the safe area sees none (Apple, GeometryProxy.safeAreaInsets)")
    func readerSeesInsets() {
        let inside = Seen()
        let contained = ViewHost(GeometryReader { proxy in let _ = inside.insets.append(proxy.safeAreaInsets); Color.clear })
        _ = contained.layout
        #expect(inside.insets.last == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let seen = Seen()
        let app = ViewHost(GeometryReader { proxy in let _ = seen.insets.append(proxy.safeAreaInsets); Color.clear }.ignoresSafeArea())
        _ = app.layout
        #expect(seen.insets.last == EdgeInsets())
        let topOnly = Seen()
        let partly = ViewHost(GeometryReader { proxy in let _ = topOnly.insets.append(proxy.safeAreaInsets); Color.clear }.ignoresSafeArea(edges: .top))
        _ = partly.layout
        #expect(topOnly.insets.last == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
    }

    // Source: as above: only a view that reaches the safe area's edge sees the inset on that edge.
    @Test("A reader away from the safe area's edges sees no insets (Apple, GeometryProxy.safeAreaInsets)")
    func aReaderInTheMiddleSeesNone() {
        let seen = Seen()
        let app = ViewHost(GeometryReader { proxy in let _ = seen.insets.append(proxy.safeAreaInsets); Color.clear }.frame(width: 100, height: 100))
        _ = app.layout
        #expect(seen.insets.last == EdgeInsets())
    }

    @Test("L37: only the child that ignores the safe area extends; its siblings stay inside (Apple, ignoresSafeArea(_:edges:))")
    func onlyTheIgnoringChildExtends() throws {
        let app = ViewHost(ZStack { Color.blue.ignoresSafeArea(); Text("Title") })
        #expect(app.frames(of: Color.self).first == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(try app.frame(of: "Title").minY > 59)
    }
}
