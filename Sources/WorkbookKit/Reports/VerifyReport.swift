/// Renders one line per exercise for `workbook verify`, then the problems (a problem's further lines, the compiler's
/// errors, indented under it), and a footer.
public struct VerifyReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func line(_ verdict: ExerciseVerification) -> String {
        let from = verdict.verifiedFrom.hasPrefix("HEAD") || verdict.verifiedFrom.isEmpty ? "" : style.dim(" (verified \(verdict.verifiedFrom))")
        if verdict.ok { return style.green("✔ ") + verdict.summary + from }
        let problems = verdict.problems.flatMap { problem in
            problem.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        return ([style.red("✘ ") + verdict.id + from] + problems).joined(separator: "\n")
    }

    public func footer(_ verdicts: [ExerciseVerification]) -> String {
        let bad = verdicts.filter { !$0.ok }.count
        var lines: [String] = []
        if bad == 0 {
            lines.append(style.green(verdicts.count == 1 ? "The exercise verified." : "All \(verdicts.count) exercises verified."))
        } else {
            lines.append(style.red("\(bad) of \(verdicts.count) exercises failed verification."))
        }
        // One total across the catalogue: every known fix checked, right and wrong (issue 22).
        let variants = verdicts.flatMap(\.variants)
        let wrong = variants.filter { !$0.ok }.count
        let right = variants.filter { $0.expect == "pass" }.count
        let checked = "\(variants.count) variant\(variants.count == 1 ? "" : "s") checked (\(right) right fix\(right == 1 ? "" : "es") expected to pass, \(variants.count - right) wrong fix\(variants.count - right == 1 ? "" : "es") expected to fail)"
        lines.append(wrong == 0 ? checked + "." : checked + style.red("; \(wrong) did not get the verdict grader.yml expects."))
        let differing = verdicts.filter(\.workingTreeDiffers).map(\.id)
        if !differing.isEmpty {
            let named = differing.count <= 3 ? differing.joined(separator: ", ") : "\(differing.count) exercises"
            lines.append(style.dim("Verified the committed versions; the working tree's Exercises/ differs for \(named) (not verified: `workbook verify --working-tree` verifies the files on disk)."))
        }
        return lines.joined(separator: "\n")
    }
}
