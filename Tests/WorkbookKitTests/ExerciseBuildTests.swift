import Foundation
import Testing
@testable import WorkbookKit

/// The exercise build recipe end to end, against a stand-in core (a one-function `ViewSimTesting` built here), so it
/// does not depend on the real core's build: the module library is linked with no libraries and must still run when
/// it imports libraries neither the core nor Swift Testing loads (Observation, RegexBuilder).
@Suite(.serialized) struct ExerciseBuildTests {
    static let exercise = Exercise(id: "01-observed-counter", title: "Observed counter", category: .missingObserver)

    /// A workbook with the stand-in core under `.build/debug`, one exercise and its hidden suite.
    struct Fixture {
        let root: URL
        var builder: ExerciseBuilder
        let fileName: String

        static let counterTests = """
            import Testing
            import ViewSimTesting
            @testable import ObservedCounter

            @Suite struct CounterTests {
                @Test(.tags(.symptom)) func countsTwice() { #expect(countTwice() == 2 + ping()) }
            }
            """

        /// `exerciseSource` is `Exercises/01-observed-counter/<fileName>`; `hiddenSuite` and `core` (the stand-in
        /// `ViewSimTesting`) default to a counter test and a `ping()`.
        init(exerciseSource: String, fileName: String = "Counter.swift", hiddenSuite: String = Fixture.counterTests,
             core: String = "public func ping() -> Int { 0 }\n") throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-build-\(UUID().uuidString)")
            self.fileName = fileName
            let files = [
                "Exercises/01-observed-counter/\(fileName)": exerciseSource,
                "Tests/Hidden/01-observed-counter/CounterTests.swift": hiddenSuite,
                "core/ViewSimTesting.swift": core,
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let (toolchain, core) = try StandInCore.build(in: root)
            // RegexBuilder is allowed here: the first test is about a library neither the core nor Swift Testing loads.
            let catalogue = try Catalogue.parse("""
                version: 1
                settings:
                  allowed_imports: [ViewSim, Observation, Foundation, RegexBuilder]
                exercises:
                  - id: 01-observed-counter
                    title: Observed counter
                    category: missing-observer
                """)
            builder = ExerciseBuilder(
                workbook: Workbook(contentRoot: root, packageRoot: root, catalogue: catalogue), toolchain: toolchain, core: core)
        }

        func buildAndRun() throws -> (ExerciseBuild, SuiteRunOutcome) {
            let (sources, result) = try builder.build(ExerciseBuildTests.exercise)
            let build = try result.get()
            #expect(sources.files.map(\.name) == [fileName])
            let run = HiddenSuiteRun(
                runner: build.runner, timeoutSeconds: 60,
                scratchDirectory: builder.workbook.workDirectory.appendingPathComponent("runs"), libraryDirectories: [build.moduleDirectory])
            return (build, try run.run())
        }

        /// The whole check pipeline over this workbook (build, run with crash locations, result).
        var pipeline: CheckPipeline { CheckPipeline(workbook: builder.workbook, toolchain: builder.toolchain, core: builder.core) }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let observedCounter = """
        import Observation
        import RegexBuilder

        @Observable final class Counter { var count = 0 }

        func countTwice() -> Int {
            let counter = Counter()
            let digits = Regex { OneOrMore(.digit) }
            for word in ["1", "22"] where (try? digits.wholeMatch(in: word)) != nil { counter.count += 1 }
            return counter.count
        }

        """

    @Test func aModuleImportingLibrariesTheCoreDoesNotLoadLinksWithoutThemAndRuns() throws {
        let fixture = try Fixture(exerciseSource: Self.observedCounter)
        defer { fixture.remove() }
        let (build, outcome) = try fixture.buildAndRun()
        #expect(outcome.stage == nil, "\(outcome.detail ?? "")")
        #expect(outcome.tests.map(\.status) == [.pass])
        // The module library names no library: it binds to the runner's when the runner loads it.
        let library = build.moduleDirectory.appendingPathComponent("libObservedCounter.so")
        let dynamic = try ChildProcess.run(ChildProcessRequest(executable: "/usr/bin/readelf", arguments: ["-d", library.path], timeoutSeconds: 30))
        #expect(dynamic.termination == .exited(0))
        #expect(!dynamic.stdoutText.contains("(NEEDED)"))
    }

