import Foundation

/// Per-exercise pass rates as an inline SVG chart: one horizontal bar per exercise, its length the whole class, split
/// into passed, failed, error and not graded (left to right, in the grid's colours); the exercise id on the left and
/// `12/30 · 40%` (passed of graded) on the right, so the figure reads without colour.
///
/// Accessible: `role="img"` with a `<title>` and a `<desc>` giving every rate in words; each bar's `<title>` (its
/// tooltip) gives its counts. Sizes are SVG user units (CSS pixels at 100%); the chart scales to its container's
/// width. Every text is HTML-escaped.
public struct PassRateChart: Sendable, Equatable {
    public var tallies: [ExerciseTally]

    public init(tallies: [ExerciseTally]) { self.tallies = tallies }

    static let labelWidth = 240.0, barWidth = 560.0, figureWidth = 120.0, rowHeight = 26.0, barHeight = 16.0, top = 8.0

    public func svg() -> String {
        let e = MarkupEscaping.html
        let width = Self.labelWidth + Self.barWidth + Self.figureWidth
        let height = Self.top * 2 + Self.rowHeight * Double(max(tallies.count, 1))
        let description = tallies.map { "\($0.id): \($0.rateText) passed" }.joined(separator: "; ")
        var svg = ["<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
                   + "role=\"img\" aria-labelledby=\"chart-title chart-desc\" preserveAspectRatio=\"xMinYMin meet\">",
                   "<title id=\"chart-title\">Pass rate by exercise</title>",
                   "<desc id=\"chart-desc\">\(e(description.isEmpty ? "No exercises." : description))</desc>"]
        // Gridlines at 0, 25, 50, 75 and 100% of the class.
        for quarter in 0...4 {
            let x = Self.labelWidth + Self.barWidth * Double(quarter) / 4
            svg.append("<line class=\"gridline\" x1=\"\(Self.number(x))\" y1=\"\(Self.number(Self.top - 4))\" x2=\"\(Self.number(x))\" y2=\"\(Self.number(height - Self.top + 4))\"/>")
        }
        for (index, tally) in tallies.enumerated() {
            let y = Self.top + Self.rowHeight * Double(index)
            let barY = y + (Self.rowHeight - Self.barHeight) / 2
            let textY = y + Self.rowHeight / 2
            let total = max(tally.graded + tally.notGraded, 1)
            svg.append("<g class=\"row\"><title>\(e(tally.id)) — \(e(tally.title)): \(tally.passed) passed, \(tally.failed) failed, "
                       + "\(tally.errored) error, \(tally.notGraded) not graded</title>")
            svg.append("<text class=\"label\" x=\"\(Self.number(Self.labelWidth - 8))\" y=\"\(Self.number(textY))\" text-anchor=\"end\" dominant-baseline=\"central\">\(e(Self.clipped(tally.id)))</text>")
            svg.append("<rect class=\"track\" x=\"\(Self.number(Self.labelWidth))\" y=\"\(Self.number(barY))\" width=\"\(Self.number(Self.barWidth))\" height=\"\(Self.number(Self.barHeight))\" rx=\"3\"/>")
            var x = Self.labelWidth
            for outcome in GradeOutcome.allCases {
                let count = tally.count(outcome)
                guard count > 0 else { continue }
                let segment = Self.barWidth * Double(count) / Double(total)
                svg.append("<rect class=\"\(outcome.rawValue)\" x=\"\(Self.number(x))\" y=\"\(Self.number(barY))\" width=\"\(Self.number(segment))\" height=\"\(Self.number(Self.barHeight))\"/>")
                x += segment
            }
            let figure = tally.passRate.map { "\(tally.passed)/\(tally.graded) · \(ClassSummary.percent($0))" } ?? "not graded"
            svg.append("<text class=\"figure\" x=\"\(Self.number(Self.labelWidth + Self.barWidth + 10))\" y=\"\(Self.number(textY))\" dominant-baseline=\"central\">\(figure)</text>")
            svg.append("</g>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// At most 30 characters, ending in “…” when cut.
    static func clipped(_ id: String) -> String { ReportFormat.truncated(id, to: 30) }

    /// A coordinate with at most one decimal, the same text on every machine.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }
}
