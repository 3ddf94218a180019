/// Renders `workbook list` as an aligned table: status mark, id, title, category; an exercise reset after passing is
/// marked `↺ reset` and ends with "passed before, reset since".
public struct ListReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func render(_ rows: [ExerciseProgress]) -> String {
        let idWidth = rows.map(\.id.count).max() ?? 0
        let titleWidth = rows.map(\.title.count).max() ?? 0
        var lines = rows.map { row -> String in
            let mark: String
            switch row.status {
            case .passed: mark = style.green("✔ passed ")
            case .failed: mark = row.passedBeforeReset ? style.yellow("↺ failed ") : style.red("✘ failed ")
            case .pending: mark = row.passedBeforeReset ? style.yellow("↺ reset  ") : style.dim("· pending")
            }
            let id = row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let title = row.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            let line = "\(mark)  \(style.bold(id))  \(title)  \(style.dim(row.category))"
            return row.passedBeforeReset ? line + style.yellow("  passed before, reset since") : line
        }
        let passed = rows.filter { $0.status == .passed }.count
        lines.append("")
        lines.append("\(passed) of \(rows.count) passed")
        return lines.joined(separator: "\n")
    }
}

import Foundation
