import Foundation
import Testing
@testable import WorkbookKit

/// What `workbook check` prints for people: wrapping, hidden-suite build failures, and `workbook tracks`.
@Suite struct CheckReportTests {
    /// A compiler that failed without an error line (it crashed, or its sandbox could not start) is not called the
    /// learner's compile error: the detail says so with what it printed; a sandbox's own complaint is recognised.
    @Test func aCompilerFailureWithoutAnErrorIsNotTheLearnersError() {
        let failure = BuildFailure(origin: .exercise, diagnostics: [], output: "swift-frontend: Segmentation fault", stoppedAfterSeconds: nil)
        let detail = CheckPipeline.buildDetail(failure, exercise: Self.exercise, allowedImports: ModulePolicy.defaultAllowedImports)
        #expect(detail.hasPrefix("The compiler stopped on Exercises/\(Self.exercise.id)/ without reporting an error in the code."))
        #expect(detail.contains("Segmentation fault"))
        #expect(ExerciseBuilder.sandboxFailure("bwrap: Creating new namespace failed: Resource temporarily unavailable\n") != nil)
        #expect(ExerciseBuilder.sandboxFailure("Counter.swift:3:5: error: cannot find 'x' in scope") == nil)
    }

    static let exercise = Exercise(id: "03-restore-defaults-does-nothing", title: "“Restore defaults” does nothing", category: .lostBinding)
    static let hiddenFile = "Tests/Hidden/03-restore-defaults-does-nothing/AppearanceScreenTests.swift"

    /// The diagnostics `swiftc` gives when the learner renamed `AppearanceScreen`, which the hidden suite uses.
    static let renamedViewDiagnostics: [CompilerDiagnostic] = [
        CompilerDiagnostic(file: hiddenFile, line: 10, column: 28, severity: "error", message: "cannot find 'AppearanceScreen' in scope",
                           excerpt: ["        let app = ViewHost(AppearanceScreen())", "                           ^~~~~~~~~~~~~~~~"], origin: .hiddenSuite),
        CompilerDiagnostic(file: hiddenFile, line: 24, column: 28, severity: "error", message: "cannot find 'AppearanceScreen' in scope",
                           excerpt: ["        let app = ViewHost(AppearanceScreen())"], origin: .hiddenSuite),
        CompilerDiagnostic(file: hiddenFile, line: 26, column: 112, severity: "error", message: "generic parameter 'some StringProtocol' could not be inferred",
                           excerpt: ["  \"A new install should show “Theme: System”. The screen shows:\\n\\(app.screen)\")"], origin: .hiddenSuite),
        CompilerDiagnostic(file: "Testing.Comment.StringInterpolation.appendInterpolation", line: 3, column: 33, severity: "note",
                           message: "in call to function 'appendInterpolation'", excerpt: ["@inlinable public mutating func appendInterpolation"], origin: .other),
    ]

