import Foundation

/// The verdict of `workbook verify` on one exercise.
public struct ExerciseVerification: Sendable, Codable {
    public var id: String
    /// True when the shipped exercise fails for the reason it teaches and the solution passes everything.
    public var ok: Bool
    /// One sentence per problem, each naming the exercise, the variant and the test; a build failure adds the
    /// compiler's own errors on the lines after it.
    public var problems: [String]
    /// A one-line summary when `ok`.
    public var summary: String
    public var shipped: CheckResult?
    public var solution: CheckResult?
    /// Which version of `Exercises/<id>/` was verified (JSON `verified_from`): `HEAD (commit …)`, the shipped
    /// snapshot when HEAD holds the learner's own code, or `the working tree (…)`.
    public var verifiedFrom: String = ""
    /// The working tree's `Exercises/<id>/` differs from the version verified (JSON `working_tree_differs`): a
    /// learner's edits, or an author's not committed yet (`--working-tree` verifies those).
    public var workingTreeDiffers = false
    /// Each known fix of `Solutions/<id>/variants/` that has a `grader.yml` entry, checked (JSON `variants`).
    public var variants: [VariantVerification] = []

    enum CodingKeys: String, CodingKey {
        case id, ok, problems, summary, shipped, solution, variants
        case verifiedFrom = "verified_from"
        case workingTreeDiffers = "working_tree_differs"
    }
}

/// What `verify` found of one variant of an exercise (``Variant``): JSON
/// `{"name": "id-uuid", "expect": "fail", "expected_stage": "test", "ok": true, "stage": "test", "failing": ["…"]}`.
public struct VariantVerification: Sendable, Codable, Equatable {
    public var name: String
    /// `pass` or `fail`.
    public var expect: String
    /// For `expect: fail`, the stage it must fail at.
    public var expectedStage: String?
    /// Whether the grader gave the variant the verdict `grader.yml` expects.
    public var ok: Bool
    /// Where its check stopped (nil: it passed).
    public var stage: String?
    /// The hidden tests that failed and the budgets missed (as `hot path: budget`).
    public var failing: [String]

    enum CodingKeys: String, CodingKey {
        case name, expect, ok, stage, failing
        case expectedStage = "expected_stage"
    }
}

