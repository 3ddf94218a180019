import Foundation
import Testing
@testable import WorkbookKit

/// Issue 22, "The author's contract gets stricter": `verify` wants every symptom test to fail as shipped, and checks
/// each known fix of `Solutions/<id>/variants/<name>/` against the verdict its `grader.yml` entry expects. All of it
/// judged on results made here, so nothing is built.
@Suite struct VariantTests {
    static func catalogue(_ variants: String) -> String {
        "version: 1\nexercises:\n  - id: 01-a\n    title: T\n    category: state-reset\n    variants:\n" + variants
    }

    @Test func parsesRightAndWrongFixes() throws {
        let text = Self.catalogue([
            "      - name: opacity", "        expect: pass", "        why: \"Hiding with opacity keeps the view in the hierarchy.\"",
            "      - name: id-uuid", "        expect: fail", "        stage: test", "        failing: [\"The tally keeps its count\", \"It counts\"]",
            "        why: \"A new id is a new identity.\"",
            "      - name: no-build", "        expect: fail", "        stage: build", "        why: \"Binding has no such initializer.\"",
            "      - name: slow", "        expect: fail", "        stage: budget", "        failing: [\"formatters\"]", "        why: \"A formatter per row.\"",
        ].joined(separator: "\n") + "\n")
        let exercise = try #require(try Catalogue.parse(text).exercises.first)
        #expect(exercise.variants == [
            Variant(name: "opacity", expectation: .pass, why: "Hiding with opacity keeps the view in the hierarchy.", line: 7),
            Variant(name: "id-uuid", expectation: .fail(stage: .test, failing: ["The tally keeps its count", "It counts"]), why: "A new id is a new identity.", line: 10),
            Variant(name: "no-build", expectation: .fail(stage: .build, failing: []), why: "Binding has no such initializer.", line: 15),
            Variant(name: "slow", expectation: .fail(stage: .budget, failing: ["formatters"]), why: "A formatter per row.", line: 19),
        ])
        #expect(exercise.variants[1].expectedStage == .test && exercise.variants[0].expectedStage == nil)
    }

    @Test(arguments: [
        ("      not a list\n", "grader.yml:7:7: `variants` must be a list of variants ({name, expect, why}), not a scalar"),
        ("      - expect: pass\n        why: w\n", "grader.yml:7:9: variant is missing `name` (its folder under Solutions/01-a/variants/)"),
        ("      - name: Id_UUID\n        expect: pass\n        why: w\n", "grader.yml:7:15: bad variant name 'Id_UUID'; expected lowercase words joined by dashes, e.g. id-uuid"),
        ("      - name: a\n        expect: pass\n        why: w\n      - name: a\n        expect: pass\n        why: w\n",
         "grader.yml:10:15: duplicate variant 'a' of 01-a (first declared at line 7)"),
        ("      - name: a\n        why: w\n", "grader.yml:7:9: variant 'a' is missing `expect` (pass: a right fix, fail: a wrong one)"),
        ("      - name: a\n        expect: pass\n", "grader.yml:7:9: variant 'a' is missing `why`: one sentence on why SwiftUI accepts or rejects this fix"),
        ("      - name: a\n        expect: maybe\n        why: w\n", "grader.yml:8:17: `expect` of variant 'a' must be `pass` or `fail`, not 'maybe'"),
        ("      - name: a\n        expect: pass\n        stage: test\n        why: w\n",
         "grader.yml:9:9: variant 'a' expects `pass`, so it takes no `stage` (only a variant that must fail names a stage and what fails)"),
        ("      - name: a\n        expect: fail\n        why: w\n", "grader.yml:7:9: variant 'a' expects `fail` but names no `stage` (one of build, test, crash, memory-limit, timeout, budget, output-limit)"),
        ("      - name: a\n        expect: fail\n        stage: tests\n        failing: [x]\n        why: w\n",
         "grader.yml:9:16: unknown stage 'tests' for variant 'a'; expected one of build, test, crash, memory-limit, timeout, budget, output-limit"),
        ("      - name: a\n        expect: fail\n        stage: test\n        why: w\n",
         "grader.yml:9:16: variant 'a' fails at stage test, so `failing` must name the hidden tests that must fail"),
        ("      - name: a\n        expect: fail\n        stage: budget\n        failing: []\n        why: w\n",
         "grader.yml:10:18: variant 'a' fails at stage budget, so `failing` must name the budgets that must fail"),
        ("      - name: a\n        expect: fail\n        stage: build\n        failing: [x]\n        why: w\n",
         "grader.yml:10:9: variant 'a' fails at stage build, where no hidden test has a verdict: leave out `failing`"),
        ("      - name: a\n        expect: fail\n        stage: test\n        failing: x\n        why: w\n",
         "grader.yml:10:18: `failing` of variant 'a' must be a list of hidden test (or budget) names, not a scalar"),
        ("      - name: a\n        expect: fail\n        stage: test\n        failing: [x, x]\n        why: w\n",
         "grader.yml:10:22: `failing` of variant 'a' lists 'x' twice"),
        ("      - name: a\n        expect: pass\n        why: w\n        reason: r\n", "grader.yml:10:9: unknown key `reason` in a variant"),
        ("      - name: a\n        expect: pass\n        why: \"\"\n", "grader.yml:9:14: `why` of a variant must be a string, not a scalar"),
    ])
    func aMalformedVariantIsReportedAtItsLine(variants: String, message: String) {
        #expect(throws: CatalogueError.self) { try Catalogue.parse(Self.catalogue(variants)) }
        do {
            _ = try Catalogue.parse(Self.catalogue(variants))
        } catch {
            #expect(error.description == message)
        }
    }

    /// A variant folder without an entry, and an entry without a folder (or with no Swift file in it), are problems.
    @Test func foldersAndEntriesArePaired() {
        var exercise = Exercise(id: "01-a", title: "A", category: .stateReset)
        exercise.variants = [
            Variant(name: "opacity", expectation: .pass, why: "w", line: 12),
            Variant(name: "missing", expectation: .pass, why: "w", line: 15),
            Variant(name: "empty", expectation: .fail(stage: .build, failing: []), why: "w", line: 18),
        ]
        let folders: [String: [String: Data]] = [
            "opacity": ["A.swift": Data("struct A {}".utf8)],
            "empty": ["NOTES.md": Data()],
            "stray": ["A.swift": Data()],
        ]
        let (checked, problems) = VerifyCommand.pairVariants(exercise, folders: folders)
        #expect(checked.map(\.variant.name) == ["opacity"])
        #expect(problems == [
            "01-a: Solutions/01-a/variants/stray/ has no entry in grader.yml: add it to the `variants` of 01-a, with `expect: pass` or `expect: fail` and its stage, and `why`",
            "01-a: grader.yml:15: variant 'missing' has no folder Solutions/01-a/variants/missing/",
            "01-a: grader.yml:18: variant 'empty': Solutions/01-a/variants/empty/ has no Swift files (the files it lays over the shipped exercise)",
        ])
    }

    /// The solution's own files are those directly in `Solutions/<id>/`; each `variants/<name>/` folder is a variant's.
    @Test func theSolutionsFilesAndTheVariantsAreApart() {
        let versions = VerifyCommand.Versions(
            shipped: [:],
            solution: ["A.swift": Data("fix".utf8), "variants/opacity/A.swift": Data("o".utf8), "variants/opacity/deep/B.swift": Data(),
                       "variants/bare/.keep": Data()],
            origin: "", workingTreeDiffers: false)
        #expect(versions.solutionFiles.keys.sorted() == ["A.swift"])
        #expect(versions.variantFolders == ["opacity": ["A.swift": Data("o".utf8)], "bare": [".keep": Data()]])
    }

    static let passing = CheckResult(
        exercise: "01-a", title: "A", status: .pass, stage: nil,
        tests: [TestOutcome(name: "s", status: .pass, tags: ["symptom"]), TestOutcome(name: "r", status: .pass, tags: ["regression"])])

    static func failing(_ names: [String], stage: CheckResult.Stage = .test) -> CheckResult {
        var result = passing
        result.status = .fail
        result.stage = stage
        result.tests = result.tests.map { names.contains($0.name) ? TestOutcome(name: $0.name, status: .fail, message: "It reads “0”; it should read “2”.\nmore", tags: $0.tags) : $0 }
        return result
    }

    @Test func aRightFixMustPassEverything() {
        let right = Variant(name: "opacity", expectation: .pass, why: "w")
        #expect(VerifyCommand.judgeVariant(right, Self.passing, id: "01-a") == [])
        #expect(VerifyCommand.judgeVariant(right, Self.failing(["r"]), id: "01-a")
            == ["01-a: variant 'opacity' (a right fix) fails test 'r': It reads “0”; it should read “2”."])
        var built = Self.passing
        built.status = .error; built.stage = .build; built.tests = []; built.buildOrigin = .exercise
        built.diagnostics = [CompilerDiagnostic(file: "Exercises/01-a/A.swift", line: 3, column: 5, severity: "error", message: "cannot find 'x' in scope", origin: .exercise)]
        let problem = VerifyCommand.judgeVariant(right, built, id: "01-a", variantFiles: ["A.swift"])
        #expect(problem == ["01-a: variant 'opacity' (a right fix) does not compile:\n  Solutions/01-a/variants/opacity/A.swift:3:5: error: cannot find 'x' in scope"])
        var slow = Self.passing
        slow.status = .fail; slow.stage = .budget
        slow.budgets = [BudgetOutcome(hotPath: "scroll", name: "formatters", limit: 2, measured: 120, unit: "formatters", pass: false, message: "Scrolling created 120 formatters; the budget is 2.")]
        #expect(VerifyCommand.judgeVariant(right, slow, id: "01-a")
            == ["01-a: variant 'opacity' (a right fix) misses budget 'scroll: formatters': Scrolling created 120 formatters; the budget is 2."])
    }

    @Test func aWrongFixMustFailAtItsStageWithWhatItNames() {
        let wrong = Variant(name: "id-uuid", expectation: .fail(stage: .test, failing: ["s"]), why: "w")
        #expect(VerifyCommand.judgeVariant(wrong, Self.failing(["s"]), id: "01-a") == [])
        // Others may fail too.
        #expect(VerifyCommand.judgeVariant(wrong, Self.failing(["s", "r"]), id: "01-a") == [])
        #expect(VerifyCommand.judgeVariant(wrong, Self.passing, id: "01-a")
            == ["01-a: variant 'id-uuid' (a wrong fix) passes every test; it is expected to fail at stage test with 's'"])
        #expect(VerifyCommand.judgeVariant(wrong, Self.failing(["r"]), id: "01-a")
            == ["01-a: variant 'id-uuid' (a wrong fix) passes test 's'; it is expected to fail at stage test with 's'"])
        let misnamed = Variant(name: "id-uuid", expectation: .fail(stage: .test, failing: ["S"]), why: "w")
        #expect(VerifyCommand.judgeVariant(misnamed, Self.failing(["s"]), id: "01-a")
            == ["01-a: variant 'id-uuid' names test 'S', which the hidden suite does not have (its tests: 's', 'r')"])
    }

    /// A wrong fix that fails at another stage than the expected one (it does not even build, say) is a problem.
    @Test func aWrongFixAtAnotherStageIsAProblem() {
        let wrong = Variant(name: "id-uuid", expectation: .fail(stage: .test, failing: ["s"]), why: "w")
        var built = Self.passing
        built.status = .error; built.stage = .build; built.tests = []; built.buildOrigin = .exercise
        built.diagnostics = [CompilerDiagnostic(file: "Exercises/01-a/A.swift", line: 3, column: 5, severity: "error", message: "cannot find 'x' in scope", origin: .exercise)]
        #expect(VerifyCommand.judgeVariant(wrong, built, id: "01-a", variantFiles: ["A.swift"])
            == ["01-a: variant 'id-uuid' (a wrong fix, expected to fail at stage test with 's') does not compile:\n  Solutions/01-a/variants/id-uuid/A.swift:3:5: error: cannot find 'x' in scope"])
        var crashed = Self.failing(["s"], stage: .crash)
        crashed.status = .error
        crashed.detail = "The test process crashed (SIGILL) while running “s”."
        #expect(VerifyCommand.judgeVariant(wrong, crashed, id: "01-a")
            == ["01-a: variant 'id-uuid' is expected to fail at stage test with 's', but fails at stage crash: The test process crashed (SIGILL) while running “s”."])
        let build = Variant(name: "no-build", expectation: .fail(stage: .build, failing: []), why: "w")
        #expect(VerifyCommand.judgeVariant(build, built, id: "01-a") == [])
        #expect(VerifyCommand.judgeVariant(build, Self.failing(["s"]), id: "01-a")
            == ["01-a: variant 'no-build' is expected to fail at stage build, but fails at stage test: 's' failing"])
    }

    @Test func aWrongFixOfASlowBodyMustMissTheBudgetsItNames() {
        var slow = Self.passing
        slow.status = .fail; slow.stage = .budget
        slow.budgets = [
            BudgetOutcome(hotPath: "scroll", name: "formatters", limit: 2, measured: 120, unit: "formatters", pass: false),
            BudgetOutcome(hotPath: "scroll", name: "rows built", limit: 40, measured: 24, unit: "rows", pass: true),
        ]
        func wrong(_ names: [String]) -> Variant { Variant(name: "cache-in-body", expectation: .fail(stage: .budget, failing: names), why: "w") }
        #expect(VerifyCommand.judgeVariant(wrong(["formatters"]), slow, id: "01-a") == [])
        #expect(VerifyCommand.judgeVariant(wrong(["scroll: formatters"]), slow, id: "01-a") == [])
        #expect(VerifyCommand.judgeVariant(wrong(["rows built"]), slow, id: "01-a")
            == ["01-a: variant 'cache-in-body' (a wrong fix) meets budget 'rows built' (24 rows, the limit is 40); it is expected to fail at stage budget with 'rows built'"])
        #expect(VerifyCommand.judgeVariant(wrong(["coders"]), slow, id: "01-a")
            == ["01-a: variant 'cache-in-body' names budget 'coders', which the exercise does not have (its budgets: 'scroll: formatters', 'scroll: rows built')"])
    }

    /// Every symptom test must fail as shipped: one the shipped bug passes is a problem that names it.
    @Test func everySymptomTestMustFailAsShipped() {
        var shipped = Self.failing(["s"])
        shipped.tests.insert(TestOutcome(name: "t", status: .pass, tags: ["symptom"]), at: 1)
        #expect(VerifyCommand.judgeShipped(shipped, id: "01-a")
            == ["01-a: the shipped exercise passes symptom test 't'; every symptom test must fail as shipped (if it guards what must keep working, tag it .regression)"])
        #expect(VerifyCommand.judgeShipped(Self.failing(["s"]), id: "01-a") == [])
        // A slow-body exercise keeps its rule: its tests all pass, and only its budgets fail.
        var slow = Self.passing
        slow.tests.append(TestOutcome(name: "h", status: .pass, tags: ["hotPath"]))
        #expect(VerifyCommand.judgeShipped(slow, id: "01-a", hasHotPaths: true) == [])
    }

    @Test func theSummaryAndTheFooterCountTheVariants() {
        #expect(VerifyCommand.variantSummary([]) == "")
        #expect(VerifyCommand.variantSummary([Variant(name: "a", expectation: .pass, why: "w")]) == "; its variant gets its verdict (1 right fix passes)")
        #expect(VerifyCommand.variantSummary([
            Variant(name: "a", expectation: .pass, why: "w"), Variant(name: "b", expectation: .fail(stage: .test, failing: ["s"]), why: "w"),
            Variant(name: "c", expectation: .fail(stage: .build, failing: []), why: "w"),
        ]) == "; its 3 variants get their verdicts (1 right fix passes, 2 wrong fixes fail)")
        func verdict(_ id: String, _ variants: [VariantVerification]) -> ExerciseVerification {
            ExerciseVerification(id: id, ok: variants.allSatisfy(\.ok), problems: [], summary: "", variants: variants)
        }
        let good = VariantVerification(name: "a", expect: "pass", ok: true, failing: [])
        let bad = VariantVerification(name: "b", expect: "fail", expectedStage: "test", ok: false, stage: nil, failing: [])
        let report = VerifyReport(style: TerminalStyle(colour: false))
        #expect(report.footer([verdict("01-a", [good]), verdict("02-b", [good, good])]).contains(
            "3 variants checked (3 right fixes expected to pass, 0 wrong fixes expected to fail)."))
        #expect(report.footer([verdict("01-a", [good, bad])]).contains(
            "2 variants checked (1 right fix expected to pass, 1 wrong fix expected to fail); 1 did not get the verdict grader.yml expects."))
    }

    /// Learners never see a variant: `workbook solution` diffs only the files directly in `Solutions/<id>/`.
    @Test func theSolutionDiffLeavesVariantsOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("variant-solution-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = Exercise(id: "01-a", title: "A", category: .stateReset)
        for (path, text) in [("Exercises/01-a/A.swift", "let a = 1\n"), ("Solutions/01-a/A.swift", "let a = 2\n"),
                             ("Solutions/01-a/variants/other/A.swift", "let a = 3\n"), ("Solutions/01-a/variants/other/B.swift", "let b = 3\n")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let workbook = Workbook(contentRoot: root, packageRoot: root, catalogue: Catalogue(exercises: [exercise]))
        let files = try SolutionCommand.diff(exercise, in: workbook)
        #expect(files.map(\.name) == ["A.swift"])
        #expect(!files.contains { $0.patch.contains("variants") })
    }

    /// The guide documents every key of a variant and every stage one may name.
    @Test func theGuideDocumentsTheSchema() throws {
        let guide = try AuthoringGuideTests.text("docs/authoring.md")
        for key in Catalogue.variantKeys { #expect(guide.contains("`\(key)`") || guide.contains("\(key):"), "\(key)") }
        #expect(guide.contains(Catalogue.stageNames.dropLast().joined(separator: ", ") + ", " + Catalogue.stageNames.last!))
        #expect(guide.contains("fails **every** symptom test"))
    }

    /// verify's queue: every check of the catalogue two at a time, the results in the checks' order, and the caller
    /// told as they complete.
    @Test func checksRunTwoAtATimeInOrder() throws {
        var snapshots: [[Int?]] = []
        let results = try twoAtATime(Array(0..<9), progress: { snapshots.append($0) }) { (n: Int) throws(WorkbookError) -> Int in
            usleep(UInt32(1_000 * (n % 3)))
            return n * n
        }
        #expect(results == (0..<9).map { $0 * $0 })
        #expect(!snapshots.isEmpty && snapshots.allSatisfy { $0.count == 9 })
        #expect(try twoAtATime([Int]()) { (n: Int) throws(WorkbookError) -> Int in n } == [])
        #expect(try twoAtATime([3]) { (n: Int) throws(WorkbookError) -> Int in n + 1 } == [4])
        #expect(throws: WorkbookError.self) {
            try twoAtATime(Array(0..<5)) { (n: Int) throws(WorkbookError) -> Int in
                if n == 2 { throw .setup("boom") }
                return n
            }
        }
    }

    /// A slow-body exercise's shipped version and solution are each checked three times in a row; a variant once.
    @Test func aPlanChecksEachVersionAsOftenAsItsRulesNeed() {
        var exercise = Exercise(id: "01-a", title: "A", category: .slowBody)
        exercise.hotPaths = [HotPath(name: "scroll", budgets: [Budget(.rowsBuilt, limit: 40)])]
        let versions = VerifyCommand.Versions(shipped: [:], solution: [:], origin: "", workingTreeDiffers: false)
        var plan = VerifyCommand.Plan(exercise: exercise, versions: versions, shippedRoot: URL(fileURLWithPath: "/s"))
        plan.solutionRoot = URL(fileURLWithPath: "/f")
        plan.variantRoots = [URL(fileURLWithPath: "/v1"), URL(fileURLWithPath: "/v2")]
        #expect(plan.jobs.map(\.root.path) == ["/s", "/f", "/v1", "/v2"])
        #expect(plan.jobs.map(\.runs) == [BudgetMargins.runs, BudgetMargins.runs, 1, 1])
        plan.exercise.hotPaths = []
        #expect(plan.jobs.map(\.runs) == [1, 1, 1, 1])
        plan.verdict = ExerciseVerification(id: "01-a", ok: false, problems: ["x"], summary: "")
        #expect(plan.jobs.isEmpty)
    }

    /// An editor gets a variant's files compiled as `verify` compiles them: laid over the shipped exercise.
    @Test func theEditorCompilesAVariantOverTheShippedExercise() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("variant-editor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Exercises/01-a/A.swift", "Exercises/01-a/B.swift", "Solutions/01-a/A.swift", "Solutions/01-a/variants/other/B.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("let x = 1\n".utf8).write(to: url)
        }
        let entries = CompilationDatabase.entries("Solutions", contentRoot: root, packageRoot: root, swiftc: "swiftc")
        let variantFile = root.appendingPathComponent("Solutions/01-a/variants/other/B.swift").path
        let entry = try #require(entries.first { $0.file == variantFile })
        #expect(entry.arguments.contains(root.appendingPathComponent("Exercises/01-a/A.swift").path))
        #expect(!entry.arguments.contains(root.appendingPathComponent("Exercises/01-a/B.swift").path))
        #expect(!entry.arguments.contains(root.appendingPathComponent("Solutions/01-a/A.swift").path))
    }
}
