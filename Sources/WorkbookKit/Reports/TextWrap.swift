/// Word wrapping for terminal text, aware of ANSI styling (escape sequences take no columns).
public enum TextWrap {
    /// `line` broken at spaces into lines of at most `width` columns. Continuation lines start with `hang` spaces —
    /// by default as many as `line` starts with, so a wrapped message keeps its indent. A word longer than the room
    /// stays whole; runs of spaces inside the line are kept. No wrapping when `width` is nil or leaves under 20
    /// columns after the indent.
    public static func wrap(_ line: String, width: Int?, hang: Int? = nil) -> [String] {
        guard let width, visibleWidth(line) > width else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        let hang = hang ?? indent
        guard width - max(indent, hang) >= 20 else { return [line] }
        let words = line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var current = String(repeating: " ", count: indent)
        var currentWidth = indent
        var empty = true  // nothing but the indent on the current line yet
        for word in words {
            let wordWidth = visibleWidth(word)
            if empty {
                current += word; currentWidth += wordWidth; empty = word.isEmpty
            } else if currentWidth + 1 + wordWidth <= width || wordWidth == 0 {
                current += " " + word; currentWidth += 1 + wordWidth
            } else {
                lines.append(current)
                current = String(repeating: " ", count: hang) + word
                currentWidth = hang + wordWidth
                empty = word.isEmpty
            }
        }
        lines.append(current)
        // A space run that straddled a break leaves trailing spaces; drop them.
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Columns `text` takes on a terminal: characters, not counting ANSI escape sequences.
    public static func visibleWidth(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else if !(0x300...0x36F).contains(scalar.value) && scalar.properties.generalCategory != .format {
                count += 1
            }
        }
        return count
    }
}
