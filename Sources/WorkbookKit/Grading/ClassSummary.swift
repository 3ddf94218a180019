import Foundation

/// `summary.md`: a class's grades for an instructor to read (GitHub, an editor, a Markdown viewer).
///
/// Sections: a headline (workbook, when graded in UTC, students, exercises, checks passed); **Pass rate by exercise**
/// (a table: passed, failed, error, not graded, pass rate, attempts); **Students** (passed of total, attempts,
/// hints used, solutions viewed, flags); **Stuck** (``ClassReport/stuck``: most attempts without a pass, with hints
/// used; the first `stuckLimit`, then how many more); **Flags** (every one); **Not graded** (sources that could not be
/// read, with why). Every student-provided text is escaped (``MarkupEscaping/markdown(_:)``).
public enum ClassSummary {
    public static func markdown(_ report: ClassReport, stuckLimit: Int = 25) -> String {
        let md = MarkupEscaping.markdown
        let tallies = report.tallies
        var lines = ["# \(md(report.workbook)): class grades", ""]
        lines.append(report.headline)
        lines.append("")

        lines += ["## Pass rate by exercise", ""]
        lines.append("| Exercise | Title | Passed | Failed | Error | Not graded | Pass rate | Attempts |")
        lines.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for tally in tallies {
            let rate = tally.passRate.map { "\(percent($0))" } ?? "–"
            lines.append("| \(md(tally.id)) | \(md(tally.title)) | \(tally.passed) | \(tally.failed) | \(tally.errored) | \(tally.notGraded) | \(rate) | \(tally.attempts) |")
        }
        lines.append("")

        lines += ["## Students", ""]
        lines.append("| Student | Name | Passed | Attempts | Hints used | Solutions viewed | Flags |")
        lines.append("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for student in report.students {
            let passed = student.error == nil ? "\(student.passed)/\(report.exercises.count)" : "not graded"
            lines.append("| \(md(student.student)) | \(md(student.name)) | \(passed) | \(student.attempts) | \(student.hintsUsed) | \(student.solutionsViewed) | \(student.flags.count) |")
        }
        lines.append("")

        lines += ["## Stuck", ""]
        let stuck = report.stuck
        if stuck.isEmpty {
            lines.append("Nobody is stuck: every exercise a student tried, they passed.")
        } else {
            lines.append("Most attempts without a pass first.")
            lines.append("")
            lines.append("| Student | Name | Exercise | Outcome | Attempts | Hints used | Solution viewed |")
            lines.append("| --- | --- | --- | --- | ---: | ---: | --- |")
            for entry in stuck.prefix(stuckLimit) {
                lines.append("| \(md(entry.person)) | \(md(entry.name)) | \(md(entry.exercise)) | \(entry.outcome.symbol) \(entry.outcome.label) | \(entry.attempts) | \(entry.hintsUsed) | \(entry.solutionViewed ? "yes" : "no") |")
            }
            if stuck.count > stuckLimit {
                lines.append("")
                lines.append("…and \(stuck.count - stuckLimit) more (every attempt count is in `report.json` and `index.html`).")
            }
        }
        lines.append("")

        lines += ["## Flags", ""]
        let flagged = report.students.flatMap { student in student.flags.map { (student, $0) } }
        if flagged.isEmpty {
            lines.append("None.")
        } else {
            lines.append("| Student | Kind | Exercise | Path | Message |")
            lines.append("| --- | --- | --- | --- | --- |")
            for (student, flag) in flagged {
                lines.append("| \(md(student.student)) | \(flag.kind.rawValue) | \(md(flag.exercise ?? "")) | \(md(flag.path ?? "")) | \(md(flag.message)) |")
            }
        }

        let unread = report.students.filter { $0.error != nil }
        if !unread.isEmpty {
            lines += ["", "## Not graded", ""]
            lines.append("| Student | Source | Why |")
            lines.append("| --- | --- | --- |")
            for student in unread {
                lines.append("| \(md(student.student)) | \(md(student.source)) | \(md(student.error ?? "")) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }
}

extension ClassReport {
    /// `Graded 2026-12-01 10:00 UTC · 30 students · 15 exercises · 213 of 450 checks passed (47%)`, then
    /// `· shard 1 of 4` for a shard. The workbook title is not part of it; no student text is.
    public var headline: String {
        let tallies = tallies
        let passed = tallies.reduce(0) { $0 + $1.passed }, graded = tallies.reduce(0) { $0 + $1.graded }
        var parts = ["Graded \(Self.utcMinutes(gradedAt))", count(students.count, "student"), count(exercises.count, "exercise")]
        parts.append("\(passed) of \(graded) checks passed" + (graded > 0 ? " (\(ClassSummary.percent(Double(passed) / Double(graded))))" : ""))
        if let shard { parts.append("shard \(shard.index) of \(shard.count)") }
        return parts.joined(separator: " · ")
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `2026-12-01 10:00 UTC`: the same text wherever and whenever it is rendered.
    static func utcMinutes(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
