import Foundation

/// Renders a ``CheckResult`` (or several of one submission: ``data(_:notes:)``) as Gradescope's autograder
/// `results.json` (gradescope-autograders.readthedocs.io/en/latest/specs/).
///
/// Top level: `score` (the sum of the tests' scores), `execution_time` (whole seconds), `output` (the outcome line,
/// then what stopped the run or the compiler's errors, and why scores were withheld), `stdout_visibility` (`hidden`),
/// `tests`. Each test: `name`, `score`, `max_score`, `status` (`passed` | `failed`), `output` (the failure in the
/// user's words, then what the app printed while the test ran, if anything), `tags` (`symptom`, `regression`) and `visibility` (`visible`).
/// A failing test whose screen was drawn (``TestOutcome/screen``) has `output_format: "html"`: the same text, escaped,
/// then the screen as it was when it failed, as a PNG in a data URI (``ScreenPicture``; at most ``maxPictures`` per
/// report, for the first failures, and none where the picture cannot be made).
///
/// Scoring rewards fixing the bug, not the shipped code: symptom tests (and untagged ones) carry the points, one each,
/// and so does each budget of a slow-body exercise's hot paths (listed as a test tagged `budget`). Regression and
/// hot-path tests pass on the shipped code, so they are listed for information at `score` 0 of `max_score` 0; but if
/// any of them fails, every scored entry scores 0 and says why — a fix that breaks what worked is not a fix.
///
/// A slow-body exercise's measured figures also go to Gradescope's `leaderboard` (`name`, `value`, `order: asc`: the
/// fewer bodies evaluated or formatters built, the better), one entry per measured budget.
public enum GradescopeReport {
    struct Results: Encodable {
        var score: Double
        var executionTime: Int
        var output: String
        var stdoutVisibility = "hidden"
        var tests: [Test]
        var leaderboard: [LeaderboardEntry]?

        enum CodingKeys: String, CodingKey {
            case score, output, tests, leaderboard
            case executionTime = "execution_time"
            case stdoutVisibility = "stdout_visibility"
        }
    }

    struct LeaderboardEntry: Encodable {
        var name: String
        var value: Double
        var order = "asc"
    }

    struct Test: Encodable {
        var name: String
        var score: Double
        var maxScore: Double
        var status: String
        var output: String
        var tags: [String]
        var visibility = "visible"
        /// `html` for an output with the screen's picture; absent (Gradescope's default, text) otherwise.
        var outputFormat: String?

        enum CodingKeys: String, CodingKey {
            case name, score, status, output, tags, visibility
            case maxScore = "max_score"
            case outputFormat = "output_format"
        }
    }

    /// The most screens embedded in one `results.json`, so that a class's report stays a few megabytes at most.
    static let maxPictures = 8

    /// Makes the PNG of a failure's screen (``ScreenPicture/png(_:)``; a stand-in in tests).
    public typealias Pictures = (FailureScreen) -> Data?

