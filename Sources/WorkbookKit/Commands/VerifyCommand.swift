import Foundation

/// The verdict of `workbook verify` on one exercise.
public struct ExerciseVerification: Sendable, Codable {
    public var id: String
    /// True when the shipped exercise fails for the reason it teaches and the solution passes everything.
    public var ok: Bool
    /// One sentence per problem, each naming the exercise, the variant and the test.
    public var problems: [String]
    /// A one-line summary when `ok`.
    public var summary: String
    public var shipped: CheckResult?
    public var solution: CheckResult?
}

/// `workbook verify`: proves every exercise teaches what it claims, in a scratch copy (the learner's files and
/// progress are never touched, and no attempt is recorded).
///
/// For each exercise, the shipped version must build, fail at least one `symptom` test and pass every `regression`
/// test; the solution (the exercise with `Solutions/<id>/` files copied over it) must pass every test. An exercise
/// with no symptom test or no regression test fails too. An exercise with hot paths (slow-body) instead must pass
/// every test as shipped and fail on its budgets alone, with the margins of ``BudgetMargins``, in each of
/// ``BudgetMargins/runs`` checks of each variant.
public enum VerifyCommand {
    /// - Parameter only: the exercises to verify, in catalogue order; `nil`: every exercise.
    public static func run(
        _ workbook: Workbook, only: [Exercise]? = nil, reporter: any ActivityReporter = SilentReporter(),
        onExercise: (ExerciseVerification) -> Void = { _ in }
    ) throws(WorkbookError) -> [ExerciseVerification] {
        let pipeline = try CheckPipeline.prepare(workbook, reporter: reporter)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var verdicts: [ExerciseVerification] = []
        for exercise in workbook.catalogue.exercises where only?.contains(exercise) ?? true {
            let verdict = try verify(exercise, workbook: workbook, pipeline: pipeline, scratch: scratch)
            onExercise(verdict)
            verdicts.append(verdict)
        }
        return verdicts
    }

    static func verify(_ exercise: Exercise, workbook: Workbook, pipeline: CheckPipeline, scratch: URL) throws(WorkbookError) -> ExerciseVerification {
        let id = exercise.id
        var problems: [String] = []
        let solutionFiles = Workbook.swiftFiles(in: workbook.solutionDirectory(exercise))
        guard !Workbook.swiftFiles(in: workbook.exerciseDirectory(exercise)).isEmpty else {
            return ExerciseVerification(id: id, ok: false, problems: ["\(id): no Swift files in Exercises/\(id)/ (`workbook reset \(exercise.shortID)` restores the shipped ones)"], summary: "", shipped: nil, solution: nil)
        }
        guard !Workbook.swiftFiles(in: workbook.hiddenSuiteDirectory(exercise)).isEmpty else {
            return ExerciseVerification(id: id, ok: false, problems: ["\(id): no hidden suite in Tests/Hidden/\(id)/"], summary: "", shipped: nil, solution: nil)
        }

        /// Checks the copy of the workbook's content at `root`.
        func check(at root: URL) throws(WorkbookError) -> CheckResult {
            try pipeline.with(workbook: Workbook(contentRoot: root, packageRoot: workbook.packageRoot, catalogue: workbook.catalogue)).check(exercise)
        }
        let shippedRoot = scratch.appendingPathComponent("\(id)/shipped")
        try copy(exercise, from: workbook, to: shippedRoot, overlaying: [])
        let shipped = try check(at: shippedRoot)

        var solution: CheckResult?
        let solutionRoot = scratch.appendingPathComponent("\(id)/solution")
        if solutionFiles.isEmpty {
            problems.append("\(id): no solution in Solutions/\(id)/")
        } else {
            try copy(exercise, from: workbook, to: solutionRoot, overlaying: solutionFiles)
            solution = try check(at: solutionRoot)
        }

        var shippedProblems = judgeShipped(shipped, id: id, hasHotPaths: !exercise.hotPaths.isEmpty)
        if !shippedProblems.isEmpty, changedSinceShipped(exercise, in: workbook) {
            shippedProblems.append("\(id): Exercises/\(id)/ has changed since it was shipped (solved, perhaps?), and verify checks the files as they are now; `workbook reset \(exercise.shortID)` puts the shipped version back, saving yours")
        }
        problems += shippedProblems
        if let solution { problems += judgeSolution(solution, id: id) }
        if !exercise.hotPaths.isEmpty {
            // Budgets must give the same verdict every time: check each variant again and compare.
            var shippedRuns = [shipped], solutionRuns = solution.map { [$0] } ?? []
            for _ in 1..<BudgetMargins.runs {
                shippedRuns.append(try check(at: shippedRoot))
                if solution != nil { solutionRuns.append(try check(at: solutionRoot)) }
            }
            problems += BudgetMargins.shippedProblems(shippedRuns, id: id)
            if !solutionRuns.isEmpty { problems += BudgetMargins.solutionProblems(solutionRuns, id: id) }
        }

        let symptoms = shipped.tests.filter { $0.tags.contains("symptom") }
        let regressions = shipped.tests.filter { $0.tags.contains("regression") }
        let failingSymptoms = symptoms.filter { $0.status == .fail }.count
        var summary = "\(id): shipped fails \(failingSymptoms) of \(symptoms.count) symptom tests and passes \(regressions.count) regression tests; solution passes all \(solution?.tests.count ?? 0) tests"
        if !exercise.hotPaths.isEmpty {
            summary = "\(id): shipped passes its \(shipped.tests.count) tests and misses \(shipped.missedBudgets.count) of \(shipped.budgets.count) budgets; solution passes all \(solution?.tests.count ?? 0) tests within every budget; the same \(BudgetMargins.runs) times"
        }
        return ExerciseVerification(id: id, ok: problems.isEmpty, problems: problems, summary: summary, shipped: shipped, solution: solution)
    }

