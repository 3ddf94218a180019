/// "The current exercise": the first exercise of a track (or of the whole catalogue) that has not passed yet.
///
/// Used by `check` with no id, `hint` with no id, and watch mode.
public enum CurrentExercise {
    /// The first exercise in `track` (catalogue order when nil) with no passing attempt in `store`'s history, or
    /// nil when every one has passed.
    ///
    /// - Throws: ``WorkbookError/git(_:)``.
    public static func first(in workbook: Workbook, track: Track?, store: ProgressStore) throws(WorkbookError) -> Exercise? {
        let passed = Set(try store.history().filter { $0.status == .pass }.map(\.exercise))
        return workbook.catalogue.exercises(in: track).first { !passed.contains($0.id) }
    }

    /// The exercise after `exercise` in `track` (catalogue order when nil), or nil at the end.
    public static func after(_ exercise: Exercise, in workbook: Workbook, track: Track?) -> Exercise? {
        let order = workbook.catalogue.exercises(in: track)
        guard let index = order.firstIndex(where: { $0.id == exercise.id }), index + 1 < order.count else { return nil }
        return order[index + 1]
    }
}
