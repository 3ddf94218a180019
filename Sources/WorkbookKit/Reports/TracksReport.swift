import Foundation

/// Renders `workbook tracks` as an aligned table: id, title, and the exercise numbers the track visits in order; and
/// `workbook tracks --json` (``json(_:)``).
public struct TracksReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func render(_ tracks: [Track]) -> String {
        guard !tracks.isEmpty else { return "grader.yml declares no tracks; every exercise is on the one path `workbook` follows." }
        let idWidth = tracks.map(\.id.count).max() ?? 0
        let titleWidth = tracks.map(\.title.count).max() ?? 0
        var lines = tracks.map { track -> String in
            let id = track.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let title = track.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            let count = track.exercises.count
            let numbers = track.exercises.map { String($0.prefix { $0.isNumber }) }.joined(separator: ", ")
            return "\(style.bold(id))  \(title)  " + style.dim("\(count) exercise\(count == 1 ? "" : "s")\(count == 0 ? "" : ": " + numbers)")
        }
        lines.append("")
        lines.append("Use one with --track NAME, e.g. `workbook --track \(tracks[0].id)`.")
        return lines.joined(separator: "\n")
    }

    /// `workbook tracks --json`: the tracks in `grader.yml`'s order, as a pretty, key-sorted JSON array:
    ///
    /// ```json
    /// [{"id": "onboarding", "title": "Team onboarding session, ~85 min: …",
    ///   "exercises": ["01-hidden-tally-resets", "10-quantity-total-stuck", …]}, …]
    /// ```
    ///
    /// `id` is the name `--track` takes; `exercises` are the ids the track visits, in its order (an empty array for a
    /// track with none). A workbook without tracks prints `[]`.
    public static func json(_ tracks: [Track]) -> Data {
        struct Row: Encodable { var id: String; var title: String; var exercises: [String] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(tracks.map { Row(id: $0.id, title: $0.title, exercises: $0.exercises) })) ?? Data("[]".utf8)
    }
}
