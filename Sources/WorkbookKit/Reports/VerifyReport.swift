/// Renders one line per exercise for `workbook verify`, then the problems.
public struct VerifyReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func line(_ verdict: ExerciseVerification) -> String {
        if verdict.ok { return style.green("✔ ") + verdict.summary }
        return ([style.red("✘ ") + verdict.id] + verdict.problems.map { "    " + $0 }).joined(separator: "\n")
    }

    public func footer(_ verdicts: [ExerciseVerification]) -> String {
        let bad = verdicts.filter { !$0.ok }.count
        if bad == 0 { return style.green(verdicts.count == 1 ? "The exercise verified." : "All \(verdicts.count) exercises verified.") }
        return style.red("\(bad) of \(verdicts.count) exercises failed verification.")
    }
}