    /// `seconds` rounded up to whole seconds for `execution_time`: 0 for a negative or not-a-number duration, and at
    /// most a year, whatever a recorded result claims (a duration near 1e308 crashed `merge`, break-it pass 34).
    static func wholeSeconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(min(seconds, 365 * 86_400).rounded(.up))
    }

    /// The `results.json` bytes (pretty, key-sorted).
    public static func data(_ result: CheckResult, pictures: Pictures = ScreenPicture.png) -> Data {
        var left = maxPictures
        let part = Part(result, namePrefix: "", pictures: pictures, picturesLeft: &left)
        return encoded(Results(
            score: part.score, executionTime: wholeSeconds(result.durationSeconds), output: part.output, tests: part.tests,
            leaderboard: part.leaderboard.isEmpty ? nil : part.leaderboard))
    }

    /// One `results.json` for several checks of one submission (a student's exercises): every check's tests, each
    /// named `<exercise>: <test>`, scored as above exercise by exercise (a broken regression test withholds the
    /// points of its own exercise only); `score` and `execution_time` are the sums; `output` is each check's
    /// paragraph (outcome line, withheld points, what stopped it), then `notes` (one paragraph each: exercises not
    /// graded, what was flagged). Leaderboard entries are named `<exercise>: <hot path>: <budget>`.
    public static func data(_ results: [CheckResult], notes: [String] = [], pictures: Pictures = ScreenPicture.png) -> Data {
        var left = maxPictures
        let parts = results.map { Part($0, namePrefix: "\($0.exercise): ", pictures: pictures, picturesLeft: &left) }
        let leaderboard = parts.flatMap(\.leaderboard)
        return encoded(Results(
            score: parts.reduce(0) { $0 + $1.score },
            executionTime: results.map { wholeSeconds($0.durationSeconds) }.saturatingSum(),
            output: (parts.map(\.output) + notes).joined(separator: "\n\n"), tests: parts.flatMap(\.tests),
            leaderboard: leaderboard.isEmpty ? nil : leaderboard))
    }

    /// What one check contributes: its scored tests, its paragraph of output and its leaderboard entries.
    struct Part {
        var tests: [Test]
        var output: String
        var leaderboard: [LeaderboardEntry]
        var score: Double { tests.reduce(0) { $0 + $1.score } }

        init(_ result: CheckResult, namePrefix: String, pictures: Pictures, picturesLeft: inout Int) {
            let brokenRegressions = result.tests.filter { isRegression($0) && $0.status != .pass }
            var withheld: String?
            if let first = brokenRegressions.first {
                let others = brokenRegressions.count - 1
                withheld = "Scored 0: \(first.tags.contains("hotPath") ? "hot-path" : "regression") test \(TestNameQuoting.quoted(first.name))\(others > 0 ? " and \(others) more" : "") fails, and a fix that breaks what worked is not a fix."
            }
            var left = picturesLeft
            defer { picturesLeft = left }
            tests = result.testsAndBudgets.map { test in
                let passed = test.status == .pass
                let name = namePrefix + test.name
                // A failing test shows what the app printed while it ran, after the sentence.
                let printed = passed ? "" : test.output.map { "\n\nThe app printed:\n" + $0 } ?? ""
                var entry: Test
                if isRegression(test) {
                    entry = Test(name: name, score: 0, maxScore: 0, status: passed ? "passed" : "failed", output: test.message + printed, tags: test.tags)
                } else {
                    var output = test.message
                    if let withheld { output += (output.isEmpty ? "" : "\n") + withheld }
                    output += printed
                    entry = Test(
                        name: name, score: passed && withheld == nil ? 1 : 0, maxScore: 1,
                        status: passed ? "passed" : "failed", output: output, tags: test.tags)
                }
                if !passed, left > 0, let screen = test.screen, !screen.svg.isEmpty, let png = pictures(screen) {
                    left -= 1
                    entry.output = GradescopeReport.html(entry.output) + "<p>The screen when it failed:</p>\n"
                        + "<p><img alt=\"The app's screen when this test failed\" src=\"\(ScreenPicture.dataURI(png))\"></p>"
                    entry.outputFormat = "html"
                }
                return entry
            }
            output = result.summaryLine
            if let withheld { output += "\n" + withheld }
            let problem = ReportFormat.problemText(result)
            if !problem.isEmpty { output += "\n\n" + problem }
            leaderboard = result.budgets.compactMap { budget in
                budget.measured.map { LeaderboardEntry(name: "\(namePrefix)\(budget.hotPath): \(budget.name)", value: $0) }
            }
        }
    }

    /// `text` as HTML paragraphs: escaped, a blank line between paragraphs, a line break within one, and a line's
    /// leading spaces kept (a screen dump's indentation shows what is inside what).
    static func html(_ text: String) -> String {
        text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { paragraph in
            let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let indent = line.prefix { $0 == " " }.count
                return String(repeating: "&nbsp;", count: indent) + MarkupEscaping.html(String(line.dropFirst(indent)))
            }
            return "<p>" + lines.joined(separator: "<br>\n") + "</p>\n"
        }.joined()
    }

    private static func encoded(_ results: Results) -> Data {
        (try? ReportFormat.encoder().encode(results)) ?? Data("{}".utf8)
    }

    /// Regression and hot-path tests carry no points of their own (they pass on the shipped code).
    static func isRegression(_ test: TestOutcome) -> Bool {
        (test.tags.contains("regression") || test.tags.contains("hotPath")) && !test.tags.contains("symptom")
    }
}
