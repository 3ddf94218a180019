extension StudentGrade {
    /// Attempts recorded over every exercise graded.
    public var attempts: Int { exercises.values.map(\.attempts).saturatingSum() }

    /// Hint tiers revealed over every exercise graded (each exercise's highest tier, added up).
    public var hintsUsed: Int { exercises.values.map(\.hintsUsed).saturatingSum() }

    /// Exercises whose solution the student viewed before passing.
    public var solutionsViewed: Int { exercises.values.filter(\.solutionViewed).count }
}
