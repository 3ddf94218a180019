import Foundation

/// Renders a ``CheckResult`` as Exercism's test-runner `results.json`, version 3
/// (exercism.org/docs/building/tooling/test-runners/interface).
///
/// Top level: `version` (3), `status` (`pass`: every test passed; `fail`: some test failed or errored; `error`: no
/// test ran, e.g. the code does not compile), `message` (only for `error`: the compiler's errors or what stopped the
/// run, at most 65,535 characters), `tests`. Each test: `name`, `status` (`pass` | `fail` | `error`), `message`
/// (for `fail`/`error`; null for `pass`), `test_code` (the hidden test's source code, from its `@Test` to the end of its
/// body, as ``HiddenTestSource`` reads it from `Tests/Hidden/<exercise>/`; absent when it cannot be read exactly, e.g.
/// for a budget or without a ``HiddenTestSource``), `task_id` (omitted: exercises have no numbered tasks) and `output`
/// (what the app printed while the test ran, at most 500 characters; absent when it printed nothing). Tests keep the
/// suite's order.
public enum ExercismReport {
    struct Results: Encodable {
        var version = 3
        var status: String
        var message: String?
        var tests: [Test]

        enum CodingKeys: String, CodingKey { case version, status, message, tests }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(status, forKey: .status)
            try container.encodeIfPresent(message, forKey: .message)
            try container.encode(tests, forKey: .tests)
        }
    }

    struct Test: Encodable {
        var name: String
        var status: String
        var message: String?
        /// The test's source code; nil (absent) when it is not known.
        var testCode: String?
        var taskID: Int?
        /// What the app printed while the test ran, at most 500 characters (``TestOutput/exercism(_:)``).
        var output: String?

        enum CodingKeys: String, CodingKey {
            case name, status, message, output
            case testCode = "test_code"
            case taskID = "task_id"
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)  // explicit null when passing
            try container.encodeIfPresent(output, forKey: .output)
            try container.encodeIfPresent(testCode, forKey: .testCode)
            try container.encodeIfPresent(taskID, forKey: .taskID)
        }
    }

    /// The `results.json` bytes (pretty, key-sorted). `sources` reads each test's `test_code`; nil: none is given.
    public static func data(_ result: CheckResult, sources: HiddenTestSource? = nil) -> Data {
        (try? ReportFormat.encoder().encode(results(result, sources: sources))) ?? Data("{}".utf8)
    }

    /// One `results.json` for several checks (`workbook check --all`): every check's tests, each named
    /// `<exercise>: <test>`; a check that ran no test (its code does not build, say) is one test named
    /// `<exercise>` with status `error` and what stopped it as its message. `status` is `pass` when every check
    /// passed, `error` when none ran a test (`message` then joins what stopped each), else `fail`.
    public static func data(_ results: [CheckResult], sources: HiddenTestSource? = nil) -> Data {
        var tests: [Test] = []
        var problems: [String] = []
        for result in results {
            let one = Self.results(result, sources: sources)
            if one.status == "error" {
                let message = one.message ?? result.summaryLine
                tests.append(Test(name: result.exercise, status: "error", message: message, testCode: nil))
                problems.append("\(result.exercise): \(message)")
            } else {
                tests += one.tests.map { test in
                    var test = test
                    test.name = "\(result.exercise): \(test.name)"
                    return test
                }
            }
        }
        let status: String
        var message: String?
        if results.allSatisfy({ $0.status == .pass }) {
            status = "pass"
        } else if !results.isEmpty, problems.count == results.count {
            status = "error"
            message = ReportFormat.truncated(problems.joined(separator: "\n\n"), to: 65_535)
        } else {
            status = "fail"
        }
        let all = Results(status: status, message: message, tests: status == "error" ? [] : tests)
        return (try? ReportFormat.encoder().encode(all)) ?? Data("{}".utf8)
    }

    private static func results(_ result: CheckResult, sources: HiddenTestSource?) -> Results {
        let tests = result.testsAndBudgets.map { test in
            Test(
                name: test.name,
                status: test.status == .pass ? "pass" : test.status == .fail ? "fail" : "error",
                message: test.status == .pass ? nil : test.message,
                testCode: sources?.code(of: test, exercise: result.exercise),
                output: test.output.map(TestOutput.exercism))
        }
        let status: String
        var message: String?
        if result.status == .pass {
            status = "pass"
        } else if tests.isEmpty || result.stage == .build {
            status = "error"
            let problem = ReportFormat.problemText(result)
            message = ReportFormat.truncated(problem.isEmpty ? result.summaryLine : problem, to: 65_535)
        } else {
            status = "fail"
        }
        return Results(status: status, message: message, tests: status == "error" ? [] : tests)
    }
}
