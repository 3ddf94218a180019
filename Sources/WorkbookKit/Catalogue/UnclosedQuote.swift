import Foundation

extension YAMLNode {
    /// Where a quoted scalar that is never closed on its own line opens, when that is the likely cause of a libyaml
    /// error found at `failure`; nil when there is no such quote.
    ///
    /// libyaml reports a missing quote where it noticed the damage: the quoted text runs on to the next quote
    /// character, often lines later, and only what follows that one fails to parse (or the stream ends inside it). So
    /// this names the last line at or before `failure` where a `"` or `'` opens a value (at the start of the line, or
    /// after `: `, `- `, `? `, or `[`, `{`, `,` inside a flow collection) and is not closed on that line, honouring
    /// `\"` in double quotes and `''` in single ones. An apostrophe inside a plain scalar (`don't`) opens nothing. A
    /// quote whose text legitimately spans lines and ends before the failure's line is not blamed.
    ///
    /// Positions count Unicode scalars, as libyaml's do, and are 1-based.
    static func unclosedQuote(in text: String, failure: SourcePosition) -> SourcePosition? {
        let characters = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (index, character) in characters.enumerated() where character == "\n" { lineStarts.append(index + 1) }
        for line in stride(from: min(failure.line, lineStarts.count), through: 1, by: -1) {
            let start = lineStarts[line - 1]
            let end = characters[start...].firstIndex(of: "\n") ?? characters.count
            guard let open = firstUnclosedQuote(characters, in: start..<end) else { continue }
            // Its text runs on to the next matching quote, as libyaml reads it; a quote that rightly spans lines and
            // closes before the failure's line is not the culprit.
            if let close = closingQuote(characters, openingAt: open), lineStarts.lastIndex(where: { $0 <= close })! + 1 < failure.line {
                return nil
            }
            return SourcePosition(line: line, column: open - start + 1)
        }
        return nil
    }

    /// The index of the first quote in the line `range` of `characters` that opens a value and does not close
    /// before the line ends.
    private static func firstUnclosedQuote(_ characters: [Unicode.Scalar], in range: Range<Int>) -> Int? {
        func isBlank(_ index: Int) -> Bool { index >= range.upperBound || characters[index] == " " || characters[index] == "\t" }
        var index = range.lowerBound
        var atValue = true  // where a new scalar may begin
        var flowDepth = 0
        while index < range.upperBound {
            let character = characters[index]
            if atValue {
                switch character {
                case " ", "\t", "\r":
                    break
                case "\"", "'":
                    guard let close = closingQuote(characters, openingAt: index), close < range.upperBound else { return index }
                    index = close
                    atValue = false
                case "-" where isBlank(index + 1), "?" where isBlank(index + 1):
                    break
                case "[", "{":
                    flowDepth += 1
                case "#":
                    return nil
                default:
                    atValue = false  // a plain scalar (or an anchor, tag or block indicator): its quotes are text
                }
            } else {
                switch character {
                case ":" where isBlank(index + 1) || (flowDepth > 0 && ",[]{}".unicodeScalars.contains(characters[index + 1])):
                    atValue = true
                case "," where flowDepth > 0:
                    atValue = true
                case "[" where flowDepth > 0, "{" where flowDepth > 0:
                    flowDepth += 1
                    atValue = true
                case "]" where flowDepth > 0, "}" where flowDepth > 0:
                    flowDepth -= 1
                case "#" where isBlank(index - 1):
                    return nil
                default:
                    break
                }
            }
            index += 1
        }
        return nil
    }

    /// Where, on the line of `failure`, a single-quoted value is closed early by an apostrophe meant as text
    /// (`'The switch won't stay on'`: the value ends at `won'`, and libyaml fails on the `t` after it); nil if none.
    static func apostropheEndingSingleQuotes(in text: String, failure: SourcePosition) -> SourcePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard failure.line >= 1, failure.line <= lines.count else { return nil }
        let line = Array(lines[failure.line - 1].unicodeScalars)
        var index = 0
        while index < line.count {
            let opensValue = line[index] == "'" && (index == 0 || line[index - 1] == " " || line[index - 1] == "[" || line[index - 1] == ",")
            if opensValue, let close = closingQuote(line, openingAt: index) {
                if close + 1 < line.count, CharacterSet.alphanumerics.contains(line[close + 1]) {
                    return SourcePosition(line: failure.line, column: close + 1)
                }
                index = close
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote that closes the one at `open`, as libyaml reads it (across lines), or nil if the text
    /// never closes it.
    private static func closingQuote(_ characters: [Unicode.Scalar], openingAt open: Int) -> Int? {
        let quote = characters[open]
        var index = open + 1
        while index < characters.count {
            if quote == "\"" && characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == quote {
                guard quote == "'", index + 1 < characters.count, characters[index + 1] == "'" else { return index }
                index += 2
                continue
            }
            index += 1
        }
        return nil
    }
}
