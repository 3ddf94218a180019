import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WorkbookKit

/// Field names per Exercism's test-runner interface (v3) and Gradescope's autograder specification; JUnit XML that
/// parses back, with hostile text escaped.
@Suite struct ReportFormatTests {
    static let hostile = "Shows “Count: 0” <not 2> & \"quotes\" 'too'\u{1B}[31m red\u{7}"

    static let failing = CheckResult(
        exercise: "01-hidden-tally-resets", title: "The tally starts over", status: .fail, stage: .test,
        tests: [
            TestOutcome(name: "The tally keeps its count", status: .fail, message: hostile + "\nsecond line", tags: ["symptom"],
                        durationSeconds: 0.0123456),
            TestOutcome(name: "Logging counts <it>", status: .pass, tags: ["regression"], durationSeconds: 0.0005),
            TestOutcome(name: "Never reached", status: .skip, message: "not run: the test process stopped before reaching it"),
        ],
        durationSeconds: 0.4123)

    static let broken = CheckResult(
        exercise: "02-x", title: "T", status: .error, stage: .build,
        diagnostics: [CompilerDiagnostic(
            file: "Exercises/02-x/A.swift", line: 3, column: 5, severity: "error", message: "cannot find 'x' in scope",
            excerpt: ["    x += 1", "    ^"], origin: .exercise)],
        durationSeconds: 0.2, detail: "Your code in Exercises/02-x/ does not compile (1 error).", buildOrigin: .exercise)

    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func exercismResultsAreVersion3WithPerTestFields() throws {
        let results = try object(ExercismReport.data(Self.failing))
        #expect(results["version"] as? Int == 3)
        #expect(results["status"] as? String == "fail")
        #expect(results["message"] == nil)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.count == 3)
        #expect(Set(tests[0].keys) == ["name", "status", "message"])  // no source to read the test's code from: no test_code
        #expect(tests[0]["status"] as? String == "fail")
        #expect((tests[0]["message"] as? String)?.hasPrefix(Self.hostile) == true)
        #expect(tests[1]["status"] as? String == "pass")
        #expect(tests[1]["message"] is NSNull)
        #expect(tests[2]["status"] as? String == "error")
        #expect(tests.allSatisfy { $0["test_code"] == nil })
    }