    /// unshare, the fallback where bubblewrap cannot run, builds and runs an exercise as bubblewrap does (its root's
    /// mount point is a folder of its own: in a job's output folder it was taken for a build product).
    @Test(.enabled(if: Sandbox.isAvailable(.unshare), "unshare cannot create namespaces on this machine"))
    func anExerciseBuildsAndRunsInUnshare() throws {
        var fixture = try Fixture(exerciseSource: Self.observedCounter)
        defer { fixture.remove() }
        fixture.builder.sandbox = .unshare
        let (sources, result) = try fixture.builder.build(Self.exercise)
        let build = try result.get()
        #expect(sources.files.count == 1)
        var run = HiddenSuiteRun(
            runner: build.runner, timeoutSeconds: 60,
            scratchDirectory: fixture.builder.workbook.workDirectory.appendingPathComponent("runs"), libraryDirectories: [build.moduleDirectory])
        run.sandbox = .unshare
        let outcome = try run.run()
        #expect(outcome.stage == nil, "\(outcome.detail ?? "")")
        #expect(outcome.tests.map(\.status) == [.pass])
        #expect(outcome.sandbox?.kind == .unshare)
    }

    /// An exercise of one file is an app's file, not a script: its global `let`s are initialised when first used (as
    /// in any Swift library), not only if top-level code runs, which a test never does.
    @Test func aGlobalConstantInAOneFileExerciseIsInitialised() throws {
        let fixture = try Fixture(exerciseSource: "let sessionsPerCount = 2\nfunc countTwice() -> Int { sessionsPerCount }\n")
        defer { fixture.remove() }
        let (_, outcome) = try fixture.buildAndRun()
        #expect(outcome.stage == nil, "\(outcome.detail ?? "")")
        #expect(outcome.tests.map(\.status) == [.pass])
    }

    /// The driver's plans are cached whatever directory the grader runs in, so none may carry that directory: the
    /// module's compilation directory is `.`, the content root its jobs run in (its files are named relative to it),
    /// else debug info names a learner's file by an absolute path and a crash loses its location. No job carries a
    /// `-debug-prefix-map` either (see `aNewFolderReusesTheClangModules`).
    @Test func driverPlansDoNotDependOnTheGradersWorkingDirectory() throws {
        let fixture = try Fixture(exerciseSource: Self.observedCounter)
        defer { fixture.remove() }
        _ = try fixture.buildAndRun()
        let plans = fixture.builder.workbook.workDirectory.appendingPathComponent("plans")
        let files = try FileManager.default.contentsOfDirectory(atPath: plans.path).filter { $0.hasSuffix(".plan") }
        #expect(!files.isEmpty)
        let workingDirectory = FileManager.default.currentDirectoryPath
        var frontendJobs = 0
        for name in files {
            let plan = try #require(DriverPlan(serialized: try Data(contentsOf: plans.appendingPathComponent(name))))
            for job in plan.jobs {
                #expect(!job.contains { $0 == workingDirectory || $0.hasPrefix(workingDirectory + "/") }, "\(name): \(job)")
                #expect(!job.contains("-debug-prefix-map"), "\(name): \(job)")
                guard job.contains("-frontend"), let index = job.firstIndex(of: "-file-compilation-dir") else { continue }
                frontendJobs += 1
                #expect(job.indices.contains(index + 1) && job[index + 1] == ".", "\(job)")
            }
        }
        #expect(frontendJobs == 1)
    }

