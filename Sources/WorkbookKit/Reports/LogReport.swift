import Foundation

/// Renders `workbook log`: one line per attempt, hint, solution viewing or reset, newest first.
public struct LogReport: Sendable {
    public var style: TerminalStyle
    public var timeZone: TimeZone
    public init(style: TerminalStyle, timeZone: TimeZone = .current) { self.style = style; self.timeZone = timeZone }

    public func render(_ entries: [LogEntry], exercise: String?) -> String {
        guard !entries.isEmpty else {
            return exercise.map { "No attempts at \($0) yet; `workbook check \($0.prefix(2))` makes the first." }
                ?? "No attempts yet; `workbook check` makes the first."
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        var lines: [String] = []
        for entry in entries {
            let mark: String
            switch (entry.kind, entry.status) {
            case (.attempt, "pass"?): mark = style.green("✔")
            case (.attempt, _): mark = style.red("✘")
            case (.hint, _): mark = style.yellow("?")
            case (.solution, _): mark = style.yellow("!")
            case (.reset, _): mark = style.yellow("↺")
            }
            // The subject is the history's, which anyone can write: no terminal escapes from it (break-it pass 34).
            var line = "\(style.dim(formatter.string(from: entry.date)))  \(mark) \(UntrustedText.printable(entry.summary))"
            if entry.kind == .attempt, entry.hintsUsed > 0 {
                line += style.dim("  [\(entry.hintsUsed) hint\(entry.hintsUsed == 1 ? "" : "s") used]")
            }
            lines.append(line)
        }
        let attempts = entries.filter { $0.kind == .attempt }.count
        lines.append("")
        lines.append("\(attempts) attempt\(attempts == 1 ? "" : "s")" + (exercise.map { " at \($0)" } ?? ""))
        return lines.joined(separator: "\n")
    }
}
