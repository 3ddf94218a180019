import Foundation

/// What `workbook grade` prints: a line per student as each finishes (or a progress bar on a terminal), then where
/// the reports are.
public struct GradeReport: Sendable {
    public var style: TerminalStyle

    public init(style: TerminalStyle) { self.style = style }

    /// One student's line: `[3/30] s123 Ada Lovelace: 12 of 15 passed, 2 flags`. One line whatever the student's
    /// texts hold: their controls and text-direction characters are removed (``StudentGrade/printable``), an error's
    /// line breaks become spaces.
    public func line(_ grade: StudentGrade, done: Int, total: Int) -> String {
        let counter = "[\(done)/\(total)]"
        let grade = grade.printable
        if let error = grade.error {
            return "\(counter) \(grade.student) \(grade.name): " + style.red("not graded") + " — " + UntrustedText.printable(error.replacingOccurrences(of: "\n", with: " "))
        }
        let passed = "\(grade.passed) of \(grade.exercises.count) passed"
        let flags = grade.flags.isEmpty ? "" : ", " + style.yellow("\(grade.flags.count) flag\(grade.flags.count == 1 ? "" : "s")")
        return "\(counter) \(grade.student) \(grade.name): \(passed)\(flags)"
    }

    /// The progress bar: `▕██████░░░░░░▏ 12/30 students · 0.8 checks/s · about 3 min left`. `checks` is how many
    /// exercise checks are done, `seconds` the time since grading began.
    public func bar(done: Int, total: Int, checks: Int, seconds: Double, width: Int = 24) -> String {
        let filled = total == 0 ? width : width * done / total
        let rate = seconds > 0 ? Double(checks) / seconds : 0
        var text = "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "▏ \(done)/\(total) students"
        text += String(format: " · %.1f checks/s", rate)
        if done > 0, done < total {
            let left = seconds / Double(done) * Double(total - done)
            text += left < 90 ? " · about \(Int(left.rounded())) s left" : " · about \(Int((left / 60).rounded())) min left"
        }
        return text
    }

    /// The closing lines: how many passed what, how many flags, and the files written.
    public func summary(_ outcome: GradeCommand.Outcome, folder: String) -> String {
        let report = outcome.report
        let graded = report.students.filter { $0.error == nil }
        let notGraded = report.students.count - graded.count
        let flags = report.students.reduce(0) { $0 + $1.flags.count }
        var lines = ["Graded \(graded.count) student\(graded.count == 1 ? "" : "s") on \(report.exercises.count) exercise\(report.exercises.count == 1 ? "" : "s")"
            + (notGraded > 0 ? "; " + style.red("\(notGraded) could not be graded") : "") + "."]
        if flags > 0 { lines.append(style.yellow("\(flags) flag\(flags == 1 ? "" : "s")") + " raised: see summary.md or index.html.") }
        lines.append("Wrote \(ClassReportWriter.listing(outcome.written)) in \(folder).")
        return lines.joined(separator: "\n")
    }
}
