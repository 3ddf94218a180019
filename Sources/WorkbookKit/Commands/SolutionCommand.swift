import Foundation

/// The reference solution of an exercise as a diff against the learner's files.
public struct SolutionDiff: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        /// The file name relative to the exercise directory.
        public var name: String
        /// A unified diff from `a/Exercises/<id>/<name>` (the learner's) to `b/Solutions/<id>/<name>` (the fix).
        public var patch: String
    }
    public var exercise: Exercise
    /// Only files that differ; empty when the learner's files already match the solution.
    public var files: [File]
    /// True when shown before the exercise had passed (`--force`; recorded in the progress history).
    public var forced: Bool
}

/// `workbook solution ID [--force]`: the reference fix (`Solutions/<id>/`) as a unified diff against the learner's
/// `Exercises/<id>/` files, made by libgit2. Before the exercise has passed it refuses, unless `force`, in which
/// case the viewing is recorded on `refs/workbook/progress` with the trailer `Solution-Viewed: forced`.
public enum SolutionCommand {
    /// - Throws: ``WorkbookError/refused(_:)`` before a pass without `force`; ``WorkbookError/missingFile(_:)`` when
    ///   the exercise has no solution; ``WorkbookError/git(_:)``.
    public static func run(_ workbook: Workbook, exercise: Exercise, force: Bool) throws(WorkbookError) -> SolutionDiff {
        _ = try? ShippedSnapshot.ensure(workbook)
        let store = ProgressStore(root: workbook.contentRoot)
        let passed = try store.history().contains { $0.exercise == exercise.id && $0.status == .pass }
        guard passed || force else {
            throw .refused("You haven't passed \(exercise.id) yet; the solution is shown once you pass, or now with --force (recorded in your progress).")
        }
        let files = try diff(exercise, in: workbook)
        if !passed { try store.recordSolutionViewed(exercise: exercise.id, forced: true) }
        return SolutionDiff(exercise: exercise, files: files, forced: !passed)
    }

    /// The per-file diffs, without any check or recording.
    ///
    /// - Throws: ``WorkbookError/missingFile(_:)`` when `Solutions/<id>/` holds no file.
    public static func diff(_ exercise: Exercise, in workbook: Workbook) throws(WorkbookError) -> [SolutionDiff.File] {
        // Known fixes, right and wrong (`Solutions/<id>/variants/`, ``Variant``), are the grader's, never the learner's.
        let solution = ResetCommand.currentFiles(workbook.solutionDirectory(exercise)).filter { !$0.key.hasPrefix(Variant.folder + "/") }
        guard !solution.isEmpty else { throw .missingFile("Solutions/\(exercise.id)/") }
        let learner = ResetCommand.currentFiles(workbook.exerciseDirectory(exercise))
        return solution.keys.sorted().compactMap { name in
            let patch = unifiedDiff(
                old: learner[name], oldPath: "Exercises/\(exercise.id)/\(name)",
                new: solution[name], newPath: "Solutions/\(exercise.id)/\(name)")
            return patch.isEmpty ? nil : SolutionDiff.File(name: name, patch: patch)
        }
    }
}
