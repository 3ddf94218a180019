/// C's printf formatting in learner code (issue 30, a break-it pass): `String(format:)` and its relatives take
/// `CVarArg`s and read what the format's conversions say, so `%s`, `%S` and `%@` read memory at any address an `Int`
/// argument gives and `%n` writes there — in safe Swift that compiles under strict memory safety. ``ModulePolicy``
/// allows such a call only with a format that is a plain string literal (no interpolation, no escape, nothing joined
/// to it) whose conversions are numeric or characters (`%d`, `%02d`, `%.1f`, `%x`, `%c`, `%%`…), written on the lines
/// where the compiled call is; the formatting functions without a `format:` label are refused outright.
enum ModulePolicyFormats {
    /// Swift functions that format with a format string that is not passed as `format:` (or not at all).
    static let refusedFunctions = ["localizedStringWithFormat", "appendingFormat", "appendFormat", "NSLog", "NSLogv", "withVaList", "getVaList"]

    /// Why an undefined Swift symbol (demangled) is refused outright, if it is one of ``refusedFunctions``.
    static func refusal(ofDemangled demangled: String) -> (use: String, reason: String, token: String)? {
        guard let name = refusedFunctions.first(where: { demangled.contains(".\($0)(") || demangled.hasPrefix("\($0)(") || demangled.contains(":\($0)(") })
        else { return nil }
        return (name, "formats with C's printf rules from a format the check cannot see (use Swift's string interpolation or `formatted()`)", name)
    }

    /// Whether a demangled function takes C variadic arguments (`CVarArg`), as `String(format:_:)` does.
    static func takesCVarArgs(_ demangled: String) -> Bool { demangled.contains("CVarArg") }

    /// The conversion characters a literal format may use: numbers and characters, nothing read through a pointer.
    static let safeConversions = Set("diouxXfFeEgGaAcC%")

    /// Whether `format` (a literal's text, between its quotes) only converts numbers or characters.
    static func isSafe(_ format: Substring) -> Bool {
        var characters = format.makeIterator()
        while let character = characters.next() {
            if character == "\\" { return false }
            guard character == "%" else { continue }
            // Flags, width, precision and length modifiers, then the conversion.
            while let next = characters.next() {
                if "0123456789.+- #'*$hlqLjzt".contains(next) { continue }
                if !safeConversions.contains(next) { return false }
                break
            }
        }
        return true
    }

    /// For a source `line` (1-based) of `text` where a `CVarArg` call was compiled: nil when every `format:` on that
    /// line and the three after it is a safe literal and there is at least one; else the reason.
    static func problem(at line: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "its format could not be found in the code" }
        return problem(inWindow: lines[(line - 1)..<min(lines.count, line + 3)].joined(separator: "\n"), needsOne: true)
    }

    /// For a call the line table does not place: nil when every `format:` anywhere in `text` is a safe literal.
    static func problemAnywhere(in text: String) -> String? { problem(inWindow: text, needsOne: false) }

    private static func problem(inWindow window: String, needsOne: Bool) -> String? {
        var found = 0
        var rest = window[...]
        while let label = rest.range(of: "format:") {
            rest = rest[label.upperBound...]
            let argument = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard argument.first == "\"", !argument.hasPrefix("\"\"\"") else {
                return "its format is not a string literal the check can read"
            }
            let body = argument.dropFirst()
            guard let close = body.firstIndex(where: { $0 == "\"" || $0 == "\n" }), body[close] == "\"" else {
                return "its format is not a string literal the check can read"
            }
            let after = body[body.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            guard after.first == "," || after.first == ")" else { return "its format is joined to something else" }
            guard isSafe(body[..<close]) else {
                return "its format converts something other than numbers and characters (%s, %S, %@, %n and %p read or write memory)"
            }
            found += 1
            rest = body[close...]
        }
        return found == 0 && needsOne ? "its format is not a string literal the check can read" : nil
    }
}
