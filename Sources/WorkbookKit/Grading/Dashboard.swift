/// `index.html`: a class's grades as one offline page (``DashboardPage``: no network, no script needed).
///
/// Top: the workbook, when graded, and tiles (students, exercises, checks passed, sources not graded, flags). Sections:
/// **Pass rate by exercise** (``PassRateChart``), **Students × exercises** (legend and ``OutcomeGrid``),
/// **Stuck** (``StuckTable`` of ``ClassReport/stuck``), **Flags** (every flag, and every source that could not be
/// read, with why). Every student-provided text is HTML-escaped.
public enum Dashboard {
    /// `pictures`: the screen of each student's failing exercise, by student id then exercise id (``ClassScreens``),
    /// shown as a thumbnail in its cell of the grid that opens the picture.
    public static func html(_ report: ClassReport, stuckLimit: Int = 25, pictures: [String: [String: OutcomeGrid.Picture]] = [:]) -> String {
        let e = MarkupEscaping.html
        let tallies = report.tallies
        let stuck = report.stuck
        let flagCount = report.students.reduce(0) { $0 + $1.flags.count }
        let passed = tallies.reduce(0) { $0 + $1.passed }, graded = tallies.reduce(0) { $0 + $1.graded }
        let tiles: [(String, String)] = [
            ("\(report.students.count)", "students"),
            ("\(report.exercises.count)", "exercises"),
            (graded == 0 ? "–" : ClassSummary.percent(Double(passed) / Double(graded)), "of \(graded) checks passed"),
            ("\(report.students.filter { $0.error != nil }.count)", "sources not graded"),
            ("\(flagCount)", flagCount == 1 ? "flag" : "flags"),
        ]
        let summary = "<ul class=\"tiles\">" + tiles.map { "<li><b>\(e($0.0))</b><span>\(e($0.1))</span></li>" }.joined() + "</ul>"
        let sections = [
            DashboardPage.Section(
                id: "pass-rates", heading: "Pass rate by exercise",
                lead: "Each bar is the whole class: passed, failed, error (did not build or run to the end), not graded.",
                content: OutcomeGrid.legendHTML() + "\n" + PassRateChart(tallies: tallies).svg()),
            DashboardPage.Section(
                id: "grid", heading: "Students × exercises",
                lead: pictures.isEmpty ? "Hover a cell for the check's outcome in words."
                    : "Hover a cell for the check's outcome in words; a failing one shows the app's screen when it failed (click it for the picture).",
                content: OutcomeGrid.legendHTML() + "\n" + OutcomeGrid(report, pictures: pictures).html()),
            DashboardPage.Section(
                id: "stuck", heading: "Stuck",
                lead: "Exercises tried and not passed, most attempts first, with the hints used.",
                content: StuckTable(entries: stuck, limit: stuckLimit).html()),
            DashboardPage.Section(id: "flags", heading: "Flags", lead: "Everything refused or suspicious in a submission: never used, always reported.",
                                  content: flagsHTML(report)),
        ]
        return DashboardPage.html(
            title: "\(report.workbook): class grades", heading: "\(report.workbook): class grades", headline: report.headline,
            summary: summary, sections: sections)
    }

    /// Every flag (student, kind, exercise, path, message), then every source that could not be read.
    static func flagsHTML(_ report: ClassReport) -> String {
        let e = MarkupEscaping.html
        var rows: [String] = []
        for student in report.students {
            let who = "<span class=\"name\">\(e(student.name))</span>" + (student.student != student.name ? " <span class=\"id\">\(e(student.student))</span>" : "")
            if let error = student.error {
                rows.append("<tr><td>\(who)</td><td><span class=\"kind\">not graded</span></td><td></td>"
                    + "<td><code>\(e(student.source))</code></td><td class=\"message\">\(e(error))</td></tr>")
            }
            for flag in student.flags {
                rows.append("<tr><td>\(who)</td><td><span class=\"kind\">\(e(flag.kind.rawValue))</span></td>"
                    + "<td>\(e(flag.exercise ?? ""))</td><td>\(flag.path.map { "<code>\(e($0))</code>" } ?? "")</td>"
                    + "<td class=\"message\">\(e(flag.message))</td></tr>")
            }
        }
        guard !rows.isEmpty else { return "<p class=\"empty\">No flags: nothing refused or suspicious.</p>" }
        return (["<table class=\"flags\">",
                "<thead><tr><th scope=\"col\">Who</th><th scope=\"col\">Kind</th><th scope=\"col\">Exercise</th>"
                + "<th scope=\"col\">Path</th><th scope=\"col\">Message</th></tr></thead>",
                "<tbody>"] + rows + ["</tbody></table>"]).joined(separator: "\n")
    }
}
