import Foundation

/// The check pipeline for one exercise: build in isolation → run the hidden suite in a child process → one
/// ``CheckResult``. Recording is the caller's choice (``CheckCommand`` records; ``VerifyCommand`` does not).
public struct CheckPipeline: Sendable {
    public var workbook: Workbook
    public var toolchain: Toolchain
    public var core: CoreProducts
    /// Results for an exercise's author (`check --author`, `verify`): a hidden suite that does not compile against the
    /// exercise keeps the compiler's own errors (its diagnostics, and their headlines and excerpts in the detail),
    /// which a learner is not shown (they would show the hidden tests' source).
    public var forAuthor = false

    public init(workbook: Workbook, toolchain: Toolchain, core: CoreProducts) {
        self.workbook = workbook; self.toolchain = toolchain; self.core = core
    }

    /// The same pipeline with results for authors (``forAuthor``).
    public func forAuthors() -> CheckPipeline {
        var copy = self
        copy.forAuthor = true
        return copy
    }

    /// Locates the toolchain and makes sure the view-simulation core is built (building it on first use).
    ///
    /// - Throws: ``WorkbookError`` for a missing toolchain or a core that does not build.
    public static func prepare(_ workbook: Workbook, reporter: any ActivityReporter = SilentReporter()) throws(WorkbookError) -> CheckPipeline {
        let toolchain = try Toolchain.locate()
        let core = try CoreBuilder(packageRoot: workbook.packageRoot, toolchain: toolchain).ensureBuilt(reporter: reporter)
        return CheckPipeline(workbook: workbook, toolchain: toolchain, core: core)
    }

    /// The same pipeline over another content root (used by `verify` for its scratch copies).
    public func with(workbook other: Workbook) -> CheckPipeline {
        var copy = self
        copy.workbook = other
        return copy
    }

    /// Content hash of an exercise's hidden suite (file names and contents).
    public func hiddenSuiteHash(_ exercise: Exercise) -> String {
        ExerciseBuilder.hash(files: Workbook.swiftFiles(in: workbook.hiddenSuiteDirectory(exercise)), salt: "")
    }

    /// A fingerprint of what decides a check besides the code, the hidden suite and the toolchain: the grader's
    /// version, the built core (``CoreProducts/fingerprint``), the exercise's catalogue entry (budgets included) and
    /// the workbook's settings (time limit, allowed imports). An attempt's result is shown again for unchanged code
    /// only when this is unchanged too (``AttemptPolicy``).
    /// (An exercise's ``Exercise/variants`` are left out: they are `verify`'s business and decide no learner's check.)
    public func graderFingerprint(_ exercise: Exercise) -> String {
        var entry = exercise
        entry.variants = []
        return ContentHash.hex("grader \(Workbook.version)|core \(core.fingerprint)|exercise \(String(describing: entry))|settings \(String(describing: workbook.catalogue.settings))")
    }

    /// The provenance an attempt of `exercise` checked by this pipeline carries.
    public func provenance(_ exercise: Exercise) -> AttemptProvenance {
        AttemptProvenance(
            hiddenSuiteHash: hiddenSuiteHash(exercise), toolchain: toolchain.version(cacheDirectory: workbook.workDirectory),
            grader: String(graderFingerprint(exercise).prefix(16)))
    }

    /// Builds and runs one exercise's hidden suite.
    ///
    /// - Throws: ``WorkbookError`` only for setup problems (missing files, no compiler); anything the learner's code does
    ///   is in the result.
    public func check(_ exercise: Exercise) throws(WorkbookError) -> CheckResult {
        try checkWithSources(exercise).result
    }

    /// ``check(_:)``, also returning the exercise's files exactly as they were compiled (what an attempt records).
    public func checkWithSources(_ exercise: Exercise) throws(WorkbookError) -> (result: CheckResult, sources: SourceSnapshot) {
        try workbook.refuseSymbolicLinks(in: exercise)  // issue 12: a linked exercise folder or file is refused
        try Self.requireSources(exercise, in: workbook)
        let start = ContinuousClock.now
        var builder = ExerciseBuilder(workbook: workbook, toolchain: toolchain, core: core)
        var (sources, build) = try builder.build(exercise)
        var result = try result(of: build, for: exercise, sources: sources, since: start)
        // A runner built against another interface with the same reach (``SuiteReach``) that crashed is built for this
        // very interface and run again: should the fingerprint ever miss a difference, the crash is not blamed on the
        // learner's code. A real crash crashes again.
        if case .success(let built) = build, built.runnerBuiltForAnotherInterface, result.stage == .crash {
            builder.keysRunnersByReach = false
            (sources, build) = try builder.build(exercise)
            result = try self.result(of: build, for: exercise, sources: sources, since: start)
        }
        HiddenSuiteReference.mark(&result, exercise: exercise, in: workbook)  // issue 12: an edited hidden suite is reported
        if let skipped = sources.skippedSentence(in: "Exercises/\(exercise.id)") {
            result.detail = ([result.detail].compactMap { $0 } + [skipped]).joined(separator: "\n")
        }
        return (result, sources)
    }

