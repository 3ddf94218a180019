import Foundation

/// Where the learner stands on one exercise now, read from the progress history: whether it counts as passed, and
/// whether it passed once and was reset since.
///
/// A pass counts until the exercise is reset (`workbook reset`, a ``ProgressEvent/Kind/reset(from:)`` note): the
/// learner put the shipped, broken code back, so the exercise is theirs to do again. It is then not passed (the
/// current exercise may be it again) and ``passedBeforeReset`` is true until it passes again. The first pass stays
/// in the history: ``ProgressSummary`` still reports its date and the time it took.
public struct ExerciseStanding: Sendable, Equatable {
    /// Attempts recorded, in all.
    public var attempts = 0
    /// Attempts recorded since the latest reset (all of them when it was never reset).
    public var attemptsSinceReset = 0
    /// Some attempt passed, and the exercise was not reset after it.
    public var passed = false
    /// Some attempt passed, then the exercise was reset, and no attempt has passed since.
    public var passedBeforeReset = false
    /// When the latest reset was recorded, if any.
    public var lastReset: Date?

    public init() {}

    /// `list`'s status: `passed`; else `failed` when attempted (since the latest reset, for an exercise that passed
    /// before it); else `pending`.
    public var status: ExerciseProgress.Status {
        if passed { return .passed }
        return (passedBeforeReset ? attemptsSinceReset : attempts) > 0 ? .failed : .pending
    }

    /// The standing of every exercise named in `events`, by id. `events` are newest first, as
    /// ``ProgressStore/events()`` reads them.
    public static func standings(from events: [ProgressEvent]) -> [String: ExerciseStanding] {
        var standings: [String: ExerciseStanding] = [:]
        for event in events.reversed() {  // oldest first
            var standing = standings[event.exercise] ?? ExerciseStanding()
            switch event.kind {
            case .attempt(let status, _, _):
                standing.attempts += 1
                standing.attemptsSinceReset += 1
                if status == .pass { standing.passed = true; standing.passedBeforeReset = false }
            case .reset:
                if standing.passed { standing.passedBeforeReset = true }
                standing.passed = false
                standing.attemptsSinceReset = 0
                standing.lastReset = event.date
            case .hint, .solutionViewed:
                break
            }
            standings[event.exercise] = standing
        }
        return standings
    }

    /// The ids of the exercises that count as passed now.
    public static func passed(in store: ProgressStore) throws(WorkbookError) -> Set<String> {
        Set(standings(from: try store.events()).filter(\.value.passed).map(\.key))
    }
}
