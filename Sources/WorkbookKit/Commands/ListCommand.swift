import Foundation

/// One row of `workbook list`.
public struct ExerciseProgress: Sendable, Codable, Equatable {
    /// `pending`: no attempt yet. `passed`: some attempt passed (and the exercise was not reset since). `failed`:
    /// attempted, never passed. An exercise reset after passing is `pending` or `failed` by its attempts since the
    /// reset, with ``passedBeforeReset`` set (see ``ExerciseStanding``).
    public enum Status: String, Sendable, Codable { case pending, passed, failed }

    public var id: String
    public var title: String
    public var category: String
    public var tracks: [String]
    public var status: Status
    /// How many attempts were recorded.
    public var attempts: Int
    /// The names of the hot paths the exercise's budgets limit (JSON `hot_paths`, omitted when there are none).
    public var hotPaths: [String]? = nil
    /// It passed, was reset since (`workbook reset`) and has not passed again: "passed before, reset since" (JSON
    /// `passed_before_reset`).
    public var passedBeforeReset = false

    enum CodingKeys: String, CodingKey {
        case id, title, category, tracks, status, attempts
        case hotPaths = "hot_paths"
        case passedBeforeReset = "passed_before_reset"
    }
}

/// `workbook list`: every exercise in catalogue order with its status from the progress history
/// (``ExerciseStanding``: a reset after a pass makes the exercise to do again).
public enum ListCommand {
    public static func run(_ workbook: Workbook) throws(WorkbookError) -> [ExerciseProgress] {
        let standings = ExerciseStanding.standings(from: try ProgressStore(root: workbook.contentRoot).events())
        return workbook.catalogue.exercises.map { exercise in
            let standing = standings[exercise.id] ?? ExerciseStanding()
            return ExerciseProgress(
                id: exercise.id, title: exercise.title, category: exercise.category.rawValue, tracks: exercise.tracks,
                status: standing.status, attempts: standing.attempts,
                hotPaths: exercise.hotPaths.isEmpty ? nil : exercise.hotPaths.map(\.name),
                passedBeforeReset: standing.passedBeforeReset)
        }
    }

    /// The rows as a pretty JSON array.
    public static func json(_ rows: [ExerciseProgress]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(rows)) ?? Data("[]".utf8)
    }
}
