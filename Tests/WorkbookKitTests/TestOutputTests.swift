import Foundation
import Testing
@testable import WorkbookKit

/// What the app prints while a hidden test runs is shown under that test (bounded, marked as the app's), and carried
/// in `--json` (`tests[].output`), Exercism's `output` and JUnit's `<system-out>`. The runner marks where each test
/// starts and ends on standard output; a fake marker can only move output between tests, never change a result.
@Suite struct TestOutputTests {
    static let marker = "0123456789abcdef0123456789abcdef"

    static func mark(_ kind: String, _ id: String, marker: String = TestOutputTests.marker) -> String {
        "\u{1E}\(marker) \(kind) \(id)\n"
    }

    @Test func outputIsSplitByTheMarkersAndTheRestBelongsToNoTest() {
        let stdout = "before any test\n" + Self.mark("start", "M.S/a()") + "a1\na2\n" + Self.mark("end", "M.S/a()")
            + "between tests\n" + Self.mark("start", "M.S/b()") + "no newline at the end" + Self.mark("end", "M.S/b()")
            + "after the last\n"
        let split = TestOutput.split(Data(stdout.utf8), marker: Self.marker)
        #expect(split.byTest == ["M.S/a()": "a1\na2\n", "M.S/b()": "no newline at the end"])
        #expect(String(decoding: split.plain, as: UTF8.self)
                == "before any test\na1\na2\nbetween tests\nno newline at the endafter the last\n")
    }

    @Test func aMarkerWithAnotherTokenIsPlainOutput() {
        let fake = Self.mark("start", "M.S/b()", marker: "guessed") + Self.mark("end", "M.S/a()", marker: "")
        let stdout = Self.mark("start", "M.S/a()") + "real\n" + fake + "still a\n" + Self.mark("end", "M.S/a()")
        let split = TestOutput.split(Data(stdout.utf8), marker: Self.marker)
        #expect(split.byTest.keys.sorted() == ["M.S/a()"])
        #expect(split.byTest["M.S/a()"] == "real\n" + fake + "still a\n")
        // Shown, the fake markers' control character is gone.
        #expect(TestOutput.bounded(split.byTest["M.S/a()"]!) == "real\nguessed start M.S/b()\n end M.S/a()\nstill a")
    }

    @Test func noMarkerNoAttribution() {
        let split = TestOutput.split(Data("hello\n".utf8), marker: "")
        #expect(split.byTest.isEmpty)
        #expect(split.plain == Data("hello\n".utf8))
    }

    @Test func outputIsBoundedToItsLastLinesWithAnHonestCount() {
        let text = (1...25).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let bounded = TestOutput.bounded(text)
        let lines = bounded?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 21)
        #expect(lines.first == "⋮ 5 earlier lines not shown")
        #expect(lines[1] == "line 6")
        #expect(lines.last == "line 25")

        let one = TestOutput.bounded((1...21).map { "l\($0)" }.joined(separator: "\n"))
        #expect(one?.hasPrefix("⋮ 1 earlier line not shown\nl2\n") == true)

        // Long lines: at most 2 KiB in all, the note included.
        let long = (1...20).map { "\($0) " + String(repeating: "x", count: 300) }.joined(separator: "\n")
        let cut = try! #require(TestOutput.bounded(long))
        #expect(cut.utf8.count <= TestOutput.maxBytes)
        #expect(cut.hasSuffix("20 " + String(repeating: "x", count: 300)))
        let kept = cut.split(separator: "\n").count - 1
        #expect(cut.hasPrefix("⋮ \(20 - kept) earlier lines not shown\n"))

        // One enormous line keeps its end.
        let huge = try! #require(TestOutput.bounded(String(repeating: "y", count: 10_000) + "END"))
        #expect(huge.utf8.count <= TestOutput.maxBytes)
        #expect(huge.hasPrefix("…") && huge.hasSuffix("yyyEND"))
    }

    @Test func controlCharactersAndBlankEdgesAreDropped() {
        #expect(TestOutput.bounded("\n\n\u{1B}[2J\u{1B}[31mred\u{1B}[0m\ttab\r\n\n  \n") == "[2J[31mred[0m tab")
        #expect(TestOutput.bounded("") == nil)
        #expect(TestOutput.bounded("\n \n\t\n") == nil)
    }

    @Test func exercismOutputIsAtMost500Characters() {
        #expect(TestOutput.exercism("short") == "short")
        let long = (1...20).map { "Row \($0): @self changed." + String(repeating: "!", count: 20) }.joined(separator: "\n")
        let cut = TestOutput.exercism(long)
        #expect(cut.count <= 500)
        #expect(cut.hasPrefix("Output was truncated. Please limit to 500 chars."))
        #expect(cut.hasSuffix(String(long.suffix(30))))
    }

    static let result: CheckResult = {
        var result = CheckResult(exercise: "01-hidden-tally-resets", title: "The tally starts over", status: .fail, stage: .test, tests: [
            TestOutcome(name: "The tally keeps its count", status: .fail, message: "It reads 0.", tags: ["symptom"],
                        output: "SessionTally: @self, @identity, _sessions changed.\nSessionTally: _sessions changed."),
            TestOutcome(name: "Logging counts", status: .pass, tags: ["regression"], output: "SessionTally: _sessions changed."),
            TestOutcome(name: "Quiet", status: .fail, message: "Nothing printed.", tags: ["symptom"]),
        ])
        result.durationSeconds = 0.5
        return result
    }()

    @Test func theTerminalShowsOutputUnderFailingTestsOnlyMarkedAsTheApps() {
        let exercise = Exercise(id: "01-hidden-tally-resets", title: "The tally starts over", category: .stateReset)
        let text = CheckReport(style: TerminalStyle(colour: false)).render(Self.result, exercise: exercise)
        #expect(text.contains("""
              ✘ The tally keeps its count
                It reads 0.
                The app printed (print, _printChanges) while this test ran:
                │ SessionTally: @self, @identity, _sessions changed.
                │ SessionTally: _sessions changed.

            """))
        #expect(text.components(separatedBy: "The app printed").count == 2)  // not under the passing test, nor the quiet one
        #expect(!text.contains("│ SessionTally: _sessions changed.\n\n  ✘ Quiet\n    Nothing printed.\n    The app"))

        // A line longer than the terminal continues behind the gutter.
        let narrow = CheckReport.outputLines(String(repeating: "z", count: 50), style: TerminalStyle(colour: false), width: 30)
        #expect(narrow == ["    The app printed (print, _printChanges) while this test ran:",
                           "    │ " + String(repeating: "z", count: 24), "    │ " + String(repeating: "z", count: 24), "    │ zz"])
    }

    @Test func everyMachineReadableFormatCarriesTheOutput() throws {
        let json = try JSONSerialization.jsonObject(with: Self.result.jsonData()) as? [String: Any]
        let tests = json?["tests"] as? [[String: Any]]
        #expect(tests?[0]["output"] as? String == "SessionTally: @self, @identity, _sessions changed.\nSessionTally: _sessions changed.")
        #expect(tests?[1]["output"] as? String == "SessionTally: _sessions changed.")
        #expect(tests?[2]["output"] == nil)  // absent, not null
        let decoded = try JSONDecoder().decode(CheckResult.self, from: Self.result.jsonData())
        #expect(decoded.tests == Self.result.tests)

        let exercism = try JSONSerialization.jsonObject(with: ExercismReport.data(Self.result)) as? [String: Any]
        let exercismTests = exercism?["tests"] as? [[String: Any]]
        #expect(exercismTests?[0]["output"] as? String == "SessionTally: @self, @identity, _sessions changed.\nSessionTally: _sessions changed.")
        #expect(exercismTests?[1]["output"] as? String == "SessionTally: _sessions changed.")  // passing tests carry theirs too
        #expect(exercismTests?[2].keys.contains("output") == false)

        let gradescope = try JSONSerialization.jsonObject(with: GradescopeReport.data(Self.result)) as? [String: Any]
        let gradescopeTests = gradescope?["tests"] as? [[String: Any]]
        #expect(gradescopeTests?[0]["output"] as? String == "It reads 0.\n\nThe app printed:\nSessionTally: @self, @identity, _sessions changed.\nSessionTally: _sessions changed.")
        #expect(gradescopeTests?[1]["output"] as? String == "")  // a passing test: its sentence only

        let junit = JUnitReport.xml(Self.result)
        #expect(junit.contains("<system-out>SessionTally: @self, @identity, _sessions changed.\nSessionTally: _sessions changed.</system-out>"))
        #expect(junit.contains("""
                <testcase classname="01-hidden-tally-resets" name="Logging counts">
                  <system-out>SessionTally: _sessions changed.</system-out>
                </testcase>
            """))
    }
}

/// End to end: a real runner built by ``ExerciseBuilder`` (with its generated support file), against the stand-in core
/// of ``ExerciseBuildTests``.
@Suite(.serialized) struct TestOutputRunTests {
    static let suite = """
        import Foundation
        import Testing
        import ViewSimTesting
        @testable import ObservedCounter

        @Suite(.serialized) struct Printing {
            @Test("Quiet") func quiet() { #expect(ping() == 0) }
            @Test("Prints and passes") func passes() { #expect(shout("alpha") == 5) }
            @Test("Prints and fails", .tags(.symptom)) func fails() { #expect(shout("beta") == 0, "beta is not zero") }
            @Test("Forges markers") func forges() {
                #expect(ProcessInfo.processInfo.environment["WORKBOOK_OUTPUT_MARKER"] == nil)
                #expect(forge() == 1, "the forger read the real marker token from /proc/self/environ")
            }
            @Test("Prints after the forger") func after() { #expect(shout("gamma") == 5) }
        }

        """

    static let source = #"""
        import Foundation

        func shout(_ word: String) -> Int {
            print("shouting", terminator: " ")
            print(word)
            return word.count
        }

        /// Writes markers: one with a guessed token, then — with the real token, if it can read it from the process's
        /// initial environment (the runner unset the variable; the process folder keeps the environment it started
        /// with, but the runner is not dumpable, so its entries there are root's) — one that ends the running test and one that
        /// starts a test that does not exist. Returns 2 when it found the token, 1 when it could not.
        func forge() -> Int {
            print("\u{1E}guess end anything")
            print("before the fake end")
            let environ = (try? String(contentsOfFile: "/pr\u{6F}c/self/environ", encoding: .utf8)) ?? ""
            if let entry = environ.split(separator: "\0").first(where: { $0.hasPrefix("WORKBOOK_OUTPUT_MARKER=") }) {
                let token = entry.dropFirst("WORKBOOK_OUTPUT_MARKER=".count)
                print("\u{1E}\(token) end forged")
                print("\u{1E}\(token) start HiddenSuiteObservedCounter.Printing/no()")
                print("mislabelled")
                return 2
            }
            return 1
        }

        func crash() -> Int {
            print("last words")
            let empty: [Int] = []
            return empty[1]
        }

        """#

    @Test func eachTestGetsWhatItPrintedAndAFakeMarkerChangesNoResult() throws {
        let fixture = try ExerciseBuildTests.Fixture(exerciseSource: Self.source, hiddenSuite: Self.suite)
        defer { fixture.remove() }
        let (_, outcome) = try fixture.buildAndRun()
        #expect(outcome.stage == .test, "\(outcome.detail ?? "")")
        #expect(outcome.streamProblems.isEmpty)
        let tests = Dictionary(uniqueKeysWithValues: outcome.tests.map { ($0.name, $0) })
        #expect(outcome.tests.map(\.status) == [.pass, .pass, .fail, .pass, .pass])
        #expect(tests["Quiet"]?.output == nil)
        #expect(tests["Prints and passes"]?.output == "shouting alpha")
        #expect(tests["Prints and fails"]?.output == "shouting beta")
        #expect(tests["Prints and fails"]?.message == "beta is not zero")
        // The forger's own output up to its fake end marker is its own; what follows a fake start of a test that does
        // not exist is nobody's. The next test is told apart by the real markers.
        let forged = try #require(tests["Forges markers"]?.output)
        #expect(forged.hasPrefix("guess end anything\nbefore the fake end"))
        #expect(!forged.contains("mislabelled"))
        #expect(tests["Prints after the forger"]?.output == "shouting gamma")
        // Each test that ran is timed by the runner's clock, and located at its `@Test` (line 7 is the first).
        #expect(outcome.tests.allSatisfy { ($0.durationSeconds ?? -1) >= 0 })
        #expect(outcome.tests.map { $0.sourceLocation?.line } == [7, 8, 9, 10, 14])
    }

    @Test func aCrashKeepsWhatTheTestPrintedBeforeIt() throws {
        let suite = Self.suite.replacingOccurrences(of: "#expect(shout(\"beta\") == 0, \"beta is not zero\")", with: "_ = shout(\"beta\"); _ = crash()")
        let fixture = try ExerciseBuildTests.Fixture(exerciseSource: Self.source, hiddenSuite: suite)
        defer { fixture.remove() }
        let result = try fixture.pipeline.check(ExerciseBuildTests.exercise)
        #expect(result.stage == .crash)
        let crashed = try #require(result.tests.first { $0.name == "Prints and fails" })
        #expect(crashed.status == .fail)
        #expect(crashed.output == "shouting beta\nlast words")
        #expect(crashed.message.contains("Index out of range"))
        // The tests after the crash ran in a fresh runner, and their output is theirs.
        #expect(result.tests.first { $0.name == "Prints after the forger" }?.output == "shouting gamma")
        // The marker lines are not in what the crash message quotes.
        #expect(result.detail?.contains("\u{1E}") == false)
        #expect(result.detail?.contains(" start Hidden") == false)
        let report = CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: ExerciseBuildTests.exercise)
        #expect(report.contains("The app printed (print, _printChanges) while this test ran:\n    │ shouting beta\n    │ last words"))
    }
}