    /// A hidden suite as authors write them: the test's code is read from its `@Test` to the end of its body, braces in
    /// strings, interpolations and comments included; anything else leaves `test_code` out.
    @Test func exercismTestCodeIsTheHiddenTestsOwnSourceOrAbsent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("test-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let suite = root.appendingPathComponent("Tests/Hidden/01-hidden-tally-resets")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data(#"""
            import Testing
            @Suite struct Tally {
                @Test("The tally keeps its count")
                func keeps() throws {
                    let app = ViewHost(FocusScreen())  // a comment with a } in it
                    /* and a block comment { */
                    #expect(app.texts.contains("Sessions today: 2"), "It reads “\(try app.text(startingWith: "{"))” }; it should read 2.")
                    let raw = #"a " } "#
                    _ = """
                        } multi-line {
                        """
                }

                @Test func other() {}
            }
            """#.utf8).write(to: suite.appendingPathComponent("TallyTests.swift"))
        var located = Self.failing
        located.tests[0].sourceLocation = TestSourceLocation(file: "TallyTests.swift", line: 3)
        located.tests[1].sourceLocation = TestSourceLocation(file: "TallyTests.swift", line: 5)  // not a @Test line
        located.tests[2].sourceLocation = TestSourceLocation(file: "../../../grader.yml", line: 1)  // not a suite file
        let results = try object(ExercismReport.data(located, sources: HiddenTestSource(contentRoot: root)))
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests[0]["test_code"] as? String == #"""
            @Test("The tally keeps its count")
            func keeps() throws {
                let app = ViewHost(FocusScreen())  // a comment with a } in it
                /* and a block comment { */
                #expect(app.texts.contains("Sessions today: 2"), "It reads “\(try app.text(startingWith: "{"))” }; it should read 2.")
                let raw = #"a " } "#
                _ = """
                    } multi-line {
                    """
            }
            """#)
        #expect(tests[1]["test_code"] == nil && tests[2]["test_code"] == nil)
        #expect(HiddenTestSource.function(in: "    @Test func other() {}", atLine: 1) == "@Test func other() {}")
        #expect(HiddenTestSource.function(in: "@Test func open() {", atLine: 1) == nil)  // never closes
        // A check that ran no test is one error entry for the whole exercise, with no code either.
        let all = try object(ExercismReport.data([located, Self.broken], sources: HiddenTestSource(contentRoot: root)))
        let entries = try #require(all["tests"] as? [[String: Any]])
        #expect(entries.last?["name"] as? String == "02-x" && entries.last?["test_code"] == nil)
    }

    @Test func exercismBuildFailureIsAnErrorWithTheCompilersMessage() throws {
        let results = try object(ExercismReport.data(Self.broken))
        #expect(results["status"] as? String == "error")
        let message = try #require(results["message"] as? String)
        #expect(message.contains("Exercises/02-x/A.swift:3:5: error: cannot find 'x' in scope"))
        #expect(message.contains("    x += 1"))
        #expect((results["tests"] as? [Any])?.isEmpty == true)
        let passing = try object(ExercismReport.data(CheckResult(exercise: "a", title: "t", status: .pass, stage: nil,
                                                                 tests: [TestOutcome(name: "n", status: .pass)])))
        #expect(passing["status"] as? String == "pass")
    }

    @Test func gradescopeSymptomTestsCarryThePointsAndRegressionTestsNone() throws {
        let results = try object(GradescopeReport.data(Self.failing))
        #expect(results["score"] as? Double == 0)
        #expect(results["execution_time"] as? Int == 1)
        #expect(results["stdout_visibility"] as? String == "hidden")
        #expect((results["output"] as? String)?.hasPrefix("01-hidden-tally-resets: fail (test)") == true)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(Set(tests[0].keys) == ["name", "score", "max_score", "status", "output", "tags", "visibility"])
        #expect(tests.map { $0["status"] as? String } == ["failed", "passed", "failed"])
        // Symptom (and untagged) tests are worth a point each; the regression test is listed at 0 of 0.
        #expect(tests.map { $0["score"] as? Double } == [0, 0, 0])
        #expect(tests.map { $0["max_score"] as? Double } == [1, 0, 1])
        #expect(tests.allSatisfy { $0["visibility"] as? String == "visible" })
        #expect(tests[0]["tags"] as? [String] == ["symptom"])
        let broken = try object(GradescopeReport.data(Self.broken))
        #expect(broken["score"] as? Double == 0)
        #expect((broken["output"] as? String)?.contains("cannot find 'x' in scope") == true)
    }

    /// Shipped exercise 03: its one symptom test fails, its two regression tests pass — nothing to score.
    @Test func gradescopeGivesNothingForTheShippedCode() throws {
        let shipped = CheckResult(
            exercise: "03-restore-defaults-does-nothing", title: "T", status: .fail, stage: .test,
            tests: [
                TestOutcome(name: "“Restore defaults” brings back the default theme", status: .fail, message: "Still dark.", tags: ["symptom"]),
                TestOutcome(name: "“Larger text” still works", status: .pass, tags: ["regression"]),
                TestOutcome(name: "Settings change after restoring", status: .pass, tags: ["regression"]),
            ])
        let results = try object(GradescopeReport.data(shipped))
        #expect(results["score"] as? Double == 0)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.reduce(0) { $0 + ($1["max_score"] as? Double ?? 0) } == 1)

        var fixed = shipped
        fixed.status = .pass; fixed.stage = nil
        fixed.tests[0].status = .pass; fixed.tests[0].message = ""
        #expect(try object(GradescopeReport.data(fixed))["score"] as? Double == 1)
    }

    @Test func gradescopeWithholdsEverySymptomPointWhenARegressionTestFails() throws {
        let breaksWhatWorked = CheckResult(
            exercise: "03-x", title: "T", status: .fail, stage: .test,
            tests: [
                TestOutcome(name: "The bug is gone", status: .pass, tags: ["symptom"]),
                TestOutcome(name: "Another symptom", status: .pass, tags: ["symptom"]),
                TestOutcome(name: "“Larger text” still works", status: .fail, message: "Text size stays 17 pt.", tags: ["regression"]),
            ])
        let results = try object(GradescopeReport.data(breaksWhatWorked))
        #expect(results["score"] as? Double == 0)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.map { $0["score"] as? Double } == [0, 0, 0])
        #expect(tests.map { $0["max_score"] as? Double } == [1, 1, 0])
        #expect(tests.map { $0["status"] as? String } == ["passed", "passed", "failed"])
        let explanation = "Scored 0: regression test “Larger text” still works fails, and a fix that breaks what worked is not a fix."
        #expect(tests[0]["output"] as? String == explanation)
        #expect(tests[1]["output"] as? String == explanation)
        #expect(tests[2]["output"] as? String == "Text size stays 17 pt.")
        #expect((results["output"] as? String)?.contains(explanation) == true)
    }

    @Test func junitEscapesTextAndDropsCharactersXMLForbids() {
        #expect(JUnitReport.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(JUnitReport.escape("x\u{1B}[31m\u{7}y\tz\n") == "x\u{FFFD}[31m\u{FFFD}y\tz\n")
        let xml = JUnitReport.xml(Self.failing)
        #expect(!xml.contains("\u{1B}"))
        #expect(xml.contains("<testsuites name=\"workbook\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"0.412\">"))
        #expect(xml.contains("name=\"Logging counts &lt;it&gt;\""))
    }

    @Test func junitMakesUpNoTestCaseForACrashATestAlreadyReports() {
        let crashed = CheckResult(
            exercise: "03-x", title: "T", status: .error, stage: .crash,
            tests: [TestOutcome(name: "Crashes", status: .fail, message: "The app crashed while running this test (SIGILL).", tags: ["symptom"]),
                    TestOutcome(name: "Passes", status: .pass, tags: ["regression"])],
            detail: "The test process crashed (SIGILL) while running “Crashes”.")
        let xml = JUnitReport.xml(crashed)
        #expect(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\""))
        #expect(!xml.contains("name=\"crash\""))
        let early = CheckResult(exercise: "03-x", title: "T", status: .error, stage: .crash, tests: [], detail: "The test process crashed before any test started.")
        #expect(JUnitReport.xml(early).contains("name=\"crash\""))
    }

    #if canImport(FoundationXML)
    @Test func junitParsesBackWithItsCountsAndMessages() throws {
        let document = try XMLDocument(data: Data(JUnitReport.xml(Self.failing).utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == "01-hidden-tally-resets")
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["The tally keeps its count", "Logging counts <it>", "Never reached"])
        #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "01-hidden-tally-resets" })
        // Each test's own time, as the runner measured it; a test that never ran has none rather than a made-up 0.
        #expect(cases.map { $0.attribute(forName: "time")?.stringValue } == ["0.012", "0.001", nil])
        let failure = try #require(cases[0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "Shows “Count: 0” <not 2> & \"quotes\" 'too'\u{FFFD}[31m red\u{FFFD}")
        #expect(failure.stringValue?.hasSuffix("\nsecond line") == true)
        #expect(cases[2].elements(forName: "skipped").count == 1)

        let broken = try XMLDocument(data: Data(JUnitReport.xml(Self.broken).utf8))
        let error = try #require(broken.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").first?.elements(forName: "error").first)
        #expect(error.attribute(forName: "type")?.stringValue == "build")
        #expect((error.parent as? XMLElement)?.attribute(forName: "time") == nil)  // the build is not a test that was timed
        #expect(error.stringValue?.contains("Exercises/02-x/A.swift:3:5: error: cannot find 'x' in scope") == true)
        #expect(broken.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
    }
    #endif

    @Test func jsonFormatIsTheNativeContract() {
        #expect(ReportFormat.json.render(Self.failing) == String(decoding: Self.failing.jsonData(), as: UTF8.self))
        #expect(ReportFormat.text.render(Self.failing) == nil)
        #expect(ReportFormat(rawValue: "junit") == .junit)
    }
}
