import Foundation

/// A built exercise: its module library and the hidden-suite runner linked against it.
public struct ExerciseBuild: Sendable {
    /// Directory holding `lib<Module>.so` and `<Module>.swiftmodule`. The runner finds the library here through
    /// `LD_LIBRARY_PATH` (see ``ExerciseBuilder``), so it must be on that path when the runner starts.
    public var moduleDirectory: URL
    /// The Swift Testing runner executable for the hidden suite.
    public var runner: URL
    /// Content hash over the hidden suite's file names and contents.
    public var hiddenSuiteHash: String
    /// Whether each step came from the cache.
    public var moduleCached: Bool
    public var runnerCached: Bool
    /// The tests the hidden suite declares, listed when the runner was built: a result is trusted only if these, and
    /// no others, reported (see ``ResultIntegrity``).
    public var expectedTests: ExpectedTests
    /// Whether this build ran its new runner to list the hidden tests: false when the runner was cached, or the suite's
    /// tests were known from an earlier build of the same suite (against another interface).
    public var testsListed = false
    /// Whether the runner was built against another interface, one with the same ``SuiteReach`` fingerprint (see
    /// ``ExerciseBuilder/keysRunnersByReach``).
    public var runnerBuiltForAnotherInterface = false
    /// Cache entries found changed since the grader wrote them, and so rebuilt: one sentence each, for the result's
    /// detail (`The cached hidden-test runner had been changed after it was built (runner was changed), so it was
    /// built again.`). Empty normally.
    public var cacheRepairs: [String] = []
}

/// Why an exercise did not build.
public struct BuildFailure: Sendable, Error {
    /// `exercise`: the learner's code does not compile. `hiddenSuite`: the learner's code compiles, but the hidden
    /// suite does not compile against it (an API it uses was renamed or removed). `other`: linking or setup.
    public var origin: DiagnosticOrigin
    public var diagnostics: [CompilerDiagnostic]
    /// The compiler's whole output, paths made relative to the workbook root.
    public var output: String
    /// Set when the compiler or linker used up ``ExerciseBuilder/defaultJobCPUSeconds`` of CPU time (or, on a machine too
    /// busy to give it that, ``ExerciseBuilder/jobWallClockSeconds``) and was stopped: the seconds of that limit.
    public var stoppedAfterSeconds: Double?
    /// Whether ``stoppedAfterSeconds`` counts CPU time (the job's own work, whatever the machine's load) or wall-clock time.
    public var stoppedOnCPUTime = true
    /// Set when the compiler or linker went over ``ExerciseBuilder/jobMemoryBytes`` and was stopped: that limit.
    public var stoppedAtMemoryBytes: Int?
}

/// Compiles one exercise and its hidden suite with `swiftc`, directly against the prebuilt core, never touching any
/// other exercise, and caches both by content hash under `.build/workbook/cache/<id>/`.
///
/// 1. Module, keyed by the exercise's files: two frontend jobs at once (2 cores), the interface
///    (`swiftc -wmo -emit-module -enable-testing` skipping non-inlinable function bodies: `<Module>.swiftmodule`, all the
///    hidden suite compiles against) and the object (`swiftc -wmo -c -enable-testing -g`; the debug info names the files
///    `Exercises/<id>/<File>.swift`, whatever the workbook's path, so a crash can point at them), then a link into
///    `lib<Module>.so` that binds to the runner's libraries at load time (see `linkModuleLibrary`).
/// 2. Runner, keyed by the hidden suite's files and what the suite can reach of the module's interface: the
///    ``SuiteReach`` fingerprint of the types it names and those they lead to, top-level declarations and extensions
///    of other modules' types, read from the interface's symbol graph once per interface (``SuiteReachRecords``); or,
///    when that cannot be told, the *interface* hash (the `.swiftmodule` bytes, which do not change when only function
///    bodies or comments do). Built with `swiftc -wmo -parse-as-library -c` of `Tests/Hidden/<id>/*.swift` plus a
///    generated support file (the tags), started as soon as the interface is written and its reach known (while the
///    module's object compiles), then a link with the runner's entry point, compiled once per toolchain
///    (``runnerMainObject()``), into a runner executable with an rpath to the core only. Compiles and links run as the
///    driver's planned jobs (``DriverPlan``, ``LinkerPlan``, ``AutolinkCache``), without the driver's start-up.
///
/// So an edit inside a body recompiles the exercise module alone (about 0.1 s, then a link of a few milliseconds) and
/// reuses the runner: it loads whichever `lib<Module>.so` is first on `LD_LIBRARY_PATH`, and the same reach means the
/// same declarations, layouts and symbols wherever the suite looks. So does a fix that changes only what the suite
/// cannot reach (a child view's `@State` made a `@Binding`). When what it reaches changes, the hidden suite compiles
/// while the module's object does. (When the object then fails to compile or is refused, the suite's compile is
/// stopped, and the learner sees the failure at once.)
/// Every cache entry is built in a temporary directory and renamed into place complete, with its ``CacheManifest``
/// (each file's content hash), so a check killed mid-build or two checks at once never leave or see half an entry.
/// Entries are read-only once published and checked against their manifest before every use; one that changed is
/// removed and built again, and the build says so (``ExerciseBuild/cacheRepairs``).
///
/// When a hidden suite's runner is first built, it is run once with `--list-tests` (the hidden suite's tests are
/// listed, none run) and the hidden suite module's test IDs are kept with it (`tests.json`,
/// ``ExerciseBuild/expectedTests``) and in an entry of their own for the suite (`tests-<key>`), reused by its runners
/// for later interfaces.
///
/// The compilers run with `TMPDIR` set to a scratch folder of the build's own (``CompilerScratch``), removed after
/// it, so nothing is left in the user's temp folder. A full disk is a ``WorkbookError/setup(_:)`` error, never the
/// learner's build error; so is a hidden suite that does not compile even against the exercise's solution.
public struct ExerciseBuilder: Sendable {
    public var workbook: Workbook
    public var toolchain: Toolchain
    public var core: CoreProducts
    /// The compilers' `TMPDIR` during one ``build(_:)``.
    var scratch: CompilerScratch?
    /// The sandbox compiler jobs run in; `nil`: the one `WORKBOOK_SANDBOX` names, else the best available
    /// (``Sandbox/resolve(environment:)``).
    public var sandbox: SandboxKind?
    /// Whether a runner serves every interface with the same ``SuiteReach`` fingerprint (the default), or only the
    /// interface it was built against (for a second opinion, see ``CheckPipeline``).
    public var keysRunnersByReach = true

    public init(workbook: Workbook, toolchain: Toolchain, core: CoreProducts) {
        self.workbook = workbook; self.toolchain = toolchain; self.core = core
    }