    /// The clang importer keys its module cache by the options it is given, a `-debug-prefix-map` included: the
    /// exercise's folder must not be among them, or every folder checked (each version `verify` checks, each
    /// submission `grade` checks) rebuilds the system's clang modules, ten times the cost of a small module's compile.
    /// The same exercise in a second folder of the same package uses the module sets the first one built.
    @Test func aNewFolderReusesTheClangModules() throws {
        let fixture = try Fixture(exerciseSource: Self.observedCounter)
        defer { fixture.remove() }
        _ = try fixture.buildAndRun()
        let cache = fixture.builder.moduleCache
        func moduleSets() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasSuffix(".timestamp") && !$0.hasSuffix(".swiftmodule") })
        }
        let first = try moduleSets()
        #expect(!first.isEmpty)

        let other = fixture.root.appendingPathComponent("elsewhere")
        for folder in ["Exercises", "Tests"] {
            try FileManager.default.copyItem(at: fixture.root.appendingPathComponent(folder), to: other.appendingPathComponent(folder))
        }
        var builder = fixture.builder
        builder.workbook = Workbook(contentRoot: other, packageRoot: fixture.root, catalogue: fixture.builder.workbook.catalogue)
        let file = other.appendingPathComponent("Exercises/01-observed-counter/Counter.swift")
        try Data(Self.observedCounter.replacingOccurrences(of: "counter.count += 1", with: "counter.count += 2").utf8).write(to: file)
        let (_, result) = try builder.build(Self.exercise)
        _ = try result.get()
        #expect(try moduleSets() == first)
    }

    /// Beside the module's library, the list of its stored globals `ViewHost.relaunch()` starts over (ViewSimTesting's
    /// `LaunchState`), each as its offset and size in the library: a `var` the compiler initialises in the library's
    /// data by its storage, a lazily made `let` by its once-token alone (its storage is overwritten when it is made
    /// again, never zeroed under code still reading it); not a constant the loader makes read-only (it cannot change,
    /// and writing it would crash), nor a global actor's `shared` instance (two would run the old launch's work and
    /// the new one's at once).
    @Test func theLibrarysStoredGlobalsAreListedBesideIt() throws {
        let source = """
            @MainActor var visits = 0
            let limit = 5
            final class Tally: Sendable { let start = 1 }
            let tally = Tally()
            @globalActor actor Indexer { static let shared = Indexer() }
            func countTwice() -> Int { 2 + limit - 5 + tally.start - 1 }

            """
        let fixture = try Fixture(exerciseSource: source)
        defer { fixture.remove() }
        let (build, _) = try fixture.buildAndRun()
        let library = build.moduleDirectory.appendingPathComponent("libObservedCounter.so")
        let listed = try String(contentsOf: URL(fileURLWithPath: library.path + LaunchStateList.fileSuffix), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ").compactMap { UInt64($0) } }
        let object = try ELFObject(try Data(contentsOf: library))
        func entry(_ demangled: String) -> [UInt64]? {
            object.symbols.first { Demangler.demangle($0.name) == demangled }.map { [$0.value, $0.size] }
        }
        let expected = try ["ObservedCounter.visits : Swift.Int", "one-time initialization token for tally"]
            .map { try #require(entry($0), "\($0)") }
        #expect(Set(listed) == Set(expected))
        #expect(entry("static ObservedCounter.Indexer.shared : ObservedCounter.Indexer") != nil)
        #expect(entry("one-time initialization token for shared") != nil, "the global actor's, not listed")
    }

    /// The compiler indexes a file of a whole-module job only for an output of its own, so the object job gets one
    /// `-o` per file: the first is the object, the others are never written.
    @Test func theObjectJobHasAnOutputPerFileForItsIndex() {
        let job = ["/t/swift-frontend", "-frontend", "-c", "A.swift", "B.swift", "C.swift", "-o", "/s/M.o", "-index-store-path", "/s/index"]
        #expect(DriverPlan.withOutputPerInput(job, inputCount: 3, spareDirectory: "/s") == [
            "/t/swift-frontend", "-frontend", "-c", "A.swift", "B.swift", "C.swift", "-o", "/s/M.o", "-o", "/s/index-unit-1.o",
            "-o", "/s/index-unit-2.o", "-index-store-path", "/s/index",
        ])
        #expect(DriverPlan.withOutputPerInput(job, inputCount: 1, spareDirectory: "/s") == job)
        let link = ["/t/clang", "-o", "/s/libM.so", "/s/M.o"]
        #expect(DriverPlan.withOutputPerInput(link, inputCount: 3, spareDirectory: "/s") == link)
    }

    @Test func anEditInsideABodyReusesTheRunnerAndRunsTheNewCode() throws {
        let fixture = try Fixture(exerciseSource: Self.observedCounter)
        defer { fixture.remove() }
        let (first, _) = try fixture.buildAndRun()
        let file = fixture.root.appendingPathComponent("Exercises/01-observed-counter/Counter.swift")
        try Data(Self.observedCounter.replacingOccurrences(of: "counter.count += 1", with: "counter.count += 2").utf8).write(to: file)
        let (second, outcome) = try fixture.buildAndRun()
        #expect(!second.moduleCached)
        #expect(second.runnerCached)
        #expect(second.runner == first.runner)
        #expect(outcome.tests.map(\.status) == [.fail])
    }

    /// A new interface needs a new runner, but the suite's tests are the same: they are not listed again. A changed
    /// hidden suite is listed again.
    @Test func aNewInterfaceBuildsANewRunnerWithTheSuitesKnownTests() throws {
        let fixture = try Fixture(exerciseSource: Self.observedCounter)
        defer { fixture.remove() }
        let (first, _) = try fixture.buildAndRun()
        #expect(first.testsListed)
        let file = fixture.root.appendingPathComponent("Exercises/01-observed-counter/Counter.swift")
        try Data((Self.observedCounter + "let extraDeclaration = 1\n").utf8).write(to: file)
        let (second, outcome) = try fixture.buildAndRun()
        #expect(!second.runnerCached)
        #expect(!second.testsListed)
        #expect(second.expectedTests == first.expectedTests)
        #expect(outcome.tests.map(\.status) == [.pass])
        let suite = fixture.root.appendingPathComponent("Tests/Hidden/01-observed-counter/CounterTests.swift")
        try Data(Fixture.counterTests.replacingOccurrences(of: "@Suite struct CounterTests {", with: "@Suite struct CounterTests {\n    @Test func more() {}").utf8).write(to: suite)
        let (third, rerun) = try fixture.buildAndRun()
        #expect(third.testsListed)
        #expect(third.expectedTests.ids.count == first.expectedTests.ids.count + 1)
        #expect(rerun.tests.count == 2)
    }

    /// Code the type checker finds hard can take the machine's memory long before the job's time limit (a dictionary
    /// literal of 8,000 string keys took 8 GiB in 35 s): each compiler job runs in a control group of its own, and one
    /// that goes over ``ExerciseBuilder/jobMemoryBytes`` is stopped and reported as such. Here the limit is 256 MiB (a
    /// normal job here needs about 130) and the literal has 3,000 keys.
    @Test(.tags(.slowAttack), .enabled(if: Self.graderMakesControlGroups, "the grader cannot make control groups here"))
    func aCompilerJobThatGoesOverItsMemoryIsStoppedAndSaysSo() throws {
        let entries = (0..<3000).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        var fixture = try Fixture(exerciseSource: "let table: [String: Int] = [\(entries)]\nfunc countTwice() -> Int { table.count }\n")
        defer { fixture.remove() }
        fixture.builder.jobMemoryBytes = 256 << 20
        let start = ContinuousClock.now
        let (_, result) = try fixture.builder.build(Self.exercise)
        guard case .failure(let failure) = result else {
            Issue.record("a 3,000-key literal built within 256 MiB")
            return
        }
        #expect(failure.stoppedAtMemoryBytes == 256 << 20)
        #expect(failure.origin == .exercise)
        #expect(ContinuousClock.now - start < .seconds(ExerciseBuilder.defaultJobCPUSeconds))
        let detail = CheckPipeline.buildDetail(failure, exercise: Self.exercise, allowedImports: [])
        #expect(detail.hasPrefix("The compiler was stopped when it used more than 256 MiB of memory: something in Exercises/01-observed-counter/"))
        let graded = CheckResult(exercise: Self.exercise.id, title: Self.exercise.title, status: .error, stage: .build, tests: [],
                                 durationSeconds: 1, detail: detail)
        #expect(ClassGrader.flags(for: graded).map(\.kind) == [.limit])
    }

    /// A compiler job is limited by the CPU time it uses, not by the clock, so a machine busy with other jobs (a class
    /// graded with `--jobs`, the test suite on CI) never turns code that compiles into a limit; code the type checker
    /// finds hard is stopped when its own work reaches the limit, and the learner is told it was CPU time. Here the
    /// limit is 1 second and the literal of 3,000 keys takes the type checker several.
    @Test(.tags(.slowAttack))
    func aCompilerJobThatUsesUpItsCPUTimeIsStoppedAndSaysSo() throws {
        let entries = (0..<3000).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        var fixture = try Fixture(exerciseSource: "let table: [String: Int] = [\(entries)]\nfunc countTwice() -> Int { table.count }\n")
        defer { fixture.remove() }
        fixture.builder.jobCPUSeconds = 1
        let (_, result) = try fixture.builder.build(Self.exercise)
        guard case .failure(let failure) = result else {
            Issue.record("a 3,000-key literal built within 1 second of CPU time")
            return
        }
        #expect(failure.stoppedAfterSeconds == 1)
        #expect(failure.stoppedOnCPUTime)
        let detail = CheckPipeline.buildDetail(failure, exercise: Self.exercise, allowedImports: [])
        #expect(detail.hasPrefix("The compiler was stopped after 1 second of CPU time: something in Exercises/01-observed-counter/"))
    }

    static var graderMakesControlGroups: Bool {
        guard let group = RunCgroup.make(memoryBytes: 1 << 30, processes: 64) else { return false }
        group.remove()
        return group.limitsMemory
    }
}
