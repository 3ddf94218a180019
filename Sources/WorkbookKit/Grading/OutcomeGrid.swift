/// A people × exercises grid coloured by outcome, as an HTML `<table class="grid">` (styled by ``DashboardPage``).
///
/// Plain rows and columns, so any page that follows people through exercises can show one; ``init(_:)`` builds a
/// class's. Each cell has its outcome's class (`pass`, `fail`, `error`, `not-graded`) for colour and its symbol
/// (✓ ✗ ! –) for reading without colour, then `3×` (attempts) and `h2` (highest hint tier revealed) and `S` (solution
/// viewed) when there are any; its `title` (the tooltip) says all of it in words. Column headers show the exercise id
/// (its title in the tooltip); an optional last column and footer row carry totals. Every text is HTML-escaped.
public struct OutcomeGrid: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var id: String
        public var title: String
        /// The footer cell under the column (e.g. its pass rate, `40%`), if any.
        public var footer: String?

        public init(id: String, title: String, footer: String? = nil) { self.id = id; self.title = title; self.footer = footer }
    }

    /// A picture of the app's screen in a cell: the file it links to (a path relative to the page) and the thumbnail
    /// shown (a `data:` URI, so the page fetches nothing); without a thumbnail the cell links to the file in words.
    public struct Picture: Sendable, Equatable {
        public var link: String
        public var thumbnail: String?

        public init(link: String, thumbnail: String?) { self.link = link; self.thumbnail = thumbnail }
    }

    public struct Cell: Sendable, Equatable {
        public var outcome: GradeOutcome
        public var attempts: Int
        public var hintsUsed: Int
        public var solutionViewed: Bool
        /// What the check found, in words, for the tooltip (e.g. its ``CheckResult/summaryLine``).
        public var detail: String
        /// A picture of the app's screen when the check failed.
        public var picture: Picture?

        public init(
            outcome: GradeOutcome, attempts: Int = 0, hintsUsed: Int = 0, solutionViewed: Bool = false, detail: String = "", picture: Picture? = nil
        ) {
            self.outcome = outcome; self.attempts = attempts; self.hintsUsed = hintsUsed; self.solutionViewed = solutionViewed
            self.detail = detail; self.picture = picture
        }
    }

    public struct Row: Sendable, Equatable {
        /// The person's id and the name shown (the id is shown under it when they differ).
        public var id: String
        public var name: String
        /// One per column, in column order; `nil` is not graded.
        public var cells: [Cell?]
        /// The last column's cell (e.g. `12/15`), if the grid has one.
        public var total: String?
        /// Shown under the name in the row's header, e.g. why nothing was graded.
        public var note: String?

        public init(id: String, name: String, cells: [Cell?], total: String? = nil, note: String? = nil) {
            self.id = id; self.name = name; self.cells = cells; self.total = total; self.note = note
        }
    }

    public var columns: [Column]
    public var rows: [Row]
    /// The heading of the first column, and of the totals column (no totals column when `nil`).
    public var rowHeading: String
    public var totalHeading: String?

    public init(columns: [Column], rows: [Row], rowHeading: String = "Student", totalHeading: String? = nil) {
        self.columns = columns; self.rows = rows; self.rowHeading = rowHeading; self.totalHeading = totalHeading
    }

    /// The `<table>` (in a scrolling `<div class="grid-wrap">`).
    public func html() -> String {
        let e = MarkupEscaping.html
        var html = ["<div class=\"grid-wrap\" role=\"region\" aria-label=\"\(e(rowHeading)) × exercise grid\" tabindex=\"0\">",
                    "<table class=\"grid\">", "<thead><tr>", "<th scope=\"col\" class=\"corner\">\(e(rowHeading))</th>"]
        for column in columns {
            html.append("<th scope=\"col\" class=\"exercise\" title=\"\(e(column.id)): \(e(column.title))\"><span>\(e(column.id))</span></th>")
        }
        if let totalHeading { html.append("<th scope=\"col\" class=\"total\">\(e(totalHeading))</th>") }
        html.append("</tr></thead>")
        html.append("<tbody>")
        for row in rows {
            var header = "<th scope=\"row\" class=\"who\"><span class=\"name\">\(e(row.name))</span>"
            if row.id != row.name { header += "<span class=\"id\">\(e(row.id))</span>" }
            if let note = row.note { header += "<span class=\"note\">\(e(note))</span>" }
            html.append("<tr>" + header + "</th>")
            for (index, column) in columns.enumerated() {
                let cell = index < row.cells.count ? row.cells[index] : nil
                html.append(Self.cellHTML(cell, row: row, column: column))
            }
            if totalHeading != nil { html.append("<td class=\"total\">\(e(row.total ?? ""))</td>") }
            html.append("</tr>")
        }
        html.append("</tbody>")
        if columns.contains(where: { $0.footer != nil }) {
            html.append("<tfoot><tr><th scope=\"row\" class=\"who\">Pass rate</th>")
            html += columns.map { "<td class=\"foot\">\(e($0.footer ?? ""))</td>" }
            if totalHeading != nil { html.append("<td></td>") }
            html.append("</tr></tfoot>")
        }
        html += ["</table>", "</div>"]
        return html.joined(separator: "\n")
    }

    /// The legend for the grid's colours, symbols and figures.
    public static func legendHTML() -> String {
        let items = GradeOutcome.allCases.map { outcome in
            "<li><span class=\"swatch \(outcome.rawValue)\" aria-hidden=\"true\">\(outcome.symbol)</span> \(outcome.label)</li>"
        }
        return "<ul class=\"legend\">" + items.joined()
            + "<li><b>3×</b> attempts</li><li><b>h2</b> hints used (highest tier)</li><li><b>S</b> solution viewed</li></ul>"
    }

    static func cellHTML(_ cell: Cell?, row: Row, column: Column) -> String {
        let e = MarkupEscaping.html
        let outcome = cell?.outcome ?? .notGraded
        var words = ["\(row.name) · \(column.id): \(outcome.label)"]
        var figures: [String] = []
        if let cell {
            if !cell.detail.isEmpty { words.append(cell.detail) }
            words.append("\(cell.attempts) attempt\(cell.attempts == 1 ? "" : "s")")
            if cell.attempts > 0 { figures.append("\(cell.attempts)×") }
            if cell.hintsUsed > 0 { words.append("hint \(cell.hintsUsed) used"); figures.append("h\(cell.hintsUsed)") }
            if cell.solutionViewed { words.append("solution viewed"); figures.append("S") }
        }
        let meta = figures.isEmpty ? "" : "<span class=\"meta\">\(figures.joined(separator: " "))</span>"
        let thumbnail = cell?.picture.map { picture in
            let shown = picture.thumbnail.map { "<img src=\"\(e($0))\" alt=\"The app's screen when \(e(column.id)) failed\" width=\"22\" height=\"48\">" } ?? "screen"
            return "<a class=\"shot\" href=\"\(e(picture.link))\">\(shown)</a>"
        } ?? ""
        return "<td class=\"cell \(outcome.rawValue)\" title=\"\(e(words.joined(separator: "\n")))\">"
            + "<span class=\"mark\" aria-label=\"\(outcome.label)\">\(outcome.symbol)</span>\(meta)\(thumbnail)</td>"
    }
}

