import Foundation

/// Renders `workbook list` as an aligned table: status mark, id, title, category; an exercise reset after passing is
/// marked `↺ reset` and ends with "passed before, reset since".
///
/// With a `width` (a terminal's), each row fits in it: the category column goes first, then titles are cut with `…`.
public struct ListReport: Sendable {
    public var style: TerminalStyle
    /// Columns each row must fit in; nil: no limit.
    public var width: Int?
    public init(style: TerminalStyle, width: Int? = nil) { self.style = style; self.width = width }

    public func render(_ rows: [ExerciseProgress]) -> String {
        let idWidth = rows.map(\.id.count).max() ?? 0
        var titleWidth = rows.map(\.title.count).max() ?? 0
        let categoryWidth = rows.map(\.category.count).max() ?? 0
        // The mark (9), two spaces, the id, two spaces, the title, then two spaces and the category.
        var showsCategory = true
        if let width, 9 + 2 + idWidth + 2 + titleWidth + 2 + categoryWidth > width {
            showsCategory = false
            titleWidth = min(titleWidth, max(12, width - (9 + 2 + idWidth + 2)))
        }
        var lines = rows.map { row -> String in
            let mark: String
            switch row.status {
            case .passed: mark = style.green("✔ passed ")
            case .failed: mark = row.passedBeforeReset ? style.yellow("↺ failed ") : style.red("✘ failed ")
            case .pending: mark = row.passedBeforeReset ? style.yellow("↺ reset  ") : style.dim("· pending")
            }
            let id = row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let cut = row.title.count > titleWidth ? String(row.title.prefix(titleWidth - 1)) + "…" : row.title
            let title = showsCategory ? cut.padding(toLength: titleWidth, withPad: " ", startingAt: 0) : cut
            let line = "\(mark)  \(style.bold(id))  \(title)" + (showsCategory ? "  \(style.dim(row.category))" : "")
            return row.passedBeforeReset ? line + style.yellow("  passed before, reset since") : line
        }
        let passed = rows.filter { $0.status == .passed }.count
        lines.append("")
        lines.append("\(passed) of \(rows.count) passed")
        return lines.joined(separator: "\n")
    }
}