    /// How much CPU time one compiler or linker job may use, with everything it starts. A small exercise compiles in
    /// well under a second, but code the type checker finds hard (a long untyped literal) could keep it busy for many
    /// minutes. CPU time, not wall-clock time, so a busy machine (a class graded with several jobs while the test
    /// suite runs, as on CI) does not turn an exercise that compiles into a limit.
    public var jobCPUSeconds = ExerciseBuilder.defaultJobCPUSeconds
    /// 60 seconds, unless a test sets less.
    public static let defaultJobCPUSeconds = 60
    /// How long one job may take on the clock: a backstop for a job that waits rather than works.
    public static let jobWallClockSeconds: Double = 300
    /// How much memory one compiler or linker job may use, with everything it starts, in bytes (a control group's
    /// limit, where the grader can make one: ``RunCgroup``); ``defaultJobMemoryBytes`` unless a test sets less.
    public var jobMemoryBytes = ExerciseBuilder.defaultJobMemoryBytes
    /// 2 GiB. No exercise's job needs more than about 150 MiB, but a literal the type checker finds hard takes far more
    /// within ``defaultJobCPUSeconds``: a dictionary literal of 8,000 string keys (120 KB of source) took 8 GiB in 35 s.
    public static let defaultJobMemoryBytes = 2 << 30
    /// How long the type checker may spend on one expression before it reports, at the learner's line, that it cannot
    /// type-check it in reasonable time (`-solver-expression-time-threshold`).
    static let expressionTimeThresholdSeconds = 10

    /// The folder of a module's staging directory the compiler writes its index to, for the module policy.
    static let indexFolder = "index"

    /// The toolchain's libIndexStore, without which the module policy cannot judge what the code names.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the toolchain has none.
    private func indexStoreLibrary() throws(WorkbookError) -> String {
        guard let library = toolchain.indexStoreLibrary else {
            throw .setup("The Swift toolchain at \(toolchain.swiftc) has no lib/libIndexStore.so, which the grader needs to check what exercise code uses; install a complete toolchain from swift.org.")
        }
        return library
    }

    /// Exercise modules are compiled with the compiler's strict memory safety checking as errors (SE-0458): unsafe
    /// pointers, `unsafeBitCast`, `withUnsafeBytes` and the like do not build, so learner code cannot read or write
    /// memory it was not given — the runner's record key lives in the same process (see ``HiddenSuiteRun``). The
    /// `unsafe` expression and the `@unsafe`/`@safe` attributes, which silence these errors, are refused by
    /// ``ModulePolicy``'s text rules.
    public static let memorySafetyFlags = ["-strict-memory-safety", "-Werror", "StrictMemorySafety"]

    /// The compilation conditions of Xcode's Debug configuration, the one a learner runs their app with: `DEBUG`. Code
    /// under `#if DEBUG` is what a device runs while debugging, so it is what is checked (without it, `#if DEBUG` the bug
    /// `#else` the fix passed here and kept the bug in every debug run: break-it pass 43 of issue 30).
    public static let compilationConditions = ["-D", "DEBUG"]

    /// Exercise modules are compiled with the compiler's data-race warnings as errors: Swift 6 only warns where an
    /// API is declared `@preconcurrency` (Foundation's coder strategies: a `JSONDecoder`'s `.custom` date strategy
    /// capturing a class ran on another thread, and the race read any address, the runner's key included — found by
    /// the eighth break-it pass of issue 30), and learner code may not rely on a data race however the compiler ranks
    /// it. Each is one of the compiler's diagnostic groups (`swift/diagnostics/diagnostic-groups.md` in the
    /// toolchain); ``ModulePolicyWarnings`` refuses a concurrency warning outside them.
    public static let dataRaceSafetyFlags = [
        "SendableClosureCaptures", "SendingRisksDataRace", "SendingClosureRisksDataRace", "ActorIsolatedCall",
        "ConformanceIsolation", "IsolatedConformances", "SendableMetatypes", "MutableGlobalVariable", "ErrorInFutureSwiftVersion",
    ].flatMap { ["-Werror", $0] }

    /// Whether a compiler message is one of strict memory safety's errors (they name their group).
    public static func isMemorySafetyError(_ message: String) -> Bool { message.contains("[#StrictMemorySafety]") }

    /// The generated file compiled with every hidden suite: the tags hidden suites use (`.symptom`, `.regression`,
    /// `.hotPath`). The runner's entry point is compiled once, apart (``runnerMainSource``).
    public static let supportSource = #"""
        // Generated by workbook: the tags hidden suites use.
        import Testing

        extension Tag {
            /// A test of the symptom the exercise is about: the shipped exercise must fail at least one.
            @Tag static var symptom: Self
            /// A test of behaviour the fix must keep: every version must pass them all.
            @Tag static var regression: Self
            /// A test that measures a hot path (`app.measure`): every version must pass it; `grader.yml`'s budgets for
            /// the hot path decide whether the exercise passes.
            @Tag static var hotPath: Self
        }

