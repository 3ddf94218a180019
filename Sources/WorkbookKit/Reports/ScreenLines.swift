import Foundation

/// A failing test's screen (``FailureScreen``) as terminal lines under its message: a dim heading naming the
/// picture's file, then the cell drawing with each run of three or more empty rows folded into one row marked `⋮`
/// (where things are across the screen stays as drawn; how far apart they are down it does not, and the file has it).
///
/// ```
///     The screen when it failed (.build/workbook/screens/01-…/1-the-tally-keeps-its-count.svg):
///     ╭────────────────────────────────────────╮
///     │     9:41                               │
///     │                   ⋮                    │
///     │Show tally                         (  ●)│
/// ```
enum ScreenLines {
    /// The heading and the folded drawing, each line indented by `indent` spaces; the app's text in it is escaped.
    static func lines(_ screen: FailureScreen, style: TerminalStyle, indent: Int = 4) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let place = screen.file.map { " (\($0))" } ?? ""
        return [pad + style.dim("The screen when it failed\(place):")]
            + folded(screen.cells).map { pad + UntrustedText.escaped($0) }
    }

    /// `cells` with each run of at least three empty rows (`│`, spaces, `│`) replaced by one row with `⋮` in its middle.
    static func folded(_ cells: String) -> [String] {
        let rows = cells.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func isEmpty(_ row: String) -> Bool {
            row.count > 2 && row.first == "│" && row.last == "│" && row.dropFirst().dropLast().allSatisfy { $0 == " " }
        }
        var result: [String] = []
        var index = 0
        while index < rows.count {
            var end = index
            while end < rows.count, isEmpty(rows[end]) { end += 1 }
            if end - index >= 3 {
                let inner = rows[index].count - 2
                let left = (inner - 1) / 2
                result.append("│" + String(repeating: " ", count: left) + "⋮" + String(repeating: " ", count: inner - 1 - left) + "│")
                index = end
            } else if end > index {
                result += rows[index..<end]
                index = end
            } else {
                result.append(rows[index])
                index += 1
            }
        }
        return result
    }
}
