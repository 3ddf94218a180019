/// Test names in sentences: framed in “ ” unless the name already carries its own double quotes.
///
/// Hidden tests are often named after a button (`“Restore defaults” brings back the default theme`); framing that in
/// another pair gives `““Restore defaults” brings back …”`.
public enum TestNameQuoting {
    /// `“name”`, or `name` unchanged when it already contains a double quote (“ ” or ").
    public static func quoted(_ name: String) -> String {
        name.contains { "“”\"".contains($0) } ? name : "“\(name)”"
    }

    /// `text` with every `“name”` (a test name framed in quotes by code that did not check) replaced by
    /// ``quoted(_:)`` of that name, so names that carry their own quotes are not quoted twice.
    public static func undoubled(_ text: String, names: [String]) -> String {
        var result = text
        for name in Set(names) where quoted(name) == name {
            result = result.replacingOccurrences(of: "“\(name)”", with: name)
        }
        return result
    }
}

import Foundation