    private func result(
        of build: Result<ExerciseBuild, BuildFailure>, for exercise: Exercise, sources: SourceSnapshot, since start: ContinuousClock.Instant
    ) throws(WorkbookError) -> CheckResult {
        func elapsed() -> Double { (ContinuousClock.now - start).seconds }
        switch build {
        case .failure(let failure):
            return Self.buildFailed(failure, exercise: exercise, workbook: workbook, durationSeconds: elapsed(), forAuthor: forAuthor)
        case .success(let build):
            let run = HiddenSuiteRun(
                runner: build.runner, timeoutSeconds: workbook.catalogue.settings.timeoutSeconds,
                scratchDirectory: workbook.workDirectory.appendingPathComponent("runs"), libraryDirectories: [build.moduleDirectory],
                learnerFiles: sources.swiftFiles.map { "Exercises/\(exercise.id)/\($0.name)" })
            let outcome = try run.run()
            let status: CheckResult.Status
            switch outcome.stage {
            case nil: status = outcome.tests.isEmpty ? .error : .pass
            case .test?, .budget?: status = .fail
            default: status = .error
            }
            // Runtime messages name files by `#fileID` (`CounterReset/Counter.swift:5`); point at the learner's file.
            var detail = outcome.detail.map { Self.pointingAtExercise($0, exercise) }
            var tests = outcome.tests
            for index in tests.indices where tests[index].status == .fail {
                tests[index].message = Self.pointingAtExercise(tests[index].message, exercise)
            }
            FailureScreenFiles.write(&tests, exercise: exercise, in: workbook)
            // A test named after a button already carries quotes; don't frame it in a second pair.
            detail = detail.map { TestNameQuoting.undoubled($0, names: tests.map(\.name)) }
            if outcome.stage == nil, tests.isEmpty { detail = "The hidden suite ran no tests." }
            var result = CheckResult(
                exercise: exercise.id, title: exercise.title, status: status,
                stage: outcome.stage ?? (tests.isEmpty ? .test : nil), tests: tests,
                durationSeconds: elapsed(), detail: detail)
            result.sandbox = outcome.sandbox
            applyBudgets(of: exercise, measured: outcome.measurements, to: &result)
            Self.applyIntegrity(of: outcome, expected: build.expectedTests, to: &result)
            if !build.cacheRepairs.isEmpty {
                result.detail = ([result.detail].compactMap { $0 } + build.cacheRepairs).joined(separator: "\n")
            }
            return result
        }
    }

    /// The result of a build that failed: stage `build`, the learner's diagnostics and a detail saying whose code
    /// did not compile.
    static func buildFailed(
        _ failure: BuildFailure, exercise: Exercise, workbook: Workbook, durationSeconds: Double, forAuthor: Bool = false
    ) -> CheckResult {
        var detail = buildDetail(failure, exercise: exercise, allowedImports: workbook.catalogue.settings.allowedImports)
        // An author sees the hidden suite's own errors, which a learner is not shown.
        if forAuthor, failure.origin == .hiddenSuite { detail += "\n" + compilerErrors(failure).joined(separator: "\n") }
        return CheckResult(
            exercise: exercise.id, title: exercise.title, status: .error, stage: .build, tests: [],
            diagnostics: forAuthor ? failure.diagnostics : learnerDiagnostics(failure), durationSeconds: durationSeconds,
            detail: detail, buildOrigin: failure.origin)
    }

    /// The budget stage: every budget of the exercise's hot paths, judged on what the suite measured. Budgets are
    /// reported whenever the tests ran; they decide the outcome only when every test passed (a failing test comes
    /// first: a fast screen that shows the wrong thing is still wrong).
    private func applyBudgets(of exercise: Exercise, measured: [HotPathRecord], to result: inout CheckResult) {
        guard !exercise.hotPaths.isEmpty, result.stage == nil || result.stage == .test, !result.tests.isEmpty else { return }
        result.budgets = BudgetCheck.outcomes(for: exercise.hotPaths, measured: measured).map { outcome in
            var outcome = outcome
            outcome.message = outcome.message.map { Self.pointingAtExercise($0, exercise) }
            return outcome
        }
        let missed = result.missedBudgets
        guard result.status == .pass, !missed.isEmpty else { return }
        result.status = .fail
        result.stage = .budget
        result.detail = missed.compactMap(\.message).joined(separator: "\n")
    }

