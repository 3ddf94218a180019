import Foundation

/// `workbook check [ID]`: check one exercise (or the first one not yet passed) and record the attempt.
public enum CheckCommand {
    /// What `check` did.
    public enum Outcome: Sendable {
        /// The exercise was checked; `next` is the exercise after it in catalogue order. `recordingError` is set when
        /// the attempt could not be recorded (the result still stands; the CLI warns).
        case checked(CheckResult, next: Exercise?, recordingError: WorkbookError?)
        /// No id was given and every exercise has passed already.
        case allPassed(count: Int)
    }

    /// Resolves the exercise, runs the pipeline and records the attempt on `refs/workbook/progress`.
    ///
    /// - Parameters:
    ///   - query: what the learner typed (`01`, `1`, the id or the slug), or nil for the first exercise not yet
    ///     passed (in `track`, when given).
    ///   - track: scopes "the first not yet passed" and `next` to a track.
    /// - Throws: ``WorkbookError`` for usage or setup errors (exit code 2).
    public static func run(
        _ workbook: Workbook, query: String?, track: Track? = nil, record: Bool = true, reporter: any ActivityReporter = SilentReporter()
    ) throws(WorkbookError) -> Outcome {
        let store = ProgressStore(root: workbook.contentRoot)
        // The first recording command in a workbook takes the shipped snapshot `workbook reset` restores from.
        if record { _ = try? ShippedSnapshot.ensure(workbook) }
        let exercise: Exercise
        if let query {
            exercise = try workbook.catalogue.resolve(query)
        } else {
            guard let first = try CurrentExercise.first(in: workbook, track: track, store: store) else {
                return .allPassed(count: workbook.catalogue.exercises(in: track).count)
            }
            exercise = first
        }
        let pipeline = try CheckPipeline.prepare(workbook, reporter: reporter)
        let (result, sources) = try pipeline.checkWithSources(exercise)
        var recordingError: WorkbookError?
        if record {
            let provenance = AttemptProvenance(
                hiddenSuiteHash: pipeline.hiddenSuiteHash(exercise),
                toolchain: pipeline.toolchain.version(cacheDirectory: workbook.workDirectory))
            do {
                try store.record(result, sources: sources.files, provenance: provenance)
            } catch {
                recordingError = error
            }
        }
        let next = CurrentExercise.after(exercise, in: workbook, track: track)
        return .checked(result, next: next, recordingError: recordingError)
    }
}
