import Foundation
import Testing
@testable import WorkbookKit

/// A crash names the first frame in the learner's files (`Exercises/<id>/<File>.swift:<line>` and the function), read
/// from the runtime backtracer's JSON crash log, and only ever a frame in the exercise's own files.
///
/// End to end through ``CheckPipeline`` against the stand-in core of ``ExerciseBuildTests`` (a `View` protocol whose
/// `body` the core's `render` reads), so the trap is inside a view body called from the core, as in ViewSim.
@Suite(.serialized) struct CrashLocationTests {
    static let exercise = ExerciseBuildTests.exercise
    static let file = "Exercises/01-observed-counter/Roster.swift"

    static let core = """
        public protocol View { var body: String { get } }
        @inline(never) public func render(_ view: some View) -> String { view.body }
        public func ping() -> Int { 0 }

        """

    static let suite = """
        import Testing
        import ViewSimTesting
        @testable import ObservedCounter

        @Suite struct RosterTests {
            @Test("An empty roster shows no captain", .tags(.symptom)) func empty() { #expect(render(Roster(players: [])) == "") }
            @Test("A roster names its captain", .tags(.regression)) func captain() { #expect(render(Roster(players: ["Ana"])) == "Captain: Ana") }
        }

        """

    /// Traps with an index out of range on line 7, in `Roster.body`.
    static let roster = """
        import ViewSim

        struct Roster: View {
            var players: [String]

            var body: String {
                "Captain: " + players[0]
            }
        }

        """

    func check(_ source: String) throws -> CheckResult {
        let fixture = try ExerciseBuildTests.Fixture(exerciseSource: source, fileName: "Roster.swift", hiddenSuite: Self.suite, core: Self.core)
        defer { fixture.remove() }
        return try fixture.pipeline.check(Self.exercise)
    }

    /// Break-it pass 31 of issue 30: a `fatalError` message with line breaks (or anything the app writes to standard
    /// error) is shown as the app's output, each line behind a bar, never as lines of the grader's own.
    @Test func whatTheAppPrintedBeforeCrashingIsShownAsItsOutput() throws {
        let source = """
            import ViewSim

            struct Roster: View {
                var players: [String]

                var body: String {
                    if players.isEmpty { fatalError("boom\\nAll tests passed; this crash is a known runtime issue\\n  ✔ An empty roster shows no captain") }
                    return "Captain: " + players[0]
                }
            }

            """
        let result = try check(source)
        #expect(result.stage == .crash)
        let detail = try #require(result.detail)
        #expect(detail.contains("\nThe app's last output:\n"), "\(detail)")
        #expect(detail.contains("│ All tests passed; this crash is a known runtime issue"), "\(detail)")
        #expect(!detail.contains("\nAll tests passed"), "\(detail)")
        let empty = try #require(result.tests.first { $0.name == "An empty roster shows no captain" })
        #expect(!empty.message.contains("\n"), "\(empty.message)")
    }

    @Test func aTrapInAViewBodyNamesTheLearnersLineInEveryReport() throws {
        let result = try check(Self.roster)
        #expect(result.stage == .crash)
        let empty = try #require(result.tests.first { $0.name == "An empty roster shows no captain" })
        #expect(empty.status == .fail)
        #expect(empty.crashLocation == CrashLocation(file: Self.file, line: 7, column: empty.crashLocation?.column, function: "Roster.body"))
        let crashedAt = "Crashed at \(Self.file):7 (Roster.body): Fatal error: Index out of range"
        #expect(empty.message == "The app crashed while running this test. " + crashedAt)
        #expect(result.detail?.contains(crashedAt) == true, "\(result.detail ?? "")")
        // Said once: the runtime's own line, below the crash location, would repeat it.
        #expect(result.detail?.components(separatedBy: "Fatal error: Index out of range").count == 2, "\(result.detail ?? "")")
        // The test the crashed runner never reached still ran, in a fresh runner.
        #expect(result.tests.first { $0.name == "A roster names its captain" }?.status == .pass)
        #expect(result.detail?.contains("run again in a fresh test process") == true)

        let exercise = Self.exercise
        #expect(CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: exercise).contains(crashedAt))
        let json = String(decoding: result.jsonData(), as: UTF8.self)
        #expect(json.contains("\"crash_location\" : {"))
        #expect(json.contains("\"file\" : \"\(Self.file)\""))
        #expect(json.contains("\"line\" : 7"))
        #expect(json.contains("\"function\" : \"Roster.body\""))
        #expect(String(decoding: ExercismReport.data(result), as: UTF8.self).contains(crashedAt))
        #expect(String(decoding: GradescopeReport.data(result), as: UTF8.self).contains(crashedAt))
        #expect(JUnitReport.xml(result).contains(crashedAt))
    }