/// `workbook verify`: proves every exercise teaches what it claims, in a scratch copy (the learner's files and
/// progress are never touched, no attempt is recorded and no git reference is written: it checks as an author,
/// ``CheckCommand/Mode/author``).
///
/// **What is verified** is what is shipped now, not the working tree: `Exercises/<id>/` as committed at HEAD (or, when
/// HEAD holds the learner's own committed code, the shipped snapshot's: ``ShippedSnapshot/version(of:in:)``), and
/// `Solutions/<id>/` as committed at HEAD; an exercise no commit holds yet (an author's new one) is taken from the
/// working tree. So a clone whose exercises have been solved still verifies. The hidden suites and `grader.yml` are
/// the working tree's (learners do not edit them; authors do). `workingTree` (`--working-tree`) verifies the files on
/// disk instead, for an author's uncommitted edits.
///
/// For each exercise, the shipped version must build, fail **every** `symptom` test and pass every `regression` test;
/// the solution (the exercise with the `Solutions/<id>/` files copied over it) must pass every test. An exercise with
/// no symptom test or no regression test fails too. An exercise with hot paths (slow-body) instead must pass every test
/// as shipped and fail on its budgets alone, with the margins of ``BudgetMargins``, in each of ``BudgetMargins/runs``
/// checks of each version. Each known fix (``Variant``: `Solutions/<id>/variants/<name>/` laid over the shipped
/// exercise) must get the verdict its `grader.yml` entry expects (``judgeVariant(_:_:id:variantFiles:)``), and every
/// variant folder needs an entry and every entry a folder. Problems are written for authors: a version that does not
/// build says which part does not compile (the exercise, the solution, a variant, or the hidden suite against either)
/// with the compiler's own errors.
///
/// All the checks of the exercises verified form one queue, run two at a time (``twoAtATime(_:progress:_:)``).
public enum VerifyCommand {
    /// - Parameters:
    ///   - only: the exercises to verify, in catalogue order; `nil`: every exercise.
    ///   - workingTree: verify the files on disk rather than the committed ones.
    public static func run(
        _ workbook: Workbook, only: [Exercise]? = nil, workingTree: Bool = false, reporter: any ActivityReporter = SilentReporter(),
        onExercise: (ExerciseVerification) -> Void = { _ in }
    ) throws(WorkbookError) -> [ExerciseVerification] {
        let pipeline = try CheckPipeline.prepare(workbook, reporter: reporter).forAuthors()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var plans: [Plan] = []
        for exercise in workbook.catalogue.exercises where only?.contains(exercise) ?? true {
            plans.append(try plan(exercise, workbook: workbook, scratch: scratch, workingTree: workingTree))
        }
        // Every check of the catalogue in one queue, two at a time (checks are independent, and budgets count work,
        // not time), so neither core waits for the slower check of an exercise; each exercise is judged and reported,
        // in order, as soon as its own checks are done.
        let jobs = plans.flatMap(\.jobs)
        var owners: [Int] = []
        for (index, plan) in plans.enumerated() { owners += Array(repeating: index, count: plan.jobs.count) }
        var verdicts: [ExerciseVerification] = []
        func report(_ done: [[CheckResult]?]) {
            while verdicts.count < plans.count {
                let index = verdicts.count
                let mine = owners.indices.filter { owners[$0] == index }
                guard mine.allSatisfy({ done[$0] != nil }) else { return }
                let verdict = judge(plans[index], mine.map { done[$0]! })
                onExercise(verdict)
                verdicts.append(verdict)
            }
        }
        let results = try twoAtATime(jobs, progress: report) { job throws(WorkbookError) in try run(job, workbook: workbook, pipeline: pipeline) }
        report(results.map { $0 })
        return verdicts
    }

    /// The versions' files: the exercise's by path relative to `Exercises/<id>/`, the solution's relative to
    /// `Solutions/<id>/` (its `variants/<name>/` folders included), and where the exercise's came from.
    struct Versions {
        var shipped: [String: Data]
        var solution: [String: Data]
        var origin: String
        var workingTreeDiffers: Bool

        /// The files directly in `Solutions/<id>/`: what the solution lays over the exercise.
        var solutionFiles: [String: Data] { solution.filter { !$0.key.contains("/") } }

        /// Each folder of `Solutions/<id>/variants/` by name, with the files directly in it (what the variant lays
        /// over the shipped exercise).
        var variantFolders: [String: [String: Data]] {
            var folders: [String: [String: Data]] = [:]
            for (path, data) in solution {
                let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 2, parts[0] == Variant.folder else { continue }
                // A folder counts even when none of its files is directly in it (its check then says it has none).
                if folders[parts[1]] == nil { folders[parts[1]] = [:] }
                if parts.count == 3 { folders[parts[1]]?[parts[2]] = data }
            }
            return folders
        }
    }

    /// What is verified of `exercise` (see the type's documentation). A variant folder HEAD does not hold yet (an
    /// author's new one) is taken from the working tree, as a new exercise is.
    static func versions(_ exercise: Exercise, in workbook: Workbook, workingTree: Bool) throws(WorkbookError) -> Versions {
        let onDisk = ResetCommand.currentFiles(workbook.exerciseDirectory(exercise))
        let solutionOnDisk = ResetCommand.currentFiles(workbook.solutionDirectory(exercise))
        if workingTree { return Versions(shipped: onDisk, solution: solutionOnDisk, origin: "the working tree", workingTreeDiffers: false) }
        let shipped = try ShippedSnapshot.version(of: exercise, in: workbook)
        var solution = try committedFiles(atPath: "Solutions/\(exercise.id)", in: workbook) ?? solutionOnDisk
        let committedVariants = Set(Versions(shipped: [:], solution: solution, origin: "", workingTreeDiffers: false).variantFolders.keys)
        for (path, data) in solutionOnDisk where path.hasPrefix(Variant.folder + "/") {
            let name = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            if !committedVariants.contains(name) { solution[path] = data }
        }
        let files = shipped?.files ?? onDisk
        return Versions(
            shipped: files, solution: solution, origin: shipped?.origin ?? "the working tree",
            workingTreeDiffers: !AttemptPolicy.sameCode(snapshot(files), snapshot(onDisk)))
    }