        """#

    /// Builds (or fetches from the cache) the exercise module and its hidden-suite runner.
    ///
    /// The exercise's files are read once (``SourceSnapshot``) and the cache key is their hash. If they change while
    /// the compiler reads them (the learner saved mid-build), the build is not kept and starts over from a fresh read,
    /// so `sources` is exactly what was compiled.
    ///
    /// - Returns: the sources built, and `.success` with the build or `.failure` when the learner's code or the hidden
    ///   suite does not compile.
    /// - Throws: ``WorkbookError`` when files are missing, keep changing, or the compiler cannot be started.
    public func build(_ exercise: Exercise) throws(WorkbookError) -> (sources: SourceSnapshot, result: Result<ExerciseBuild, BuildFailure>) {
        let directory = workbook.exerciseDirectory(exercise)
        var builder = self
        let scratch = try CompilerScratch.make(in: workbook.workDirectory)
        builder.scratch = scratch
        defer { scratch.remove() }
        for _ in 0..<3 {
            let sources = SourceSnapshot.read(directory)
            guard !sources.swiftFiles.isEmpty else {
                throw sources.nothingToCompile(exercise, in: directory) ?? .missingFile("Exercises/\(exercise.id)/*.swift")
            }
            if let result = try builder.build(exercise, from: sources) { return (sources, result) }
        }
        throw .setup("The files in Exercises/\(exercise.id)/ kept changing while they were being compiled; check again once they are saved.")
    }

    /// One build from `sources`; nil when the files on disk no longer match them after compiling.
    private func build(_ exercise: Exercise, from sources: SourceSnapshot) throws(WorkbookError) -> Result<ExerciseBuild, BuildFailure>? {
        let directory = workbook.exerciseDirectory(exercise)
        let exerciseFiles = sources.swiftFiles.map { directory.appendingPathComponent($0.name) }
        let hiddenFiles = Workbook.swiftFiles(in: workbook.hiddenSuiteDirectory(exercise))
        guard !hiddenFiles.isEmpty else { throw .missingFile("Tests/Hidden/\(exercise.id)/*.swift") }

        let module = exercise.moduleName
        let cacheRoot = workbook.workDirectory.appendingPathComponent("cache/\(exercise.id)")
        let commonKey = "v10|\(GraderFingerprint.value)|\(toolchain.swiftc)|\(core.fingerprint)|\(module)|\((Self.memorySafetyFlags + Self.dataRaceSafetyFlags).joined(separator: " "))"
        // The module policy judges a module when it is built, so what it allows is part of the module's key.
        let policyKey = workbook.catalogue.settings.allowedImports.joined(separator: ",")
        let hiddenSuiteHash = Self.hash(files: hiddenFiles, salt: "")
        // And so are the names the hidden suite uses (no member of another module's type may be redeclared with one),
        // and those of the members the solution adds to other modules' types.
        // The solution beside the exercise (`grade` copies the instructor's there), else the package's (`verify`'s
        // scratch copies hold none).
        let solutions = [workbook.solutionDirectory(exercise), workbook.packageRoot.appendingPathComponent("Solutions/\(exercise.id)")]
        let solution = solutions.lazy.map(Workbook.swiftFiles(in:)).first { !$0.isEmpty } ?? []
        let solutionSources = solution.map { FileManager.default.contents(atPath: $0.path).map { String(decoding: $0, as: UTF8.self) } ?? "" }
        let providedMembers = ModulePolicyShadowing.membersOfOtherTypes(declaredIn: solutionSources)
        let providedTypes = ModulePolicyLookalikes.typesDeclared(in: solutionSources)
        let moduleKey = Self.hash(
            sources.swiftFiles,
            salt: "module|\(commonKey)|imports:\(policyKey)|allows:\(exercise.allowedConstructs.joined(separator: ","))|suite:\(hiddenSuiteHash)"
                + "|provided:\(providedMembers.sorted().joined(separator: ","))|types:\(providedTypes.sorted().joined(separator: ","))")
        let suiteNames = Set(hiddenFiles.flatMap { file in
            SwiftTokens(FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? "").identifiers
        })
        let support = try writeSupportFile()
        // What a runner is made of besides the suite's files and the module's interface.
        let suiteSalt = "\(commonKey)|\(Self.supportSource)|\(Self.runnerMainSource)"
        // The suite's tests do not depend on the module's interface: listed once per suite, kept as an entry of their own.
        let testList = cacheRoot.appendingPathComponent("tests-\(Self.hash(files: hiddenFiles, salt: "tests|\(suiteSalt)").prefix(20))")
        // A runner is keyed by what the suite can reach of the module's interface (``SuiteReach``), so it serves every
        // interface that differs only where the suite cannot see.
        let reaches = SuiteReachRecords(cacheRoot: cacheRoot, hiddenFiles: hiddenFiles, salt: suiteSalt)
        func runnerDirectory(reach: String) -> URL {
            let key = Self.hash(files: hiddenFiles, salt: "runner|\(reach)|\(suiteSalt)")
            return cacheRoot.appendingPathComponent("runner-\(key.prefix(20))")
        }
        func runnerDirectory(interface: String, moduleDirectory: URL) throws(WorkbookError) -> URL {
            if !keysRunnersByReach { return runnerDirectory(reach: "interface|\(interface)") }
            if let reach = known(reaches, interface) { return runnerDirectory(reach: reach) }
            return runnerDirectory(reach: try suiteReach(
                interface: interface, moduleDirectory: moduleDirectory, module: module, exerciseSources: sources, records: reaches))
        }
        Self.removeAbandoned(workbook.workDirectory.appendingPathComponent("tmp"))
        ModuleCacheOwner.claim(moduleCache)
        ModuleCacheLocks.removeStale(in: moduleCache)

        let moduleDirectory = cacheRoot.appendingPathComponent("module-\(moduleKey.prefix(20))")
        var moduleCached = true
        var runnerCached = true
        var testsListed = false
        var repairs: [String] = []
        let runner: URL
        let builtFor: String
        if let interface = interfaceHash(of: moduleDirectory, repairs: &repairs) {
            builtFor = interface
            runner = try runnerDirectory(interface: interface, moduleDirectory: moduleDirectory)
            if !isUsable(runner, kind: .runner, repairs: &repairs) {
                runnerCached = false
                let staging = try makeStaging()
                defer { try? FileManager.default.removeItem(at: staging) }
                switch try compileRunner(hiddenFiles + [support], exercise: exercise, moduleDirectory: moduleDirectory, testList: testList, into: staging) {
                case .failure(let failure): return .failure(failure)
                case .success(let listed): testsListed = listed
                }
                try writeFile(Data(interface.utf8), to: staging.appendingPathComponent(Self.builtForFile))
                try publish(staging, as: runner)
            }
        } else {
            moduleCached = false
            let moduleStaging = try makeStaging()
            defer { try? FileManager.default.removeItem(at: moduleStaging) }
            let swiftmodule = moduleStaging.appendingPathComponent("\(module).swiftmodule")
            let object = moduleStaging.appendingPathComponent("\(module).o")
            let index = moduleStaging.appendingPathComponent(Self.indexFolder)
            let runnerStaging = try makeStaging()
            defer { try? FileManager.default.removeItem(at: runnerStaging) }
            typealias P = DriverPlan.Placeholder
            let common = [
                // `-parse-as-library`: an app's files, never a script, even with one file (else that file is a
                // main.swift and its global `let`s are never initialised before a test uses them).
                "-wmo", "-parse-as-library", "-module-name", P.module, "-enable-testing", "-swift-version", "6", "-Onone",
            ] + Self.compilationConditions + Self.memorySafetyFlags + Self.dataRaceSafetyFlags + [
                "-diagnostic-style", "llvm", "-Xfrontend", "-solver-expression-time-threshold=\(Self.expressionTimeThresholdSeconds)",
                "-I", P.coreModules, "-module-cache-path", P.moduleCache,
            ]
            // Two jobs at once (2 cores): the interface alone, skipping function bodies, which is quick and is all the
            // hidden suite compiles against — so a new interface's suite compiles while the module's object does — and
            // the object.
            // A module that does not compile (or is refused) ends the build: the suite's compile against its interface,
            // still running on the other core, is stopped then, not waited for.
            let interfaceWork = ChildProcessCancellation(parent: ChildProcess.cancellation)
            let (interfaceStep, objectStep) = try concurrently({ () throws(WorkbookError) -> InterfaceStep in
                let outcome = ChildProcess.$cancellation.withValue(interfaceWork) { Result { () throws(WorkbookError) -> InterfaceStep in
                    let emitted = try planned(
                        common + ["-emit-module", "-emit-module-path", P.output + "/\(P.module).swiftmodule",
                                  "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                                  "-Xfrontend", "-no-serialize-debugging-options", P.input],
                        inputs: exerciseFiles.map(\.path), output: moduleStaging, module: module)
                    if case .failure(let failure) = emitted { return InterfaceStep(emitted: .failure(failure)) }
                    guard let swiftmoduleData = FileManager.default.contents(atPath: swiftmodule.path) else {
                        throw .setup("swiftc wrote no \(swiftmodule.lastPathComponent) for the exercise module.")
                    }
                    var step = InterfaceStep(emitted: .success(()), interface: ContentHash.hex(swiftmoduleData))
                    step.runner = try runnerDirectory(interface: step.interface, moduleDirectory: moduleStaging)
                    step.needsRunner = !isUsable(step.runner, kind: .runner, repairs: &step.repairs)
                    if step.needsRunner {
                        step.suite = try compileSuite(hiddenFiles + [support], module: module, interfaceDirectory: moduleStaging, into: runnerStaging)
                    }
                    return step
                } }
                // Stopped because the object failed: that failure is the build's.
                if case .failure = outcome, interfaceWork.isCancelledHere { return InterfaceStep(emitted: .success(())) }
                return try outcome.get()
            }, { () throws(WorkbookError) -> Result<Void, BuildFailure> in
                let built = try { () throws(WorkbookError) -> Result<Void, BuildFailure> in
                    var warnings: [CompilerDiagnostic] = []
                    let compiled = try planned(
                        // Debug info, so a crash names the learner's line (CrashBacktrace), with file names relative to
                        // the workbook (`Exercises/<id>/…`): the files are named relative to the content root the jobs
                        // run in, and the compilation directory is `.`. Not a `-debug-prefix-map` of the content root:
                        // the clang importer's module hash includes it, so every folder checked (each of verify's
                        // versions, each graded submission) would rebuild the system's clang modules, ten times the cost
                        // of a small exercise's compile.
                        // And an index of what the sources name, for the module policy (ModulePolicyReferences).
                        common + ["-c", "-o", P.output + "/\(P.module).o", "-g", "-file-compilation-dir", ".",
                                  "-index-store-path", P.output + "/\(Self.indexFolder)", "-index-ignore-system-modules", P.input],
                        inputs: exerciseFiles.map { workbook.relativePath($0.path) }, output: moduleStaging, module: module,
                        indexesEveryInput: true, warnings: { warnings += $0 })
                    if case .failure(var failure) = compiled {
                        // Its errors could be placed anywhere, the hidden suite included: the refusal, not them.
                        let moved = ModulePolicyText.sourceLocationViolations(in: sources.swiftFiles, exercise: exercise.id)
                        if !moved.isEmpty { return .failure(ModulePolicy.buildFailure(moved, exercise: exercise.id)) }
                        failure.origin = .exercise
                        return .failure(failure)
                    }
                    // ModulePolicy (issue 12): refuse imports and APIs exercises may not use, judged on the compiled object.
                    if let refused = try ModulePolicy(
                        allowedImports: workbook.catalogue.settings.allowedImports, suiteNames: suiteNames,
                        providedMembers: providedMembers,
                        coreTypeNames: CoreTypeNames.load(
                            packageRoot: workbook.packageRoot, cache: workbook.workDirectory.appendingPathComponent("cache"), fingerprint: core.fingerprint),
                        providedTypes: providedTypes,
                        allowedConstructs: Set(exercise.allowedConstructs), demangler: toolchain.demangler).check(
                        object: object, module: module, exercise: exercise.id, sources: sources.swiftFiles, warnings: warnings,
                        index: ModulePolicy.Index(store: index, library: try indexStoreLibrary())) {
                        return .failure(refused)
                    }
                    if case .failure(var failure) = try linkModuleLibrary(module: module, staging: moduleStaging) {
                        failure.origin = .other
                        return .failure(failure)
                    }
                    try LaunchStateList.write(besideLibrary: moduleStaging.appendingPathComponent("lib\(module).so"))
                    return .success(())
                }()
                if case .failure = built { interfaceWork.cancel() }
                return built
            })
            guard SourceSnapshot.read(directory).swiftFiles == sources.swiftFiles else { return nil }
            if case .failure(let failure) = objectStep { return .failure(failure) }
            if case .failure(var failure) = interfaceStep.emitted {
                failure.origin = .exercise
                return .failure(failure)
            }
            repairs += interfaceStep.repairs
            runner = interfaceStep.runner
            builtFor = interfaceStep.interface
            let needsRunner = interfaceStep.needsRunner
            runnerCached = !needsRunner
            try? FileManager.default.removeItem(at: object)
            try? FileManager.default.removeItem(at: index)
            _ = FileManager.default.createFile(atPath: moduleStaging.appendingPathComponent(".interface").path, contents: Data(interfaceStep.interface.utf8))
            if needsRunner {
                switch try finishRunner(
                    compiled: interfaceStep.suite, files: hiddenFiles + [support], exercise: exercise, moduleDirectory: moduleStaging, testList: testList,
                    into: runnerStaging) {
                case .failure(let failure): return .failure(failure)
                case .success(let listed): testsListed = listed
                }
                try writeFile(Data(interfaceStep.interface.utf8), to: runnerStaging.appendingPathComponent(Self.builtForFile))
            }
            try publish(moduleStaging, as: moduleDirectory)
            if needsRunner { try publish(runnerStaging, as: runner) }
        }
        // verify checks the shipped exercise, its solution and each variant (``Variant``) at once: keep room for all.
        if !moduleCached || !runnerCached { Self.prune(cacheRoot, keep: 8 + exercise.variants.count) }
        // Keep what was just used the newest, so pruning drops the least recently used entries.
        for used in [moduleDirectory, runner] { try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: used.path) }
        let testsFile = runner.appendingPathComponent(Self.expectedTestsFile)
        guard let testsData = FileManager.default.contents(atPath: testsFile.path),
              let expected = try? JSONDecoder().decode(ExpectedTests.self, from: testsData) else {
            throw .setup("The hidden-test runner in \(runner.path) has no readable list of its tests; remove .build/workbook and check again.")
        }
        var build = ExerciseBuild(
            moduleDirectory: moduleDirectory, runner: runner.appendingPathComponent("runner"),
            hiddenSuiteHash: hiddenSuiteHash, moduleCached: moduleCached, runnerCached: runnerCached,
            expectedTests: expected, testsListed: testsListed, cacheRepairs: repairs)
        let recorded = FileManager.default.contents(atPath: runner.appendingPathComponent(Self.builtForFile).path)
        build.runnerBuiltForAnotherInterface = recorded.map { String(decoding: $0, as: UTF8.self) } != builtFor
        return .success(build)
    }

    /// What the interface job of a module build found: whether it compiled, its hash, the runner for it and, when that
    /// runner had to be built, the hidden suite's compile against it.
    private struct InterfaceStep: Sendable {
        var emitted: Result<Void, BuildFailure>
        var interface = ""
        var runner = URL(fileURLWithPath: "/")
        var needsRunner = false
        var suite: Result<Void, BuildFailure> = .success(())
        var repairs: [String] = []
    }

    /// The fingerprint of what the hidden suite can reach of an interface, if it was worked out before (see
    /// ``SuiteReachRecords``).
    private func known(_ records: SuiteReachRecords, _ interface: String) -> String? {
        var repairs: [String] = []
        let entry = records.entry(interface: interface)
        guard isUsable(entry, kind: .reach, repairs: &repairs),
              let data = FileManager.default.contents(atPath: entry.appendingPathComponent(SuiteReachRecords.file).path), !data.isEmpty
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// What the hidden suite can reach of the module interface `interface` (its hash; the `.swiftmodule` is in
    /// `moduleDirectory`): `reach|<fingerprint>` (``SuiteReach``), or `interface|<hash>` when it cannot be told, so the
    /// runner is keyed by the whole interface. Worked out with `swift-symbolgraph-extract`, run in the sandbox as the
    /// compiler is, and kept in ``SuiteReachRecords``.
    private func suiteReach(
        interface: String, moduleDirectory: URL, module: String, exerciseSources: SourceSnapshot, records: SuiteReachRecords
    ) throws(WorkbookError) -> String {
        let staging = try makeStaging()
        defer { try? FileManager.default.removeItem(at: staging) }
        var reach = "interface|\(interface)"
        if let extract = toolchain.symbolGraphExtract, let target = toolchain.targetInfo(cacheDirectory: workbook.workDirectory) {
            let graphs = staging.appendingPathComponent("graphs")
            try? FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
            let extracted = try swiftc(
                ["-module-name", module, "-I", moduleDirectory.path, "-I", core.modulesDirectory.path, "-target", target.triple,
                 "-minimum-access-level", "private", "-skip-synthesized-members", "-output-dir", graphs.path,
                 "-module-cache-path", moduleCache.path],
                executable: extract, writing: graphs)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: graphs.path)) ?? []).sorted()
            if case .success = extracted, !names.isEmpty {
                let files = names.compactMap { name in
                    FileManager.default.contents(atPath: graphs.appendingPathComponent(name).path).map { (name: name, contents: $0) }
                }
                let fingerprint = files.count < names.count ? nil : SuiteReach.fingerprint(
                    symbolGraphs: files, suiteSources: records.hiddenFiles.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" },
                    exerciseSources: exerciseSources.swiftFiles.map { String(decoding: $0.contents, as: UTF8.self) })
                if let fingerprint { reach = "reach|\(fingerprint)" }
            }
            try? FileManager.default.removeItem(at: graphs)
        }
        try writeFile(Data(reach.utf8), to: staging.appendingPathComponent(SuiteReachRecords.file))
        try publish(staging, as: records.entry(interface: interface))
        return reach
    }

    /// The runner entry's record of the interface hash it was built against.
    static let builtForFile = "built-for-interface"

    /// The runner entry's list of the hidden suite's tests (``ExpectedTests`` as JSON).
    static let expectedTestsFile = "tests.json"

    /// The hidden suite's module name for an exercise module.
    static func hiddenSuiteModule(_ module: String) -> String { "HiddenSuite\(module)" }

    // MARK: Steps

    /// Compiles the hidden suite's `files` against the module interface in `interfaceDirectory` into
    /// `staging/HiddenSuite.o` (``suiteObjectName``), as the driver's planned frontend job (``planned(_:inputs:output:module:interface:)``).
    private func compileSuite(_ files: [URL], module: String, interfaceDirectory: URL, into staging: URL) throws(WorkbookError) -> Result<Void, BuildFailure> {
        typealias P = DriverPlan.Placeholder
        return try planned(
            ["-wmo", "-module-name", Self.hiddenSuiteModule(P.module), "-parse-as-library", "-swift-version", "6", "-Onone",
             "-diagnostic-style", "llvm", "-c", "-o", P.output + "/" + Self.suiteObjectName, "-I", P.interface, "-I", P.coreModules,
             "-module-cache-path", P.moduleCache, P.input],
            inputs: files.map(\.path), output: staging, module: module, interface: interfaceDirectory)
    }

    /// The hidden suite's object in a runner's staging directory (removed once the runner is linked).
    static let suiteObjectName = "HiddenSuite.o"

    /// Compiles and links the runner into `staging` against an already built module, and lists its tests (see
    /// ``listTests(of:module:moduleDirectory:keptIn:)`` for the success value).
    private func compileRunner(
        _ files: [URL], exercise: Exercise, moduleDirectory: URL, testList: URL, into staging: URL
    ) throws(WorkbookError) -> Result<Bool, BuildFailure> {
        let compiled = try compileSuite(files, module: exercise.moduleName, interfaceDirectory: moduleDirectory, into: staging)
        return try finishRunner(compiled: compiled, files: files, exercise: exercise, moduleDirectory: moduleDirectory, testList: testList, into: staging)
    }

    /// After the suite's compile (`compiled`, of `files`): its failure judged (``judgeSuiteFailure(_:exercise:files:)``),
    /// else the runner linked in `staging` and its tests listed.
    private func finishRunner(
        compiled: Result<Void, BuildFailure>, files: [URL], exercise: Exercise, moduleDirectory: URL, testList: URL, into staging: URL
    ) throws(WorkbookError) -> Result<Bool, BuildFailure> {
        let module = exercise.moduleName
        if case .failure(let failure) = compiled { return .failure(try judgeSuiteFailure(failure, exercise: exercise, files: files)) }
        if case .failure(let failure) = try linkRunner(module: module, moduleDirectory: moduleDirectory, into: staging) { return .failure(failure) }
        return try listTests(of: staging, module: module, moduleDirectory: moduleDirectory, keptIn: testList)
    }

    /// Runs the freshly linked runner in `staging` once with `--list-tests` (Swift Testing lists its tests and runs
    /// none), contained as a check's run is (``HiddenSuiteRun/listTests()``: it loads the learner's library), and
    /// writes the hidden suite module's test IDs to `staging/tests.json`. Tests of any other module are left out: the
    /// learner's module cannot add tests a result will accept. Succeeds with whether the runner was run to list them.
    ///
    /// The list depends on the hidden suite alone (its files, the toolchain, the core), never on the module: it is kept
    /// in the cache entry `testList` (`tests-<key>`) and copied from there when that suite's runner is built again
    /// against another interface (most real fixes), which saves a run of the runner.
    private func listTests(
        of staging: URL, module: String, moduleDirectory: URL, keptIn testList: URL
    ) throws(WorkbookError) -> Result<Bool, BuildFailure> {
        let file = staging.appendingPathComponent(Self.expectedTestsFile)
        var repairs: [String] = []
        if isUsable(testList, kind: .tests, repairs: &repairs),
           let kept = FileManager.default.contents(atPath: testList.appendingPathComponent(Self.expectedTestsFile).path) {
            try writeFile(kept, to: file)
            return .success(false)
        }
        var listing = HiddenSuiteRun(
            runner: staging.appendingPathComponent("runner"), timeoutSeconds: 30,
            scratchDirectory: workbook.workDirectory.appendingPathComponent("runs"), libraryDirectories: [moduleDirectory])
        listing.outputLimitBytes = 1 << 20
        let stream: EventStream
        switch try listing.listTests() {
        case .success(let listed): stream = listed
        case .failure(let failure):
            let output = "The hidden tests could not be listed (the runner ended with \(failure.termination)).\n" + failure.output
            return .failure(BuildFailure(origin: .other, diagnostics: [], output: output, stoppedAfterSeconds: nil))
        }
        let expected = ExpectedTests(listing: stream, module: Self.hiddenSuiteModule(module))
        let data: Data
        do { data = try JSONEncoder().encode(expected) } catch { throw .setup("Could not encode the list of hidden tests: \(error)") }
        try writeFile(data, to: file)
        let keeping = try makeStaging()
        defer { try? FileManager.default.removeItem(at: keeping) }
        try writeFile(data, to: keeping.appendingPathComponent(Self.expectedTestsFile))
        try publish(keeping, as: testList)
        return .success(true)
    }

    /// Writes a file of the grader's own; a full disk is ``DiskSpace``'s setup error.
    func writeFile(_ data: Data, to file: URL) throws(WorkbookError) {
        do { try data.write(to: file) } catch { throw DiskSpace.setupError(error, creating: file) }
    }

    /// Links `lib<Module>.so` from `<Module>.o` in `staging` with no libraries at all: its undefined symbols bind, when
    /// the runner loads it, to the libraries the runner is linked with. Those are all it needs, since the runner's hidden
    /// suite was compiled against this very interface and so autolinks every library the module imports. Reading the
    /// Swift runtime's and the core's symbol tables was most of this link's time (about 25 ms of 30), and it is on the
    /// path of every check after an edit. Without the toolchain's `clang` or target info, `swiftc -emit-library` links it
    /// the usual way.
    private func linkModuleLibrary(module: String, staging: URL) throws(WorkbookError) -> Result<Void, BuildFailure> {
        typealias P = DriverPlan.Placeholder
        guard let clang = toolchain.clang,
              let target = toolchain.targetInfo(cacheDirectory: workbook.workDirectory) else {
            return try planned(
                ["-emit-library", "-o", P.output + "/lib\(P.module).so", P.output + "/\(P.module).o", "-L", P.coreBin,
                 "-lViewSimTesting", "-Xlinker", "-rpath", "-Xlinker", P.coreBin],
                inputs: [], output: staging, module: module)
        }
        let job = [clang, "-shared", "-nodefaultlibs", "--target=\(target.triple)", target.swiftrt,
                   staging.appendingPathComponent("\(module).o").path, "-o", staging.appendingPathComponent("lib\(module).so").path]
        return try runClangJob(job, outputDirectory: staging)
    }

    /// Links the runner from `staging/HiddenSuite.o` and the prebuilt entry point (``runnerMainObject()``), then
    /// removes the suite's object.
    func linkRunner(module: String, moduleDirectory: URL, into staging: URL) throws(WorkbookError) -> Result<Void, BuildFailure> {
        let linked = try linkExecutable(
            objects: [Self.suiteObjectName], entryPoint: try runnerMainObject(), module: module, moduleDirectory: moduleDirectory, into: staging)
        try? FileManager.default.removeItem(at: staging.appendingPathComponent(Self.suiteObjectName))
        return linked
    }

    /// Links `staging/runner` from `objects` (names in `staging`) and `entryPoint`, if any, as the driver's planned jobs
    /// (the linker run directly; `lld` where the toolchain has it). Its only rpath is the core's: `lib<Module>.so` comes
    /// from `LD_LIBRARY_PATH` at run time.
    func linkExecutable(
        objects: [String], entryPoint: URL?, module: String, moduleDirectory: URL, into staging: URL
    ) throws(WorkbookError) -> Result<Void, BuildFailure> {
        typealias P = DriverPlan.Placeholder
        let linked = try planned(
            ["-o", P.output + "/runner"] + objects.map { P.output + "/" + $0 } + (entryPoint == nil ? [] : [P.runnerMain])
                + ["-L", P.interface, "-L", P.coreBin, "-l" + P.module, "-lViewSimTesting", "-lTesting",
                   "-Xlinker", "-rpath", "-Xlinker", P.coreBin] + (entryPoint == nil ? [] : ["-lcrypto"])  // the record channel's HMAC
                + (toolchain.hasLLD ? ["-use-ld=lld"] : []),
            inputs: [], output: staging, module: module, interface: moduleDirectory, runnerMain: entryPoint)
        if case .failure(var failure) = linked {
            failure.origin = .other
            return .failure(failure)
        }
        return .success(())
    }

    /// The learner's module compiled, so errors compiling the suite are the hidden suite's (or the support file's),
    /// those in its macros' expansions (`#expect`, in `…/swift-generated-sources/@__swiftmacro_…`) too.
    private static func classifySuiteFailure(_ failure: BuildFailure) -> BuildFailure {
        var failure = failure
        for index in failure.diagnostics.indices where failure.diagnostics[index].file?.contains("/swift-generated-sources/@__swiftmacro_") == true {
            failure.diagnostics[index].origin = .hiddenSuite
        }
        let suiteErrors = failure.diagnostics.contains { $0.origin == .hiddenSuite && $0.severity == "error" }
        failure.origin = suiteErrors ? .hiddenSuite : .other
        return failure
    }

    /// ``classifySuiteFailure(_:)``, then: when the errors are all in the hidden suite, whether the same suite also
    /// fails against the exercise's solution (`Solutions/<id>/`). If it does, the suite does not compile on its own
    /// and the workbook is broken, not the learner's code.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the hidden suite does not compile against the solution either.
    private func judgeSuiteFailure(_ failure: BuildFailure, exercise: Exercise, files: [URL]) throws(WorkbookError) -> BuildFailure {
        let failure = Self.classifySuiteFailure(failure)
        let errors = failure.diagnostics.filter { $0.severity == "error" }
        guard failure.origin == .hiddenSuite, failure.stoppedAfterSeconds == nil, errors.allSatisfy({ $0.origin == .hiddenSuite }),
              try suiteCompilesAgainstSolution(exercise, files: files) == false else { return failure }
        let first = errors.first.map { " The compiler said: \($0.headline)" } ?? ""
        throw .setup("The hidden tests of \(exercise.id) (Tests/Hidden/\(exercise.id)/) do not compile, even against the exercise's solution: the workbook is broken here, not your code. Update the workbook, or ask its author to run `workbook verify \(exercise.id)`.\(first)")
    }

    /// Whether the hidden suite type-checks against the solution's module; nil when there is no solution, or the
    /// solution itself does not compile (nothing can then be said).
    private func suiteCompilesAgainstSolution(_ exercise: Exercise, files: [URL]) throws(WorkbookError) -> Bool? {
        let solutionFiles = Workbook.swiftFiles(in: workbook.solutionDirectory(exercise))
        guard !solutionFiles.isEmpty else { return nil }
        let interface = (scratch?.directory ?? workbook.workDirectory.appendingPathComponent("tmp"))
            .appendingPathComponent("solution-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: interface, withIntermediateDirectories: true) } catch {
            throw DiskSpace.setupError(error, creating: interface)
        }
        defer { try? FileManager.default.removeItem(at: interface) }
        let module = exercise.moduleName
        let emitted = try swiftc(
            ["-wmo", "-parse-as-library", "-module-name", module, "-emit-module", "-emit-module-path",
             interface.appendingPathComponent("\(module).swiftmodule").path, "-enable-testing", "-swift-version", "6", "-Onone",
             "-I", core.modulesDirectory.path] + Self.compilationConditions + ["-module-cache-path", moduleCache.path] + solutionFiles.map(\.path),
            writing: interface)
        guard case .success = emitted else { return nil }
        let checked = try swiftc(
            ["-typecheck", "-module-name", Self.hiddenSuiteModule(module), "-parse-as-library", "-swift-version", "6",
             "-I", interface.path, "-I", core.modulesDirectory.path, "-module-cache-path", moduleCache.path] + files.map(\.path),
            writing: interface)
        if case .success = checked { return true }
        return false
    }

    /// Which kind of cache entry, for messages.
    enum EntryKind {
        case module, runner, app, support, tests, reach
        var description: String {
            switch self {
            case .module: "compiled exercise module"
            case .runner: "hidden-test runner"
            case .app: "app of `workbook run`"
            case .support: "entry point of the hidden-test runners"
            case .tests: "list of hidden tests"
            case .reach: "record of what the hidden tests can reach of this exercise's code"
            }
        }
    }

    /// Whether `entry` is published and exactly as the grader wrote it. An entry that is there but changed since is
    /// removed (so it is built again) and the change is added to `repairs`; one without a manifest (left by a grader
    /// from before manifests, or half-removed) is removed silently.
    func isUsable(_ entry: URL, kind: EntryKind, repairs: inout [String]) -> Bool {
        var info = stat()
        guard lstat(entry.path, &info) == 0 else { return false }
        guard let problem = CacheManifest.verify(entry) else { return true }
        if problem != "no manifest" {
            repairs.append("The cached \(kind.description) of this exercise had been changed after the grader built it (\(problem)), so it was built again.")
        }
        CacheManifest.remove(entry)
        return false
    }

    /// The interface hash of a usable cached module (see ``isUsable(_:kind:repairs:)``), or nil if there is none.
    private func interfaceHash(of moduleDirectory: URL, repairs: inout [String]) -> String? {
        guard isUsable(moduleDirectory, kind: .module, repairs: &repairs),
              let data = FileManager.default.contents(atPath: moduleDirectory.appendingPathComponent(".interface").path),
              let text = String(data: data, encoding: .utf8), !text.isEmpty else { return nil }
        return text
    }

    /// Content hash (see ``ContentHash``) over the salt and each file's name and contents.
    public static func hash(files: [URL], salt: String) -> String {
        hash(files.map { SourceSnapshot.File(name: $0.lastPathComponent, contents: FileManager.default.contents(atPath: $0.path) ?? Data()) }, salt: salt)
    }

    /// Content hash over the salt and each file's name and contents.
    static func hash(_ files: [SourceSnapshot.File], salt: String) -> String {
        var hasher = ContentHash()
        hasher.update(salt)
        for file in files {
            hasher.update("\u{0}\(file.name)\u{0}")
            hasher.update(file.contents)
        }
        return hasher.hexDigest()
    }

    /// Removes all but the `keep` most recently built module and runner directories of one exercise.
    static func prune(_ cacheRoot: URL, keep: Int) {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: cacheRoot.path)) ?? []
        for kind in ["module-", "runner-", "app-", "tests-", "reach-"] {
            let dated = names.filter { $0.hasPrefix(kind) }.map { name -> (URL, Date) in
                let url = cacheRoot.appendingPathComponent(name)
                let date = FileStatus(url.path)?.modificationDate ?? .distantPast
                return (url, date)
            }.sorted { $0.1 > $1.1 }
            for (url, _) in dated.dropFirst(keep) { CacheManifest.remove(url) }
        }
    }

    /// A fresh private directory under `.build/workbook/tmp/` to build a cache entry in.
    func makeStaging() throws(WorkbookError) -> URL {
        let staging = workbook.workDirectory.appendingPathComponent("tmp/\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw DiskSpace.setupError(error, creating: staging)
        }
        return staging
    }

    /// Records a staged entry's manifest (making its files read-only), renames it into place in one step and makes
    /// its folder read-only. If another check published a sound entry first, theirs stays (same key, same content)
    /// and ours is dropped by the caller.
    func publish(_ staging: URL, as destination: URL) throws(WorkbookError) {
        try CacheManifest.record(staging)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        if rename(staging.path, destination.path) == 0 {
            CacheManifest.seal(destination)
            return
        }
        guard CacheManifest.verify(destination) != nil else { return }
        // Whatever is in the way is not a sound entry (a leftover, or one changed since): replace it.
        CacheManifest.remove(destination)
        guard rename(staging.path, destination.path) == 0 || CacheManifest.verify(destination) == nil else {
            throw .setup("Could not store a build in \(destination.path).")
        }
        CacheManifest.seal(destination)
    }

    /// Removes staging directories abandoned by checks that were killed (older than ten minutes).
    static func removeAbandoned(_ tmp: URL) {
        let fileManager = FileManager.default
        let cutoff = Date().addingTimeInterval(-600)
        for name in (try? fileManager.contentsOfDirectory(atPath: tmp.path)) ?? [] {
            let url = tmp.appendingPathComponent(name)
            if let date = FileStatus(url.path)?.modificationDate, date < cutoff {
                try? fileManager.removeItem(at: url)
            }
        }
    }

    /// Runs a `swiftc` command shape written with ``DriverPlan/Placeholder``s: the driver's planned jobs directly
    /// when the shape can be planned, else `swiftc` itself. A planned `swift-autolink-extract` job is answered from
    /// ``AutolinkCache`` when the object's autolink entries were extracted before, and a `clang` link job runs the
    /// linker it would run (``LinkerPlan``).
    /// `interface` is the exercise module's directory (``DriverPlan/Placeholder/interface``), `runnerMain` the runner's
    /// entry point object (``DriverPlan/Placeholder/runnerMain``).
    /// - Parameters:
    ///   - indexesEveryInput: the frontend job gets one output per input (``DriverPlan/withOutputPerInput(_:inputCount:spareDirectory:)``),
    ///     so its index covers every file.
    ///   - warnings: given the diagnostics of each job that succeeds (its warnings).
    private func planned(
        _ shape: [String], inputs: [String], output: URL, module: String, interface: URL? = nil, runnerMain: URL? = nil,
        indexesEveryInput: Bool = false, warnings: ([CompilerDiagnostic]) -> Void = { _ in }
    ) throws(WorkbookError) -> Result<Void, BuildFailure> {
        typealias P = DriverPlan.Placeholder
        let substitutions = [(P.output, output.path), (P.coreModules, core.modulesDirectory.path), (P.coreBin, core.binDirectory.path),
                             (P.moduleCache, moduleCache.path),
                             (P.interface, interface?.path ?? P.interface), (P.runnerMain, runnerMain?.path ?? P.runnerMain), (P.module, module)]
        let plan = DriverPlan.load(
            toolchain: toolchain, arguments: shape, cacheDirectory: workbook.workDirectory.appendingPathComponent("plans"),
            environment: scratch?.environment ?? ProcessInfo.processInfo.environment)
        guard let plan else {
            let direct = DriverPlan(jobs: [[toolchain.swiftc] + shape]).commands(substitutions, inputs: inputs)[0]
            return try swiftc(Array(direct.dropFirst()), writing: output, warnings: warnings)
        }
        let autolinkCache = workbook.workDirectory.appendingPathComponent("autolink")
        for planned in plan.commands(substitutions, inputs: inputs) {
            let job = indexesEveryInput
                ? DriverPlan.withOutputPerInput(planned, inputCount: inputs.count, spareDirectory: output.path) : planned
            // `swift-autolink-extract` output is reused when the object's autolink entries were seen before.
            let cached = AutolinkCache(job: job, cacheDirectory: autolinkCache)
            if let cached, cached.restore() { continue }
            let result = try runClangJob(
                job, outputDirectory: output, directories: interface.map { [(P.interface, $0.path)] } ?? [], warnings: warnings)
            if case .failure = result { return result }
            cached?.store()
        }
        return .success(())
    }

    /// Runs a job; a `clang` link job runs its linker directly (``LinkerPlan``), and if that fails, clang runs and
    /// reports in its own words.
    private func runClangJob(
        _ job: [String], outputDirectory: URL, directories: [(placeholder: String, path: String)] = [],
        warnings: ([CompilerDiagnostic]) -> Void = { _ in }
    ) throws(WorkbookError) -> Result<Void, BuildFailure> {
        let plans = workbook.workDirectory.appendingPathComponent("plans")
        if let linker = LinkerPlan.load(clangJob: job, outputDirectory: outputDirectory.path, directories: directories, cacheDirectory: plans) {
            if case .success = try swiftc(Array(linker.command.dropFirst()), executable: linker.command[0], writing: outputDirectory) {
                return .success(())
            }
            linker.discard()
        }
        return try swiftc(Array(job.dropFirst()), executable: job[0], writing: outputDirectory, warnings: warnings)
    }

    /// Runs `swiftc` (or one of its jobs) in the workbook root, in the sandbox checks run in (``Sandbox``): no
    /// network, and nothing of the file system but the toolchain, the core, the workbook (all read-only), `writing`
    /// (the job's output folder) and the shared clang module cache (``moduleCache``). A non-zero exit is a
    /// ``BuildFailure`` with parsed diagnostics; a success hands its diagnostics (warnings) to `warnings`.
    func swiftc(
        _ arguments: [String], executable: String? = nil, writing output: URL, retried: Bool = false,
        warnings: ([CompilerDiagnostic]) -> Void = { _ in }
    ) throws(WorkbookError) -> Result<Void, BuildFailure> {
        let executable = executable ?? toolchain.swiftc
        let kind: SandboxKind
        if let sandbox { kind = sandbox } else { kind = try Sandbox.resolve() }
        var request = ChildProcessRequest(
            executable: executable, arguments: arguments,
            environment: scratch?.environment ?? ProcessInfo.processInfo.environment, workingDirectory: workbook.contentRoot.path,
            timeoutSeconds: Self.jobWallClockSeconds, outputLimitBytes: 1024 * 1024,
            limits: ResourceLimits(cpuSeconds: jobCPUSeconds))
        try? FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        let view = SandboxView(
            readOnly: toolchain.installDirectories + [Toolchain.installDirectory(of: executable), core.binDirectory.path,
                                                      workbook.contentRoot.path, workbook.workDirectory.path],
            scratch: output.path, writable: [moduleCache.path], workingDirectory: workbook.contentRoot.path)
        // unshare's root is mounted on an empty folder of its own, not in the output folder (whose files are the build).
        let mountPoint = workbook.workDirectory.appendingPathComponent("sandbox-roots/\(UUID().uuidString)")
        if kind == .unshare { try? FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true) }
        defer { if kind == .unshare { try? FileManager.default.removeItem(at: mountPoint) } }
        request = Sandbox.wrap(request, in: kind, view: view, mountPoint: mountPoint.path)
        let cgroup = RunCgroup.make(memoryBytes: jobMemoryBytes, processes: RunLimits.defaultProcesses, cpuSeconds: jobCPUSeconds)
        defer { cgroup?.remove() }
        request.cgroup = cgroup
        let outcome = try ChildProcess.run(request)
        guard outcome.termination == .exited(0) else {
            if Sandbox.failedToStart(kind) { return try swiftc(arguments, executable: executable, writing: output, warnings: warnings) }
            // The sandbox itself failed to start this job (a busy machine: no namespace or process to spare): once more,
            // then the grader's error, never the learner's build error.
            if kind != .none, let said = Self.sandboxFailure(outcome.stderrText) {
                if !retried { return try swiftc(arguments, executable: executable, writing: output, retried: true, warnings: warnings) }
                throw .setup("The sandbox could not start a compiler job (\(said)); check again.")
            }
            if DiskSpace.ranOut(outcome.stderrText + outcome.stdoutText) { throw DiskSpace.full(at: workbook.workDirectory) }
            let output = relativizeAll(outcome.stderrText + outcome.stdoutText)
            let diagnostics = CompilerDiagnostic.parse(
                outcome.stderrText + outcome.stdoutText, relativize: workbook.relativePath, origin: origin(ofPath:), sourceLine: Self.sourceLine)
            var failure = BuildFailure(origin: .other, diagnostics: diagnostics, output: output, stoppedAfterSeconds: nil)
            // The frontend's own crash handler may catch `SIGXCPU` first and exit with a stack dump (seen on a loaded
            // machine), so the tree's CPU time says it too: at 90% of the limit or more, the limit stopped it.
            let usedUp = (cgroup?.cpuNanoseconds).map { $0 >= jobCPUSeconds * 900_000_000 } ?? false
            if outcome.termination == .treeLimitExceeded(.cpu) || usedUp { failure.stoppedAfterSeconds = Double(jobCPUSeconds) }
            if outcome.termination == .timedOut { failure.stoppedAfterSeconds = Self.jobWallClockSeconds; failure.stoppedOnCPUTime = false }
            if outcome.termination == .treeLimitExceeded(.memory) { failure.stoppedAtMemoryBytes = jobMemoryBytes }
            return .failure(failure)
        }
        let said = outcome.stderrText + outcome.stdoutText
        if !said.isEmpty { warnings(CompilerDiagnostic.parse(said, relativize: workbook.relativePath, origin: origin(ofPath:))) }
        return .success(())
    }

    /// Line `number` (1-based) of the file at `path` (as the compiler printed it), if it is a readable source file
    /// of at most ``SourceSnapshot/maxFileBytes``.
    static func sourceLine(_ path: String, _ number: Int) -> String? {
        guard number >= 1, let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
              size <= SourceSnapshot.maxFileBytes, let data = FileManager.default.contents(atPath: path) else { return nil }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(number - 1)
        guard let line = lines.popFirst() else { return nil }
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    /// The sandbox's own complaint, when a job's output starts with one (`bwrap: …`, or the unshare script's tools).
    static func sandboxFailure(_ stderr: String) -> String? {
        let first = stderr.split(separator: "\n").first.map(String.init) ?? ""
        let tools = ["bwrap:", "unshare:", "mount:", "chroot:", "setpriv:", "prlimit:", "sandbox:"]
        return tools.contains(where: first.hasPrefix) ? first : nil
    }

    /// The clang module cache every compiler job shares (`.build/workbook/module-cache`), instead of the user's
    /// `~/.cache/clang/ModuleCache`: the jobs write nothing outside the workbook.
    var moduleCache: URL { workbook.workDirectory.appendingPathComponent("module-cache") }

    private func origin(ofPath path: String) -> DiagnosticOrigin {
        let relative = workbook.relativePath(path)
        if relative.hasPrefix("Exercises/") { return .exercise }
        if relative.hasPrefix("Tests/Hidden/") { return .hiddenSuite }
        return .other
    }

    private func relativizeAll(_ text: String) -> String {
        var result = text
        for root in [workbook.contentRoot.path, workbook.contentRoot.resolvingSymlinksInPath().path] {
            result = result.replacingOccurrences(of: root + "/", with: "")
        }
        return result
    }

    private func writeSupportFile() throws(WorkbookError) -> URL {
        let directory = workbook.workDirectory.appendingPathComponent("support")
        let file = directory.appendingPathComponent("HiddenSuiteSupport.swift")
        if let existing = FileManager.default.contents(atPath: file.path), existing == Data(Self.supportSource.utf8) { return file }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(Self.supportSource.utf8).write(to: file, options: .atomic)
        } catch {
            throw .setup("Could not write \(file.path): \(error.localizedDescription)")
        }
        return file
    }
}
