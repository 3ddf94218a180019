/// Where a truncated text shows its ellipsis: SwiftUI's `Text.TruncationMode`, which the layout engine maps onto it.
///
/// Source: Apple, "Text.TruncationMode" (https://developer.apple.com/documentation/swiftui/text/truncationmode):
/// `.head`, `.tail` and `.middle`; the default, `EnvironmentValues.truncationMode`, is `.tail`.
enum TextTruncation: Hashable, Sendable {
    /// "…" then the end of the line.
    case head
    /// The start of the line then "…".
    case tail
    /// The start of the line, "…", then its end.
    case middle
}

/// How a `Text` is laid out for a proposed width: its lines as shown, its size, and whether it was truncated.
///
/// The model mirrors SwiftUI's text layout (/work/shared/LAYOUT-CASES.md, section G and L07, L26, L27) with Inter's
/// advance widths (``InterMetrics``, no kerning) and the text style's line height (``TextStyle``):
/// - **Ideal size** (`width == nil`, or infinite): no wrapping; each newline starts a line; the width is the widest
///   line. Source: Field Guide, "Ideal Size" ("the bounding box of the rendered text without any word wrapping",
///   https://www.swiftuifieldguide.com/layout/ideal-size/), L31a.
/// - **A width `w`**: greedy word wrapping. A line breaks after a run of spaces, which then hangs past the line's end
///   and is not counted, or after a hyphen or dash inside a word. A word wider than `w` on a line of its own is broken
///   between characters (grapheme clusters). Every line fits in `w`, except that a line always holds at least one
///   character: when `w` is narrower than a character (down to `w == 0`), that character has a line of its own and
///   the text is wider than `w`. Source: L31 ("words break only when the proposal is narrower than a single word");
///   objc.io Swift Talk 318 (word, then letter, wrapping,
///   https://talk.objc.io/episodes/S01E318-inspecting-swiftui-s-layout-process). That a line holds at least one
///   character is how CoreText's typesetter breaks (it never returns an empty line); whether SwiftUI then reports the
///   wider width or `w` is not documented [?]. The line count is at most the number of characters, so a tiny width
///   costs time linear in the length, never a loop.
/// - **The result's width** is its widest shown line, never stretched to `w`. Source: Apple,
///   "EnvironmentValues.multilineTextAlignment" ("a text view has a width that exactly matches the width of its
///   widest line", https://developer.apple.com/documentation/swiftui/environmentvalues/multilinetextalignment);
///   WWDC19 237 (notes): "The bounds of a Text view never stretch beyond the height and width of its displayed
///   lines". Widths are exact, not rounded to pixels.
/// - **The height** is the number of shown lines × the line height. An empty string is one empty line: zero wide and
///   one line tall, as `Text("")` is in SwiftUI [?: from its behaviour in stacks, not from a page of Apple's].
///   Trailing spaces of a line are never counted, so `"Hi "` is as wide as `"Hi"` [?].
/// - **Truncation**: when more lines are needed than the limit allows, the last shown line ends where the text is
///   cut. With `.tail` it keeps as much of the rest of its paragraph as fits with "…" after it; `.head` and `.middle`
///   put the "…" at the start or middle of that last line, keeping its paragraph's end. The lines before the last are
///   laid out as usual (SwiftUI truncates only the last line: `EnvironmentValues.truncationMode`, "how the layout
///   truncates the last line of text to fit into the available space"). If the last line's paragraph fits and it is
///   later text that is cut (a newline past the limit), the "…" goes at the end whatever the mode. If "…" alone does
///   not fit, the line is "…" and wider than the proposal [?]. Source: Apple, `lineLimit(_:)`, `truncationMode(_:)`
///   ("Truncation is indicated by adding an ellipsis (…)"), L30.
/// - **A height** is turned into a line limit: as many whole lines as fit, but at least one, so a text offered less
///   than one line's height shows one line and overflows (the choice made here; SwiftUI's `Text` in a too-short frame
///   shows a truncated first line, L26a). L27: a `nil` height (`fixedSize(horizontal: false, vertical: true)`) never
///   truncates.
struct TextLayout: Equatable, Sendable {
    /// The lines as shown, after wrapping and truncation, with "…" where the text was cut. Spaces at the ends of lines
    /// are left out.
    var lines: [String]
    /// The size in points: the widest shown line's advance sum by the number of lines × the line height.
    var size: CGSize
    /// Whether text was left out to respect the line limit or the height.
    var isTruncated: Bool

    /// The advance sum of `string` on one line, in points: its characters' advances × `pointSize / unitsPerEm`, without
    /// kerning. Newlines are zero wide (this is not the width of a multi-line text: use
    /// ``measure(_:style:width:height:lineLimit:truncationMode:)``).
    static func width(of string: String, style: TextStyle) -> CGFloat {
        var units = 0
        for cluster in TextCluster.clusters(of: string, face: style.face) { units += Int(cluster.advance) }
        return CGFloat(units) * (style.pointSize / CGFloat(InterMetrics.unitsPerEm))
    }

