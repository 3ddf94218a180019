/// Renders what `workbook new` made, and what the author does next.
public struct NewReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func render(_ outcome: NewCommand.Outcome) -> String {
        let exercise = outcome.exercise
        let width = outcome.files.map(\.path.count).max() ?? 0
        var lines = [style.green("✔ ") + "Made \(style.bold(exercise.id)) (\(exercise.category.rawValue)), with a placeholder bug of that kind in each part:"]
        for file in outcome.files {
            lines.append("  " + file.path + String(repeating: " ", count: width - file.path.count + 2) + style.dim(file.role))
        }
        lines.append("")
        lines.append("Next: `workbook verify \(exercise.shortID)` passes now. Replace the placeholder with your bug, part by part (module,")
        lines.append("README, solution, hidden suite, then the entry's title, seed_ref and hints), and run it again after each;")
        lines.append("docs/authoring.md explains each part and the rules verify enforces.")
        return lines.joined(separator: "\n")
    }
}
