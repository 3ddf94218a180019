/// Renders `workbook reset`: what was saved where, what was restored, and how to get the saved version back.
public struct ResetReport: Sendable {
    public var style: TerminalStyle
    public init(style: TerminalStyle) { self.style = style }

    public func render(_ outcome: ResetOutcome) -> String {
        var lines: [String] = []
        let changed = outcome.exercises.filter(\.changed)
        let saved = outcome.exercises.filter(\.saved)
        if let commit = outcome.backupCommit {
            let short = String(commit.prefix(10))
            lines.append("Saved your version of \(saved.count == 1 ? saved[0].exercise : "\(saved.count) exercises") on \(outcome.backupReference) (commit \(short)).")
        }
        let unchanged = outcome.exercises.filter { !$0.changed && !$0.wasPassed }  // listed one by one only when few
        for reset in outcome.exercises {
            if !reset.changed && !reset.wasPassed && unchanged.count > 3 { continue }
            if reset.changed {
                var line = style.green("✔ ") + "\(reset.exercise): restored as shipped"
                if !reset.restoredFrom.isEmpty { line += " from \(reset.restoredFrom)" }
                if !reset.restored.isEmpty { line += " — " + reset.restored.joined(separator: ", ") }
                if !reset.removed.isEmpty { line += style.dim(" (removed \(reset.removed.joined(separator: ", ")), which the shipped version does not have)") }
                if !reset.replacedLinks.isEmpty {
                    // Issue 12: links are replaced, never followed; what they point to is neither saved nor touched.
                    line += style.dim(" (replaced symbolic link\(reset.replacedLinks.count == 1 ? "" : "s") \(reset.replacedLinks.joined(separator: ", ")); what they point to was not read or changed)")
                } else if !reset.saved {
                    line += style.dim(" (its folder was missing or empty, so there was nothing to save)")
                }
                if reset.wasPassed { line += style.yellow(" (you had passed it; it is to do again now)") }
                lines.append(line)
            } else {
                var line = style.dim("· \(reset.exercise): already as shipped; nothing to save or restore")
                if reset.wasPassed { line += style.yellow(" (you had passed it; it is to do again now)") }
                lines.append(line)
            }
        }
        if unchanged.count > 3 {
            lines.append(style.dim("· \(unchanged.count) \(changed.isEmpty ? "" : "other ")exercises already as shipped; nothing to save or restore"))
        }
        if let commit = outcome.backupCommit {
            let short = String(commit.prefix(10))
            lines.append("")
            lines.append("To get your version back:")
            for reset in saved.prefix(3) { lines.append("  git restore --source=\(short) -- Exercises/\(reset.exercise)") }
            if saved.count > 3 { lines.append("  (likewise for the others; `git show --stat \(short)` lists them)") }
        }
        return lines.joined(separator: "\n")
    }
}
