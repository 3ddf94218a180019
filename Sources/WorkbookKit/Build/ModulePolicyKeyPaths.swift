/// Key path literals with a subscript component (`\Carrier.[holder]`, `\.items[index]`), which ``ModulePolicy``
/// refuses on the learner's text.
///
/// A key path keeps its subscript's index, and Swift 6.3's region-based isolation does not put the key path in the
/// index's region: a key path whose index is a class crosses to a detached task or an actor without a diagnostic, and
/// applying it there runs the subscript on that object while the sender still uses it (found by a tenth break-it pass
/// of issue 30; the race read the runner's key). Key paths through properties (`\.name`, `\Item.id`) are fine.
///
/// The text is read like code, strings and comments included (as ``SwiftTokens`` does, on purpose): a string holds a
/// backslash only in an escape, which no key path starts like, and a regex's `\.[` is refused too, which exercises
/// never need.
enum ModulePolicyKeyPaths {
    static let reason = "is a key path with a subscript, which carries its index to wherever the key path goes, and Swift does not "
        + "check that the index may cross to another thread; use a closure, or a key path through properties"

    /// Each key path literal with a subscript component in `sources` (each file's first), at its line.
    static func violations(in sources: [SourceSnapshot.File], exercise: String) -> [ModuleViolation] {
        var found: [ModuleViolation] = []
        for source in sources where source.name.hasSuffix(".swift") {
            let text = Array(String(decoding: source.contents, as: UTF8.self).unicodeScalars)
            var line = 1
            for index in text.indices {
                if text[index] == "\n" { line += 1 }
                guard text[index] == "\\", let literal = subscriptedKeyPath(in: text, at: index) else { continue }
                found.append(ModuleViolation(
                    use: literal, reason: reason, file: "Exercises/\(exercise)/\(source.name)", line: line))
                break
            }
        }
        return found
    }

    /// The key path literal starting with the backslash at `start`, when one of its components (after the root, which
    /// may be a type in brackets: `\[Int].count`) is a subscript; nil otherwise.
    static func subscriptedKeyPath(in text: [Unicode.Scalar], at start: Int) -> String? {
        var index = start + 1
        var afterRoot = false
        var angles = 0
        func isName(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        while index < text.count {
            let scalar = text[index]
            if scalar == "<" {
                angles += 1
            } else if scalar == ">" && angles > 0 {
                angles -= 1
            } else if angles > 0 {
                // Generic arguments of the root type: `\Dictionary<String, Holder>.[key]`.
            } else if scalar == "." {
                afterRoot = true
            } else if scalar == "[" {
                if afterRoot { return String(String.UnicodeScalarView(text[start...min(index, start + 60)])) + "…]" }
                guard index == start + 1, let close = text[index...].firstIndex(of: "]") else { return nil }
                index = close  // a root type in brackets
            } else if !(isName(scalar) || scalar == "?" || scalar == "!") {
                return nil
            }
            index += 1
        }
        return nil
    }
}
