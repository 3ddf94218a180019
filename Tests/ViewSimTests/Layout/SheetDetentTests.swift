import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Where a sheet's content is: a fully expanded sheet starts 10 points below the top of the safe area ([?]) and reaches
/// the screen's bottom; its content stops at the home indicator (iPhone 16: safe area 59 to 818, screen 852 tall).
@Suite("Layout: sheets and their detents") @MainActor
struct SheetDetentTests {
    /// A screen presenting a sheet of one colour with `detents` (none: the default).
    private struct Presenting: View {
        let detents: Set<PresentationDetent>?
        var selection: Binding<PresentationDetent>?
        var body: some View {
            Text("Behind")
                .sheet(isPresented: .constant(true)) {
                    if let detents, let selection {
                        Color.blue.presentationDetents(detents, selection: selection)
                    } else if let detents {
                        Color.blue.presentationDetents(detents)
                    } else {
                        Color.blue
                    }
                }
        }
    }

    private static let fullTop: CGFloat = 59 + 10
    private static let fullHeight: CGFloat = 852 - fullTop

    private func sheetFrame(_ view: Presenting) -> CGRect? {
        ViewHost(view).frames(of: Color.self).first
    }

    // Source: Apple, PresentationDetent.large ("A system detent for a sheet at full height"); the HIG, "Sheets"
    // ("Sheets automatically support the large detent").
    @Test("A sheet with no detents is fully expanded: its content from 10 below the safe area's top to the home indicator ([?] for 10; Apple, PresentationDetent.large)")
    func fullSheet() {
        #expect(sheetFrame(Presenting(detents: nil)) == CGRect(x: 0, y: Self.fullTop, width: 393, height: 818 - Self.fullTop))
        #expect(sheetFrame(Presenting(detents: [.large])) == CGRect(x: 0, y: Self.fullTop, width: 393, height: 818 - Self.fullTop))
    }

    // Source: Apple, PresentationDetent.medium ("approximately half the height of the screen"); the HIG, "Sheets"
    // ("medium is about half the fully expanded height").
    @Test("A medium sheet is half the full sheet's height, at the screen's bottom (Apple, PresentationDetent.medium; HIG, Sheets)")
    func mediumSheet() {
        let top = 852 - Self.fullHeight / 2
        #expect(sheetFrame(Presenting(detents: [.medium])) == CGRect(x: 0, y: top, width: 393, height: 818 - top))
    }

    // Source: Apple, PresentationDetent.fraction(_:) and height(_:).
    @Test("A fraction and a height detent size the sheet from the bottom of the screen (Apple, PresentationDetent.fraction, .height)")
    func fractionAndHeight() {
        let quarter = 852 - Self.fullHeight / 4
        #expect(sheetFrame(Presenting(detents: [.fraction(0.25)]))?.minY == quarter)
        #expect(sheetFrame(Presenting(detents: [.height(200)])) == CGRect(x: 0, y: 852 - 200, width: 393, height: 818 - (852 - 200)))
    }

    // Source: Apple, presentationDetents(_:selection:) (the selected detent is the one the sheet shows); a sheet with
    // several detents and no selection rests at its smallest ([?], as commonly observed).
    @Test("A sheet rests at the selected detent, else at its smallest (Apple, presentationDetents(_:selection:); [?] for the smallest)")
    func restingDetent() {
        let medium = 852 - Self.fullHeight / 2
        #expect(sheetFrame(Presenting(detents: [.medium, .large]))?.minY == medium)
        #expect(sheetFrame(Presenting(detents: [.medium, .large], selection: .constant(.large)))?.minY == Self.fullTop)
    }

    // Source: Apple, PresentationDetent.medium ("inactive in compact height").
    @Test("On a phone on its side the medium detent is inactive: the sheet is fully expanded (Apple, PresentationDetent.medium)")
    func compactHeight() throws {
        let app = ViewHost(Presenting(detents: [.medium]))
        app.orientation = .landscape
        let frame = try #require(app.frames(of: Color.self).first)
        #expect(abs(frame.minY - 10) < 0.001, "the safe area of a phone on its side starts at the top; the full sheet 10 below")
    }

    // Source: Apple, ignoresSafeArea(_:edges:): in a sheet, the content's safe area ends at the home indicator, below
    // which the sheet goes on; its top is the sheet's edge, not the status bar.
    @Test("A sheet's content that ignores the safe area reaches the screen's bottom but not its top (Apple, ignoresSafeArea)")
    func ignoringTheSafeAreaInASheet() {
        let app = ViewHost(Text("Behind").sheet(isPresented: .constant(true)) { Color.blue.ignoresSafeArea().presentationDetents([.medium]) })
        let top = 852 - Self.fullHeight / 2
        #expect(app.frames(of: Color.self).first == CGRect(x: 0, y: top, width: 393, height: 852 - top))
    }

    /// Apple's example of a custom detent: a tenth of the full sheet, at least 44 points.
    private struct BarDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
    }

    /// A detent that is there only in a compact width (none on an iPhone held upright).
    private struct WideOnlyDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.horizontalSizeClass == .regular ? 300 : nil }
    }

    // Source: Apple, CustomPresentationDetent (its BarDetent example: `max(44, context.maxDetentValue * 0.1)`),
    // PresentationDetent.Context.maxDetentValue ("The height that the presentation appears in") and
    // PresentationDetent.custom(_:).
    @Test("A custom detent's height(in:) sizes the sheet from the full sheet's height (Apple, CustomPresentationDetent, maxDetentValue)")
    func customDetent() {
        let top = 852 - max(44, Self.fullHeight * 0.1)
        #expect(sheetFrame(Presenting(detents: [.custom(BarDetent.self), .large]))?.minY == top)
        #expect(PresentationDetent.custom(BarDetent.self) == .custom(BarDetent.self))
        #expect(PresentationDetent.custom(BarDetent.self) != .custom(WideOnlyDetent.self))
    }

    // Source: Apple, CustomPresentationDetent.height(in:) ("The height of the detent, or nil if the detent should be
    // inactive based on the context input") and PresentationDetent.Context's environment lookup; where no detent is
    // active, the sheet is fully expanded ([?]: Apple does not say).
    @Test("A custom detent that returns nil for the context is inactive; the sheet rests at the others, or fully expanded with none ([?]; Apple, height(in:))")
    func inactiveCustomDetent() {
        #expect(sheetFrame(Presenting(detents: [.custom(WideOnlyDetent.self), .medium]))?.minY == 852 - Self.fullHeight / 2)
        #expect(sheetFrame(Presenting(detents: [.custom(WideOnlyDetent.self)]))?.minY == Self.fullTop)
        #expect(sheetFrame(Presenting(detents: [.custom(WideOnlyDetent.self)], selection: .constant(.custom(WideOnlyDetent.self))))?.minY == Self.fullTop)
    }
}
