/// The identifiers of Swift source, in order, with their lines, as a lexer that knows just enough Swift to find them:
/// names and keywords (letters, digits, `_`, and any non-ASCII character, not starting with a digit), an attribute's
/// name with its `@` (`@inlinable`), a suppressed protocol with its `~` (`~Copyable`), a setter's access as `(set)`
/// (from `private(set)`), `` `escaped` `` names without their backticks. Optionally it skips comments (`//`, nested
/// `/* */`) and string literals (`"…"`, `"""…"""`, raw `#"…"#`, escapes and interpolations included), whose words are
/// not code.
struct SwiftTokens {
    struct Token: Equatable { var text: String; var line: Int }
    private(set) var tokens: [Token] = []
    var identifiers: [String] { tokens.map(\.text) }

    init(_ source: String, skippingCommentsAndStrings skipping: Bool) {
        let bytes = Array(source.utf8)
        var index = 0
        var line = 1
        var lineCounted = 0
        /// The line `index` is on (newlines are counted lazily, up to `index`).
        func currentLine() -> Int {
            while lineCounted < index {
                if bytes[lineCounted] == UInt8(ascii: "\n") { line += 1 }
                lineCounted += 1
            }
            return line
        }
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func isHead(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }
        func isBody(_ b: UInt8) -> Bool { isHead(b) || (b >= 0x30 && b <= 0x39) }
        while index < bytes.count {
            let current = bytes[index]
            if skipping, current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if skipping, current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if byte(0) == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") { depth += 1; index += 2 }
                    else if byte(0) == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < bytes.count
            } else if skipping, current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && Self.startsRawString(bytes, at: index)) {
                index = Self.endOfString(bytes, from: index)
            } else if isHead(current) || ((current == UInt8(ascii: "@") || current == UInt8(ascii: "~")) && byte(1).map(isHead) == true) {
                let start = index
                let tokenLine = currentLine()
                index += 1
                while index < bytes.count, isBody(bytes[index]) { index += 1 }
                var text = String(decoding: bytes[start..<index], as: UTF8.self)
                if text == "set", Self.neighbour(of: bytes, before: start) == UInt8(ascii: "("),
                   Self.neighbour(of: bytes, after: index) == UInt8(ascii: ")") { text = "(set)" }
                tokens.append(Token(text: text, line: tokenLine))
            } else if current == UInt8(ascii: "`") {
                let start = index + 1
                let tokenLine = currentLine()
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                tokens.append(Token(text: String(decoding: bytes[start..<index], as: UTF8.self), line: tokenLine))
                index += 1
            } else if current >= 0x30 && current <= 0x39 {
                while index < bytes.count, isBody(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
        }
    }

    /// The first byte before `start` (or from `after` on) that is not a space or a tab.
    private static func neighbour(of bytes: [UInt8], before start: Int) -> UInt8? {
        bytes[..<start].last { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    }
    private static func neighbour(of bytes: [UInt8], after start: Int) -> UInt8? {
        bytes[start...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    }

    /// Whether `#`s at `start` open a raw string (`#"`, `##"`).
    private static func startsRawString(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    /// The index just after the string literal that starts at `start` (its `#`s or its first quote). An interpolation's
    /// code is skipped with it; a literal left open runs to the end.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        let quote = UInt8(ascii: "\"")
        let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += multiline ? 3 : 1
        let delimiter = Array(repeating: quote, count: multiline ? 3 : 1) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                var after = index + 1
                var matched = 0
                while matched < hashes, after < bytes.count, bytes[after] == UInt8(ascii: "#") { matched += 1; after += 1 }
                if matched == hashes, after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    index = endOfParentheses(bytes, from: after)
                    continue
                }
                index = after + (matched == hashes ? 1 : 0)
                continue
            }
            if !multiline, hashes == 0, bytes[index] == UInt8(ascii: "\n") { return index }
            if bytes[index...].starts(with: delimiter) { return index + delimiter.count }
            index += 1
        }
        return index
    }

    /// The index after the `)` that closes the `(` at `start`, skipping string literals inside.
    private static func endOfParentheses(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1; index += 1
            case UInt8(ascii: ")"):
                depth -= 1; index += 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""): index = endOfString(bytes, from: index)
            default: index += 1
            }
        }
        return index
    }
}
