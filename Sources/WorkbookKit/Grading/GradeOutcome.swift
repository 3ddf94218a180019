/// What one cell of a class's grid holds: how one student's exercise came out, as every class report shows it.
///
/// `pass`, `fail` and `error` are the check's ``CheckResult/Status``; `notGraded` is an exercise absent from
/// ``StudentGrade/exercises`` (the source could not be read). Each has a symbol and a word, so a cell reads the same
/// without colour.
public enum GradeOutcome: String, Sendable, CaseIterable {
    case pass, fail, error
    case notGraded = "not-graded"

    public init(_ grade: ExerciseGrade?) {
        switch grade?.check.status {
        case .pass?: self = .pass
        case .fail?: self = .fail
        case .error?: self = .error
        case nil: self = .notGraded
        }
    }

    /// The cell of `grades.csv`: `pass`, `fail`, `error`, or empty for not graded.
    public var csvCell: String { self == .notGraded ? "" : rawValue }

    /// The mark shown in a cell: ✓ pass, ✗ fail, ! error (it did not build or run to the end), – not graded.
    public var symbol: String {
        switch self {
        case .pass: return "✓"
        case .fail: return "✗"
        case .error: return "!"
        case .notGraded: return "–"
        }
    }

    /// The word for legends and tooltips.
    public var label: String {
        switch self {
        case .pass: return "pass"
        case .fail: return "fail"
        case .error: return "error"
        case .notGraded: return "not graded"
        }
    }
}
