/// Renders `workbook hint`: earlier tiers dimmed, the new one in bold, and how many remain.
public struct HintReport: Sendable {
    public var style: TerminalStyle
    /// How the closing line tells the learner to ask for the next hint.
    public var hintPrompt: HintPrompt
    public init(style: TerminalStyle, hintPrompt: HintPrompt = .command) { self.style = style; self.hintPrompt = hintPrompt }

    public func render(_ reveal: HintReveal) -> String {
        let exercise = reveal.exercise
        guard reveal.total > 0 else { return "\(exercise.id) has no hints. Read its README.md again: it describes what the user sees." }
        var lines = [style.bold("\(exercise.id) · \(exercise.title)"), ""]
        for (index, hint) in reveal.hints.enumerated() {
            let tier = index + 1
            let label = "Hint \(tier) of \(reveal.total): "
            if tier == reveal.tier && reveal.revealedNew {
                lines.append(style.yellow(label) + style.bold(hint))
            } else {
                lines.append(style.dim(label) + hint)
            }
        }
        lines.append("")
        if !reveal.revealedNew {
            lines.append("You have seen all \(reveal.total) hints. Still stuck? `workbook solution \(exercise.shortID) --force` shows the fix (recorded).")
        } else if reveal.isLast {
            lines.append("That was the last hint.")
        } else {
            lines.append(style.dim("\(reveal.total - reveal.tier) more — \(hintPrompt.nextHint(for: exercise))."))
        }
        return lines.joined(separator: "\n")
    }
}
