/// The shell of an offline dashboard page: one self-contained HTML document, its whole style inline, no script, no
/// font, image or stylesheet from anywhere (a Content-Security-Policy forbids every fetch and every script, so even an
/// escaping mistake could not run code or reach the network). System fonts; colours that pass WCAG AA on their
/// backgrounds, each outcome also told by a symbol.
///
/// Pages put together from ``OutcomeGrid``, ``StuckTable`` and ``PassRateChart`` (whose classes this style covers)
/// and sections of their own.
public enum DashboardPage {
    /// A section of the page: a heading, an optional line under it, and HTML content (already escaped).
    public struct Section: Sendable, Equatable {
        public var id: String
        public var heading: String
        public var lead: String?
        public var content: String

        public init(id: String, heading: String, lead: String? = nil, content: String) {
            self.id = id; self.heading = heading; self.lead = lead; self.content = content
        }
    }

    /// The whole document. `title`, `heading`, `headline` and section headings and leads are plain text (escaped
    /// here); `summary` and section contents are HTML. With `refreshSeconds`, the page reloads itself that often (a
    /// `<meta http-equiv="refresh">`, no script), for a page rewritten while it is open.
    public static func html(
        title: String, heading: String, headline: String, summary: String = "", sections: [Section], refreshSeconds: Int? = nil
    ) -> String {
        let e = MarkupEscaping.html
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"referrer\" content=\"no-referrer\">",
            "<title>\(e(title))</title>",
            "<style>\n\(css)</style>",
            "</head>",
            "<body>",
            "<header><h1>\(e(heading))</h1><p class=\"headline\">\(e(headline))</p>\(summary)</header>",
            "<nav aria-label=\"Sections\"><ul>" + sections.map { "<li><a href=\"#\(e($0.id))\">\(e($0.heading))</a></li>" }.joined() + "</ul></nav>",
            "<main>",
        ]
        if let refreshSeconds { html.insert("<meta http-equiv=\"refresh\" content=\"\(refreshSeconds)\">", at: 4) }
        for section in sections {
            html.append("<section id=\"\(e(section.id))\" aria-labelledby=\"\(e(section.id))-h\">")
            html.append("<h2 id=\"\(e(section.id))-h\">\(e(section.heading))</h2>")
            if let lead = section.lead { html.append("<p class=\"lead\">\(e(lead))</p>") }
            html.append(section.content)
            html.append("</section>")
        }
        html += ["</main>", "</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    /// The page's style: layout, the outcome colours (`pass`, `fail`, `error`, `not-graded`), the grid, the chart,
    /// the stuck and flag tables, and print.
    public static let css = """
        :root {
          --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --page: #f6f8fa; --card: #ffffff;
          --pass: #116329; --pass-bg: #d2f4db; --fail: #a40e26; --fail-bg: #ffe0dc;
          --error: #7a4700; --error-bg: #ffe9a8; --none: #59636e; --none-bg: #eceff2; --accent: #0969da;
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--ink);
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
        header, nav, main { max-width: 1440px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 24px; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 0 0 4px; }
        .headline, .lead, .more, .empty { color: var(--muted); margin: 0 0 12px; }
        nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 0; margin: 8px 0 0; }
        nav a { color: var(--accent); text-decoration: none; }
        nav a:hover { text-decoration: underline; }
        section { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
        .tiles { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0 0; padding: 0; list-style: none; }
        .tiles li { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; min-width: 120px; }
        .tiles b { display: block; font-size: 22px; font-variant-numeric: tabular-nums; }
        .tiles span { color: var(--muted); }
        .legend { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 18px; padding: 0; margin: 0 0 12px; color: var(--muted); }
        .legend b { color: var(--ink); }
        .swatch { display: inline-block; min-width: 1.6em; text-align: center; border-radius: 4px; font-weight: 700; }
        .pass { background: var(--pass-bg); color: var(--pass); }
        .fail { background: var(--fail-bg); color: var(--fail); }
        .error { background: var(--error-bg); color: var(--error); }
        .not-graded { background: var(--none-bg); color: var(--none); }
        .grid-wrap { overflow: auto; max-height: 80vh; border: 1px solid var(--line); border-radius: 6px; }
        table { border-collapse: collapse; }
        .grid { border-collapse: separate; border-spacing: 2px; font-variant-numeric: tabular-nums; }
        .grid thead th { position: sticky; top: 0; background: var(--card); z-index: 1; vertical-align: bottom; }
        .grid th.corner { left: 0; z-index: 3; text-align: left; padding: 4px 8px; }
        .grid th.exercise { padding: 4px 0; font-weight: 600; font-size: 12px; }
        .grid th.exercise span { writing-mode: vertical-rl; transform: rotate(180deg); display: inline-block; max-height: 170px;
          overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .grid th.who { position: sticky; left: 0; background: var(--card); z-index: 2; text-align: left; font-weight: 400;
          padding: 2px 10px 2px 8px; max-width: 15em; }
        .grid th.who span, .stuck .id { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .grid .name { font-weight: 600; }
        .id, .note { color: var(--muted); font-size: 12px; }
        .stuck .id { display: inline; }
        .note { font-style: italic; }
        .grid td.cell { width: 50px; min-width: 50px; height: 38px; text-align: center; border-radius: 4px; line-height: 1.15; cursor: default; }
        .grid .mark { display: block; font-size: 15px; font-weight: 700; }
        .grid .meta { display: block; font-size: 11px; white-space: nowrap; }
        .grid .shot { display: block; margin: 3px auto 1px; width: 22px; }
        .grid .shot img { display: block; width: 22px; height: 48px; border: 1px solid #8e8e93; border-radius: 4px; background: #fff; }
        .grid td.total, .grid td.foot { text-align: center; font-weight: 600; padding: 0 8px; white-space: nowrap; }
        .grid td.foot { color: var(--muted); font-size: 12px; }
        .grid tbody tr:hover th.who, .grid tbody tr:hover td.total { background: #eaeef2; }
        .chart { width: 100%; max-width: 920px; height: auto; display: block; }
        .chart .label { font-size: 13px; fill: var(--ink); }
        .chart .figure { font-size: 13px; fill: var(--muted); font-variant-numeric: tabular-nums; }
        .chart .track { fill: var(--none-bg); }
        .chart .gridline { stroke: var(--line); stroke-width: 1; }
        .chart rect.pass { fill: #2da44e; } .chart rect.fail { fill: #e5534b; }
        .chart rect.error { fill: #d4a72c; } .chart rect.not-graded { fill: #afb8c1; }
        .stuck, .flags { width: 100%; }
        .stuck th, .stuck td, .flags th, .flags td { text-align: left; padding: 5px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
        .stuck thead th, .flags thead th { font-size: 12px; color: var(--muted); font-weight: 600; }
        .num { text-align: right !important; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .stuck td.num { position: relative; min-width: 9em; isolation: isolate; }
        .stuck .bar { position: absolute; right: 0; top: 25%; height: 50%; background: var(--fail-bg); z-index: 0; border-radius: 3px 0 0 3px; }
        .stuck .count { position: relative; z-index: 1; padding-left: 6px; }
        .kind { display: inline-block; padding: 0 6px; border-radius: 10px; background: var(--error-bg); color: var(--error);
          font-size: 12px; font-weight: 600; white-space: nowrap; }
        .flags td.message { white-space: pre-wrap; overflow-wrap: anywhere; }
        code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; }
        @media print {
          body { background: #fff; } nav { display: none; } section { break-inside: avoid; border: none; }
          .grid-wrap { max-height: none; overflow: visible; }
        }

        """
}