    /// The files under `path` (relative to the workbook) as committed at HEAD, or nil when HEAD has none there.
    static func committedFiles(atPath path: String, in workbook: Workbook) throws(WorkbookError) -> [String: Data]? {
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: workbook.contentRoot.path),
                  let tree = try ShippedSnapshot.Head(repository, workbook: workbook).tree(atPath: path) else { return nil }
            return try repository.files(in: tree)
        } catch {
            throw .git(error.message)
        }
    }

    private static func snapshot(_ files: [String: Data]) -> [SourceSnapshot.File] {
        files.map { SourceSnapshot.File(name: $0.key, contents: $0.value) }
    }

    /// What verifying one exercise takes: its versions copied into scratch folders, and the checks to run. `verdict`
    /// is set when it cannot be checked at all (no files).
    struct Plan {
        var exercise: Exercise
        var versions: Versions
        var verdict: ExerciseVerification?
        var problems: [String] = []
        var shippedRoot: URL
        var solutionRoot: URL?
        var checked: [(variant: Variant, files: [String: Data])] = []
        var variantRoots: [URL] = []

        /// The checks, each independent of the others: the shipped exercise and the solution (each checked
        /// ``BudgetMargins/runs`` times in a row when the exercise has hot paths), then each variant once.
        var jobs: [Job] {
            guard verdict == nil else { return [] }
            let runs = exercise.hotPaths.isEmpty ? 1 : BudgetMargins.runs
            return [Job(exercise: exercise, root: shippedRoot, runs: runs)]
                + (solutionRoot.map { [Job(exercise: exercise, root: $0, runs: runs)] } ?? [])
                + variantRoots.map { Job(exercise: exercise, root: $0, runs: 1) }
        }
    }

    /// One version to check, `runs` times in a row.
    struct Job: Sendable {
        var exercise: Exercise
        var root: URL
        var runs: Int
    }

    /// Reads `exercise`'s versions and writes each into its scratch folder under `scratch`.
    static func plan(
        _ exercise: Exercise, workbook: Workbook, scratch: URL, workingTree: Bool = false
    ) throws(WorkbookError) -> Plan {
        let id = exercise.id
        if workingTree { try workbook.refuseSymbolicLinks(in: exercise) }  // issue 12: never read through a link
        let versions = try versions(exercise, in: workbook, workingTree: workingTree)
        var plan = Plan(exercise: exercise, versions: versions, shippedRoot: scratch.appendingPathComponent("\(id)/shipped"))
        func stop(_ problem: String) -> Plan {
            plan.verdict = ExerciseVerification(id: id, ok: false, problems: [problem], summary: "", shipped: nil, solution: nil,
                                                verifiedFrom: versions.origin, workingTreeDiffers: versions.workingTreeDiffers)
            return plan
        }
        guard versions.shipped.keys.contains(where: { !$0.contains("/") && $0.hasSuffix(".swift") }) else {
            return stop("\(id): Exercises/\(id)/ has no Swift files (in \(versions.origin))")
        }
        guard !Workbook.swiftFiles(in: workbook.hiddenSuiteDirectory(exercise)).isEmpty else {
            return stop("\(id): no hidden suite in Tests/Hidden/\(id)/")
        }
        try copy(exercise, files: versions.shipped, from: workbook, to: plan.shippedRoot)
        let solutionFiles = versions.solutionFiles
        if !solutionFiles.keys.contains(where: { $0.hasSuffix(".swift") }) {
            plan.problems.append("\(id): no solution in Solutions/\(id)/")
        } else {
            let root = scratch.appendingPathComponent("\(id)/solution")
            try copy(exercise, files: versions.shipped.merging(solutionFiles) { $1 }, from: workbook, to: root)
            plan.solutionRoot = root
        }
        let (checked, unpaired) = pairVariants(exercise, folders: versions.variantFolders)
        plan.problems += unpaired
        plan.checked = checked
        for (variant, files) in checked {
            // A variant is laid over the shipped exercise, never over the solution.
            let root = scratch.appendingPathComponent("\(id)/variant-\(variant.name)")
            try copy(exercise, files: versions.shipped.merging(files) { $1 }, from: workbook, to: root)
            plan.variantRoots.append(root)
        }
        return plan
    }

    /// Runs one job's checks.
    static func run(_ job: Job, workbook: Workbook, pipeline: CheckPipeline) throws(WorkbookError) -> [CheckResult] {
        let copy = pipeline.with(workbook: Workbook(contentRoot: job.root, packageRoot: workbook.packageRoot, catalogue: workbook.catalogue))
        var results: [CheckResult] = []
        for _ in 0..<job.runs { results.append(try copy.check(job.exercise)) }
        return results
    }

    /// Verifies one exercise on its own (its checks two at a time).
    static func verify(
        _ exercise: Exercise, workbook: Workbook, pipeline: CheckPipeline, scratch: URL, workingTree: Bool = false
    ) throws(WorkbookError) -> ExerciseVerification {
        let plan = try plan(exercise, workbook: workbook, scratch: scratch, workingTree: workingTree)
        if let verdict = plan.verdict { return verdict }
        return judge(plan, try twoAtATime(plan.jobs) { job throws(WorkbookError) in try run(job, workbook: workbook, pipeline: pipeline) })
    }

    /// The verdict on a plan, from its jobs' results (in the order of ``Plan/jobs``).
    static func judge(_ plan: Plan, _ results: [[CheckResult]]) -> ExerciseVerification {
        if let verdict = plan.verdict { return verdict }
        let exercise = plan.exercise, id = exercise.id
        var problems = plan.problems
        var results = results
        let shippedRuns = results.removeFirst()
        let solutionRuns = plan.solutionRoot == nil ? [] : results.removeFirst()
        let shipped = shippedRuns[0], solution = solutionRuns.first
        let variantResults = results.map { $0[0] }

        problems += judgeShipped(shipped, id: id, hasHotPaths: !exercise.hotPaths.isEmpty)
        if let solution { problems += judgeSolution(solution, id: id, solutionFiles: Set(plan.versions.solutionFiles.keys)) }
        if !exercise.hotPaths.isEmpty {
            // Budgets must give the same verdict every time: each version was checked again, and the runs are compared
            // (a variant is checked once: its verdict is what it is judged by).
            problems += BudgetMargins.shippedProblems(shippedRuns, id: id)
            if !solutionRuns.isEmpty { problems += BudgetMargins.solutionProblems(solutionRuns, id: id) }
        }
        var variantVerdicts: [VariantVerification] = []
        for ((variant, files), result) in zip(plan.checked, variantResults) {
            let found = judgeVariant(variant, result, id: id, variantFiles: Set(files.keys))
            problems += found
            variantVerdicts.append(VariantVerification(
                name: variant.name, expect: variant.expectation == .pass ? "pass" : "fail", expectedStage: variant.expectedStage?.rawValue,
                ok: found.isEmpty, stage: result.stage?.rawValue,
                failing: result.failingTests.map(\.name) + result.missedBudgets.map { "\($0.hotPath): \($0.name)" }))
        }

        let symptoms = shipped.tests.filter { $0.tags.contains("symptom") }
        let regressions = shipped.tests.filter { $0.tags.contains("regression") }
        let failingSymptoms = symptoms.filter { $0.status == .fail }.count
        var summary = "\(id): shipped fails \(failingSymptoms) of \(symptoms.count) symptom tests and passes \(regressions.count) regression tests; solution passes all \(solution?.tests.count ?? 0) tests"
        if !exercise.hotPaths.isEmpty {
            summary = "\(id): shipped passes its \(shipped.tests.count) tests and misses \(shipped.missedBudgets.count) of \(shipped.budgets.count) budgets; solution passes all \(solution?.tests.count ?? 0) tests within every budget; the same \(BudgetMargins.runs) times"
        }
        summary += variantSummary(plan.checked.map(\.variant))
        return ExerciseVerification(
            id: id, ok: problems.isEmpty, problems: problems, summary: summary, shipped: shipped, solution: solution,
            verifiedFrom: plan.versions.origin, workingTreeDiffers: plan.versions.workingTreeDiffers, variants: variantVerdicts)
    }

    /// `; its 3 variants get their verdicts (1 right fix passes, 2 wrong fixes fail)`, or nothing without variants.
    static func variantSummary(_ variants: [Variant]) -> String {
        guard !variants.isEmpty else { return "" }
        let right = variants.filter { $0.expectation == .pass }.count, wrong = variants.count - right
        var parts: [String] = []
        if right > 0 { parts.append(right == 1 ? "1 right fix passes" : "\(right) right fixes pass") }
        if wrong > 0 { parts.append(wrong == 1 ? "1 wrong fix fails" : "\(wrong) wrong fixes fail") }
        let whose = variants.count == 1 ? "its variant gets its verdict" : "its \(variants.count) variants get their verdicts"
        return "; \(whose) (\(parts.joined(separator: ", ")))"
    }

    /// Each variant `grader.yml` declares for `exercise` with its folder's files, in declaration order, and a problem
    /// for each folder no entry declares and each entry without a folder (or whose folder holds no Swift file).
    static func pairVariants(_ exercise: Exercise, folders: [String: [String: Data]]) -> (checked: [(variant: Variant, files: [String: Data])], problems: [String]) {
        let id = exercise.id
        var checked: [(variant: Variant, files: [String: Data])] = []
        var problems: [String] = []
        let declared = Set(exercise.variants.map(\.name))
        for name in folders.keys.sorted() where !declared.contains(name) {
            problems.append("\(id): Solutions/\(id)/\(Variant.folder)/\(name)/ has no entry in grader.yml: add it to the `variants` of \(id), with `expect: pass` or `expect: fail` and its stage, and `why`")
        }
        for variant in exercise.variants {
            let at = variant.line > 0 ? "grader.yml:\(variant.line): " : ""
            guard let files = folders[variant.name] else {
                problems.append("\(id): \(at)variant '\(variant.name)' has no folder Solutions/\(id)/\(Variant.folder)/\(variant.name)/")
                continue
            }
            guard files.keys.contains(where: { $0.hasSuffix(".swift") }) else {
                problems.append("\(id): \(at)variant '\(variant.name)': Solutions/\(id)/\(Variant.folder)/\(variant.name)/ has no Swift files (the files it lays over the shipped exercise)")
                continue
            }
            checked.append((variant, files))
        }
        return (checked, problems)
    }

    /// A variant must get the verdict `grader.yml` expects: a right fix (`pass`) passes every test within every budget
    /// (a runtime issue fails the test that provoked it, so it has none); a wrong fix (`fail`) stops at the expected
    /// stage, with at least the named tests (or budgets) failing there.
    ///
    /// - Parameter variantFiles: the names of the files the variant lays over the exercise's, so compiler errors in
    ///   them name `Solutions/<id>/variants/<name>/<file>`.
    static func judgeVariant(_ variant: Variant, _ result: CheckResult, id: String, variantFiles: Set<String> = []) -> [String] {
        let folder = "Solutions/\(id)/\(Variant.folder)/\(variant.name)/"
        let what = "variant '\(variant.name)'"
        switch variant.expectation {
        case .pass:
            if result.status == .pass { return [] }
            if result.stage == .build {
                return [buildProblem(result, id: id, variant: "\(what) (a right fix)", solutionFiles: variantFiles, overlay: folder)]
            }
            if result.stage == .budget {
                return result.missedBudgets.map { budget in
                    "\(id): \(what) (a right fix) misses budget '\(budget.hotPath): \(budget.name)': \(firstLine(budget.message ?? ""))"
                }
            }
            let failing = result.tests.filter { $0.status == .fail }
            if failing.isEmpty {
                return ["\(id): \(what) (a right fix) stopped at stage \(result.stage?.rawValue ?? "test"): \(firstLine(result.detail ?? "it ran no hidden tests"))"]
            }
            return failing.map { test in "\(id): \(what) (a right fix) fails test '\(test.name)': \(firstLine(test.message))" }
        case .fail(let stage, let names):
            let expected = "expected to fail at stage \(stage.rawValue)" + (names.isEmpty ? "" : " with \(names.map { "'\($0)'" }.joined(separator: ", "))")
            if result.status == .pass {
                return ["\(id): \(what) (a wrong fix) passes every test\(result.budgets.isEmpty ? "" : " within every budget"); it is \(expected)"]
            }
            guard result.stage == stage else {
                let got = result.stage?.rawValue ?? "test"
                if result.stage == .build {
                    return [buildProblem(result, id: id, variant: "\(what) (a wrong fix, \(expected))", solutionFiles: variantFiles, overlay: folder)]
                }
                var detail = firstLine(result.detail ?? "")
                if result.stage == .test || result.stage == nil {
                    detail = result.failingTests.map { "'\($0.name)'" }.joined(separator: ", ") + " failing"
                }
                return ["\(id): \(what) is \(expected), but fails at stage \(got): \(detail)"]
            }
            var problems: [String] = []
            for name in names {
                if stage == .budget {
                    guard let budget = result.budgets.first(where: { $0.name == name || "\($0.hotPath): \($0.name)" == name }) else {
                        let known = result.budgets.map { "'\($0.hotPath): \($0.name)'" }.joined(separator: ", ")
                        problems.append("\(id): \(what) names budget '\(name)', which the exercise does not have (its budgets: \(known))")
                        continue
                    }
                    if budget.pass {
                        problems.append("\(id): \(what) (a wrong fix) meets budget '\(name)' (\(budget.measured.map { BudgetCheck.count($0) } ?? "not measured") \(budget.unit), the limit is \(BudgetCheck.count(budget.limit))); it is \(expected)")
                    }
                } else {
                    guard let test = result.tests.first(where: { $0.name == name }) else {
                        problems.append("\(id): \(what) names test '\(name)', which the hidden suite does not have (its tests: \(result.tests.map { "'\($0.name)'" }.joined(separator: ", ")))")
                        continue
                    }
                    if test.status != .fail {
                        problems.append("\(id): \(what) (a wrong fix) \(test.status == .pass ? "passes" : "skips") test '\(name)'; it is \(expected)")
                    }
                }
            }
            return problems
        }
    }

    /// The shipped exercise must build and run, fail every symptom test, and pass every regression test. An exercise
    /// with hot paths instead passes every test, hot-path tests included, and misses a budget (``BudgetMargins``).
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
        if !hasHotPaths {
            // Every symptom test must show the bug: one the shipped bug passes proves nothing about the fix.
            for test in symptoms where test.status != .fail {
                let does = test.status == .pass ? "passes" : "skips"
                problems.append("\(id): the shipped exercise \(does) symptom test '\(test.name)'; every symptom test must fail as shipped (if it guards what must keep working, tag it .regression)")
            }
        }
        for test in regressions where test.status != .pass {
            problems.append("\(id): the shipped exercise fails regression test '\(test.name)': \(firstLine(test.message))")
        }
        return problems
    }

    /// The solution must pass every test.
    ///
    /// - Parameter solutionFiles: the names of the files the solution puts over the exercise's, so compiler errors
    ///   in them name `Solutions/<id>/<file>`.
    static func judgeSolution(_ result: CheckResult, id: String, solutionFiles: Set<String> = []) -> [String] {
        if let stopped = stoppedEarly(result, id: id, variant: "the solution", solutionFiles: solutionFiles) { return [stopped] }
        return result.tests.filter { $0.status != .pass }.map { test in
            let kind = test.tags.contains("symptom") ? "symptom " : test.tags.contains("regression") ? "regression " : ""
            return "\(id): solution fails \(kind)test '\(test.name)': \(firstLine(test.message))"
        }
    }

    private static func stoppedEarly(_ result: CheckResult, id: String, variant: String, solutionFiles: Set<String> = []) -> String? {
        switch result.stage {
        case .build?:
            return buildProblem(result, id: id, variant: variant, solutionFiles: solutionFiles)
        case .crash?, .memoryLimit?, .timeout?, .outputLimit?:
            // A crash, hang or flood pinned on a test fails that test, and the tests after it were run again, so the
            // tests are judged one by one (a crashing symptom test is a failing one). One no test carries is a problem.
            if result.tests.contains(where: { $0.status == .fail }) { return nil }
            return "\(id): \(variant) stopped at stage \(result.stage!.rawValue): \(firstLine(result.detail ?? ""))"
        default:
            if result.tests.isEmpty { return "\(id): \(variant) ran no hidden tests" }
            return nil
        }
    }

    /// A build failure for authors: which part does not compile, then the compiler's own errors (`file:line:col:
    /// error: message` and the source excerpt), on the lines after the sentence. Errors in a solution's own files
    /// name `Solutions/<id>/<file>` (the scratch copy compiles them in the exercise's folder).
    static func buildProblem(_ result: CheckResult, id: String, variant: String, solutionFiles: Set<String> = [], overlay: String? = nil) -> String {
        let overlay = overlay ?? "Solutions/\(id)/"
        let what: String
        switch result.buildOrigin {
        case .hiddenSuite?:
            what = "\(variant) compiles, but the hidden suite (Tests/Hidden/\(id)/) does not compile against it"
        case .other?:
            what = "\(variant) and its hidden suite compile, but do not link"
        default:
            what = result.isRefusedByPolicy ? "\(variant) uses what exercises may not" : "\(variant) does not compile"
        }
        var lines = ["\(id): \(what):"]
        let errors = result.diagnostics.filter { $0.severity == "error" }
        for error in errors.prefix(5) {
            var error = error
            if let file = error.file, file.hasPrefix("Exercises/\(id)/"), solutionFiles.contains(String(file.dropFirst("Exercises/\(id)/".count))) {
                error.file = overlay + file.dropFirst("Exercises/\(id)/".count)
            }
            lines.append("  " + error.headline)
            lines += error.excerpt.prefix(2).map { "    " + $0 }
        }
        if errors.count > 5 { lines.append("  … and \(errors.count - 5) more errors") }
        if errors.isEmpty {
            // No error the compiler could place (a link failure, a compiler stopped for taking too long): its words.
            let detail = (result.detail ?? "").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            lines += (detail.isEmpty ? ["(the compiler printed nothing)"] : detail).prefix(12).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? text
    }

    /// Writes `files` as `Exercises/<id>/`, and copies `Tests/Hidden/<id>/` and `grader.yml` from the workbook, into
    /// `root`.
    private static func copy(_ exercise: Exercise, files: [String: Data], from workbook: Workbook, to root: URL) throws(WorkbookError) {
        let fileManager = FileManager.default
        do {
            let exerciseCopy = root.appendingPathComponent("Exercises/\(exercise.id)")
            let hiddenCopy = root.appendingPathComponent("Tests/Hidden/\(exercise.id)")
            try fileManager.createDirectory(at: exerciseCopy, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: hiddenCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
            for (path, data) in files {
                let components = path.split(separator: "/")
                guard !components.isEmpty, !components.contains(".."), !components.contains(".") else { continue }
                let target = exerciseCopy.appendingPathComponent(path)
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
            try fileManager.copyItem(at: workbook.hiddenSuiteDirectory(exercise), to: hiddenCopy)
            try fileManager.copyItem(at: workbook.contentRoot.appendingPathComponent("grader.yml"), to: root.appendingPathComponent("grader.yml"))
        } catch {
            throw .setup("Could not prepare a scratch copy for \(exercise.id): \(error.localizedDescription)")
        }
    }
}