    /// Learner code prints a backtrace of its own (text and JSON) naming the core and the hidden suite, then traps on
    /// line 9: only the real frame in its own file is reported.
    @Test func aPrintedFakeBacktraceIsNotTheLocation() throws {
        let source = #"""
            import Foundation
            import ViewSim

            struct Roster: View {
                var players: [String]

                var body: String {
                    Fake.pretend()
                    return "Captain: " + players[0]
                }
            }

            enum Fake {
                static func pretend() {
                    let text = """
                        *** Program crashed: Illegal instruction at 0x0000000000000001 ***
                        Thread 0 crashed:
                          0 0x0000000000000001 ViewGraph.update() + 1 in libViewSim.so at /work/main/Sources/ViewSim/Graph/ViewGraph.swift:12:3
                          1 0x0000000000000002 Roster.body.getter + 2 in libObservedCounter.so at Tests/Hidden/01-observed-counter/CounterTests.swift:3:1
                        { "kind": "crashReport", "threads": [ { "crashed": true, "frames": [ { "description": "evil() + 1", "sourceLocation": { "file": "Sources/ViewSim/Graph/ViewGraph.swift", "line": 12, "column": 3 } } ] } ] }
                        """
                    print(text)
                    FileHandle.standardError.write(Data((text + "\n").utf8))
                }
            }

            """#
        let result = try check(source)
        #expect(result.stage == .crash)
        let empty = try #require(result.tests.first { $0.name == "An empty roster shows no captain" })
        #expect(empty.crashLocation?.file == Self.file, "\(result.detail ?? "")")
        #expect(empty.crashLocation?.line == 9)
        #expect(empty.crashLocation?.function == "Roster.body")
        #expect(!empty.message.contains("ViewGraph"))
        #expect(!empty.message.contains("CounterTests"))
    }

    /// Learner code writes a fake crash log where the backtracer would, naming files outside the exercise (and one
    /// that only looks inside it), then exits without crashing. Exercises may not call `exit` (``ModulePolicy``), so
    /// this is refused before it runs; were it to run, ``onlyAnExactLearnerFileIsBelieved()`` shows that such a log
    /// names no location.
    @Test func aFakeCrashLogFollowedByExitIsRefusedBeforeItRuns() throws {
        let source = ##"""
            import Foundation
            import ViewSim

            struct Roster: View {
                var players: [String]

                var body: String {
                    let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
                    if let path = setting.split(separator: ",").first(where: { $0.hasPrefix("output-to=") })?.dropFirst("output-to=".count) {
                        let frames = ["Sources/ViewSim/Graph/ViewGraph.swift", "/etc/passwd.swift", "Tests/Hidden/01-observed-counter/CounterTests.swift",
                                      "Exercises/01-observed-counter/../../Sources/ViewSim/A.swift", "Exercises/01-observed-counter/Other.swift",
                                      "Exercises/02-other/Roster.swift"]
                            .map { #"{ "description": "evil() + 1", "sourceLocation": { "file": "\#($0)", "line": 3 } }"# }
                        let log = #"{ "kind": "crashReport", "threads": [ { "crashed": true, "frames": [ \#(frames.joined(separator: ", ")) ] } ] }"#
                        FileManager.default.createFile(atPath: String(path), contents: Data(log.utf8))
                    }
                    exit(3)
                }
            }

            """##
        let result = try check(source)
        #expect(result.stage == .build)
        #expect(result.tests.isEmpty)
        #expect(result.diagnostics.contains { $0.message.contains("`exit`") && $0.file == Self.file }, "\(result.diagnostics)")
    }

    // MARK: Reading the log

    static func log(_ frames: [(file: String, line: Int)], crashed: Bool = true) -> Data {
        let items = frames.map { #"{ "kind": "returnAddress", "description": "f() + 1", "sourceLocation": { "file": "\#($0.file)", "line": \#($0.line), "column": 2 } }"# }
        return Data(#"{ "kind": "crashReport", "threads": [ { "crashed": \#(crashed), "frames": [ { "description": "closure #1 in _assertionFailure(_:_:file:line:flags:) + 623" }, \#(items.joined(separator: ", ")) ] } ] }"#.utf8)
    }

    @Test func onlyAnExactLearnerFileIsBelieved() {
        let learner: Set = ["Exercises/16-preview-crash/Roster.swift"]
        func first(_ frames: [(file: String, line: Int)]) -> CrashLocation? {
            CrashBacktrace.firstLearnerFrame(in: Self.log(frames), learnerFiles: learner)
        }
        #expect(first([("/work/main/Sources/ViewSim/Graph/ViewGraph.swift", 3), ("./Exercises/16-preview-crash/Roster.swift", 14)])
            == CrashLocation(file: "Exercises/16-preview-crash/Roster.swift", line: 14, column: 2, function: "f()"))
        #expect(first([("Exercises/16-preview-crash/../../Sources/ViewSim/A.swift", 3)]) == nil)
        #expect(first([("Exercises/16-preview-crash/Other.swift", 3), ("/work/main/Exercises/16-preview-crash/Roster.swift", 3)]) == nil)
        #expect(first([("Exercises/16-preview-crash/Roster.swift", 0), ("Exercises/16-preview-crash/Roster.swift", -4)]) == nil)
        #expect(CrashBacktrace.firstLearnerFrame(in: Data("not json".utf8), learnerFiles: learner) == nil)
        #expect(CrashBacktrace.firstLearnerFrame(in: Data(count: CrashBacktrace.maximumBytes + 1), learnerFiles: learner) == nil)
        #expect(CrashBacktrace.firstLearnerFrame(in: Self.log([("Exercises/16-preview-crash/Roster.swift", 14)]), learnerFiles: []) == nil)
    }

    @Test func functionNamesAreTidied() {
        #expect(CrashBacktrace.tidy("Roster.body.getter + 48") == "Roster.body")
        #expect(CrashBacktrace.tidy("closure #1 in Roster.body.getter + 9") == "closure #1 in Roster.body")
        #expect(CrashBacktrace.tidy("Roster.init(players:) + 3") == "Roster.init(players:)")
        #expect(CrashBacktrace.tidy("evil\u{1B}[31m() + 1") == "evil[31m()")
        #expect(CrashBacktrace.tidy(String(repeating: "x", count: 500))?.count == 160)
        #expect(CrashBacktrace.tidy(" + 1") == nil)
    }

    @Test func theBacktracerIsAskedForJSONInAFileAndNothingElse() {
        let value = CrashBacktrace.environmentValue(outputPath: "/tmp/run/backtrace.json")
        let options = Dictionary(uniqueKeysWithValues: value.split(separator: ",").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }.map { ($0[0], $0[1]) })
        #expect(options["enable"] == "yes")
        #expect(options["interactive"] == "no")
        #expect(options["format"] == "json")
        #expect(options["output-to"] == "/tmp/run/backtrace.json")
        #expect(options["threads"] == "crashed")
    }
}
