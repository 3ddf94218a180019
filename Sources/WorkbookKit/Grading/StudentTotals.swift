extension StudentGrade {
    /// Attempts recorded over every exercise graded.
    public var attempts: Int { exercises.values.reduce(0) { $0 + $1.attempts } }

    /// Hint tiers revealed over every exercise graded (each exercise's highest tier, added up).
    public var hintsUsed: Int { exercises.values.reduce(0) { $0 + $1.hintsUsed } }

    /// Exercises whose solution the student viewed before passing.
    public var solutionsViewed: Int { exercises.values.filter(\.solutionViewed).count }
}
