import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The layout model: the parent proposes, the child chooses, the parent places. Cases L01–L03 of
/// `../shared/LAYOUT-CASES.md`.
@Suite("Layout: propose, choose, place") @MainActor
struct LayoutModelTests {
    // Source: WWDC19 "Building Custom Views with SwiftUI" (session 237), "Frame is not a constraint", via
    // https://wwdcnotes.com/documentation/wwdc19-237-building-custom-views-with-swiftui/; Apple,
    // frame(width:height:alignment:) ("its bounds may extend beyond … the frame's bounds").
    @Test("L01: a fixed frame centres a bigger child, which overflows it (WWDC19 237)")
    func frameCentresBiggerChild() {
        let laidOut = LaidOut(Color.red.frame(width: 20, height: 20).frame(width: 50, height: 10))
        #expect(Frame(laidOut.root).width == 50 && Frame(laidOut.root).height == 10)
        #expect(laidOut[0] == Frame(15, -5, 20, 20))
    }

    // Source: WWDC19 237 via wwdcnotes ("The root view has the dimensions of the device minus the safe area insets…
    // put the child somewhere (by default at the center)"); device numbers L46.
    @Test("L02: the root view is offered the safe area and centred in it (WWDC19 237)")
    func rootIsCentredInSafeArea() {
        let laidOut = LaidOut(Color.red.frame(width: 100, height: 100))
        #expect(Frame(laidOut.root) == Frame((393 - 100) / 2, 59 + (759 - 100) / 2, 100, 100))
        let filling = LaidOut(Color.red)
        #expect(Frame(filling.root) == Frame(0, 59, 393, 759))
        let small = LaidOut(Color.red, device: .iPhoneSE)
        #expect(Frame(small.root) == Frame(0, 20, 375, 647))
    }

    // Source: Apple, ProposedViewSize (https://developer.apple.com/documentation/swiftui/proposedviewsize) and its
    // zero/unspecified/infinity pages; the Field Guide, "Ideal Size" (shapes' ideal size 10×10).
    @Test("L03: a colour takes its proposal, 10 points where a dimension is unspecified (Apple, ProposedViewSize)",
          arguments: [
              (ProposedViewSize.zero, CGSize(width: 0, height: 0)),
              (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
              (ProposedViewSize.infinity, CGSize(width: CGFloat.infinity, height: .infinity)),
              (ProposedViewSize(width: 120, height: nil), CGSize(width: 120, height: 10)),
          ])
    func colourTakesProposal(proposal: ProposedViewSize, expected: CGSize) {
        let laidOut = LaidOut(Proposing(proposal: proposal) { Color.red })
        #expect(laidOut.colors[0].size == expected)
    }

    @Test("ProposedViewSize.replacingUnspecifiedDimensions uses 10×10 by default (Apple, replacingUnspecifiedDimensions(by:))")
    func replacingUnspecified() {
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 30, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
    }

    // Source: Apple, Group ("modifiers … apply to each of the group's members"; https://developer.apple.com/documentation/swiftui/group).
    @Test("A modifier on a group of views applies to each of them (Apple, Group)")
    func modifierOnGroupAppliesToEach() {
        let laidOut = LaidOut(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(5)
        })
        #expect(Frame(laidOut.root).width == 40)
        #expect(laidOut[0] == Frame(5, 5, 10, 10))
        #expect(laidOut[1] == Frame(25, 5, 10, 10))
    }

    @Test("A view with a body is the size of its body; several views in a body are several subviews of the stack around it (WWDC19 237, layout neutral)")
    func customViewsAreLayoutNeutral() {
        struct Pair: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let laidOut = LaidOut(HStack(spacing: 4) { Pair(); Color.green.frame(width: 10, height: 10) })
        #expect(Frame(laidOut.root).width == 38)
        #expect(laidOut.colors.map(\.minX) == [0, 14, 28])
    }
}

/// A palette kept off the main actor, as a model keeps one: SwiftUI's `Color` is a plain `Sendable` value whose view
/// conformance is an extension's, so its colours are not main-actor isolated (Apple, Color: `struct Color`,
/// `Sendable`, `View` in an extension).
private struct Palette {
    static let team: [Color] = [.orange, .blue, .red.opacity(0.5)]
}

@Suite("Color is a plain value")
struct ColorValueTests {
    @Test("Colours are made and compared off the main actor (Apple, Color)")
    func coloursOffTheMainActor() async {
        let colours = await Task.detached { Palette.team.map { $0.opacity(0.5) } }.value
        #expect(colours == [Color.orange.opacity(0.5), Color.blue.opacity(0.5), Color.red.opacity(0.25)])
    }
}
