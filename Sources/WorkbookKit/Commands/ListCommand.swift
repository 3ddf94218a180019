import Foundation

/// One row of `workbook list`.
public struct ExerciseProgress: Sendable, Codable, Equatable {
    /// `pending`: no attempt yet. `passed`: some attempt passed. `failed`: attempted, never passed.
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

    enum CodingKeys: String, CodingKey {
        case id, title, category, tracks, status, attempts
        case hotPaths = "hot_paths"
    }
}

/// `workbook list`: every exercise in catalogue order with its status from the progress history.
public enum ListCommand {
    public static func run(_ workbook: Workbook) throws(WorkbookError) -> [ExerciseProgress] {
        let history = try ProgressStore(root: workbook.contentRoot).history()
        return workbook.catalogue.exercises.map { exercise in
            let attempts = history.filter { $0.exercise == exercise.id }
            let status: ExerciseProgress.Status =
                attempts.isEmpty ? .pending : attempts.contains { $0.status == .pass } ? .passed : .failed
            return ExerciseProgress(
                id: exercise.id, title: exercise.title, category: exercise.category.rawValue, tracks: exercise.tracks,
                status: status, attempts: attempts.count,
                hotPaths: exercise.hotPaths.isEmpty ? nil : exercise.hotPaths.map(\.name))
        }
    }

    /// The rows as a pretty JSON array.
    public static func json(_ rows: [ExerciseProgress]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(rows)) ?? Data("[]".utf8)
    }
}
