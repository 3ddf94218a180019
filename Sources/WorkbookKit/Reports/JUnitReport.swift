import Foundation

/// Renders a ``CheckResult`` (or several, ``xml(suites:)``: a class's) as JUnit XML, the report CI systems read:
///
/// ```xml
/// <testsuites name="workbook" tests="5" failures="2" errors="0" skipped="0" time="0.412">
///   <testsuite name="01-…" tests="5" failures="2" errors="0" skipped="0" time="0.412">
///     <testcase classname="01-…" name="The tally keeps its count while hidden" time="0.012">
///       <failure message="first line" type="symptom">the whole message</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// A check that stopped before any test could carry what happened (a `build` error, or a crash, timeout or output
/// flood no test failed of) adds one test case named after the stage holding an `<error>` with what happened (and the
/// compiler's errors); when a test failed of it, that test says so and no test case is made up. Skipped or
/// never-run tests get `<skipped>`. What the app printed while a test ran is its `<system-out>`, followed by
/// `[[ATTACHMENT|path]]` for a failure's screen that was written (``FailureScreen/file``). Times are seconds: the
/// suite's is the whole check's (build, run and parse); a test case's is how long the test ran
/// (``TestOutcome/durationSeconds``, from the runner's event stream), and a test case that was not timed (a test
/// skipped, never reached or stopped while running, a budget, one made for a stage) has no `time` attribute, which
/// JUnit's schema allows, rather than a made-up one. Text is XML-escaped, and characters XML 1.0 forbids (e.g.
/// terminal escapes) are replaced with U+FFFD.
public enum JUnitReport {
    /// One `<testsuite>` of a report of several checks (a class: one per student × exercise).
    public enum Suite: Sendable, Equatable {
        /// A check, as a suite named `name` (also its test cases' `classname`).
        case check(name: String, CheckResult)
        /// Something that could not be checked at all (a student's source that could not be read): one test case named
        /// `testName` holding an `<error>` with `problem`.
        case unchecked(name: String, testName: String, problem: String)
    }

    /// One check, as a report whose one suite is named after the exercise.
    public static func xml(_ result: CheckResult) -> String {
        xml(suites: [.check(name: result.exercise, result)])
    }

    /// Several checks in one `<testsuites>`, whose counts and time are the sums of its suites'.
    public static func xml(suites: [Suite]) -> String {
        let rendered = suites.map(render)
        let total = Counts(sum: rendered.map(\.counts))
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"workbook\" \(total.attributes)>"]
        for suite in rendered {
            lines.append("  <testsuite name=\"\(escape(suite.name))\" \(suite.counts.attributes)>")
            lines += suite.cases
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// A suite's tallies; `time` in seconds.
    struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0
        var time = 0.0

        init() {}

        init(sum: [Counts]) {
            for counts in sum {
                tests += counts.tests; failures += counts.failures; errors += counts.errors; skipped += counts.skipped
                time += counts.time
            }
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(String(format: "%.3f", time))\""
        }
    }

    private static func render(_ suite: Suite) -> (name: String, counts: Counts, cases: [String]) {
        switch suite {
        case .check(let name, let result):
            let (counts, cases) = testCases(result, classname: escape(name))
            return (name, counts, cases)
        case .unchecked(let name, let testCase, let problem):
            var counts = Counts()
            counts.tests = 1; counts.errors = 1
            let classname = escape(name)
            return (name, counts, ["""
                    <testcase classname="\(classname)" name="\(escape(testCase))">
                      <error message="\(escape(firstLine(problem)))" type="\(escape(testCase))">\(escape(problem))</error>
                    </testcase>
                """])
        }
    }

    private static func testCases(_ result: CheckResult, classname: String) -> (Counts, [String]) {
        var cases: [String] = []
        var counts = Counts()
        for test in result.testsAndBudgets {
            var element = "    <testcase classname=\"\(classname)\" name=\"\(escape(test.name))\"" + time(test.durationSeconds)
            var children: [String] = []
            switch test.status {
            case .pass:
                break
            case .fail:
                counts.failures += 1
                let type = test.tags.first.map { " type=\"\(escape($0))\"" } ?? ""
                children.append("      <failure message=\"\(escape(firstLine(test.message)))\"\(type)>\(escape(test.message))</failure>")
            case .skip:
                counts.skipped += 1
                children.append("      <skipped message=\"\(escape(firstLine(test.message)))\"/>")
            }
            // A screen's picture as an attachment, the way CI systems read one (Jenkins, GitLab: `[[ATTACHMENT|path]]`).
            let attachment = test.screen?.file.map { "[[ATTACHMENT|\($0)]]" }
            let out = [test.output, attachment].compactMap { $0 }.joined(separator: "\n")
            if !out.isEmpty { children.append("      <system-out>\(escape(out))</system-out>") }
            element += children.isEmpty ? "/>" : ">\n" + children.joined(separator: "\n") + "\n    </testcase>"
            cases.append(element)
        }
        if result.status == .error, let stage = result.stage, counts.failures == 0 {
            counts.errors += 1
            let problem = ReportFormat.problemText(result)
            let message = firstLine(problem.isEmpty ? result.summaryLine : problem)
            cases.append("""
                    <testcase classname="\(classname)" name="\(escape(stage.rawValue))">
                      <error message="\(escape(message))" type="\(escape(stage.rawValue))">\(escape(problem))</error>
                    </testcase>
                """)
        }
        counts.tests = cases.count
        counts.time = result.durationSeconds
        return (counts, cases)
    }

    /// ` time="0.012"` for a timed test (seconds, to the millisecond); nothing for one that was not timed.
    static func time(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite, seconds >= 0 else { return "" }
        return " time=\"\(String(format: "%.3f", seconds))\""
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, and replaces characters XML 1.0 does not allow.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
                escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    private static func firstLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
    }
}