    @Test func aHiddenSuiteBuildFailureNamesWhatIsMissingAndShowsNoHiddenSource() {
        let failure = BuildFailure(origin: .hiddenSuite, diagnostics: Self.renamedViewDiagnostics, output: "")
        let detail = CheckPipeline.buildDetail(failure, exercise: Self.exercise, allowedImports: ModulePolicy.defaultAllowedImports)
        let lines = detail.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Your code compiles, but the hidden tests no longer compile against it"))
        #expect(lines[1] == "The hidden tests use `AppearanceScreen`, which your code no longer declares.")

        let result = CheckResult(
            exercise: Self.exercise.id, title: Self.exercise.title, status: .error, stage: .build,
            diagnostics: Self.renamedViewDiagnostics, detail: detail, buildOrigin: .hiddenSuite)
        for text in [CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: Self.exercise), ReportFormat.problemText(result)] {
            #expect(text.contains("which your code no longer declares"))
            for hidden in ["Tests/Hidden", "ViewHost(", "The screen shows", "note:", "appendInterpolation", "could not be inferred"] {
                #expect(!text.contains(hidden), "shows \(hidden)")
            }
        }
    }

    @Test func missingNamesAreDistinctAndSayWhatHappenedToThem() {
        func error(_ message: String) -> CompilerDiagnostic {
            CompilerDiagnostic(file: Self.hiddenFile, line: 1, column: 1, severity: "error", message: message, origin: .hiddenSuite)
        }
        let sentences = CheckPipeline.missingNames([
            error("cannot find 'AppearanceScreen' in scope"),
            error("cannot find type 'AppearanceSettings' in scope"),
            error("value of type 'RestoreDefaultsDoesNothing.AppearanceSettings' has no member 'textSize'"),
            error("cannot find 'AppearanceScreen' in scope"),
            error("'settings' is inaccessible due to 'private' protection level"),
            error("extra argument 'theme' in call"),
        ], module: "RestoreDefaultsDoesNothing")
        #expect(sentences == [
            "The hidden tests use `AppearanceScreen`, `AppearanceSettings` and `AppearanceSettings.textSize`, which your code no longer declares.",
            "The hidden tests use `settings`, which your code made private.",
            "The hidden tests call something whose parameters your code changed; keep the parameters it started with.",
        ])
        #expect(CheckPipeline.missingNames([error("ambiguous use of 'contains'"), error("'Toggle' is ambiguous for type lookup in this context")], module: "M") == [
            "The hidden tests' use of `contains` and `Toggle` became ambiguous: your code declares a second one by that name that the tests' call could mean as well. Keep the one the exercise started with, and give yours a name of its own.",
        ])
        #expect(CheckPipeline.missingNames([error("type 'Int' cannot be used as a boolean")], module: "M") == ["The compiler said: type 'Int' cannot be used as a boolean"])
    }

    @Test func learnerFileBuildErrorsKeepFileLineColumnSourceAndCaret() {
        let result = CheckResult(
            exercise: "02-x", title: "T", status: .error, stage: .build,
            diagnostics: [CompilerDiagnostic(file: "Exercises/02-x/A.swift", line: 3, column: 5, severity: "error", message: "cannot find 'x' in scope",
                                             excerpt: ["    x += 1", "    ^"], origin: .exercise)],
            detail: "Your code in Exercises/02-x/ does not compile (1 error).", buildOrigin: .exercise)
        let text = CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: Exercise(id: "02-x", title: "T", category: .stateReset))
        #expect(text.contains("  Exercises/02-x/A.swift:3:5: error: cannot find 'x' in scope\n      x += 1\n      ^"))
    }

    @Test func aModuleRefusedByThePolicySaysSoInItsHeadline() {
        let violation = ModuleViolation(use: "exit", reason: "ends the process", file: "Exercises/02-x/A.swift", line: 4)
        let failure = ModulePolicy.buildFailure([violation], exercise: "02-x")
        let result = CheckResult(
            exercise: "02-x", title: "T", status: .error, stage: .build, diagnostics: failure.diagnostics,
            detail: ModulePolicy.refusalDetail(failure, exercise: "02-x"), buildOrigin: .exercise)
        #expect(result.isRefusedByPolicy)
        #expect(result.summaryLine == "02-x: error (build) uses what exercises may not")
        let text = CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: Exercise(id: "02-x", title: "T", category: .stateReset))
        #expect(text.hasPrefix("✘ 02-x · T — uses what exercises may not"))
    }

    static let longMessage = "After “Restore defaults” the screen still shows “Theme: Dark” and “Text size: 19 pt”; it should show “Theme: System” and “Text size: 17 pt”."

    @Test func longFailureMessagesWrapAtTheWidthWithAHangingIndent() {
        let result = CheckResult(
            exercise: "03-x", title: "T", status: .fail, stage: .test,
            tests: [TestOutcome(name: "“Restore defaults” brings back the default theme and text size, whatever was chosen", status: .fail,
                                message: Self.longMessage, tags: ["symptom"])])
        let exercise = Exercise(id: "03-x", title: "T", category: .lostBinding)
        for colour in [false, true] {
            let text = CheckReport(style: TerminalStyle(colour: colour), width: 50).render(result, exercise: exercise)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { TextWrap.visibleWidth($0) <= 50 })
            let message = lines.drop { !$0.hasPrefix("    After") }.prefix { $0.hasPrefix("    ") }
            #expect(message.count > 2)
            #expect(message.map { $0.dropFirst(4) }.joined(separator: " ") == Self.longMessage)
            // The test's name wraps under its first word, past the ✘.
            let name = lines.firstIndex { $0.contains("“Restore defaults” brings") } ?? 0
            #expect(lines[name + 1].hasPrefix("    ") && !lines[name + 1].hasPrefix("     ") && !lines[name + 1].contains("After"))
        }
        // Without a width (output is not a terminal) nothing is wrapped.
        #expect(CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: exercise).contains("    " + Self.longMessage))
    }

    /// Issue 30, item 5 (break-it pass 11): a failure message quotes the learner's screen text, which may hold a
    /// terminal escape (clear the screen, set the title, fake a pass line) or a text-direction override.
    @Test func controlCharactersInTheLearnersTextAreWrittenOutNotSent() {
        let hostile = "Sessions today: 0\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}evil"
        let result = CheckResult(
            exercise: "01-x", title: "T", status: .fail, stage: .test,
            tests: [TestOutcome(name: "Logging keeps the count", status: .fail, message: "It reads “\(hostile)”.", tags: ["symptom"])])
        for colour in [false, true] {
            let text = CheckReport(style: TerminalStyle(colour: colour)).render(result, exercise: Exercise(id: "01-x", title: "T", category: .stateReset))
            #expect(!text.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{202E}" })
            #expect(!text.contains("\u{1B}]0;") && !text.contains("\u{1B}[2J"))
            #expect(text.contains("Sessions today: 0\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J\\u{202E}evil"))
        }
        // What the app printed: direction overrides and Unicode line separators are written out too (break-it pass 12).
        var printing = result
        printing.tests[0].output = "Saved\u{202E}txt.exe\u{2028}\u{2066}done"
        let printed = CheckReport(style: TerminalStyle(colour: false)).render(printing, exercise: Exercise(id: "01-x", title: "T", category: .stateReset))
        #expect(printed.contains("│ Saved\\u{202E}txt.exe\\u{2028}\\u{2066}done"))
        let view = RunView(style: TerminalStyle(colour: false), width: nil)
        #expect(view.render(AppSession.Step(output: "a\u{202E}b\n", reply: nil, stop: nil), exercise: Exercise(id: "01-x", title: "T", category: .stateReset))
            .contains("│ a\\u{202E}b"))
        var reply = RunInputTests.reply
        reply.screen = "Text “\(hostile)”"
        let rendered = view.render(AppSession.Step(output: "", reply: reply, stop: nil), exercise: Exercise(id: "01-x", title: "T", category: .stateReset))
        #expect(!rendered.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
        #expect(rendered.contains("Text “Sessions today: 0\\u{1B}]0;PWNED"))
    }

    @Test func wrappingKeepsShortLinesWordsAndInnerSpacing() {
        #expect(TextWrap.wrap("    short", width: 40) == ["    short"])
        #expect(TextWrap.wrap("    " + Self.longMessage, width: nil) == ["    " + Self.longMessage])
        #expect(TextWrap.wrap("a  b  c d e f g h i j k l m n o p q r s t u v w x y z", width: 24) == ["a  b  c d e f g h i j k", "l m n o p q r s t u v w", "x y z"])
        #expect(TextWrap.wrap("  " + String(repeating: "x", count: 60) + " y", width: 30) == ["  " + String(repeating: "x", count: 60), "  y"])
        #expect(TextWrap.visibleWidth("\u{1B}[31m✘ \u{1B}[0mname") == 6)
    }

    @Test func tracksAreAlignedInColumns() {
        let tracks = [
            Track(id: "onboarding", title: "A first taste", exercises: ["01-a", "02-b", "10-j"]),
            Track(id: "state-reset", title: "State that resets: view identity owns @State", exercises: ["01-a"]),
            Track(id: "empty", title: "Nothing yet", exercises: []),
        ]
        let lines = TracksReport(style: TerminalStyle(colour: false)).render(tracks).split(separator: "\n").map(String.init)
        #expect(lines[0] == "onboarding   A first taste                                 3 exercises: 01, 02, 10")
        #expect(lines[1] == "state-reset  State that resets: view identity owns @State  1 exercise: 01")
        #expect(lines[2] == "empty        Nothing yet                                   0 exercises")
        #expect(lines.last == "Use one with --track NAME, e.g. `workbook --track onboarding`.")
    }

    @Test func tracksAsJSONAreTheirIdsTitlesAndExercisesInOrder() throws {
        let tracks = [
            Track(id: "onboarding", title: "A first taste", exercises: ["10-j", "01-a"]),
            Track(id: "empty", title: "Nothing yet", exercises: []),
        ]
        let decoded = try #require(try JSONSerialization.jsonObject(with: TracksReport.json(tracks)) as? [[String: Any]])
        #expect(decoded.count == 2)
        #expect(decoded[0]["id"] as? String == "onboarding" && decoded[0]["title"] as? String == "A first taste")
        #expect(decoded[0]["exercises"] as? [String] == ["10-j", "01-a"])  // the track's order, not the catalogue's
        #expect(decoded[1]["exercises"] as? [String] == [])
        #expect(Set(decoded[0].keys) == ["id", "title", "exercises"])
        #expect((try JSONSerialization.jsonObject(with: TracksReport.json([])) as? [Any])?.isEmpty == true)
    }
}