    /// Lays `string` out in `style`.
    ///
    /// - Parameters:
    ///   - width: the proposed width in points; `nil` or infinity for the ideal (unwrapped) size. A negative width acts
    ///     as 0.
    ///   - height: the proposed height in points; `nil` or infinity for no limit. At most `floor(height / lineHeight)`
    ///     lines are shown, and at least one.
    ///   - lineLimit: the most lines shown (`lineLimit(_:)`); `nil` for no limit, and a value below 1 acts as 1
    ///     (Apple, `EnvironmentValues.lineLimit`: "The maximum number of lines is 1 if the value is less than 1").
    ///   - truncationMode: where the "…" goes on the last line when text is cut.
    static func measure(
        _ string: String, style: TextStyle, width: CGFloat?, height: CGFloat? = nil, lineLimit: Int?,
        truncationMode: TextTruncation
    ) -> TextLayout {
        let face = style.face
        let clusters = TextCluster.clusters(of: string, face: face)
        let scale = style.pointSize / CGFloat(InterMetrics.unitsPerEm)
        var limit = Double.infinity
        if let width, width.isFinite, scale > 0 {
            // A hundredth of a font unit of slack, so that proposing a text its own measured width never wraps it.
            limit = Double(max(0, width) / scale) + 0.01
        }
        let maxLines = effectiveLineLimit(lineLimit, height: height, lineHeight: style.lineHeight)

        var breaker = LineBreaker(clusters: clusters, limit: limit, cap: maxLines.map { $0 + 1 } ?? Int.max)
        breaker.run()
        var lines = breaker.lines
        let slicer = Slicer(string: string, clusters: clusters)
        var shown: [String] = []
        var widest = 0
        var isTruncated = false
        if let maxLines, lines.count > maxLines {
            isTruncated = true
            lines.removeLast(lines.count - maxLines)
        }
        for (index, line) in lines.enumerated() {
            if isTruncated && index == lines.count - 1 {
                let ellipsis = Int(TextCluster.advance(of: "\u{2026}", face: face))
                let cut = truncate(line, clusters: clusters, limit: limit, ellipsis: ellipsis, mode: truncationMode)
                shown.append(String(slicer[cut.prefix]) + "\u{2026}" + String(slicer[cut.suffix]))
                widest = max(widest, cut.width)
            } else {
                shown.append(String(slicer[line.start..<line.end]))
                widest = max(widest, line.width)
            }
        }
        let size = CGSize(width: CGFloat(widest) * scale, height: CGFloat(shown.count) * style.lineHeight)
        return TextLayout(lines: shown, size: size, isTruncated: isTruncated)
    }

    /// The line limit after clamping `lineLimit` to at least 1 and adding the lines that fit in `height`.
    private static func effectiveLineLimit(_ lineLimit: Int?, height: CGFloat?, lineHeight: CGFloat) -> Int? {
        var result = lineLimit.map { min(max(1, $0), Int(Int32.max)) }
        if let height, height.isFinite, lineHeight > 0 {
            let fitting = (Double(max(0, height) / lineHeight) + 1e-9).rounded(.down)
            let fit = fitting >= Double(Int32.max) ? Int(Int32.max) : max(1, Int(fitting))
            result = min(result ?? fit, fit)
        }
        return result
    }

    /// What is kept of a truncated last line: the clusters before and after the "…", and the width in font units.
    private struct Cut {
        var prefix: Range<Int>
        var suffix: Range<Int>
        var width: Int
    }

    /// Cuts the rest of `line`'s paragraph so that it and "…" fit in `limit` font units.
    private static func truncate(
        _ line: Line, clusters: [TextCluster], limit: Double, ellipsis: Int, mode: TextTruncation
    ) -> Cut {
        let start = line.start
        var end = line.paragraphEnd
        var restWidth = 0
        for index in start..<end { restWidth += Int(clusters[index].advance) }
        while end > start, clusters[end - 1].isSpace {
            end -= 1
            restWidth -= Int(clusters[end].advance)
        }
        let available = limit - Double(ellipsis)
        let placesEllipsisInside = Double(restWidth) > limit && mode != .tail

        var prefixEnd = start
        var prefixWidth = 0
        let prefixBudget = !placesEllipsisInside ? available : mode == .middle ? available / 2 : -1
        while prefixEnd < end, Double(prefixWidth + Int(clusters[prefixEnd].advance)) <= prefixBudget {
            prefixWidth += Int(clusters[prefixEnd].advance)
            prefixEnd += 1
        }
        while prefixEnd > start, clusters[prefixEnd - 1].isSpace {
            prefixEnd -= 1
            prefixWidth -= Int(clusters[prefixEnd].advance)
        }

        var suffixStart = end
        var suffixWidth = 0
        if placesEllipsisInside {
            while suffixStart > prefixEnd,
                Double(prefixWidth + suffixWidth + Int(clusters[suffixStart - 1].advance)) <= available
            {
                suffixStart -= 1
                suffixWidth += Int(clusters[suffixStart].advance)
            }
            while suffixStart < end, clusters[suffixStart].isSpace {
                suffixWidth -= Int(clusters[suffixStart].advance)
                suffixStart += 1
            }
        }
        return Cut(prefix: start..<prefixEnd, suffix: suffixStart..<end, width: prefixWidth + ellipsis + suffixWidth)
    }
}

