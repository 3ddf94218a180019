import Foundation

/// "The current exercise": the first exercise of a track (or of the whole catalogue) that has not passed yet.
///
/// Used by `check` with no id, `hint` with no id, and watch mode; `check` and `hint` run inside an exercise's folder
/// take that exercise instead (``containing(_:in:)``).
public enum CurrentExercise {
    /// The first exercise in `track` (catalogue order when nil) that does not count as passed in `store`'s history
    /// (``ExerciseStanding``: one reset after passing is to do again), or nil when every one has passed.
    ///
    /// - Throws: ``WorkbookError/git(_:)``.
    public static func first(in workbook: Workbook, track: Track?, store: ProgressStore) throws(WorkbookError) -> Exercise? {
        let passed = try ExerciseStanding.passed(in: store)
        return workbook.catalogue.exercises(in: track).first { !passed.contains($0.id) }
    }

    /// The exercise whose folder (`Exercises/<id>/`, or a folder inside it) `directory` is, or nil.
    public static func containing(_ directory: URL, in workbook: Workbook) -> Exercise? {
        let exercises = workbook.contentRoot.appendingPathComponent("Exercises").resolvingSymlinksInPath().standardizedFileURL.pathComponents
        let components = directory.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        guard components.count > exercises.count, Array(components.prefix(exercises.count)) == exercises else { return nil }
        let id = components[exercises.count]
        return workbook.catalogue.exercises.first { $0.id == id }
    }

    /// The exercise after `exercise` in `track` (catalogue order when nil), or nil at the end: catalogue order
    /// only. What a learner is offered next is ``NextStep/after(_:in:track:passed:)``.
    public static func after(_ exercise: Exercise, in workbook: Workbook, track: Track?) -> Exercise? {
        let order = workbook.catalogue.exercises(in: track)
        guard let index = order.firstIndex(where: { $0.id == exercise.id }), index + 1 < order.count else { return nil }
        return order[index + 1]
    }
}
