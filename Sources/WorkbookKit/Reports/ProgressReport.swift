import Foundation

/// Renders `workbook progress` as a table: status, id, attempts, first pass, hints, time to pass; then totals.
public struct ProgressReport: Sendable {
    public var style: TerminalStyle
    public var timeZone: TimeZone
    public init(style: TerminalStyle, timeZone: TimeZone = .current) { self.style = style; self.timeZone = timeZone }

    public func render(_ summary: ProgressSummary) -> String {
        let idWidth = max(summary.exercises.map(\.id.count).max() ?? 0, 8)
        var lines: [String] = []
        if let track = summary.track { lines.append(style.bold("Track \(track)")); lines.append("") }
        lines.append(style.dim(pad("", 9) + "  " + pad("exercise", idWidth) + "  attempts  first pass        hints  time to pass"))
        for row in summary.exercises {
            var mark: String
            switch row.status {
            case .passed: mark = style.green("✔ passed ")
            case .failed: mark = style.red("✘ failed ")
            case .pending: mark = style.dim("· pending")
            }
            if row.passedBeforeReset { mark = style.yellow(row.status == .failed ? "↺ failed " : "↺ reset  ") }
            let attempts = row.attempts == 0 ? "–" : "\(row.attempts)"
            let firstPass = row.firstPass.map(date) ?? "–"
            let hints = row.hintCount == 0 ? "–" : "\(row.hintsUsed)/\(row.hintCount)"
            var line = "\(mark)  \(pad(row.id, idWidth))  \(pad(attempts, 8))  \(pad(firstPass, 16))  \(pad(hints, 5))  \(row.secondsToPass.map(Self.duration) ?? "–")"
            if row.passedBeforeReset { line += style.yellow("  passed before, reset since") }
            if row.solutionForced { line += style.yellow("  solution viewed early") }
            if row.attemptsWithEditedHiddenSuite > 0 {
                let count = row.attemptsWithEditedHiddenSuite
                let what = row.passedWithEditedHiddenSuite ? "passed with edited hidden tests" : "\(count) attempt\(count == 1 ? "" : "s") with edited hidden tests"
                line += style.yellow("  \(what)")
            }
            lines.append(line)
            for trend in row.budgetTrends {
                // The last few figures are enough to see a trend: `formatters 120 → 40 → 1 (budget 2)`.
                var figures = trend.measured.suffix(6).map { BudgetCheck.count($0) }.joined(separator: " → ")
                if trend.measured.count > 6 { figures = "… → " + figures }
                let met = (trend.measured.last ?? .infinity) <= trend.limit
                let text = "\(trend.name): \(figures) (budget \(BudgetCheck.count(trend.limit)))"
                lines.append(pad("", 11) + (met ? style.green("✔ ") : style.red("✘ ")) + style.dim(text))
            }
        }
        lines.append("")
        var total = "\(summary.passed) of \(summary.total) passed · \(summary.attempts) attempt\(summary.attempts == 1 ? "" : "s") · \(summary.hintsUsed) hint\(summary.hintsUsed == 1 ? "" : "s")"
        if summary.passed > 0 { total += " · \(Self.duration(summary.secondsToPass)) from first attempt to pass, summed" }
        lines.append(total)
        return lines.joined(separator: "\n")
    }

    /// `45 s`, `12 min`, `3 h 05 min`, `2 d 4 h`; `an unknown time` for a length no real history gives (negative, or
    /// over a century: the history's dates were written by hand).
    public static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 100 * 365 * 86_400 else { return "an unknown time" }
        let s = Int(seconds.rounded())
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min" }
        if s < 86_400 { return String(format: "%d h %02d min", s / 3600, (s % 3600) / 60) }
        return "\(s / 86_400) d \((s % 86_400) / 3600) h"
    }

    private func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    private func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
}