    /// Refuses results that cannot be trusted (see ``ResultIntegrity``): a run that went to its end (stage `nil`,
    /// `test` or `budget`) must have reported exactly the hidden suite's tests, each once, with a verdict, in streams
    /// that held nothing an honest runner never writes. Otherwise the result is an error at stage `crash` (the test
    /// process did not report as a working one does) whose detail names what was wrong; its tests are dropped, since
    /// none of them can be believed, and so are its budgets.
    ///
    /// A run that stopped early (a crash, a timeout, the output limit) is refused the same way when its channel held a
    /// line the runner did not write (``SuiteRunOutcome/channelTampered``); else it keeps only the tests the suite
    /// declares, each once (issue 30, item 13: a stream may declare tests of its own before it stops).
    static func applyIntegrity(of outcome: SuiteRunOutcome, expected: ExpectedTests, to result: inout CheckResult) {
        let reported = zip(outcome.testIDs, outcome.tests).map { (id: $0, outcome: $1) }
        var problems: [String]
        if result.stage == nil || result.stage == .test || result.stage == .budget {
            problems = ResultIntegrity.problems(tests: reported, expected: expected, streamProblems: outcome.streamProblems)
            if outcome.testIDs.count != outcome.tests.count { problems.insert("the results do not say which test each is", at: 0) }
        } else if outcome.channelTampered {
            problems = outcome.streamProblems
        } else {
            let declared = Set(expected.ids)
            var kept: Set<String> = []
            result.tests = zip(outcome.testIDs, result.tests).filter { declared.contains($0.0) && kept.insert($0.0).inserted }.map(\.1)
            return
        }
        guard !problems.isEmpty else { return }
        result.status = .error
        result.stage = .crash
        result.tests = []
        result.budgets = []
        result.detail = ResultIntegrity.detail(problems)
    }

