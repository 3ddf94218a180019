import Foundation

/// Renders a ``CheckResult`` as Gradescope's autograder `results.json`
/// (gradescope-autograders.readthedocs.io/en/latest/specs/).
///
/// Top level: `score` (tests passed; the sum of the tests' scores), `execution_time` (whole seconds), `output` (the
/// outcome line, then what stopped the run or the compiler's errors), `stdout_visibility` (`hidden`), `tests`.
/// Each hidden test is worth one point: `name`, `score` (1 or 0), `max_score` (1), `status` (`passed` | `failed`),
/// `output` (the failure in the user's words), `tags` (`symptom`, `regression`) and `visibility` (`visible`).
public enum GradescopeReport {
    struct Results: Encodable {
        var score: Double
        var executionTime: Int
        var output: String
        var stdoutVisibility = "hidden"
        var tests: [Test]

        enum CodingKeys: String, CodingKey {
            case score, output, tests
            case executionTime = "execution_time"
            case stdoutVisibility = "stdout_visibility"
        }
    }

    struct Test: Encodable {
        var name: String
        var score: Double
        var maxScore: Double
        var status: String
        var output: String
        var tags: [String]
        var visibility = "visible"

        enum CodingKeys: String, CodingKey {
            case name, score, status, output, tags, visibility
            case maxScore = "max_score"
        }
    }

    /// The `results.json` bytes (pretty, key-sorted).
    public static func data(_ result: CheckResult) -> Data {
        let tests = result.tests.map { test in
            Test(
                name: test.name, score: test.status == .pass ? 1 : 0, maxScore: 1,
                status: test.status == .pass ? "passed" : "failed", output: test.message, tags: test.tags)
        }
        var output = result.summaryLine
        let problem = ReportFormat.problemText(result)
        if !problem.isEmpty { output += "\n\n" + problem }
        let results = Results(
            score: tests.reduce(0) { $0 + $1.score }, executionTime: Int(result.durationSeconds.rounded(.up)),
            output: output, tests: tests)
        return (try? ReportFormat.encoder().encode(results)) ?? Data("{}".utf8)
    }
}
