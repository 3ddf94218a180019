/// How a class did on one exercise: the figures behind `summary.md`'s pass-rate table and `index.html`'s chart.
public struct ExerciseTally: Sendable, Equatable {
    public var id: String
    public var title: String
    /// Students by outcome; the four add up to the class's size.
    public var passed: Int
    public var failed: Int
    public var errored: Int
    public var notGraded: Int
    /// Attempts the students recorded at it, all together.
    public var attempts: Int

    public init(id: String, title: String, passed: Int = 0, failed: Int = 0, errored: Int = 0, notGraded: Int = 0, attempts: Int = 0) {
        self.id = id; self.title = title; self.passed = passed; self.failed = failed; self.errored = errored
        self.notGraded = notGraded; self.attempts = attempts
    }

    /// Students graded on it (pass, fail or error).
    public var graded: Int { passed + failed + errored }

    /// Passes over students graded, 0…1; `nil` when nobody was graded.
    public var passRate: Double? { graded == 0 ? nil : Double(passed) / Double(graded) }

    /// Students with `outcome`.
    public func count(_ outcome: GradeOutcome) -> Int {
        switch outcome {
        case .pass: return passed
        case .fail: return failed
        case .error: return errored
        case .notGraded: return notGraded
        }
    }

    /// `12/30 (40%)`, or `0/0` when nobody was graded.
    public var rateText: String {
        guard let passRate else { return "0/0" }
        return "\(passed)/\(graded) (\(Int((passRate * 100).rounded()))%)"
    }
}

extension ClassReport {
    /// One tally per exercise column, in column order.
    public var tallies: [ExerciseTally] {
        exercises.map { column in
            var tally = ExerciseTally(id: column.id, title: column.title)
            for student in students {
                let grade = student.exercises[column.id]
                tally.attempts = [tally.attempts, grade?.attempts ?? 0].saturatingSum()
                switch GradeOutcome(grade) {
                case .pass: tally.passed += 1
                case .fail: tally.failed += 1
                case .error: tally.errored += 1
                case .notGraded: tally.notGraded += 1
                }
            }
            return tally
        }
    }
}