    /// `CounterReset/Counter.swift:5` → `Exercises/01-…/Counter.swift:5`: the module's `#fileID`s, not another module's
    /// whose name ends the same (`HiddenSuiteCounterReset/…`).
    static func pointingAtExercise(_ text: String, _ exercise: Exercise) -> String {
        let prefix = exercise.moduleName + "/"
        guard text.contains(prefix) else { return text }
        var result = "", rest = Substring(text)
        while let range = rest.range(of: prefix) {
            result += rest[..<range.lowerBound]
            let previous = result.unicodeScalars.last
            let partOfName = previous.map { CharacterSet.alphanumerics.contains($0) || $0 == "_" } ?? false
            result += partOfName ? prefix : "Exercises/\(exercise.id)/"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Refuses to build an exercise whose folder or `.swift` files are gone (the learner deleted them), pointing to
    /// `workbook reset`.
    ///
    /// - Throws: ``WorkbookError/exerciseFilesMissing(exercise:folderExists:)``.
    static func requireSources(_ exercise: Exercise, in workbook: Workbook) throws(WorkbookError) {
        let directory = workbook.exerciseDirectory(exercise)
        guard Workbook.swiftFiles(in: directory).isEmpty else { return }
        throw .exerciseFilesMissing(exercise: exercise.id, folderExists: FileManager.default.fileExists(atPath: directory.path))
    }

    /// What the hidden suite's compile errors say the learner's module no longer has, as sentences: each distinct
    /// missing, private or re-shaped declaration once. Falls back to the first error's message when none matches a
    /// known shape.
    static func missingNames(_ errors: [CompilerDiagnostic], module: String) -> [String] {
        var missing: [String] = [], hidden: [String] = [], ambiguous: [String] = [], reshaped = false
        func add(_ name: Substring, to list: inout [String]) {
            var name = String(name)
            if name.hasPrefix(module + ".") { name.removeFirst(module.count + 1) }
            if !list.contains(name) { list.append(name) }
        }
        for error in errors {
            let message = error.message
            if let match = message.wholeMatch(of: /cannot find (?:type )?'([^']+)' in scope/) {
                add(match.1, to: &missing)
            } else if let match = message.wholeMatch(of: /(?:value of )?type '([^']+)' has no member '([^']+)'/) {
                add(match.1 + "." + match.2, to: &missing)
            } else if let match = message.wholeMatch(of: /module '[^']+' has no member named '([^']+)'/) {
                add(match.1, to: &missing)
            } else if let match = message.wholeMatch(of: /'([^']+)' is inaccessible due to '(?:private|fileprivate)' protection level/) {
                add(match.1, to: &hidden)
            } else if let match = message.firstMatch(of: /^ambiguous use of '([^'(]+)|^'([^']+)' is ambiguous for type lookup/) {
                add(match.1 ?? match.2 ?? "", to: &ambiguous)
            } else if message.contains("argument") && message.contains("call") {
                reshaped = true
            }
        }
        func list(_ names: [String]) -> String {
            let quoted = names.map { "`\($0)`" }
            return quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        }
        var sentences: [String] = []
        if !missing.isEmpty { sentences.append("The hidden tests use \(list(missing)), which your code no longer declares.") }
        if !hidden.isEmpty { sentences.append("The hidden tests use \(list(hidden)), which your code made private.") }
        if !ambiguous.isEmpty {
            sentences.append("The hidden tests' use of \(list(ambiguous)) became ambiguous: your code declares a second one by that name that the tests' call could mean as well. Keep the one the exercise started with, and give yours a name of its own.")
        }
        if reshaped { sentences.append("The hidden tests call something whose parameters your code changed; keep the parameters it started with.") }
        if sentences.isEmpty, let first = errors.first { sentences.append("The compiler said: \(first.message)") }
        return sentences
    }

    /// The compiler's own errors of a build, for authors: each error's `file:line:col: error: message` and its
    /// excerpt, at most `limit` of them; the tail of the compiler's output when it gave none it could place.
    static func compilerErrors(_ failure: BuildFailure, limit: Int = 10) -> [String] {
        let errors = failure.diagnostics.filter { $0.severity == "error" }
        guard !errors.isEmpty else { return [HiddenSuiteRun.tail(failure.output)] }
        var lines: [String] = []
        for error in errors.prefix(limit) { lines += [error.headline] + error.excerpt.map { "  " + $0 } }
        if errors.count > limit { lines.append("… and \(errors.count - limit) more errors") }
        return lines
    }

    /// The diagnostics a result may carry. When the hidden suite fails to compile, its diagnostics quote its source
    /// (and the Testing macros' expansions), so only the learner's own are kept; the detail names what is missing.
    static func learnerDiagnostics(_ failure: BuildFailure) -> [CompilerDiagnostic] {
        failure.origin == .hiddenSuite ? failure.diagnostics.filter { $0.origin == .exercise } : failure.diagnostics
    }

    static func buildDetail(_ failure: BuildFailure, exercise: Exercise, allowedImports: [String]) -> String {
        if let refused = ModulePolicy.refusalDetail(failure, exercise: exercise.id, allowedImports: allowedImports) { return refused }  // issue 12: module policy
        let errors = failure.diagnostics.filter { $0.severity == "error" }
        if let seconds = failure.stoppedAfterSeconds {
            let spent = failure.stoppedOnCPUTime ? "\(HiddenSuiteRun.seconds(seconds)) of CPU time" : HiddenSuiteRun.seconds(seconds)
            return "The compiler was stopped after \(spent): something in Exercises/\(exercise.id)/ takes it too long to compile. Usually that is a long array or dictionary literal without a type annotation, one expression mixing many literals and operators, or types nested many levels deep: give it an explicit type or split it up."
        }
        if let bytes = failure.stoppedAtMemoryBytes {
            return "The compiler was stopped when it used more than \(bytes >> 20) MiB of memory: something in Exercises/\(exercise.id)/ needs too much memory to compile. Usually that is a very long literal (an array, a string or a dictionary with many thousands of elements) or deeply nested generic code: load large data at run time, or split it up."
        }
        switch failure.origin {
        case .exercise:
            let count = errors.count
            guard count > 0 else {
                // No error line: the compiler itself failed (a crash, a signal), not the code; say what it printed.
                return "The compiler stopped on Exercises/\(exercise.id)/ without reporting an error in the code. What it printed:\n"
                    + HiddenSuiteRun.tail(failure.output)
            }
            var detail = "Your code in Exercises/\(exercise.id)/ does not compile (\(count) error\(count == 1 ? "" : "s"))."
            if errors.contains(where: { ExerciseBuilder.isMemorySafetyError($0.message) }) {
                detail += " Exercises are compiled with strict memory safety, so APIs that hand out unsafe pointers "
                    + "(withUnsafeBytes, UnsafeMutablePointer, unsafeBitCast, fileExists(atPath:isDirectory:)…) do not build, and "
                    + "marking them `unsafe` is refused: use a safe alternative (Data, Array, attributesOfItem…); a SwiftUI screen never needs one."
            }
            return detail
        case .hiddenSuite:
            // The suite is hidden: name what it misses, never its source, its assertions or the compiler's notes.
            let text = "Your code compiles, but the hidden tests no longer compile against it: they use something in module \(exercise.moduleName) that was renamed, removed, made private or declared twice. Keep the names the exercise started with."
            return ([text] + missingNames(errors.filter { $0.origin == .hiddenSuite }, module: exercise.moduleName)).joined(separator: "\n")
        case .other:
            let tail = HiddenSuiteRun.tail(failure.output)
            return "The hidden tests could not be linked against your code.\n" + tail
        }
    }
}
