/// How a report tells the learner to ask for the next hint: the command, or the key in watch mode.
public enum HintPrompt: Sendable {
    /// `workbook hint 01`
    case command
    /// The `h` key of watch mode.
    case watchKey

    /// The closing line of a failed check.
    func stuckLine(for exercise: Exercise) -> String {
        switch self {
        case .command: "Stuck? `workbook hint \(exercise.shortID)` shows a hint."
        case .watchKey: "Stuck? Press h for a hint."
        }
    }

    /// How to get the next hint, after a hint: “`workbook hint 01` for the next”.
    func nextHint(for exercise: Exercise) -> String {
        switch self {
        case .command: "`workbook hint \(exercise.shortID)` for the next"
        case .watchKey: "press h for the next"
        }
    }
}
