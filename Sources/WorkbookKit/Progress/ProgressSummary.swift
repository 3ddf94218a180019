import Foundation

/// One exercise's line in `workbook progress`, aggregated from the progress history.
public struct ExerciseHistory: Sendable, Equatable, Codable {
    public var id: String
    public var title: String
    /// As in `workbook list`: pending, passed, failed (an exercise reset after passing is pending or failed again:
    /// see ``passedBeforeReset``).
    public var status: ExerciseProgress.Status
    /// Checks recorded.
    public var attempts: Int
    /// Checks up to and including the first pass; nil if never passed.
    public var attemptsToPass: Int?
    public var firstAttempt: Date?
    public var firstPass: Date?
    /// Highest hint tier revealed, of ``hintCount``.
    public var hintsUsed: Int
    public var hintCount: Int
    /// The solution was viewed with `--force` before passing.
    public var solutionForced: Bool
    /// Seconds from the first attempt to the first pass; nil if never passed.
    public var secondsToPass: Double?
    /// For an exercise with budgets: each budget's figure at every attempt that measured it, oldest first.
    public var budgetTrends: [BudgetTrend] = []
    /// Attempts graded by a hidden suite that was not the workbook's own (edited tests; ``HiddenSuiteReference``).
    public var attemptsWithEditedHiddenSuite = 0
    /// The first pass was graded by edited hidden tests, so it does not show the exercise was solved.
    public var passedWithEditedHiddenSuite = false
    /// It passed, was reset since and has not passed again ("passed before, reset since"); ``firstPass``,
    /// ``attemptsToPass`` and ``secondsToPass`` still tell the first pass.
    public var passedBeforeReset = false

    /// One budget's figures across attempts.
    public struct BudgetTrend: Sendable, Equatable, Codable {
        /// `hot path · budget`.
        public var name: String
        /// The limit at the latest attempt.
        public var limit: Double
        public var measured: [Double]
    }

    enum CodingKeys: String, CodingKey {
        case budgetTrends = "budgets"
        case id, title, status, attempts
        case attemptsToPass = "attempts_to_pass", firstAttempt = "first_attempt", firstPass = "first_pass"
        case hintsUsed = "hints_used", hintCount = "hint_count", solutionForced = "solution_forced"
        case secondsToPass = "seconds_to_pass"
        case attemptsWithEditedHiddenSuite = "attempts_with_edited_hidden_suite"
        case passedWithEditedHiddenSuite = "passed_with_edited_hidden_suite"
        case passedBeforeReset = "passed_before_reset"
    }
}

/// `workbook progress`: every exercise (of a track, or all) with its history, and totals.
public struct ProgressSummary: Sendable, Equatable, Codable {
    public var track: String?
    public var exercises: [ExerciseHistory]
    public var passed: Int
    public var total: Int
    public var attempts: Int
    public var hintsUsed: Int
    /// Sum of ``ExerciseHistory/secondsToPass`` over passed exercises.
    public var secondsToPass: Double

    enum CodingKeys: String, CodingKey {
        case track, exercises, passed, total, attempts
        case hintsUsed = "hints_used", secondsToPass = "seconds_to_pass"
    }

