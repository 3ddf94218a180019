import Foundation
import Testing
@testable import ViewSim

/// The text measuring model: how big a `Text` is for a proposed width, with which lines, and whether it was cut.
/// Cases from /work/shared/LAYOUT-CASES.md, section G (L30, L31) and L07, L26, L27, L45. Text numbers depend on the
/// model's font (Inter), so the tests assert relations and sums of the table's advances, not Apple's pixel widths.
@Suite("Text layout")
struct TextLayoutTests {
    let body = Font.body.resolved(weight: nil, bold: false)
    let sentence = "The quick brown fox jumps over the lazy dog"

    /// The advance sum of `string` in points, computed from the generated table directly: every character here is in
    /// the table.
    func tableWidth(_ string: String, face: InterMetrics.Face = .regular, pointSize: CGFloat = 17) -> CGFloat {
        let table = InterMetrics.advances(face)
        var units = 0
        for scalar in string.unicodeScalars {
            units += Int(table[InterMetrics.slot(of: scalar.value)!])
        }
        return CGFloat(units) * pointSize / CGFloat(InterMetrics.unitsPerEm)
    }

    func measure(
        _ string: String, width: CGFloat?, height: CGFloat? = nil, lineLimit: Int? = nil,
        mode: TextTruncation = .tail
    ) -> TextLayout {
        TextLayout.measure(
            string, style: body, width: width, height: height, lineLimit: lineLimit, truncationMode: mode)
    }

    // Source: Field Guide, "Ideal Size" (https://www.swiftuifieldguide.com/layout/ideal-size/), L31a.
    @Test("The ideal size (width nil) is one unwrapped line, one line tall")
    func idealSizeIsOneLine() {
        let layout = measure(sentence, width: nil)
        #expect(layout.lines == [sentence])
        #expect(layout.size.height == 22)
        #expect(abs(layout.size.width - tableWidth(sentence)) < 1e-9)
        #expect(layout.size.width == TextLayout.width(of: sentence, style: body))
        #expect(!layout.isTruncated)
    }

    // Source: the model's definition (advances × pointSize / unitsPerEm, no kerning), on the L07 string.
    @Test("\"Hello, world\" in body is the sum of its advances in Inter Regular at 17 points")
    func helloWorldIsTheSumOfAdvances() {
        let advances = InterMetrics.advances(.regular)
        let scalars: [UInt32] = [0x48, 0x65, 0x6C, 0x6C, 0x6F, 0x2C, 0x20, 0x77, 0x6F, 0x72, 0x6C, 0x64]
        let units = scalars.reduce(0) { $0 + Int(advances[Int($1) - 0x20]) }
        let expected = CGFloat(units) * 17 / 2816
        #expect(InterMetrics.unitsPerEm == 2816)
        #expect(abs(TextLayout.width(of: "Hello, world", style: body) - expected) < 1e-9)
        #expect(abs(measure("Hello, world", width: nil).size.width - expected) < 1e-9)
    }

