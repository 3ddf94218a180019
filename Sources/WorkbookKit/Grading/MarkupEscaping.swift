/// Escaping of untrusted text (student ids, names, sources, messages, test names) for the class reports written as
/// markup: `index.html` and `summary.md`.
public enum MarkupEscaping {
    /// Text safe in HTML content and in a quoted attribute value: `&`, `<`, `>`, `"` and `'` as entities; control
    /// characters other than tab and line breaks (terminal escapes) and text-direction characters
    /// (``UntrustedText/isBidiControl(_:)``, which could make a line read as something else) as U+FFFD.
    public static func html(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                escaped.unicodeScalars.append(UntrustedText.isUnsafe(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return escaped
    }

    /// Text that reads as itself in Markdown (CommonMark, GitHub) on one line, also inside a table cell: markup
    /// characters (`\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `~` `&` `#` `!`) backslash-escaped, so no emphasis, link,
    /// image, HTML tag, entity or cell break can come from it; line breaks as spaces; control and text-direction
    /// characters as U+FFFD.
    public static func markdown(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!":
                escaped += "\\"
                escaped.unicodeScalars.append(scalar)
            case "\n", "\r", "\t": escaped += " "
            default:
                escaped.unicodeScalars.append(UntrustedText.isUnsafe(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return escaped
    }
}
