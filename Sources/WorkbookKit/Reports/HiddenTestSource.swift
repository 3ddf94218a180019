import Foundation

/// The source code of a hidden test, for reports that carry it (Exercism's `test_code`): the test function the result
/// names (``TestOutcome/sourceLocation``), read from `Tests/Hidden/<exercise>/` — from its `@Test` attribute to the
/// brace that closes its body, with the indentation they share removed.
///
/// Nil whenever that cannot be done exactly: the result does not say where the test is (a recorded result from before
/// locations were kept, a budget), the file is not there or not a plain `.swift` file name, or the line does not start
/// a `@Test` whose body closes. A report then leaves the code out rather than show something else.
public struct HiddenTestSource: Sendable {
    /// The workbook's content root (`Tests/Hidden/` is under it).
    public var contentRoot: URL

    public init(contentRoot: URL) { self.contentRoot = contentRoot }

    public init(_ workbook: Workbook) { self.init(contentRoot: workbook.contentRoot) }

    /// A file read is at most this many bytes; a hidden suite is a few kilobytes.
    static let maxFileBytes = 1 << 20

    /// The code of `test`, a test of `exercise` (its id), or nil.
    public func code(of test: TestOutcome, exercise: String) -> String? {
        guard let location = test.sourceLocation, Exercise.isValidID(exercise),
              location.file.hasSuffix(".swift"), !location.file.contains("/"), !location.file.hasPrefix(".") else { return nil }
        let url = contentRoot.appendingPathComponent("Tests/Hidden/\(exercise)/\(location.file)")
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maxFileBytes + 1), data.count <= Self.maxFileBytes else { return nil }
        return Self.function(in: String(decoding: data, as: UTF8.self), atLine: location.line)
    }

    /// The declaration that starts at `line` (1-based) of `text` with `@Test`, through the `}` that closes its body;
    /// nil when the line holds no `@Test` or its body never closes. Braces inside string literals and comments do not
    /// count.
    static func function(in text: String, atLine line: Int) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, let at = lines[line - 1].range(of: "@Test") else { return nil }
        // From the start of the attribute's line; what stands before `@Test` on it is indentation or other attributes.
        let before = lines[line - 1][..<at.lowerBound].trimmingCharacters(in: .whitespaces)
        guard before.isEmpty || before.hasPrefix("@") else { return nil }
        let rest = lines[(line - 1)...].joined(separator: "\n")
        guard let end = bodyEnd(in: rest) else { return nil }
        let code = rest[..<end].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return dedented(code).joined(separator: "\n")
    }

    /// The index just past the `}` that closes the first `{ … }` block of `code`, skipping strings and comments.
    private static func bodyEnd(in code: String) -> String.Index? {
        var depth = 0
        var opened = false
        /// Open string literals and interpolations, innermost last: a quote kind, or `(` for an interpolation's parentheses.
        enum Frame { case string(multiline: Bool, hashes: Int), interpolation(parentheses: Int) }
        var stack: [Frame] = []
        var index = code.startIndex
        func peek(_ text: String, at position: String.Index) -> Bool { code[position...].hasPrefix(text) }
        while index < code.endIndex {
            let character = code[index]
            if case .string(let multiline, let hashes)? = stack.last {
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if character == "\\", peek("\\" + String(repeating: "#", count: hashes) + "(", at: index) {
                    index = code.index(index, offsetBy: hashes + 2)
                    stack.append(.interpolation(parentheses: 0))
                    continue
                }
                if character == "\\", peek("\\" + String(repeating: "#", count: hashes), at: index) {
                    // An escape (`\"`, `\\`; in a raw string only `\#…`): the character after it is not a quote that closes.
                    index = code.index(index, offsetBy: 2 + hashes, limitedBy: code.endIndex) ?? code.endIndex
                    continue
                }
                if peek(closing, at: index) {
                    stack.removeLast()
                    index = code.index(index, offsetBy: closing.count)
                    continue
                }
                if character == "\n", !multiline { stack.removeLast() }  // an unclosed one-line string: give up on it
                index = code.index(after: index)
                continue
            }
            // Code: at the top level, or inside an interpolation.
            if peek("//", at: index) {
                index = code[index...].firstIndex(of: "\n") ?? code.endIndex
                continue
            }
            if peek("/*", at: index) {
                guard let close = code[code.index(index, offsetBy: 2)...].range(of: "*/") else { return nil }
                index = close.upperBound
                continue
            }
            if character == "#" || character == "\"" {
                let hashes = code[index...].prefix { $0 == "#" }.count
                let quote = code.index(index, offsetBy: hashes)
                if quote < code.endIndex, code[quote] == "\"" {
                    let multiline = peek("\"\"\"", at: quote)
                    stack.append(.string(multiline: multiline, hashes: hashes))
                    index = code.index(quote, offsetBy: multiline ? 3 : 1)
                    continue
                }
            }
            if case .interpolation(let parentheses)? = stack.last {
                if character == "(" { stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1) }
                if character == ")" {
                    if parentheses == 0 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(parentheses: parentheses - 1) }
                }
                index = code.index(after: index)
                continue
            }
            if character == "{" { depth += 1; opened = true }
            if character == "}" {
                depth -= 1
                if opened, depth == 0 { return code.index(after: index) }
                if depth < 0 { return nil }
            }
            index = code.index(after: index)
        }
        return nil
    }

    /// `lines` without the leading spaces every non-blank line has.
    private static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(common)) }
    }
}