extension OutcomeGrid {
    /// A class's grid: a row per student (report order), a column per exercise with its pass rate underneath, and
    /// passed of total at the end; `pictures` (student id, then exercise id) gives a failing cell its screen.
    public init(_ report: ClassReport, pictures: [String: [String: Picture]] = [:]) {
        let tallies = report.tallies
        let columns = zip(report.exercises, tallies).map { column, tally in
            Column(id: column.id, title: column.title, footer: tally.passRate.map(ClassSummary.percent))
        }
        let rows = report.students.map { student in
            Row(
                id: student.student, name: student.name,
                cells: report.exercises.map { column in
                    student.exercises[column.id].map { grade in
                        Cell(outcome: GradeOutcome(grade), attempts: grade.attempts, hintsUsed: grade.hintsUsed,
                             solutionViewed: grade.solutionViewed, detail: Self.detail(grade.check),
                             picture: pictures[student.student]?[column.id])
                    }
                },
                total: student.error == nil ? "\(student.passed)/\(report.exercises.count)" : "–",
                note: student.error.map { _ in "not graded" })
        }
        self.init(columns: columns, rows: rows, rowHeading: "Student", totalHeading: "Passed")
    }

    /// A check in a few lines for a tooltip: its outcome line, then up to three failing tests (or missed budgets)
    /// with the first line of what went wrong, or for a check that stopped early, the first line of why.
    static func detail(_ check: CheckResult) -> String {
        let line = { (text: String) in ReportFormat.truncated(text.split(separator: "\n").first.map(String.init) ?? "", to: 160) }
        var lines = [check.summaryLine]
        let failing = check.testsAndBudgets.filter { $0.status == .fail }
        lines += failing.prefix(3).map { "✗ \(line($0.name)): \(line($0.message))" }
        if failing.count > 3 { lines.append("…and \(failing.count - 3) more") }
        if failing.isEmpty, check.status == .error, let why = check.detail { lines.append(line(why)) }
        return lines.joined(separator: "\n")
    }
}