    /// Aggregates `events` for `exercises`. `events` are newest first, as ``ProgressStore/events()`` reads them; they
    /// are put in date order, and events of the same second keep their order in the history (an attempt and a reset
    /// recorded within one second are told apart).
    public static func make(events: [ProgressEvent], exercises: [Exercise], track: String? = nil) -> ProgressSummary {
        let oldestFirst = Array(events.reversed()).sorted { $0.date < $1.date }  // stable: ties keep the history's order
        let standings = ExerciseStanding.standings(from: oldestFirst.reversed())
        // Each exercise's events in order, grouped once (a long history is read once, not once per exercise).
        let byExercise = Dictionary(grouping: oldestFirst, by: \.exercise)
        let rows = exercises.map { exercise -> ExerciseHistory in
            var row = ExerciseHistory(
                id: exercise.id, title: exercise.title, status: .pending, attempts: 0, hintsUsed: 0,
                hintCount: exercise.hints.count, solutionForced: false)
            for event in byExercise[exercise.id] ?? [] {
                switch event.kind {
                case .attempt(let status, _, let figures):
                    row.attempts += 1
                    if event.hiddenSuiteModified { row.attemptsWithEditedHiddenSuite += 1 }
                    for figure in figures {
                        if let index = row.budgetTrends.firstIndex(where: { $0.name == figure.name }) {
                            row.budgetTrends[index].measured.append(figure.measured)
                            row.budgetTrends[index].limit = figure.limit
                        } else {
                            row.budgetTrends.append(ExerciseHistory.BudgetTrend(name: figure.name, limit: figure.limit, measured: [figure.measured]))
                        }
                    }
                    if row.firstAttempt == nil { row.firstAttempt = event.date }
                    if status == .pass, row.firstPass == nil {
                        row.firstPass = event.date
                        row.attemptsToPass = row.attempts
                        row.passedWithEditedHiddenSuite = event.hiddenSuiteModified
                    }
                case .hint(let tier, _):
                    row.hintsUsed = max(row.hintsUsed, tier)
                case .solutionViewed(let forced):
                    row.solutionForced = row.solutionForced || forced
                case .reset:
                    break
                }
            }
            let standing = standings[exercise.id] ?? ExerciseStanding()
            row.status = standing.status
            row.passedBeforeReset = standing.passedBeforeReset
            if let first = row.firstAttempt, let pass = row.firstPass { row.secondsToPass = pass.timeIntervalSince(first) }
            return row
        }
        return ProgressSummary(
            track: track, exercises: rows, passed: rows.filter { $0.status == .passed }.count, total: rows.count,
            attempts: rows.map(\.attempts).saturatingSum(), hintsUsed: rows.map(\.hintsUsed).saturatingSum(),
            secondsToPass: rows.reduce(0) { $0 + ($1.secondsToPass ?? 0) })
    }

    /// Pretty JSON, dates in ISO 8601.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}

/// One line of `workbook log`: an attempt, a hint, a solution viewing or a reset, with the hints used by then.
public struct LogEntry: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case attempt, hint, solution, reset }
    public var date: Date
    public var exercise: String
    public var kind: Kind
    /// The recorded subject line, e.g. `01-…: fail (test) 1 of 3 hidden tests failing`.
    public var summary: String
    /// For attempts: pass, fail or error.
    public var status: String?
    /// For failed attempts: the stage it stopped at.
    public var stage: String?
    /// Hint tiers of this exercise revealed up to and including this entry.
    public var hintsUsed: Int
    public var commit: String

    enum CodingKeys: String, CodingKey { case date, exercise, kind, summary, status, stage, commit, hintsUsed = "hints_used" }

    /// The entries for `exercise` (all when nil), newest first.
    public static func entries(from events: [ProgressEvent], exercise: String? = nil) -> [LogEntry] {
        var hints: [String: Int] = [:]
        var entries: [LogEntry] = []
        for event in events.reversed() where exercise == nil || event.exercise == exercise {  // oldest first
            var entry = LogEntry(date: event.date, exercise: event.exercise, kind: .attempt, summary: event.summary, hintsUsed: 0, commit: event.commit)
            switch event.kind {
            case .attempt(let status, let stage, _):
                entry.status = status.rawValue; entry.stage = stage
            case .hint(let tier, _):
                entry.kind = .hint
                hints[event.exercise] = max(hints[event.exercise] ?? 0, tier)
            case .solutionViewed:
                entry.kind = .solution
            case .reset:
                entry.kind = .reset
            }
            entry.hintsUsed = hints[event.exercise] ?? 0
            entries.append(entry)
        }
        return entries.reversed()
    }

    public static func jsonData(_ entries: [LogEntry]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(entries)) ?? Data("[]".utf8)
    }
}
