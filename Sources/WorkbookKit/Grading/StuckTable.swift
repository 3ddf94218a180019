/// Who is stuck where, as HTML (styled by ``DashboardPage``): the ranked ``StuckEntry`` list as a table — person,
/// exercise, latest outcome, attempts (with a bar scaled to the most), hints used, solution viewed — the first `limit`
/// rows, then how many more. Plain entries, so any page that follows people through exercises can show one.
/// Every text is HTML-escaped.
public struct StuckTable: Sendable, Equatable {
    public var entries: [StuckEntry]
    public var limit: Int

    /// `entries` in the order to show (``StuckEntry/ranked(_:)`` gives most stuck first).
    public init(entries: [StuckEntry], limit: Int = 25) { self.entries = entries; self.limit = limit }

    public func html() -> String {
        let e = MarkupEscaping.html
        guard !entries.isEmpty else { return "<p class=\"empty\">Nobody is stuck: every exercise someone tried, they passed.</p>" }
        let most = max(1, entries.map(\.attempts).max() ?? 1)
        var html = ["<table class=\"stuck\">",
                    "<thead><tr><th scope=\"col\">Who</th><th scope=\"col\">Exercise</th><th scope=\"col\">Latest</th>"
                    + "<th scope=\"col\" class=\"num\">Attempts without a pass</th><th scope=\"col\" class=\"num\">Hints used</th>"
                    + "<th scope=\"col\">Solution</th></tr></thead>", "<tbody>"]
        for entry in entries.prefix(limit) {
            let width = Int((Double(entry.attempts) / Double(most) * 100).rounded())
            let who = "<span class=\"name\">\(e(entry.name))</span>" + (entry.person != entry.name ? " <span class=\"id\">\(e(entry.person))</span>" : "")
            html.append("<tr><td>\(who)</td>"
                + "<td title=\"\(e(entry.exerciseTitle))\">\(e(entry.exercise))</td>"
                + "<td><span class=\"swatch \(entry.outcome.rawValue)\" aria-hidden=\"true\">\(entry.outcome.symbol)</span> \(entry.outcome.label)</td>"
                + "<td class=\"num\"><span class=\"bar\" style=\"width:\(width)%\" aria-hidden=\"true\"></span><span class=\"count\">\(entry.attempts)</span></td>"
                + "<td class=\"num\">\(entry.hintsUsed)</td>"
                + "<td>\(entry.solutionViewed ? "viewed" : "")</td></tr>")
        }
        html.append("</tbody></table>")
        if entries.count > limit {
            html.append("<p class=\"more\">…and \(entries.count - limit) more; the grid shows every attempt count.</p>")
        }
        return html.joined(separator: "\n")
    }
}
