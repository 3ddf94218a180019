import Foundation

/// One document for the checks of a whole workbook (or track): what `workbook check --all` prints, and what `check`
/// prints in a machine-readable format once every exercise has passed. Gradescope expects one `results.json` per
/// submission, a CI one JUnit report per run.
///
/// - `json`: `{"exercises": [<CheckResult JSON>…], "passed": 3, "total": 5, "status": "fail", "track": "onboarding"}`
///   (`status` is `pass` when every exercise passed; `track` is absent without `--track`).
/// - `junit`: one `<testsuites>` with a `<testsuite>` per exercise (``JUnitReport/xml(suites:)``).
/// - `gradescope`: one `results.json` with every exercise's tests, named `<exercise>: <test>`
///   (``GradescopeReport/data(_:notes:pictures:)``).
/// - `exercism`: one `results.json` with every test (``ExercismReport/data(_:)``).
/// - `text`: one line per exercise and a total (``text(_:style:)``).
public enum WorkbookCheckReport {
    struct Document: Encodable {
        var exercises: [CheckResult]
        var passed: Int
        var total: Int
        var status: String
        var track: String?
    }

    /// The document in `format`; nil for `text`, which needs a style (``text(_:style:)``). `sources` gives Exercism's
    /// `test_code`.
    public static func render(_ results: [CheckResult], format: ReportFormat, track: String? = nil, sources: HiddenTestSource? = nil) -> String? {
        switch format {
        case .text: return nil
        case .json: return String(decoding: json(results, track: track), as: UTF8.self)
        case .exercism: return String(decoding: ExercismReport.data(results, sources: sources), as: UTF8.self)
        case .gradescope: return String(decoding: GradescopeReport.data(results), as: UTF8.self)
        case .junit: return JUnitReport.xml(suites: results.map { .check(name: $0.exercise, $0) })
        }
    }

    /// The workbook's own JSON document (pretty, key-sorted).
    public static func json(_ results: [CheckResult], track: String? = nil) -> Data {
        let passed = results.filter { $0.status == .pass }.count
        let document = Document(
            exercises: results, passed: passed, total: results.count, status: passed == results.count ? "pass" : "fail", track: track)
        return (try? ReportFormat.encoder().encode(document)) ?? Data("{}".utf8)
    }

    /// One line per exercise (`✔ 01-… · Title — all 3 hidden tests pass`, `✘ 02-… · Title — 1 of 3 hidden tests
    /// failing`), a dim note on each check that was not recorded as an attempt, then `3 of 5 exercises pass`.
    public static func text(_ checked: [CheckCommand.Checked], style: TerminalStyle) -> String {
        (checked.map { line($0, style: style) } + ["", total(checked, style: style)]).joined(separator: "\n")
    }

    /// The last line of ``text(_:style:)``: `3 of 5 exercises pass · 1 attempt recorded (2 unchanged since their
    /// last attempt)`.
    public static func total(_ checked: [CheckCommand.Checked], style: TerminalStyle) -> String {
        let passed = checked.filter { $0.result.status == .pass }.count
        let unchanged = checked.filter { if case .unchanged = $0.attempt { return true } else { return false } }.count
        let recorded = checked.filter(\.attempt.isRecorded).count
        var total = "\(passed) of \(checked.count) exercises pass"
        if checked.allSatisfy({ $0.attempt == .authoring }) { return total }
        total += style.dim(" · \(recorded) attempt\(recorded == 1 ? "" : "s") recorded")
        if unchanged > 0 { total += style.dim(" (\(unchanged) unchanged since their last attempt)") }
        return total
    }

    /// One exercise's line of ``text(_:style:)``.
    public static func line(_ checked: CheckCommand.Checked, style: TerminalStyle) -> String {
        let result = checked.result
        let name = style.bold("\(result.exercise) · \(result.title)")
        let outcome: String
        switch (result.status, result.stage) {
        case (.pass, _): outcome = result.passLine
        case (_, .test?): outcome = "\(result.failingTests.count) of \(result.tests.count) hidden tests failing"
        case (_, .budget?): outcome = "too slow: \(result.missedBudgets.count) of \(result.budgets.count) budgets missed"
        case (_, .build?): outcome = result.buildOrigin == .hiddenSuite ? "the hidden tests do not compile against your code" : "does not compile"
        case (_, .crash?): outcome = "the app crashed during the hidden tests"
        case (_, .timeout?): outcome = "the hidden tests did not finish in time"
        case (_, .outputLimit?): outcome = "the hidden tests printed too much"
        case (_, .memoryLimit?): outcome = "the app used more memory than allowed"
        case (_, nil): outcome = result.status.rawValue
        }
        let mark = result.status == .pass ? style.green("✔ ") : style.red("✘ ")
        var line = mark + name + " — " + outcome
        switch checked.attempt {
        case .unchanged: line += style.dim(" (unchanged since your last attempt)")
        case .asShipped: line += style.dim(" (as shipped)")
        case .failed(let error): line += style.yellow(" (not recorded: \(error.description))")
        case .recorded, .authoring: break
        }
        return line
    }
}
