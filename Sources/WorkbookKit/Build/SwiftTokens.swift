/// The words of Swift source, in order, with their lines: names and keywords (letters, digits, `_`, and any non-ASCII
/// character, not starting with a digit), an attribute's name with its `@` (`@inlinable`, and ``@`inlinable` `` the
/// same), `` `escaped` `` names without their backticks, and each `(`.
///
/// Comments and string and regex literals are read like code, on purpose: skipping them means lexing them, and a
/// lexer that mistakes where one ends (a regex literal holding a quote) would hide the code after it. Reading their
/// words only ever finds more.
struct SwiftTokens {
    struct Token: Equatable { var text: String; var line: Int }
    private(set) var tokens: [Token] = []
    var identifiers: [String] { tokens.map(\.text).filter { $0 != "(" } }

    init(_ source: String) {
        let bytes = Array(source.utf8)
        var index = 0
        var line = 1
        func isHead(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }
        func isBody(_ b: UInt8) -> Bool { isHead(b) || (b >= 0x30 && b <= 0x39) }
        /// The name at `index` (plain or in backticks), moving past it; nil if there is none.
        func name() -> String? {
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                index = min(end + 1, bytes.count)
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            guard index < bytes.count, isHead(bytes[index]) else { return nil }
            let start = index
            while index < bytes.count, isBody(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if current == UInt8(ascii: "@") {
                index += 1
                if let attribute = name() { tokens.append(Token(text: "@" + attribute, line: line)) }
            } else if current == UInt8(ascii: "(") {
                tokens.append(Token(text: "(", line: line))
                index += 1
            } else if let word = name() {
                tokens.append(Token(text: word, line: line))
            } else if current >= 0x30 && current <= 0x39 {
                while index < bytes.count, isBody(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
        }
    }
}
