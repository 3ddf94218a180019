import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Texts in layout: wrapping, truncation and their share of a stack. Cases L07, L08, L24, L26, L27, L30 and L31 of
/// `../shared/LAYOUT-CASES.md`. Widths depend on the text model's font, so they are read from the text's own ideal
/// size (`t.w` in the cases) rather than written down.
@Suite("Layout: text") @MainActor
struct LayoutTextTests {
    let long = "A single line of text, too long to fit in a box."

    /// The ideal (one-line) width of `text` in the body style.
    func idealWidth(_ text: String) -> CGFloat {
        let app = ViewHost(Text(text).fixedSize())
        return app.layout.frame(of: app.graph.root)!.width
    }

    func textFrame(_ app: ViewHost<some View>, _ label: String) throws -> CGRect {
        try app.frame(of: label)
    }

    // Source: the Field Guide, "HStack" (https://www.swiftuifieldguide.com/layout/hstack/): the text is proposed an even
    // third and wraps "even though there's enough space to render the text without word wrapping".
    @Test("L07: a text between two flexible views gets an even share and wraps (Field Guide, HStack)")
    func textGetsAnEvenShare() throws {
        let app = ViewHost(HStack(spacing: 0) { Color.red; Text("Hello, world"); Color.blue }.frame(width: 200, height: 100))
        let text = try app.frame(of: "Hello, world")
        #expect(idealWidth("Hello, world") > 200.0 / 3)
        #expect(text.width <= 200.0 / 3)
        #expect(try app.shownText("Hello, world").lines == ["Hello,", "world"])
        let colours = app.frames(of: Color.self)
        #expect(abs(colours[0].width - (200 - text.width) / 2) < 0.001)
    }

    // Source: Apple, layoutPriority(_:); the Field Guide, "HStack" (the same example with a priority).
    @Test("L08: with a higher layoutPriority the text is offered everything and stays on one line (Apple, layoutPriority(_:))")
    func priorityKeepsTextOnOneLine() throws {
        let app = ViewHost(HStack(spacing: 0) { Color.red; Text("Hello, world").layoutPriority(1); Color.blue }.frame(width: 200, height: 100))
        #expect(try app.shownText("Hello, world").lines == ["Hello, world"])
        #expect(abs(try app.frame(of: "Hello, world").width - idealWidth("Hello, world")) < 0.001)
    }

    // Source: Apple, fixedSize() ("wraps and truncates its string to remain within its parent's bounds"; "maintains the
    // ideal size of its children") (https://developer.apple.com/documentation/swiftui/view/fixedsize()).
    @Test("L26: a text in a small frame wraps and truncates; with fixedSize it is one line and overflows (Apple, fixedSize())")
    func fixedSizeKeepsOneLine() throws {
        let boxed = ViewHost(Text(long).frame(width: 200, height: 40))
        let shown = try boxed.shownText(long)
        #expect(shown.lines.count == 1 && shown.isTruncated && shown.lines[0].hasSuffix("…"))
        let fixed = ViewHost(Text(long).fixedSize().frame(width: 200, height: 200))
        let frame = try fixed.frame(of: long)
        #expect(frame.width == idealWidth(long) && frame.width > 200)
        #expect(abs(frame.midX - fixed.layout.frame(of: fixed.graph.root)!.midX) < 0.001)
        #expect(try fixed.shownText(long) == ShownText(lines: [long], isTruncated: false))
    }

    @Test("A button's label text is shown as laid out too: cut in a narrow frame, whole at its ideal size (host API)")
    func buttonLabelAsShown() throws {
        let narrow = ViewHost(Button(long) {}.frame(width: 80, height: 24))
        #expect(try narrow.shownText(long).isTruncated)
        let wide = ViewHost(Button(long) {}.fixedSize())
        #expect(try wide.shownText(long) == ShownText(lines: [long], isTruncated: false))
    }

    // Source: Apple, fixedSize(horizontal:vertical:) ("you're telling the text view to maintain its ideal width…").
    @Test("L27: fixed vertically, a text wraps to its width and shows every line, overflowing a short frame (Apple, fixedSize(horizontal:vertical:))")
    func fixedVertically() throws {
        let app = ViewHost(Text(long).fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 20))
        let shown = try app.shownText(long)
        #expect(!shown.isTruncated && shown.lines.count > 1)
        let frame = try app.frame(of: long)
        #expect(frame.width <= 100 && frame.height == CGFloat(shown.lines.count) * 22)
    }

    // Source: Apple, truncationMode(_:) ("Truncation is indicated by adding an ellipsis"), lineLimit(_:),
    // EnvironmentValues.lineLimit ("The maximum number of lines is 1 if the value is less than 1").
    @Test("L30: lineLimit and truncationMode cut the text with an ellipsis where the mode says (Apple, truncationMode(_:))")
    func truncation() throws {
        let sentence = "The quick brown fox jumps over the lazy dog"
        let tail = ViewHost(Text(sentence).lineLimit(1).frame(width: 150))
        #expect(try tail.shownText(sentence).lines.first?.hasSuffix("…") == true)
        let middle = ViewHost(Text(sentence).lineLimit(1).truncationMode(.middle).frame(width: 150))
        let cut = try middle.shownText(sentence).lines[0]
        #expect(cut.contains("…") && cut.hasPrefix("The") && cut.hasSuffix("dog"))
        let head = ViewHost(Text(sentence).lineLimit(1).truncationMode(.head).frame(width: 150))
        #expect(try head.shownText(sentence).lines[0].hasPrefix("…"))
        let two = ViewHost(VStack { Text(sentence).lineLimit(2) }.frame(width: 100))
        let shown = try two.shownText(sentence)
        #expect(shown.lines.count == 2 && shown.isTruncated && shown.lines[1].hasSuffix("…"))
        let zero = ViewHost(Text(sentence).lineLimit(0).frame(width: 100))
        #expect(try zero.shownText(sentence).lines.count == 1)
        let inherited = ViewHost(VStack { Text(sentence) }.lineLimit(1).frame(width: 100))
        #expect(try inherited.shownText(sentence).lines.count == 1)
    }

    // Source: Apple, EnvironmentValues.multilineTextAlignment ("a text view has a width that exactly matches the width of
    // its widest line"); WWDC19 237 ("The bounds of a Text view never stretch beyond … its displayed lines").
    @Test("L31: a text is as wide as its widest line, never stretched by its frame (Apple, multilineTextAlignment)")
    func textHugsItsLines() throws {
        let app = ViewHost(Text("Hi").frame(width: 300))
        let text = try app.frame(of: "Hi")
        #expect(text.width == idealWidth("Hi") && text.width < 300)
        let lines = ViewHost(Text("Line one\nA much longer line two").fixedSize())
        #expect(try lines.frame(of: "Line one\nA much longer line two").width == idealWidth("A much longer line two"))
    }

    // Source: Apple's Dynamic Type sizes via UIFont.preferredFont (L45; https://gist.github.com/zacwest/916d31da5d03405809c4).
    @Test("L45: a font set on a container sizes the texts inside; a text's own font wins (Apple, font(_:))")
    func fontsSizeText() throws {
        let app = ViewHost(VStack(spacing: 0) { Text("Title"); Text("Body").font(.body) }.font(.largeTitle))
        #expect(try app.frame(of: "Title").height == 41)
        #expect(try app.frame(of: "Body").height == 22)
        let bold = ViewHost(Text("Total").bold().fixedSize())
        #expect(try bold.frame(of: "Total").width > idealWidth("Total"))
    }
}
