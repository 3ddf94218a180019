import Foundation

/// `workbook check [ID]`, `workbook check --all`: check exercises and record the checks that are attempts.
///
/// Which checks are attempts, and when a recorded result is shown instead of checking again, is
/// ``AttemptPolicy``'s rule: code the learner changed since their last attempt is recorded; the shipped code, and the
/// same code again, are not. `--author` (``Mode/author``) checks the files as they are and touches nothing: no attempt,
/// no shipped snapshot, no recorded result reused.
public enum CheckCommand {
    /// Who is checking.
    public enum Mode: Sendable, Equatable {
        /// A learner: the shipped snapshot is brought up to date first, attempts are recorded by ``AttemptPolicy``.
        case learner
        /// An author (`--author`, and inside `workbook verify`): nothing is recorded or written to any git reference,
        /// every check runs, and a hidden suite that does not compile shows the compiler's own errors.
        case author
    }

    /// What became of a check, for the record.
    public enum AttemptRecord: Sendable, Equatable {
        /// Recorded as the commit `commit` on ``ProgressStore/reference``.
        case recorded(commit: String, reason: AttemptPolicy.Reason)
        /// Not an attempt: the same code as the attempt recorded at `since`. `reused`: its recorded result was shown
        /// and nothing ran; else it ran again and got the same verdict.
        case unchanged(since: Date, reused: Bool)
        /// Not an attempt: the code is the exercise as shipped.
        case asShipped
        /// Not an attempt: checked with `--author`.
        case authoring
        /// It was an attempt, but recording it failed (the result still stands; the CLI warns).
        case failed(WorkbookError)

        /// Whether an attempt was written.
        public var isRecorded: Bool {
            if case .recorded = self { return true }
            return false
        }

        /// One sentence for the learner when the check was not recorded (nil when it was, or when checked with
        /// `--author`), e.g. "Same code as your attempt at 14:02, so this is its result; nothing new is recorded."
        public func note(timeZone: TimeZone = .current) -> String? {
            switch self {
            case .unchanged(let since, let reused):
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = timeZone
                formatter.dateFormat = Calendar.current.isDateInToday(since) ? "HH:mm" : "yyyy-MM-dd HH:mm"
                let what = reused ? "this is its result" : "it was checked again with the same result"
                return "Same code as your attempt at \(formatter.string(from: since)), so \(what); nothing new is recorded."
            case .asShipped:
                return "This is the exercise as shipped, so it is not recorded as an attempt: change the code, and each version you check is."
            case .recorded, .authoring, .failed:
                return nil
            }
        }
    }

    /// One exercise checked.
    public struct Checked: Sendable {
        /// The outcome: of this check, or the recorded one it reused (``AttemptRecord/unchanged(since:reused:)``).
        public var result: CheckResult
        /// Whether the check was recorded as an attempt, and if not, why.
        public var attempt: AttemptRecord
        /// What to do after it (``NextStep``); nil when checking with `--author`.
        public var next: NextStep?

        public init(result: CheckResult, attempt: AttemptRecord, next: NextStep? = nil) {
            self.result = result; self.attempt = attempt; self.next = next
        }
    }

    /// What `check` did.
    public enum Outcome: Sendable {
        /// The exercise was checked.
        case checked(Checked)
        /// No id was given and every exercise (of the track) has passed already: `count` of them. `nextTrack` is the
        /// track to take next (``NextStep/nextTrack(after:in:passed:)``), if any.
        case allPassed(count: Int, nextTrack: Track?)
    }

    /// Resolves the exercise, checks it and records it when it is an attempt.
    ///
    /// - Parameters:
    ///   - query: what the learner typed (`01`, `1`, the id or the slug), or nil for the first exercise not yet
    ///     passed (in `track`, when given).
    ///   - track: scopes "the first not yet passed" and the next step to a track.
    ///   - pipeline: the pipeline to check with; nil prepares the workbook's own (``CheckPipeline/prepare(_:reporter:)``).
    /// - Throws: ``WorkbookError`` for usage or setup errors (exit code 2).
    public static func run(
        _ workbook: Workbook, query: String?, track: Track? = nil, mode: Mode = .learner,
        reporter: any ActivityReporter = SilentReporter(), pipeline: CheckPipeline? = nil, reusesRecordedResults: Bool = true
    ) throws(WorkbookError) -> Outcome {
        let store = ProgressStore(root: workbook.contentRoot)
        // Learner commands keep the shipped snapshot up to date with HEAD; authoring never writes it.
        if mode == .learner { _ = try? ShippedSnapshot.ensure(workbook) }
        let exercise: Exercise
        if let query {
            exercise = try workbook.catalogue.resolve(query)
        } else {
            guard let first = try CurrentExercise.first(in: workbook, track: track, store: store) else {
                let nextTrack = NextStep.nextTrack(after: track, in: workbook, passed: try ExerciseStanding.passed(in: store))
                return .allPassed(count: workbook.catalogue.exercises(in: track).count, nextTrack: nextTrack)
            }
            exercise = first
        }
        let pipeline = try prepared(pipeline, workbook, reporter: reporter)
        return .checked(try check(exercise, in: workbook, track: track, mode: mode, pipeline: pipeline, reusesRecordedResults: reusesRecordedResults))
    }