@Suite("Build diagnostics a result carries")
struct LearnerDiagnosticsTests {
    let learnerError = CompilerDiagnostic(
        file: "Exercises/03-x/Screen.swift", line: 4, column: 2, severity: "error", message: "expected '}'", origin: .exercise)
    let suiteError = CompilerDiagnostic(
        file: "Tests/Hidden/03-x/ScreenTests.swift", line: 9, column: 5, severity: "error",
        message: "cannot find 'Screen' in scope", excerpt: ["let app = ViewHost(Screen())", "    ^"], origin: .hiddenSuite)
    let macroNote = CompilerDiagnostic(
        file: "Testing.Comment.StringInterpolation", line: 3, column: 1, severity: "note", message: "in call", origin: .other)

    @Test("A hidden-suite build failure keeps none of the hidden suite's diagnostics or their notes")
    func hiddenSuiteFailureHidesSuiteSource() {
        let failure = BuildFailure(origin: .hiddenSuite, diagnostics: [suiteError, macroNote], output: "")
        #expect(CheckPipeline.learnerDiagnostics(failure).isEmpty)
    }

    @Test("A build failure in the learner's code keeps its diagnostics")
    func learnerFailureKeepsDiagnostics() {
        let failure = BuildFailure(origin: .exercise, diagnostics: [learnerError], output: "")
        #expect(CheckPipeline.learnerDiagnostics(failure) == [learnerError])
    }
}
