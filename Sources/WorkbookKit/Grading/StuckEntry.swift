/// Someone stuck on an exercise: attempts (or hints) without a pass. The "Stuck" sections of `summary.md` and
/// `index.html` list these, most attempts first.
///
/// Plain values (a person and an exercise by id and label), so any page that follows people through exercises can
/// list them, not only a class report.
public struct StuckEntry: Sendable, Equatable {
    /// Who: an id (a student id) and the name to show.
    public var person: String
    public var name: String
    /// Which exercise: its id and title.
    public var exercise: String
    public var exerciseTitle: String
    /// How the latest check came out (never ``GradeOutcome/pass``).
    public var outcome: GradeOutcome
    /// Attempts recorded without a pass.
    public var attempts: Int
    /// Highest hint tier revealed.
    public var hintsUsed: Int
    /// The solution was viewed (before passing).
    public var solutionViewed: Bool

    public init(person: String, name: String, exercise: String, exerciseTitle: String, outcome: GradeOutcome, attempts: Int,
                hintsUsed: Int, solutionViewed: Bool = false) {
        self.person = person; self.name = name; self.exercise = exercise; self.exerciseTitle = exerciseTitle
        self.outcome = outcome; self.attempts = attempts; self.hintsUsed = hintsUsed; self.solutionViewed = solutionViewed
    }

    /// Most stuck first: most attempts, then most hints; ties keep their given order.
    public static func ranked(_ entries: [StuckEntry]) -> [StuckEntry] {
        entries.enumerated().sorted { a, b in
            if a.element.attempts != b.element.attempts { return a.element.attempts > b.element.attempts }
            if a.element.hintsUsed != b.element.hintsUsed { return a.element.hintsUsed > b.element.hintsUsed }
            return a.offset < b.offset
        }.map(\.element)
    }
}

extension ClassReport {
    /// Every student × exercise not passed where the student tried (an attempt or a hint), ranked
    /// (``StuckEntry/ranked(_:)``); students in report order, exercises in column order before ranking.
    public var stuck: [StuckEntry] {
        var entries: [StuckEntry] = []
        for student in students {
            for column in exercises {
                guard let grade = student.exercises[column.id], grade.check.status != .pass,
                      grade.attempts > 0 || grade.hintsUsed > 0 else { continue }
                entries.append(StuckEntry(
                    person: student.student, name: student.name, exercise: column.id, exerciseTitle: column.title,
                    outcome: GradeOutcome(grade), attempts: grade.attempts, hintsUsed: grade.hintsUsed,
                    solutionViewed: grade.solutionViewed))
            }
        }
        return StuckEntry.ranked(entries)
    }
}
