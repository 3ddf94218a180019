/// Renders `workbook solution`: the diff from the learner's files to the reference fix, coloured on a TTY.
public struct SolutionReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func render(_ solution: SolutionDiff) -> String {
        let exercise = solution.exercise
        var lines = [style.bold("\(exercise.id) · \(exercise.title) — the reference fix"),
                     style.dim("`-` lines are your code (Exercises/\(exercise.id)/), `+` lines the solution (Solutions/\(exercise.id)/).")]
        if solution.forced { lines.append(style.yellow("Shown before you passed (--force); this is recorded in your progress.")) }
        lines.append("")
        if solution.files.isEmpty {
            lines.append(style.green("Your files already match the reference solution."))
        }
        for file in solution.files {
            for line in file.patch.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(colour(String(line)))
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    private func colour(_ line: String) -> String {
        if line.hasPrefix("diff --git") || line.hasPrefix("index ") || line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return style.bold(line) }
        if line.hasPrefix("@@") { return style.cyan(line) }
        if line.hasPrefix("+") { return style.green(line) }
        if line.hasPrefix("-") { return style.red(line) }
        return line
    }
}