    /// Whether a learner command recorded a shipped version of the exercise (``ShippedSnapshot``) that differs from
    /// its files now.
    static func changedSinceShipped(_ exercise: Exercise, in workbook: Workbook) -> Bool {
        guard let shipped = try? ShippedSnapshot.files(of: exercise, in: workbook) else { return false }
        return shipped != ResetCommand.currentFiles(workbook.exerciseDirectory(exercise))
    }

    /// The shipped exercise must build and run, fail ≥1 symptom test, and pass every regression test. An exercise with
    /// hot paths instead passes every test, hot-path tests included, and misses a budget (``BudgetMargins``).
    static func judgeShipped(_ result: CheckResult, id: String, hasHotPaths: Bool = false) -> [String] {
        if let stopped = stoppedEarly(result, id: id, variant: "the shipped exercise") { return [stopped] }
        var problems: [String] = []
        let symptoms = result.tests.filter { $0.tags.contains("symptom") }
        let regressions = result.tests.filter { $0.tags.contains("regression") }
        if hasHotPaths {
            if !result.tests.contains(where: { $0.tags.contains("hotPath") }) {
                problems.append("\(id): the hidden suite has no hot-path test (tag the test that calls app.measure with .tags(.hotPath))")
            }
            for test in result.tests where test.status != .pass && !test.tags.contains("regression") {
                problems.append("\(id): the shipped exercise fails test '\(test.name)': \(firstLine(test.message)); only its budgets should fail")
            }
        } else if symptoms.isEmpty { problems.append("\(id): the hidden suite has no symptom test (tag one with .tags(.symptom))") }
        if regressions.isEmpty { problems.append("\(id): the hidden suite has no regression test (tag one with .tags(.regression))") }
        if !hasHotPaths, !symptoms.isEmpty, !symptoms.contains(where: { $0.status == .fail }) {
            problems.append("\(id): the shipped exercise passes every symptom test; it must fail at least one")
        }
        for test in regressions where test.status != .pass {
            problems.append("\(id): the shipped exercise fails regression test '\(test.name)': \(firstLine(test.message))")
        }
        return problems
    }

    /// The solution must pass every test.
    static func judgeSolution(_ result: CheckResult, id: String) -> [String] {
        if let stopped = stoppedEarly(result, id: id, variant: "the solution") { return [stopped] }
        return result.tests.filter { $0.status != .pass }.map { test in
            let kind = test.tags.contains("symptom") ? "symptom " : test.tags.contains("regression") ? "regression " : ""
            return "\(id): solution fails \(kind)test '\(test.name)': \(firstLine(test.message))"
        }
    }

    private static func stoppedEarly(_ result: CheckResult, id: String, variant: String) -> String? {
        switch result.stage {
        case .build?:
            let first = result.diagnostics.first { $0.severity == "error" }?.headline ?? firstLine(result.detail ?? "")
            return "\(id): \(variant) does not build: \(first)"
        case .crash?, .timeout?, .outputLimit?:
            // A crash, hang or flood pinned on a test fails that test, and the tests after it were run again, so the
            // tests are judged one by one (a crashing symptom test is a failing one). One no test carries is a problem.
            if result.tests.contains(where: { $0.status == .fail }) { return nil }
            return "\(id): \(variant) stopped at stage \(result.stage!.rawValue): \(firstLine(result.detail ?? ""))"
        default:
            if result.tests.isEmpty { return "\(id): \(variant) ran no hidden tests" }
            return nil
        }
    }

    private static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? text
    }

    /// Copies `Exercises/<id>/` (then the solution files over it) and `Tests/Hidden/<id>/` into `root`.
    private static func copy(_ exercise: Exercise, from workbook: Workbook, to root: URL, overlaying solution: [URL]) throws(WorkbookError) {
        try workbook.refuseSymbolicLinks(in: exercise)  // issue 12: never copy (or write) through a link
        let fileManager = FileManager.default
        do {
            let exerciseCopy = root.appendingPathComponent("Exercises/\(exercise.id)")
            let hiddenCopy = root.appendingPathComponent("Tests/Hidden/\(exercise.id)")
            try fileManager.createDirectory(at: exerciseCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.createDirectory(at: hiddenCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: workbook.exerciseDirectory(exercise), to: exerciseCopy)
            try fileManager.copyItem(at: workbook.hiddenSuiteDirectory(exercise), to: hiddenCopy)
            try fileManager.copyItem(at: workbook.contentRoot.appendingPathComponent("grader.yml"), to: root.appendingPathComponent("grader.yml"))
            for file in solution {
                let target = exerciseCopy.appendingPathComponent(file.lastPathComponent)
                if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
                try fileManager.copyItem(at: file, to: target)
            }
        } catch {
            throw .setup("Could not prepare a scratch copy for \(exercise.id): \(error.localizedDescription)")
        }
    }
}
