import Foundation

/// `grades.csv`: a row per student, a column per exercise, for a spreadsheet or an LMS's grade import.
///
/// RFC 4180: header `student,name,source,commit,<exercise id>…,passed,total`, then one row per student in report
/// order; CRLF line ends; UTF-8 without a byte-order mark. An exercise's cell is `pass`, `fail`, `error`, or empty when
/// it was not graded; `passed` counts passes and `total` is the number of exercise columns; `commit` is empty when the
/// source could not be read. Fields holding a comma, a double quote, CR or LF are quoted (quotes doubled). Student
/// data is untrusted, so a field a spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`, tab or CR —
/// gets a leading apostrophe (`'=HYPERLINK(…)`): shown as text, never evaluated; and no field holds a control or
/// text-direction character (``ClassReport/printable``).
public enum GradesCSV {
    public static func text(_ report: ClassReport) -> String {
        let report = report.printable
        var rows = [["student", "name", "source", "commit"] + report.exercises.map(\.id) + ["passed", "total"]]
        for student in report.students {
            let cells = report.exercises.map { GradeOutcome(student.exercises[$0.id]).csvCell }
            rows.append([student.student, student.name, student.source, student.commit ?? ""] + cells
                        + [String(student.passed), String(report.exercises.count)])
        }
        return rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field: formula-neutralised, then quoted if it must be.
    static func field(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
