import Foundation

/// The outcome of checking one exercise: the single model every report is rendered from.
///
/// JSON shape (``jsonData()``; `stage` is always present, `null` for a pass):
/// ```json
/// {"exercise": "01-state-reset-if-else", "title": "…", "status": "fail", "stage": "test",
///  "tests": [{"name": "…", "status": "fail", "message": "…", "tags": ["symptom"]}],
///  "diagnostics": [{"file": "Exercises/…", "line": 12, "column": 5, "severity": "error", "message": "…", …}],
///  "duration_s": 1.42}
/// ```
public struct CheckResult: Sendable, Codable, Equatable {
    /// `pass`: every hidden test passed. `fail`: the suite ran and some test failed. `error`: the suite could not run to
    /// the end (the code does not build, crashed, hung, or flooded its output).
    public enum Status: String, Sendable, Codable { case pass, fail, error }

    /// Where a check stopped. `nil` (JSON `null`) when it passed.
    public enum Stage: String, Sendable, Codable {
        case build, test, crash, timeout, budget
        case outputLimit = "output-limit"
    }

    public var exercise: String
    public var title: String
    public var status: Status
    public var stage: Stage?
    public var tests: [TestOutcome]
    public var diagnostics: [CompilerDiagnostic]
    /// Wall-clock seconds for the whole check (build, run and parse).
    public var durationSeconds: Double
    /// For stages `build`, `crash`, `timeout`, `output-limit`: one or more sentences on what happened (the signal, the
    /// tail of stderr, whether the hidden suite stopped compiling against the learner's code).
    public var detail: String?
    /// For stage `build`: which sources failed to compile (`exercise`, `hidden-suite`, `other`).
    public var buildOrigin: DiagnosticOrigin?

    public init(
        exercise: String, title: String, status: Status, stage: Stage?, tests: [TestOutcome] = [],
        diagnostics: [CompilerDiagnostic] = [], durationSeconds: Double = 0, detail: String? = nil, buildOrigin: DiagnosticOrigin? = nil
    ) {
        self.exercise = exercise; self.title = title; self.status = status; self.stage = stage; self.tests = tests
        self.diagnostics = diagnostics; self.durationSeconds = durationSeconds; self.detail = detail; self.buildOrigin = buildOrigin
    }

    enum CodingKeys: String, CodingKey {
        case exercise, title, status, stage, tests, diagnostics, detail
        case durationSeconds = "duration_s"
        case buildOrigin = "build_origin"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(stage, forKey: .stage)  // explicit null when nil
        try container.encode(tests, forKey: .tests)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode((durationSeconds * 1000).rounded() / 1000, forKey: .durationSeconds)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(buildOrigin, forKey: .buildOrigin)
    }

    /// Failing tests (status `fail`).
    public var failingTests: [TestOutcome] { tests.filter { $0.status == .fail } }

    /// One line of outcome, as used for the progress commit's subject:
    /// `01-state-reset-if-else: fail (test) 1 of 3 tests failing`, `01-state-reset-if-else: pass — all 3 tests pass`.
    public var summaryLine: String {
        var line = "\(exercise): \(status.rawValue)"
        if let stage { line += " (\(stage.rawValue))" }
        switch (status, stage) {
        case (.pass, _): line += " — all \(tests.count) tests pass"
        case (_, .test?): line += " \(failingTests.count) of \(tests.count) tests failing"
        case (_, .build?): line += buildOrigin == .hiddenSuite ? " hidden suite does not compile against the exercise" : " does not compile"
        case (_, .crash?): line += " the test process crashed"
        case (_, .timeout?): line += " the hidden suite did not finish in time"
        case (_, .outputLimit?): line += " too much output"
        default: break
        }
        return line
    }

    /// Pretty, key-sorted JSON.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
