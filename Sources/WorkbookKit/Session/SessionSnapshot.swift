import Foundation

/// Where every learner of a team session is, from their shared progress (`refs/workbook/learners/<name>/progress`):
/// what `workbook session` shows as a table, a page (``SessionPage``) or JSON.
///
/// JSON (scripts depend on `learners[].name` and `exercises[ID].{status, attempts, hints_used, last_attempt}`):
/// ```json
/// {"learners": [{"name": "ada", "current": "02-…", "minutes_on_current": 12, "stuck": true,
///                "exercises": {"01-…": {"status": "passed", "attempts": 2, "hints_used": 0, "last_attempt": "2026-12-01T10:02:00Z"},
///                              "02-…": {"status": "failed", "attempts": 6, "hints_used": 2, "last_attempt": "…"}}}],
///  "exercises": ["01-…", "02-…"], "stuck_after": {"attempts": 5, "minutes": 15},
///  "unreadable": [{"name": "bob", "reason": "it points at a blob, not a commit"}]}
/// ```
/// `status` is `pending` (no attempt), `failed` (attempted, never passed) or `passed`; `last_attempt` is absent
/// before the first attempt. A learner whose history was read only in part has `history_cut` (why, in plain words).
/// Names are printable (``UntrustedText``): no control or text-direction characters.
public struct SessionSnapshot: Sendable, Equatable, Codable {
    public var learners: [Learner]
    /// The exercises shown, in track order.
    public var exercises: [String]
    public var stuckAfter: StuckRule
    /// The learners that could not be read, and why (see ``TeamSession``).
    public var unreadable: [Unreadable] = []

    /// A learner skipped: their name (printable) and why, in plain words.
    public struct Unreadable: Sendable, Equatable, Codable {
        public var name: String
        public var reason: String

        public init(name: String, reason: String) { self.name = name; self.reason = reason }
    }

    public struct Learner: Sendable, Equatable, Codable {
        public var name: String
        public var exercises: [String: ExerciseState]
        /// The exercise worked on last and not yet passed, if any.
        public var current: String?
        /// Whole minutes since the first attempt or hint on ``current``.
        public var minutesOnCurrent: Int?
        /// ``current`` has not passed after ``StuckRule/attempts`` attempts or ``StuckRule/minutes`` minutes.
        public var stuck: Bool
        /// Why the older part of this learner's history was not read (``TeamSession/maxEvents``), if it was not.
        public var historyCut: String?

        enum CodingKeys: String, CodingKey {
            case name, exercises, current, stuck
            case minutesOnCurrent = "minutes_on_current", historyCut = "history_cut"
        }
    }

    public struct ExerciseState: Sendable, Equatable, Codable {
        public var status: ExerciseProgress.Status
        public var attempts: Int
        public var hintsUsed: Int
        public var lastAttempt: Date?

        enum CodingKeys: String, CodingKey {
            case status, attempts
            case hintsUsed = "hints_used", lastAttempt = "last_attempt"
        }
    }

    /// When a learner counts as stuck on their current exercise.
    public struct StuckRule: Sendable, Equatable, Codable {
        public var attempts: Int
        public var minutes: Int

        public init(attempts: Int = 5, minutes: Int = 15) { self.attempts = attempts; self.minutes = minutes }
    }

    enum CodingKeys: String, CodingKey {
        case learners, exercises, unreadable
        case stuckAfter = "stuck_after"
    }

    /// The snapshot of what ``TeamSession/read(cache:maxEvents:)`` found, for `exercises`, as of `now`.
    public static func make(_ histories: TeamSession.Histories, exercises: [Exercise], rule: StuckRule = StuckRule(), now: Date = Date()) -> SessionSnapshot {
        var snapshot = make(histories: histories.learners.map { ($0.name, $0.events) }, exercises: exercises, rule: rule, now: now)
        let cuts = Dictionary(histories.learners.compactMap { learner in learner.cut.map { (UntrustedText.printable(learner.name), $0) } }) { first, _ in first }
        for index in snapshot.learners.indices { snapshot.learners[index].historyCut = cuts[snapshot.learners[index].name] }
        snapshot.unreadable = histories.unreadable
        return snapshot
    }

    /// The snapshot of `histories` (each learner's events, any order) for `exercises`, as of `now`. Names are made
    /// printable (``UntrustedText/printable(_:)``).
    public static func make(
        histories: [(name: String, events: [ProgressEvent])], exercises: [Exercise], rule: StuckRule = StuckRule(), now: Date = Date()
    ) -> SessionSnapshot {
        let ids = Set(exercises.map(\.id))
        let learners = histories.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }.map { history -> Learner in
            let summary = ProgressSummary.make(events: history.events, exercises: exercises)
            // Grouped once: a history of thousands of events is read once, not once per exercise.
            let byExercise = Dictionary(grouping: history.events, by: \.exercise)
            var states: [String: ExerciseState] = [:]
            for row in summary.exercises {
                let last = (byExercise[row.id] ?? []).filter { event in
                    guard case .attempt = event.kind else { return false }
                    return true
                }.map(\.date).max()
                states[row.id] = ExerciseState(status: row.status, attempts: row.attempts, hintsUsed: row.hintsUsed, lastAttempt: last)
            }
            let latest = history.events.filter { ids.contains($0.exercise) }.max { $0.date < $1.date }
            var learner = Learner(name: UntrustedText.printable(history.name), exercises: states, current: nil, minutesOnCurrent: nil, stuck: false)
            if let latest, states[latest.exercise]?.status != .passed {
                // An exercise reset after a pass is being done again: time and attempts count from the reset.
                let events = byExercise[latest.exercise] ?? []
                let standing = ExerciseStanding.standings(from: events)[latest.exercise]
                let since = standing?.lastReset ?? .distantPast
                let started = events.filter { $0.date >= since }.map(\.date).min() ?? latest.date
                // A start in the future or over a year back is a date written by hand: the time spent is unknown.
                let elapsed = now.timeIntervalSince(started)
                let minutes = (0...(365 * 86_400)).contains(elapsed) ? Int(elapsed / 60) : nil
                learner.current = latest.exercise
                learner.minutesOnCurrent = minutes
                learner.stuck = (standing?.attemptsSinceReset ?? 0) >= rule.attempts || (minutes ?? 0) >= rule.minutes
            }
            return learner
        }
        return SessionSnapshot(learners: learners, exercises: exercises.map(\.id), stuckAfter: rule)
    }

    /// The JSON bytes (pretty, key-sorted, ISO 8601 dates).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
