extension ModulePolicyText {
    /// The compilation conditions that name the platform (`#if os(Linux)`, `#if canImport(UIKit)`), in an `#if` or
    /// `#elseif` condition, the first of each in the file at its line: they tell the grader's Linux from a device, so code could take the fix
    /// only where it is graded (break-it pass 22 of issue 30 did the same at run time). `#if DEBUG` and other flags
    /// stay, and so does a function of the learner's own named `os`.
    ///
    /// A directive is found wherever it stands, not only at the start of a line: Swift takes one after a comment
    /// (`/* keep */ #if os(Linux)`, break-it pass 41) and reads its condition across lines while a parenthesis is open
    /// (`#if (⏎ os(Linux))`). Comments inside the condition are read like code, so they only ever add words; their
    /// parentheses are not counted (a condition holds no string literal, so a `//` or `/*` there is a comment).
    static func platformConditionViolations(in source: SourceSnapshot.File, exercise: String) -> [ModuleViolation] {
        let conditions: Set<String> = ["os", "arch", "targetEnvironment", "canImport", "_runtime", "_endian", "_pointerBitWidth", "_hasAtomicBitWidth"]
        var found: [ModuleViolation] = []
        var seen: Set<String> = []
        for directive in conditionSpans(in: Array(source.contents)) {
            let tokens = SwiftTokens(directive.text).tokens
            for (position, token) in tokens.enumerated() where conditions.contains(token.text) {
                guard tokens.indices.contains(position + 1), tokens[position + 1].text == "(", seen.insert(token.text).inserted else { continue }
                found.append(ModuleViolation(
                    use: "#if \(token.text)(…)", reason: platformConditionReason, file: "Exercises/\(exercise)/\(source.name)",
                    line: directive.line + token.line - 1))
            }
        }
        return found
    }

    /// The condition of every `#if` and `#elseif` in `bytes`: from the directive to the end of its line, and on over
    /// the next lines while more parentheses are open than closed (outside comments) or a block comment is open;
    /// `line` is the directive's (1-based).
    static func conditionSpans(in bytes: [UInt8]) -> [(text: String, line: Int)] {
        func starts(_ word: String, at index: Int) -> Bool {
            let word = Array(word.utf8)
            guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else { return false }
            return index + word.count == bytes.count || !isNameByte(bytes[index + word.count])
        }
        var spans: [(text: String, line: Int)] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "#"), starts("#if", at: index) || starts("#elseif", at: index) else { index += 1; continue }
            let start = index
            var parentheses = 0
            var comments = 0
            var end = index
            while end < bytes.count {
                let byte = bytes[end]
                let next = end + 1 < bytes.count ? bytes[end + 1] : 0
                if byte == UInt8(ascii: "\n"), parentheses <= 0, comments == 0 { break }
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/"), comments == 0 {
                    // A line comment's parentheses are not the condition's (`#if ( // )⏎ os(Linux))`).
                    while end + 1 < bytes.count, bytes[end + 1] != UInt8(ascii: "\n") { end += 1 }
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") { comments += 1; end += 1 }
                else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/"), comments > 0 { comments -= 1; end += 1 }
                else if comments == 0, byte == UInt8(ascii: "(") { parentheses += 1 }
                else if comments == 0, byte == UInt8(ascii: ")") { parentheses -= 1 }
                end += 1
            }
            end = min(end, bytes.count)
            spans.append((String(decoding: bytes[start..<end], as: UTF8.self), line))
            line += bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
            index = end
        }
        return spans
    }
}