    /// `check --all`: every exercise of `track` (of the workbook when nil), in order, each checked and recorded as
    /// ``run(_:query:track:mode:reporter:pipeline:)`` would (unchanged code is not checked again, and not recorded).
    ///
    /// - Parameter onExercise: called after each exercise, with the index done (1-based) and the total.
    public static func runAll(
        _ workbook: Workbook, track: Track? = nil, mode: Mode = .learner, reporter: any ActivityReporter = SilentReporter(),
        pipeline: CheckPipeline? = nil, reusesRecordedResults: Bool = true, onExercise: (Checked, Int, Int) -> Void = { _, _, _ in }
    ) throws(WorkbookError) -> [Checked] {
        if mode == .learner { _ = try? ShippedSnapshot.ensure(workbook) }
        let pipeline = try prepared(pipeline, workbook, reporter: reporter)
        let exercises = workbook.catalogue.exercises(in: track)
        var checked: [Checked] = []
        for (index, exercise) in exercises.enumerated() {
            let one = try check(exercise, in: workbook, track: track, mode: mode, pipeline: pipeline, reusesRecordedResults: reusesRecordedResults)
            checked.append(one)
            onExercise(one, index + 1, exercises.count)
        }
        return checked
    }

    /// Checks one exercise: shows the recorded result of unchanged code without running anything when it can stand
    /// (``AttemptPolicy/reusableResult(previous:sources:provenance:)``), else runs the pipeline and records the check
    /// when it is an attempt (``AttemptPolicy/decide(sources:result:provenance:previous:shipped:)``).
    ///
    /// `reusesRecordedResults: false` always runs: a report for an autograder or CI (`--format gradescope`) must not
    /// rest on the progress history, which whoever holds the repository can write (break-it pass 34 of issue 30:
    /// a hand-edited recorded result gave a failing exercise full marks).
    public static func check(
        _ exercise: Exercise, in workbook: Workbook, track: Track?, mode: Mode, pipeline: CheckPipeline, reusesRecordedResults: Bool = true
    ) throws(WorkbookError) -> Checked {
        guard mode == .learner else {
            return Checked(result: try pipeline.forAuthors().check(exercise), attempt: .authoring)
        }
        let store = ProgressStore(root: workbook.contentRoot)
        let provenance = pipeline.provenance(exercise)
        let previous = try? store.previousAttempt(of: exercise.id, sinceReset: true)
        try workbook.refuseSymbolicLinks(in: exercise)
        let now = SourceSnapshot.read(workbook.exerciseDirectory(exercise))
        if reusesRecordedResults, let previous,
           let reused = AttemptPolicy.reusableResult(previous: previous, sources: now.files, provenance: provenance) {
            return Checked(result: reused, attempt: .unchanged(since: previous.date, reused: true),
                           next: next(after: exercise, result: reused, in: workbook, track: track, store: store))
        }
        let (result, sources) = try pipeline.checkWithSources(exercise)
        let shipped = (try? ShippedSnapshot.files(of: exercise, in: workbook))
            .flatMap { $0 }?.map { SourceSnapshot.File(name: $0.key, contents: $0.value) }
        let attempt: AttemptRecord
        switch AttemptPolicy.decide(sources: sources.files, result: result, provenance: provenance, previous: previous, shipped: shipped) {
        case .record(let reason):
            do {
                attempt = .recorded(commit: try store.record(result, sources: sources.files, provenance: provenance), reason: reason)
            } catch {
                attempt = .failed(error)
            }
        case .unchanged(let since):
            attempt = .unchanged(since: since, reused: false)
        case .asShipped:
            attempt = .asShipped
        }
        return Checked(result: result, attempt: attempt, next: next(after: exercise, result: result, in: workbook, track: track, store: store))
    }

    /// `given`, else the workbook's own pipeline.
    private static func prepared(_ given: CheckPipeline?, _ workbook: Workbook, reporter: any ActivityReporter) throws(WorkbookError) -> CheckPipeline {
        if let given { return given }
        return try CheckPipeline.prepare(workbook, reporter: reporter)
    }

    /// The next step after checking `exercise`: a pass counts even when it was not recorded.
    static func next(after exercise: Exercise, result: CheckResult, in workbook: Workbook, track: Track?, store: ProgressStore) -> NextStep {
        var passed = (try? ExerciseStanding.passed(in: store)) ?? []
        if result.status == .pass { passed.insert(exercise.id) }
        return NextStep.after(exercise, in: workbook, track: track, passed: passed)
    }
}
