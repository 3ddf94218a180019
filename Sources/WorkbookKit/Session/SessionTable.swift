import Foundation

/// `workbook session`'s terminal table: a row per learner, a column per exercise (its number), then what they are on
/// now and for how long. A cell is `✓` (passed), `✗` (attempted, not passed) or `·` (not tried), followed by the
/// attempts and, after `h`, the hints used (`✗4h2`). A stuck learner's row is marked `stuck` (in red on a terminal).
/// Learners that could not be read, and those read only in part, are named under the table with the reason.
public struct SessionTable: Sendable {
    public var style: TerminalStyle

    public init(style: TerminalStyle) { self.style = style }

    public func render(_ snapshot: SessionSnapshot, remote: String, track: String?) -> String {
        let numbers = snapshot.exercises.map { String($0.prefix { $0.isNumber }) }
        var header = ["Learner"] + numbers + ["Now on", "For", ""]
        var rows: [[String]] = []
        for learner in snapshot.learners {
            var row = [learner.name]
            for id in snapshot.exercises {
                let state = learner.exercises[id]
                let hints = (state?.hintsUsed ?? 0) > 0 ? "h\(state!.hintsUsed)" : ""
                switch state?.status {
                case .passed?: row.append("✓\(state!.attempts)\(hints)")
                case .failed?: row.append("✗\(state!.attempts)\(hints)")
                default: row.append(hints.isEmpty ? "·" : "·\(hints)")
                }
            }
            let passedAll = snapshot.exercises.allSatisfy { learner.exercises[$0]?.status == .passed }
            row.append(learner.current.map { String($0.prefix { $0.isNumber }) } ?? (passedAll ? "done" : "–"))
            row.append(learner.minutesOnCurrent.map { "\($0) min" } ?? "")
            row.append(learner.stuck ? "stuck" : "")
            rows.append(row)
        }
        if rows.isEmpty { header = ["Learner"] }
        let widths = header.indices.map { column in ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        func line(_ cells: [String], stuck: Bool = false) -> String {
            let text = cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
            return stuck ? style.red(text) : text
        }
        var lines = [style.bold("Session \(remote)") + (track.map { " · track \($0)" } ?? "")
                     + " · \(snapshot.learners.count) learner\(snapshot.learners.count == 1 ? "" : "s")"]
        lines.append("")
        if snapshot.learners.isEmpty {
            lines.append(snapshot.unreadable.isEmpty ? "No learner has synced yet. Each one joins with `workbook sync --auto \(remote)`."
                                                     : "No learner could be read.")
            lines += notes(snapshot)
            return lines.joined(separator: "\n")
        }
        lines.append(style.dim(line(header)))
        for (row, learner) in zip(rows, snapshot.learners) { lines.append(line(row, stuck: learner.stuck)) }
        lines.append("")
        let stuck = snapshot.learners.filter(\.stuck)
        if !stuck.isEmpty {
            let names = stuck.map { "\($0.name) on \($0.current ?? "?")" }.joined(separator: ", ")
            lines.append(style.red("Stuck: ") + names)
        }
        lines += notes(snapshot)
        lines.append(style.dim("✓ passed  ✗ not yet  · not tried; then attempts, h = hints used. Stuck: no pass after \(snapshot.stuckAfter.attempts) attempts or \(snapshot.stuckAfter.minutes) min."))
        return lines.joined(separator: "\n")
    }

    /// A line per learner skipped or read in part.
    private func notes(_ snapshot: SessionSnapshot) -> [String] {
        snapshot.unreadable.map { style.red("Not shown: ") + "\($0.name) (\($0.reason))." }
            + snapshot.learners.compactMap { learner in learner.historyCut.map { "Read in part: \(learner.name) (\($0))." } }
    }
}
