/// Text someone else controls (a learner's ref name, a student's file name or commit message) made safe to print on a
/// terminal or put in a page: nothing in it can move the cursor, recolour the screen, or reorder what is shown.
public enum UntrustedText {
    /// `text` without C0 controls (U+0000–U+001F, line breaks and tabs too), DEL, C1 controls (U+0080–U+009F) and the
    /// bidirectional formatting characters (``isBidiControl(_:)``); every other character is kept as it is.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafe($0) }))
    }

    /// ``printable(_:)`` for text of several lines (a test's message, what a learner's code printed, a compiler's
    /// excerpt): line feeds and tabs are kept, a carriage return is removed (CRLF becomes LF), every other character
    /// ``printable(_:)`` removes is removed.
    public static func printableLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafeInLines) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafeInLines($0) }))
    }

    /// `text` with each character ``printable(_:)`` would remove written out as `\u{…}` (`Evil\u{1B}[2J.swift`), for
    /// naming such a text to whoever has to deal with it.
    public static func escaped(_ text: String) -> String {
        guard needsCleaning(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// ``escaped(_:)`` for text of several lines: each line escaped, the line feeds kept.
    public static func escapedLines(_ text: String) -> String {
        guard needsCleaning(text) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// Whether `text` holds anything ``printable(_:)`` removes.
    public static func needsCleaning(_ text: String) -> Bool { text.unicodeScalars.contains(where: isUnsafe) }

    /// A control character, a bidirectional formatting character, a Unicode line or paragraph separator, or a BOM.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF  // line and paragraph separators, BOM
    }

    /// What ``printableLines(_:)`` removes: what ``isUnsafe(_:)`` says, but for a line feed or a tab.
    static func isUnsafeInLines(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && isUnsafe(scalar)
    }

    /// The characters that change the order text is displayed in (the "Trojan Source" characters): the embeddings and
    /// overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}
