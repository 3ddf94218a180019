import Foundation

/// The outcome of checking one exercise: the single model every report is rendered from.
///
/// JSON shape (``jsonData()``; `stage` is always present, `null` for a pass):
/// ```json
/// {"exercise": "01-state-reset-if-else", "title": "…", "status": "fail", "stage": "test",
///  "tests": [{"name": "…", "status": "fail", "message": "…", "tags": ["symptom"], "output": "Tally: _count changed.",
///             "duration_s": 0.004, "source_location": {"file": "FocusScreenTests.swift", "line": 12}}],
///  "diagnostics": [{"file": "Exercises/…", "line": 12, "column": 5, "severity": "error", "message": "…", …}],
///  "budgets": [{"hot_path": "…", "name": "formatters", "limit": 2, "measured": 1000, "unit": "formatters", "pass": false, …}],
///  "duration_s": 1.42, "sandbox": {"kind": "bubblewrap", "limits": {"memory": {…}, …}}}
/// ```
/// `sandbox` (see ``SandboxReport``) is absent when the hidden tests did not run. A test's `output` (what the app
/// printed while it ran, bounded: see ``TestOutput``) is absent when it printed nothing; its `duration_s` (how long it
/// ran, by the runner's clock) and `source_location` (where its `@Test` is in the hidden suite) are absent when the
/// runner did not say (``TestOutcome``).
/// `budgets` (see ``BudgetOutcome``) is empty for an exercise without hot paths, and for a check that stopped before its
/// tests ran.
public struct CheckResult: Sendable, Codable, Equatable {
    /// `pass`: every hidden test passed. `fail`: the suite ran and some test failed. `error`: the suite could not run to
    /// the end (the code does not build, crashed, hung, or flooded its output).
    public enum Status: String, Sendable, Codable { case pass, fail, error }

    /// Where a check stopped. `nil` (JSON `null`) when it passed.
    public enum Stage: String, Sendable, Codable {
        case build, test, crash, timeout, budget
        case outputLimit = "output-limit"
        /// The app used more memory than the run's limit and was stopped (a crash of its own kind: the code is not
        /// wrong at a line, it keeps growing).
        case memoryLimit = "memory-limit"
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
    /// Each budget of each hot path, with what was measured (slow-body exercises).
    public var budgets: [BudgetOutcome] = []
    /// The hidden suite that graded this check, or the rules `grader.yml` grades it by, were not the workbook's own
    /// (``HiddenSuiteReference``): JSON `hidden_suite_modified: true`, absent otherwise.
    public var hiddenSuiteModified = false
    /// The sandbox the hidden tests ran in and the limits in force (`sandbox` in JSON, see ``SandboxReport``); `nil`
    /// when they did not run (a build failure).
    public var sandbox: SandboxReport?

    public init(
        exercise: String, title: String, status: Status, stage: Stage?, tests: [TestOutcome] = [],
        diagnostics: [CompilerDiagnostic] = [], durationSeconds: Double = 0, detail: String? = nil, buildOrigin: DiagnosticOrigin? = nil
    ) {
        self.exercise = exercise; self.title = title; self.status = status; self.stage = stage; self.tests = tests
        self.diagnostics = diagnostics; self.durationSeconds = durationSeconds; self.detail = detail; self.buildOrigin = buildOrigin
    }

    enum CodingKeys: String, CodingKey {
        case exercise, title, status, stage, tests, diagnostics, detail, budgets, sandbox
        case durationSeconds = "duration_s"
        case buildOrigin = "build_origin"
        case hiddenSuiteModified = "hidden_suite_modified"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(stage, forKey: .stage)  // explicit null when nil
        try container.encode(tests, forKey: .tests)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(budgets, forKey: .budgets)
        try container.encode((durationSeconds * 1000).rounded() / 1000, forKey: .durationSeconds)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(buildOrigin, forKey: .buildOrigin)
        if hiddenSuiteModified { try container.encode(true, forKey: .hiddenSuiteModified) }
        try container.encodeIfPresent(sandbox, forKey: .sandbox)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        title = try container.decode(String.self, forKey: .title)
        status = try container.decode(Status.self, forKey: .status)
        stage = try container.decodeIfPresent(Stage.self, forKey: .stage)
        tests = try container.decode([TestOutcome].self, forKey: .tests)
        diagnostics = try container.decode([CompilerDiagnostic].self, forKey: .diagnostics)
        durationSeconds = try container.decode(Double.self, forKey: .durationSeconds)
        detail = try container.decodeIfPresent(String.self, forKey: .detail)
        buildOrigin = try container.decodeIfPresent(DiagnosticOrigin.self, forKey: .buildOrigin)
        sandbox = try container.decodeIfPresent(SandboxReport.self, forKey: .sandbox)
        // Attempts recorded before budgets existed have none.
        budgets = try container.decodeIfPresent([BudgetOutcome].self, forKey: .budgets) ?? []
        hiddenSuiteModified = try container.decodeIfPresent(Bool.self, forKey: .hiddenSuiteModified) ?? false
    }

    /// Whether the build stopped because the module uses what exercises may not (``ModulePolicy``), not because it
    /// does not compile.
    public var isRefusedByPolicy: Bool {
        stage == .build && buildOrigin == .exercise && (detail?.contains(ModulePolicy.refusalPhrase) ?? false)
    }

    /// Whether the learner's code did not compile because it uses unsafe memory (strict memory safety's errors,
    /// ``ExerciseBuilder/memorySafetyFlags``): refused like the module policy's constructs.
    public var usesUnsafeMemory: Bool {
        stage == .build && buildOrigin == .exercise && diagnostics.contains { ExerciseBuilder.isMemorySafetyError($0.message) }
    }

    /// Budgets missed.
    public var missedBudgets: [BudgetOutcome] { budgets.filter { !$0.pass } }

    /// Failing tests (status `fail`).
    public var failingTests: [TestOutcome] { tests.filter { $0.status == .fail } }

    /// One line of outcome, as used for the progress commit's subject (and `workbook log`), in the words of the
    /// check's own report: `01-state-reset-if-else: fail (test) 1 of 3 hidden tests failing`,
    /// `01-state-reset-if-else: pass — all 3 hidden tests pass`.
    public var summaryLine: String {
        var line = "\(exercise): \(status.rawValue)"
        if let stage { line += " (\(stage.rawValue))" }
        switch (status, stage) {
        case (.pass, _): line += " — " + passLine
        case (_, .test?): line += " \(failingTests.count) of \(tests.count) hidden tests failing"
        case (_, .build?):
            line += buildOrigin == .hiddenSuite ? " the hidden tests do not compile against the code"
                : isRefusedByPolicy ? " uses what exercises may not" : " does not compile"
        case (_, .crash?): line += " the app crashed during the hidden tests"
        case (_, .timeout?): line += " the hidden tests did not finish in time"
        case (_, .outputLimit?): line += " the hidden tests printed too much"
        case (_, .memoryLimit?): line += " the app used more memory than allowed"
        case (_, .budget?): line += " \(missedBudgets.count) of \(budgets.count) budgets missed"
        default: break
        }
        return line
    }

    /// How a pass is said: `all 3 hidden tests pass` (`, within all 2 budgets`); `the one hidden test passes` (`, within
    /// its one budget`).
    public var passLine: String {
        var line = tests.count == 1 ? "the one hidden test passes" : "all \(tests.count) hidden tests pass"
        if !budgets.isEmpty { line += budgets.count == 1 ? ", within its one budget" : ", within all \(budgets.count) budgets" }
        return line
    }

    /// Pretty, key-sorted JSON.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