    // Source: L31 ("Narrower proposals wrap at word boundaries"); L07 (a text offered less than its width wraps).
    @Test("A width wraps at word boundaries, and no line is wider than the proposal")
    func wrapsAtWordBoundaries() {
        let layout = measure(sentence, width: 100)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.joined(separator: " ") == sentence)
        for line in layout.lines {
            #expect(tableWidth(line) <= 100)
            #expect(!line.hasPrefix(" ") && !line.hasSuffix(" "))
        }
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            let firstWord = String(next.prefix { $0 != " " })
            #expect(tableWidth(line + " " + firstWord) > 100, "greedy: the next word would not have fitted")
        }
        #expect(layout.size.height == CGFloat(layout.lines.count) * 22)
        #expect(!layout.isTruncated)
    }

    // Source: L31b and Apple, "EnvironmentValues.multilineTextAlignment" ("a text view has a width that exactly
    // matches the width of its widest line").
    @Test("The width is the widest line's, never stretched to the proposal")
    func widthIsTheWidestLine() {
        let short = measure("Hi", width: 300)
        #expect(short.lines == ["Hi"])
        #expect(abs(short.size.width - tableWidth("Hi")) < 1e-9)
        #expect(short.size.width < 300)

        let wrapped = measure(sentence, width: 100)
        let widest = wrapped.lines.map { tableWidth($0) }.max()!
        #expect(abs(wrapped.size.width - widest) < 1e-9)
        #expect(wrapped.size.width < 100)
    }

    // Source: L07 (an HStack proposes a text its measured width back); the model's slack of 0.01 font unit.
    @Test("Proposing a text its own ideal width keeps it on one line")
    func ownWidthDoesNotWrap() {
        let ideal = measure(sentence, width: nil)
        let again = measure(sentence, width: ideal.size.width)
        #expect(again == ideal)
        #expect(measure(sentence, width: ideal.size.width - 0.5).lines.count == 2)
    }

    // Source: L31 ("words break only when the proposal is narrower than a single word"); objc.io Swift Talk 318
    // (word, then letter, wrapping).
    @Test("A word wider than the proposal breaks between characters, filling each line")
    func longWordBreaksAtCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let layout = measure("A " + word, width: 60)
        #expect(layout.lines.first == "A", "the long word starts its own line before it is broken")
        let pieces = Array(layout.lines.dropFirst())
        #expect(pieces.count > 2)
        #expect(pieces.joined() == word)
        for piece in pieces { #expect(tableWidth(piece) <= 60) }
        for (piece, next) in zip(pieces, pieces.dropFirst()) {
            #expect(tableWidth(piece + String(next.first!)) > 60)
        }
    }

    // Source: the model's rule (a line holds at least one character: CoreText's typesetter never returns an empty
    // line).
    @Test("A proposal of 0 puts one character on each line and reports the widest character")
    func zeroWidth() {
        let layout = measure("ab c", width: 0)
        #expect(layout.lines == ["a", "b", "c"])
        #expect(abs(layout.size.width - max(tableWidth("a"), tableWidth("b"), tableWidth("c"))) < 1e-9)
        #expect(layout.size.height == 66)
        #expect(!layout.isTruncated)
    }

    // Source: Unicode Standard Annex #14 (a line may break after a hyphen, class HY/BA), as CoreText does.
    @Test("A line may break after a hyphen inside a word")
    func breaksAfterHyphen() {
        let width = max(tableWidth("well-"), tableWidth("known")) + 1
        #expect(width < tableWidth("well-known"))
        #expect(measure("well-known", width: width).lines == ["well-", "known"])
        #expect(measure("-5 -5", width: tableWidth("-5") + 1).lines == ["-5", "-5"], "no break after a leading hyphen")
    }

    // Source: L30a and L30b; Apple, "truncationMode(_:)" ("Truncation is indicated by adding an ellipsis (…)").
    @Test("lineLimit(1): tail, head and middle truncation put the ellipsis at the end, start and middle")
    func lineLimitOneTruncates() {
        let tail = measure(sentence, width: 150, lineLimit: 1, mode: .tail)
        #expect(tail.lines.count == 1)
        #expect(tail.lines[0].hasPrefix("The quick"))
        #expect(tail.lines[0].hasSuffix("\u{2026}"))
        #expect(tail.isTruncated)
        #expect(tail.size.width <= 150)
        #expect(tail.size.height == 22)
        let kept = String(tail.lines[0].dropLast())
        #expect(sentence.hasPrefix(kept))
        let nextCharacter = sentence[sentence.index(sentence.startIndex, offsetBy: kept.count)]
        #expect(tableWidth(kept + String(nextCharacter) + "\u{2026}") > 150, "tail keeps as much as fits")

        let head = measure(sentence, width: 150, lineLimit: 1, mode: .head)
        #expect(head.lines.count == 1)
        #expect(head.lines[0].hasPrefix("\u{2026}"))
        #expect(sentence.hasSuffix(String(head.lines[0].dropFirst())))
        #expect(head.lines[0].hasSuffix("lazy dog"))
        #expect(head.size.width <= 150)
        #expect(head.isTruncated)

        let middle = measure(sentence, width: 150, lineLimit: 1, mode: .middle)
        #expect(middle.lines.count == 1)
        let parts = middle.lines[0].components(separatedBy: "\u{2026}")
        #expect(parts.count == 2)
        #expect(parts[0].hasPrefix("The") && sentence.hasPrefix(parts[0]))
        #expect(parts[1].hasSuffix("dog") && sentence.hasSuffix(parts[1]))
        #expect(middle.size.width <= 150)
        #expect(middle.isTruncated)
    }

    // Source: L30c.
    @Test("lineLimit(2) in width 100: two lines, the second ending in an ellipsis")
    func lineLimitTwoInWidth100() {
        let unlimited = measure(sentence, width: 100)
        let layout = measure(sentence, width: 100, lineLimit: 2)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0] == unlimited.lines[0])
        #expect(layout.lines[1].hasSuffix("\u{2026}"))
        #expect(layout.size.height == 44)
        #expect(layout.size.width <= 100)
        #expect(layout.isTruncated)

        let head = measure(sentence, width: 100, lineLimit: 2, mode: .head)
        #expect(head.lines[0] == unlimited.lines[0], "the lines before the last are laid out as usual")
        #expect(head.lines[1].hasPrefix("\u{2026}") && head.lines[1].hasSuffix("dog"))

        let enough = measure(sentence, width: 100, lineLimit: unlimited.lines.count)
        #expect(enough == unlimited)
    }

    // Source: Apple, "EnvironmentValues.lineLimit" ("The maximum number of lines is 1 if the value is less than 1");
    // L30.
    @Test("lineLimit(0) and negative limits act as 1")
    func lineLimitBelowOneActsAsOne() {
        let one = measure(sentence, width: 100, lineLimit: 1)
        #expect(measure(sentence, width: 100, lineLimit: 0) == one)
        #expect(measure(sentence, width: 100, lineLimit: -3) == one)
        #expect(measure(sentence, width: 100, lineLimit: .max) == measure(sentence, width: 100))
        #expect(one.lines.count == 1)
    }

    // Source: L31c (a text with a newline is as wide as its longer line).
    @Test("Explicit newlines start lines; the width is the longer line's")
    func explicitNewlines() {
        let text = "Line one\nA much longer line two"
        let layout = measure(text, width: nil)
        #expect(layout.lines == ["Line one", "A much longer line two"])
        #expect(abs(layout.size.width - tableWidth("A much longer line two")) < 1e-9)
        #expect(layout.size.height == 44)
        #expect(measure(text, width: 1000) == layout)
        #expect(measure("a\r\nb\n\nc\n", width: nil).lines == ["a", "b", "", "c", ""])
    }

    // Source: Apple, "EnvironmentValues.truncationMode" ("how the layout truncates the last line of text"); the
    // model's rule: when the cut is at a newline, the ellipsis goes at the end whatever the mode.
    @Test("A cut at a newline ends the last shown line with an ellipsis")
    func newlineCut() {
        let tail = measure("A\nB\nC", width: nil, lineLimit: 2)
        #expect(tail.lines == ["A", "B\u{2026}"])
        #expect(tail.isTruncated)
        #expect(measure("A\nB\nC", width: 200, lineLimit: 2, mode: .head) == tail)
        #expect(measure("A\nB", width: nil, lineLimit: 2).isTruncated == false)
    }

    // Source: the model's fallback (TextCluster.fallbackAdvance): Unicode Standard Annex #11 wide characters and emoji
    // are one em; other characters outside the table are the mean width of a-z.
    @Test("Characters outside the table: CJK and emoji are one em, others the mean width of a-z")
    func fallbackAdvances() {
        #expect(TextLayout.width(of: "\u{65E5}\u{672C}", style: body) == 34)
        #expect(TextLayout.width(of: "\u{1F44D}", style: body) == 17)
        #expect(TextLayout.width(of: "\u{2764}\u{FE0F}", style: body) == 17)
        let alef = TextLayout.width(of: "\u{05D0}", style: body)
        #expect(alef == CGFloat(InterMetrics.fallbackAdvance(.regular)) * 17 / 2816)
        #expect(TextLayout.width(of: "\u{200D}", style: body) == 0)
    }

    // Source: the model's choice, from SwiftUI's behaviour: `Text("")` is one line tall and zero wide [?].
    @Test("An empty string is zero wide and one line tall")
    func emptyString() {
        let layout = measure("", width: nil)
        #expect(layout.lines == [""])
        #expect(layout.size == CGSize(width: 0, height: 22))
        #expect(!layout.isTruncated)
        #expect(measure("", width: 50, lineLimit: 1) == layout)
    }

    // Source: L26a (a text in a frame too small for it truncates); L27 (a nil height never truncates).
    @Test("A height limits the lines to those that fit, at least one")
    func heightTruncates() {
        let all = measure(sentence, width: 100)
        #expect(all.lines.count >= 3)
        let two = measure(sentence, width: 100, height: 50)
        #expect(two.lines.count == 2)
        #expect(two.isTruncated)
        #expect(two.lines[1].hasSuffix("\u{2026}"))
        #expect(two == measure(sentence, width: 100, lineLimit: 2))
        #expect(measure(sentence, width: 100, height: 10).lines.count == 1)
        #expect(measure(sentence, width: 100, height: 44, lineLimit: 1).lines.count == 1)
        #expect(measure(sentence, width: 100, height: .infinity) == all)
        #expect(measure(sentence, width: 100, height: CGFloat(all.lines.count) * 22) == all)
    }

    // Source: L45; the sizes from UIFont.preferredFont (https://gist.github.com/zacwest/916d31da5d03405809c4), line
    // heights from the HIG "Large (default)" table.
    @Test("Text styles resolve to the Large sizes: headline is semibold 17/22, largeTitle 34/41")
    func textStyles() {
        func plain(_ font: Font) -> TextStyle { font.resolved(weight: nil, bold: false) }
        #expect(plain(.headline) == TextStyle(pointSize: 17, lineHeight: 22, weight: .semibold))
        #expect(plain(.largeTitle) == TextStyle(pointSize: 34, lineHeight: 41, weight: .regular))
        #expect(plain(.caption) == TextStyle(pointSize: 12, lineHeight: 16, weight: .regular))
        #expect(Font.textStyle(named: "caption2") == TextStyle(pointSize: 11, lineHeight: 13, weight: .regular))
        #expect(plain(.system(size: 20)) == TextStyle(pointSize: 20, lineHeight: 24, weight: .regular))
        #expect(TextStyle.resolve(nil, weight: nil, bold: false) == body)
        #expect(Font.body.resolved(weight: nil, bold: true).weight == .bold)
        #expect(Font.headline.resolved(weight: .light, bold: true).weight == .light)
        #expect(Font.headline.resolved(weight: nil, bold: false).face == .semiBold)
    }

    // Source: Apple, "Text.bold()"; Inter's bold advances are wider than its regular ones.
    @Test("Bold text is wider than regular text")
    func boldIsWider() {
        let bold = Font.body.resolved(weight: nil, bold: true)
        let boldWidth = TextLayout.width(of: "Hello, world", style: bold)
        #expect(boldWidth > TextLayout.width(of: "Hello, world", style: body))
        #expect(abs(boldWidth - tableWidth("Hello, world", face: .bold)) < 1e-9)
    }

    // Source: the model's rule: a cluster is as wide as its first scalar (combining marks add nothing).
    @Test("A decomposed accent is one character as wide as the precomposed one")
    func graphemeClusters() {
        #expect(TextLayout.width(of: "cafe\u{301}", style: body) == TextLayout.width(of: "caf\u{E9}", style: body))
        #expect(measure("e\u{301}e\u{301}", width: 0).lines == ["e\u{301}", "e\u{301}"])
    }

    // Source: the model's rule for tiny widths (linear in the length, at most one line per character).
    @Test("5,000 characters at width 1 end quickly with one character per line")
    func longStringAtWidthOne() {
        let words = String(repeating: "lorem ipsum ", count: 417)
        #expect(words.count == 5_004)
        let clock = ContinuousClock()
        var layout: TextLayout?
        let elapsed = clock.measure { layout = measure(words, width: 1) }
        let result = layout!
        #expect(elapsed < .seconds(2))
        #expect(result.lines.count == 417 * 10)
        #expect(result.lines.allSatisfy { $0.count == 1 })
        #expect(result.size.height == CGFloat(417 * 10) * 22)
        #expect(abs(result.size.width - tableWidth("m")) < 1e-9)
        #expect(!result.isTruncated)

        let limited = measure(words, width: 1, lineLimit: 3)
        #expect(limited.lines.count == 3 && limited.isTruncated)
    }
}