/// One laid-out line: clusters `start..<end` (its trailing spaces left out), `width` font units wide, in the paragraph
/// that ends at cluster `paragraphEnd` (its newline, or the end of the text).
private struct Line {
    var start: Int
    var end: Int
    var paragraphEnd: Int
    var width: Int
}

/// Greedy line breaking of clusters into lines at most `limit` font units wide (see ``TextLayout``), stopping once it
/// has `cap` lines: a truncated text needs to know only that there are more lines than it shows.
private struct LineBreaker {
    let clusters: [TextCluster]
    let limit: Double
    let cap: Int
    var lines: [Line] = []

    private var start = 0
    private var end = 0
    private var width = 0
    private var hangingSpaces = 0
    private var isEmpty = true
    private var paragraphEnd = 0

    init(clusters: [TextCluster], limit: Double, cap: Int) {
        self.clusters = clusters
        self.limit = limit
        self.cap = cap
    }

    private var isFull: Bool { lines.count >= cap }

    mutating func run() {
        var paragraphStart = 0
        while paragraphStart <= clusters.count {
            var stop = paragraphStart
            while stop < clusters.count, !clusters[stop].isNewline { stop += 1 }
            layParagraph(paragraphStart..<stop)
            if isFull { return }
            paragraphStart = stop + 1
        }
    }

    private mutating func layParagraph(_ paragraph: Range<Int>) {
        paragraphEnd = paragraph.upperBound
        start = paragraph.lowerBound
        end = start
        width = 0
        hangingSpaces = 0
        isEmpty = true
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            var next = index
            var wordWidth = 0
            while next < paragraph.upperBound, !clusters[next].isSpace {
                wordWidth += Int(clusters[next].advance)
                next += 1
                if clusters[next - 1].breaksAfter, next - 1 > index { break }
            }
            let wordEnd = next
            var spaceWidth = 0
            while next < paragraph.upperBound, clusters[next].isSpace {
                spaceWidth += Int(clusters[next].advance)
                next += 1
            }
            place(index..<wordEnd, width: wordWidth, spaces: spaceWidth)
            if isFull { return }
            index = next
        }
        emit(start..<end, width: width)
    }

    /// Adds a word (clusters `word`, `wordWidth` wide) and the spaces after it to the current line, or starts a new
    /// line with it.
    private mutating func place(_ word: Range<Int>, width wordWidth: Int, spaces: Int) {
        if !isEmpty {
            if Double(width + hangingSpaces + wordWidth) <= limit {
                width += hangingSpaces + wordWidth
                end = word.upperBound
                hangingSpaces = spaces
                return
            }
            // Leading spaces that do not fit with the first word hang like any other; they do not make a line.
            if end > start || width > 0 {
                emit(start..<end, width: width)
                if isFull { return }
            }
        }
        isEmpty = false
        start = word.lowerBound
        end = word.upperBound
        hangingSpaces = spaces
        if Double(wordWidth) <= limit {
            width = wordWidth
            return
        }
        var pieceStart = word.lowerBound
        var pieceWidth = 0
        for index in word {
            let advance = Int(clusters[index].advance)
            if index > pieceStart, Double(pieceWidth + advance) > limit {
                emit(pieceStart..<index, width: pieceWidth)
                if isFull { return }
                pieceStart = index
                pieceWidth = 0
            }
            pieceWidth += advance
        }
        start = pieceStart
        width = pieceWidth
    }

    private mutating func emit(_ range: Range<Int>, width: Int) {
        lines.append(Line(start: range.lowerBound, end: range.upperBound, paragraphEnd: paragraphEnd, width: width))
    }
}

/// The text of a range of clusters, as a slice of the original string.
private struct Slicer {
    let string: String
    let clusters: [TextCluster]

    subscript(range: Range<Int>) -> Substring {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offset(range.lowerBound))
        let upper = utf8.index(utf8.startIndex, offsetBy: offset(range.upperBound))
        return string[lower..<upper]
    }

    private func offset(_ cluster: Int) -> Int {
        cluster < clusters.count ? Int(clusters[cluster].utf8Offset) : string.utf8.count
    }
}
