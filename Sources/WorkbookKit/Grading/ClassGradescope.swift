import Foundation

extension ClassReport {
    /// One student's Gradescope `results.json` (``GradescopeReport/data(_:notes:pictures:)``): every exercise graded, in
    /// column order, each test named `<exercise>: <test>`; `output` ends with what was not graded and why, and every
    /// flag of the submission (`Flagged (tampering) grader.yml: …`). Every text the student controls is made printable
    /// first (``StudentGrade/printable``): JSON escaping alone would keep a text-direction override.
    /// `pictures` makes the PNG of a failure's screen (``GradescopeReport/Pictures``).
    public func gradescopeData(for student: StudentGrade, pictures: GradescopeReport.Pictures = ScreenPicture.png) -> Data {
        let student = student.printable
        let results = exercises.compactMap { student.exercises[$0.id]?.check }
        var notes: [String] = []
        let missing = exercises.filter { student.exercises[$0.id] == nil }.map(\.id)
        if let error = student.error {
            notes.append("Not graded: \(error)")
        } else if !missing.isEmpty {
            notes.append("Not graded: \(missing.joined(separator: ", ")).")
        }
        if !student.flags.isEmpty {
            notes.append(student.flags.map { "Flagged \($0.headline): \($0.message)" }.joined(separator: "\n"))
        }
        return GradescopeReport.data(results, notes: notes, pictures: pictures)
    }
}

extension GradeFlag {
    /// `(tampering) 01-x, grader.yml`: the kind, then the exercise and path it concerns, if any.
    public var headline: String {
        "(\(kind.rawValue))" + ([exercise, path].compactMap { $0 }.isEmpty ? "" : " " + [exercise, path].compactMap { $0 }.joined(separator: ", "))
    }
}
