import Foundation
import Testing
@testable import WorkbookKit
#if canImport(Glibc)
import Glibc
#endif

/// `workbook run`: the commands a learner types, their completion, and the session end to end against the real core,
/// driven through a pipe.
@Suite struct RunInputTests {
    func app(_ line: String) -> AppCommand? {
        if case .success(.app(let command)) = RunInput.parse(line) { return command }
        return nil
    }

    func problem(_ line: String) -> String? {
        if case .failure(let problem) = RunInput.parse(line) { return problem.message }
        return nil
    }

    @Test func labelsAreQuotedOrBare() {
        #expect(app(#"tap "Log a session""#) == AppCommand("tap", label: "Log a session"))
        #expect(app("tap Log a session") == AppCommand("tap", label: "Log a session"))
        #expect(app("tap “Log a session”") == AppCommand("tap", label: "Log a session"))
        #expect(app("toggle 'Show tally'") == AppCommand("toggle", label: "Show tally"))
        #expect(app(#"TAP  "See today's pick""#) == AppCommand("tap", label: "See today's pick"))
        #expect(app("increment Tickets") == AppCommand("increment", label: "Tickets"))
        #expect(app("tab Saved") == AppCommand("tab", label: "Saved"))
        #expect(app(#"clear "Search pantry""#) == AppCommand("clear", label: "Search pantry"))
    }

    /// Where every row has the same button (“Favourite” on each landmark), `in row TEXT` says which, as a hidden suite's
    /// `app.row(containing: "Half Dome").tap("Favourite")` does.
    @Test func aTapOrToggleCanSayWhichRow() {
        #expect(app(#"tap Favourite in row "Half Dome""#) == AppCommand("tap", label: "Favourite", text: "Half Dome"))
        #expect(app(#"tap "Mark read" in row Invoice 2231"#) == AppCommand("tap", label: "Mark read", text: "Invoice 2231"))
        #expect(app(#"toggle Notify in row "Ada""#) == AppCommand("toggle", label: "Notify", text: "Ada"))
        // Quoted, `in row` is part of the label; without a row's text it is too.
        #expect(app(#"tap "Check in row 3""#) == AppCommand("tap", label: "Check in row 3"))
        #expect(app("tap Check in row") == AppCommand("tap", label: "Check in row"))
        guard case .failure(let problem) = RunInput.parse(#"tap in row "Ada""#) else { Issue.record("a tap of nothing in a row"); return }
        #expect(problem.message.contains("in row"))
    }

    @Test func typeAndSelectSayWhere() {
        #expect(app(#"type "milk" into Search"#) == AppCommand("type", label: "Search", text: "milk"))
        #expect(app("type oat milk into Search pantry") == AppCommand("type", label: "Search pantry", text: "oat milk"))
        #expect(app(#"type "into the woods" into "Title""#) == AppCommand("type", label: "Title", text: "into the woods"))
        #expect(app("select Euro in Currency") == AppCommand("select", label: "Currency", text: "Euro"))
        #expect(app(#"select "Last 30 days" in Period"#) == AppCommand("select", label: "Period", text: "Last 30 days"))
        #expect(problem("type milk") == #"say what and where: `type "milk" into Search`."#)
        #expect(problem("select Euro") == "say which option of which picker: `select Dark in Theme`.")
    }

    @Test func commandsWithoutLabels() {
        #expect(app("back") == AppCommand("back"))
        #expect(app("screen") == AppCommand("screen"))
        #expect(app("scroll") == AppCommand("scroll", amount: 1))
        #expect(app("scroll 3") == AppCommand("scroll", amount: 3))
        #expect(app("scroll up") == AppCommand("scroll", amount: -1))
        #expect(app("scroll up 2") == AppCommand("scroll", amount: -2))
        #expect(app("wait") == AppCommand("wait", amount: 1))
        #expect(app("wait 2") == AppCommand("wait", amount: 2))
        #expect(app("wait 2s") == AppCommand("wait", amount: 2))
        #expect(app("wait 0.4") == AppCommand("wait", amount: 0.4))
        #expect(app("wait 3 seconds") == AppCommand("wait", amount: 3))
        #expect(app("open podcast://episode/42") == AppCommand("open", text: "podcast://episode/42"))
        #expect(RunInput.parse("quit") == .success(.quit))
        #expect(RunInput.parse("help") == .success(.help))
        #expect(RunInput.parse("   ") == .success(.nothing))
    }

    @Test func mistakesAreSaidWithWhatToTypeInstead() {
        #expect(problem("tpa foo") == "there is no command “tpa”; did you mean `tap`?")
        #expect(problem("frobnicate") == "there is no command “frobnicate”; `help` lists them.")
        #expect(problem("tap") == "say what: `tap LABEL [in row TEXT]`.")
        #expect(problem("back now") == "`back` takes nothing after it.")
        #expect(problem(#"tap "Log a session"#) == "a quote is not closed.")
        #expect(problem("wait soon") == "wait takes a number of seconds: `wait 2`.")
        #expect(problem("scroll sideways") != nil)
        // Break-it pass 33 of issue 30: a count near Int.max crashed `run` (and `run --steps`) on its way to a Double.
        #expect(problem("scroll 9223372036854775807") == "scroll goes at most 1000 screens at a time: `scroll 1000`.")
        #expect(problem("scroll up 9223372036854775807") == "scroll goes at most 1000 screens at a time: `scroll 1000`.")
        #expect(app("scroll up 1000") == AppCommand("scroll", amount: -1000))
    }

    static let reply = AppReply(
        screen: "VStack\n  Toggle “Show tally”: on", controls: [
            .init(kind: "Toggle", label: "Show tally", disabled: false),
            .init(kind: "Button", label: "Log a session", disabled: false),
            .init(kind: "Button", label: "Log out", disabled: false),
            .init(kind: "Button", label: "Locked", disabled: true),
            .init(kind: "TextField", label: "Search pantry", disabled: false),
        ],
        tabs: ["Today", "Saved"], selectedTab: "Today", title: nil, path: [], canGoBack: false, canScroll: false,
        canDismiss: false, presentation: nil, issues: [], error: nil, unsettled: nil, quitting: nil)

    @Test func tabCompletesCommandsAndWhatIsOnScreen() {
        let reply = Self.reply
        #expect(RunCompletion.candidates(for: "ta", screen: reply) == ["tap ", "tab "])
        #expect(RunCompletion.candidates(for: "b", screen: reply) == ["background "])  // no `back`: nothing to go back from
        #expect(RunCompletion.candidates(for: "tap ", screen: reply) == [#"tap "Log a session""#, #"tap "Log out""#])
        #expect(RunCompletion.candidates(for: "tap Log a", screen: reply) == [#"tap "Log a session""#])
        #expect(RunCompletion.candidates(for: #"tap "lo"#, screen: reply) == [#"tap "Log a session""#, #"tap "Log out""#])
        #expect(RunCompletion.candidates(for: "toggle s", screen: reply) == [#"toggle "Show tally""#])
        #expect(RunCompletion.candidates(for: #"type "milk" "#, screen: reply) == [#"type "milk" into "Search pantry""#])
        #expect(RunCompletion.candidates(for: #"type "milk" into Se"#, screen: reply) == [#"type "milk" into "Search pantry""#])
        #expect(RunCompletion.candidates(for: "tab S", screen: reply) == [#"tab "Saved""#])
        #expect(RunCompletion.candidates(for: "tap Nothing", screen: reply).isEmpty)
        #expect(RunCompletion.commonPrefix([#"tap "Log a session""#, #"tap "Log out""#]) == #"tap "Log "#)
        #expect(RunCompletion.actions(on: reply) == [
            #"toggle "Show tally""#, #"tap "Log a session""#, #"tap "Log out""#, #"type … into "Search pantry""#, #"tab "Saved""#,
        ])
    }

    /// A button every row has is offered `in row …`: a bare `tap "Favourite"` would be refused as ambiguous.
    @Test func aLabelThatRepeatsIsOfferedInARow() {
        var reply = Self.reply
        reply.controls = [
            .init(kind: "Button", label: "Favourite", disabled: false), .init(kind: "Button", label: "Favourite", disabled: false),
            .init(kind: "Button", label: "Sort", disabled: false),
        ]
        #expect(RunCompletion.actions(on: reply) == [#"tap "Favourite" in row …"#, #"tap "Sort""#, #"tab "Saved""#])
    }

    @Test func aLabelIsMatchedAsTheScreenSpellsIt() {
        let view = RunView(style: TerminalStyle(colour: false), width: nil)
        #expect(view.resolved(AppCommand("toggle", label: "show"), on: Self.reply).label == "Show tally")
        #expect(view.resolved(AppCommand("tap", label: "log a session"), on: Self.reply).label == "Log a session")
        #expect(view.resolved(AppCommand("tap", label: "Lo"), on: Self.reply).label == "Lo")  // two buttons start so: the app says which
        #expect(view.resolved(AppCommand("tab", label: "saved"), on: Self.reply).label == "Saved")
        #expect(view.resolved(AppCommand("tap", label: "Nothing"), on: Self.reply).label == "Nothing")
    }

    @Test func theBugReportsExpectationIsItsParagraphFromExpected() {
        let readme = """
            # 01 · Title

            > **Bug report** — Focus timer
            >
            > I log my sessions.
            >
            > Steps: tap “Log a session” twice → switch it off.
            > Expected: “Sessions today: 2”. Actual: “Sessions today: 0”.

            Fix `FocusScreen.swift`. Expected nothing here.
            """
        #expect(RunView.expectation(inReadme: readme) == "Expected: “Sessions today: 2”. Actual: “Sessions today: 0”.")
        #expect(RunView.expectation(inReadme: "> No expectation.\n\nExpected outside the report.") == nil)
    }

    @Test func theCatalogueTakesARootAndStepsThatAreCommands() throws {
        func catalogue(_ fields: String) throws(CatalogueError) -> Catalogue {
            try Catalogue.parse("""
                version: 1
                exercises:
                  - id: 01-a
                    title: A
                    category: state-reset
                \(fields)
                """)
        }
        let parsed = try catalogue("    root: 'FocusScreen()'\n    steps: ['tap \"Log a session\"', 'toggle \"Show tally\"']")
        #expect(parsed.exercises[0].root == "FocusScreen()")
        #expect(parsed.exercises[0].steps == [#"tap "Log a session""#, #"toggle "Show tally""#])
        #expect(try catalogue("").exercises[0].root == nil)
        #expect(try catalogue("    device: iPhone 16 Pro Max").exercises[0].device == "iPhone 16 Pro Max")
        #expect(ExerciseBuilder.appSource(module: "M", root: "R()", device: "iPhone 16 Pro Max")
            .contains("await ViewHostConsole.run(device: .iPhone16ProMax) {"))
        #expect(ExerciseBuilder.appSource(module: "M", root: "R()").contains("await ViewHostConsole.run() {"))

        #expect(throws: CatalogueError.self) { try catalogue("    steps: ['back']") }
        do {
            _ = try catalogue("    root: 'FocusScreen()'\n    steps:\n      - back\n      - tpa Log")
            Issue.record("a step that is not a command was accepted")
        } catch {
            #expect(error.position.line == 9)
            #expect(error.message == "step “tpa Log” is not a `workbook run` command: there is no command “tpa”; did you mean `tap`?")
        }
    }

    /// Every shipped exercise has a screen to run, and its bug report's steps as commands the app takes (a button that
    /// every row has is tapped `in row TEXT`).
    @Test func everyShippedStepIsACommandAndEveryExerciseHasARootWhereItCan() throws {
        let workbook = try Workbook.open(root: RunSessionTests.repository.path)
        let exercises = workbook.catalogue.exercises
        #expect(exercises.filter { $0.root == nil }.map(\.shortID) == [])
        #expect(exercises.filter { $0.steps.isEmpty }.map(\.shortID) == [])
        for exercise in exercises {
            for step in exercise.steps {
                guard case .success(.app) = RunInput.parse(step) else {
                    Issue.record("\(exercise.id): the step `\(step)` is not a command the app takes")
                    continue
                }
            }
        }
    }
}

/// The line editor on a real terminal (a pseudo-terminal): typing, Backspace, Tab.
@Suite struct TerminalLineEditorTests {
    @Test func tabCompletesAndBackspaceErases() throws {
        // posix_openpt and friends sit behind _XOPEN_SOURCE: open the multiplexer, unlock it, ask its number (Linux).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        var unlock: Int32 = 0, number: UInt32 = 0
        #expect(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0)
        #expect(ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(slave) }
        // Keys arrive before the editor reads them: the terminal must already be in single-key mode then, or the
        // kernel's line editing would take the Backspace and turn Ctrl-D into an end-of-file mark.
        var settings = termios()
        #expect(tcgetattr(slave, &settings) == 0)
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        #expect(tcsetattr(slave, TCSANOW, &settings) == 0)
        let editor = try #require(TerminalLineEditor(input: slave, output: slave))
        // `tap Lo`, Tab (completes), then `toggle Shox`, Backspace, `w`, Tab, Enter; then Ctrl-D.
        let keys: [UInt8] = Array("tap Lo\t\n".utf8) + Array("toggle Shox".utf8) + [0x7F] + Array("w\t\n".utf8) + [0x04]
        _ = keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        let complete = { (line: String) in RunCompletion.candidates(for: line, screen: RunInputTests.reply) }
        #expect(editor.nextLine(prompt: "› ", completions: complete) == #"tap "Log "#)  // two buttons start so: what they share
        #expect(editor.nextLine(prompt: "› ", completions: complete) == #"toggle "Show tally""#)
        #expect(editor.nextLine(prompt: "› ", completions: complete) == nil)
    }
}

/// Sessions against the real core and exercise 01, driven through a pipe as a learner's terminal would be.
@Suite(.serialized) struct RunSessionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let exercise = "01-hidden-tally-resets"

    /// A scratch copy of exercise 01 (its files as given) with the real package's core.
    struct Scratch {
        let root: URL
        let workbook: Workbook

        init(source: ((String) -> String)? = nil, timeoutSeconds: Double? = nil, steps: [String]? = nil) throws {
            let real = try Workbook.open(root: RunSessionTests.repository.path)
            root = FileManager.default.temporaryDirectory.appendingPathComponent("run-session-\(UUID().uuidString)")
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
            for folder in ["Exercises", "Tests/Hidden", "Solutions"] {
                let to = root.appendingPathComponent("\(folder)/\(RunSessionTests.exercise)")
                try fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.copyItem(at: real.contentRoot.appendingPathComponent("\(folder)/\(RunSessionTests.exercise)"), to: to)
            }
            if let source {
                let file = root.appendingPathComponent("Exercises/\(RunSessionTests.exercise)/FocusScreen.swift")
                try Data(source(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
            }
            var catalogue = real.catalogue
            catalogue.exercises = catalogue.exercises.filter { $0.id == RunSessionTests.exercise }
            if let timeoutSeconds { catalogue.settings.timeoutSeconds = timeoutSeconds }
            if let steps { catalogue.exercises[0].steps = steps }
            workbook = Workbook(contentRoot: root, packageRoot: real.packageRoot, catalogue: catalogue)
        }

        /// A session fed `commands` through a pipe; everything it printed.
        func run(_ commands: [String], steps: Bool = false) throws -> (ending: RunCommand.Ending, transcript: String) {
            var fds: [Int32] = [-1, -1]
            try #require(pipe(&fds) == 0)
            let input = Array((commands.map { $0 + "\n" }.joined()).utf8)
            _ = input.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
            close(fds[1])
            defer { close(fds[0]) }
            var transcript = ""
            let exercise = try #require(workbook.catalogue.exercises.first)
            let ending = try RunCommand.run(
                workbook, exercise: exercise, steps: steps, input: DescriptorLineSource(descriptor: fds[0]),
                style: TerminalStyle(colour: false), width: nil) { transcript += $0.hasSuffix("\n") ? $0 : $0 + "\n" }
            return (ending, transcript)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let shippedScreen = """
          VStack
            Toggle “Show tally”: on
            VStack
              Text “Sessions today: 0”
              Button “Log a session”
        """

    @Test func theStepsOfTheBugReportShowTheTallyResetting() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let (ending, transcript) = try scratch.run([], steps: true)
        #expect(ending == .finished)
        #expect(transcript.contains("""
            › toggle "Show tally"
              VStack
                Toggle “Show tally”: off
              ╭
            """), "\(transcript)")
        #expect(transcript.contains("""
            › toggle "Show tally"
              VStack
                Toggle “Show tally”: on
                VStack
                  Text “Sessions today: 0”
                  Button “Log a session”
              ╭
            """), "\(transcript)")
        // Under each step's tree, the screen drawn in character cells (issue 24): the reset tally is seen too.
        let last = try #require(transcript.components(separatedBy: "› toggle \"Show tally\"").last)
        #expect(last.contains("│") && last.contains("Sessions today: 0") && last.contains("(  ●)"), "\(last)")
        #expect(transcript.contains("Text “Sessions today: 2”"))
        #expect(transcript.hasPrefix("▶ 01-hidden-tally-resets · The tally starts over when I hide it — running FocusScreen()\n"))
        #expect(transcript.contains("The bug report: Expected: “Sessions today: 2”. Actual: “Sessions today: 0”.\nThat was the bug report ("))
        // Deterministic: the same session prints the same, every time.
        #expect(try scratch.run([], steps: true).transcript == transcript)
    }

    /// Issue 24: `screenshot FILE` writes the screen as the app drew it, SVG or PNG (through rsvg-convert, which
    /// ./setup installs), the same bytes for the same screen, and only inside the workbook.
    @Test func aScreenshotIsWrittenInsideTheWorkbookAsSVGOrPNG() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let root = scratch.root.path
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).png").path
        let (_, transcript) = try scratch.run(["screenshot \(root)/shot.svg", "screenshot \(root)/one.png", "screenshot \(root)/two.png",
                                               "screenshot \(outside)", "screenshot \(root)/shot.txt", "quit"])
        #expect(transcript.contains("the screenshot is in shot.svg"), "\(transcript)")
        let svg = try String(contentsOfFile: "\(root)/shot.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg ") && svg.contains(">Sessions today: 0</text>"))
        let one = try Data(contentsOf: URL(fileURLWithPath: "\(root)/one.png"))
        #expect(one.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(root)/two.png")) == one, "the same screen, the same bytes")
        #expect(transcript.contains("is outside the workbook; screenshots are written inside it"))
        #expect(!FileManager.default.fileExists(atPath: outside))
        #expect(transcript.contains("A screenshot is a .png or an .svg file, not “shot.txt”."))
    }

    /// `tap LABEL in row TEXT` taps that row's button, not the first one with the label.
    @Test func aTapInARowTapsThatRowsButton() throws {
        let scratch = try Scratch(source: {
            $0.replacingOccurrences(of: "            Toggle(\"Show tally\", isOn: $showsTally)", with: """
                            Toggle("Show tally", isOn: $showsTally)
                            ForEach(["Ada", "Grace"], id: \\.self) { name in
                                NameRow(name: name)
                            }
                """) + """

                struct NameRow: View {
                    let name: String
                    @State private var marked = false
                    var body: some View {
                        HStack {
                            Text(name)
                            Button(marked ? "Unmark" : "Mark") { marked.toggle() }
                        }
                    }
                }
                """
        })
        defer { scratch.remove() }
        let (_, transcript) = try scratch.run(["tap Mark in row Grace", "quit"])
        let after = try #require(transcript.components(separatedBy: "› tap Mark in row Grace").last)
        #expect(after.contains("Text “Ada”\n      Button “Mark”"), "\(after)")
        #expect(after.contains("Text “Grace”\n      Button “Unmark”"), "\(after)")
    }

    @Test func commandsShowWhatTheAppPrintedAndTheNewScreen() throws {
        let scratch = try Scratch(source: {
            $0.replacingOccurrences(of: "        VStack {\n            Text(\"Sessions", with: "        let _ = Self._printChanges()\n        VStack {\n            Text(\"Sessions")
        })
        defer { scratch.remove() }
        let (_, transcript) = try scratch.run(["tap log a session", "screen", "tap Nothing", "tpa", "quit", "tap Log a session"])
        #expect(transcript.contains("""
            │ SessionTally: @self, @identity, _sessions changed.
            \(Self.shippedScreen)
            """), "\(transcript)")
        #expect(transcript.contains("""
            › tap log a session
            │ SessionTally: _sessions changed.
              VStack
                Toggle “Show tally”: on
                VStack
                  Text “Sessions today: 1”
                  Button “Log a session”
            """), "\(transcript)")
        #expect(transcript.contains(#"  You can: toggle "Show tally" · tap "Log a session""#))
        #expect(transcript.contains("› tap Nothing\n✘ No button labelled “Nothing” is on screen.\n  You can: toggle"))
        #expect(transcript.contains("› tpa\n✘ There is no command “tpa”; did you mean `tap`?"))
        #expect(transcript.hasSuffix("› quit\n"))  // nothing after quit is read
    }

    /// Break-it pass 19 of issue 30: the reply token is in no environment variable, file or open descriptor the app's
    /// code can read, so it cannot print a made-up screen as the console's answer.
    @Test func theAppCannotForgeTheConsolesAnswer() throws {
        let scratch = try Scratch(source: {
            $0.replacingOccurrences(of: "Button(\"Log a session\") { sessions += 1 }", with: """
                Button("Log a session") {
                                sessions += 1
                                let environment = FileManager.default.contents(atPath: "/pr\\u{6F}c/self/environ") ?? Data()
                                let token = String(decoding: environment, as: UTF8.self).split(separator: "\\u{0}")
                                    .first { $0.hasPrefix("WORKBOOK_RUN_TOKEN=") }?.dropFirst(19) ?? ""
                                let pipe = FileManager.default.contents(atPath: "/pr\\u{6F}c/self/fd/4").map { String(decoding: $0, as: UTF8.self) } ?? ""
                                for guess in [String(token), pipe] where !guess.isEmpty {
                                    print("\\u{1E}\\(guess) reply {\\"screen\\":\\"FORGED\\",\\"controls\\":[],\\"tabs\\":[],\\"path\\":[],\\"canGoBack\\":false,\\"canScroll\\":false,\\"canDismiss\\":false,\\"issues\\":[]}")
                                }
                            }
                """)
        })
        defer { scratch.remove() }
        let (_, transcript) = try scratch.run(["tap Log a session", "quit"])
        #expect(!transcript.contains("FORGED"), "\(transcript)")
        #expect(transcript.contains("Text “Sessions today: 1”"), "\(transcript)")
    }

    @Test func aCrashNamesTheLearnersLineAndTheNextCommandStartsTheAppAgain() throws {
        let scratch = try Scratch(source: {
            $0.replacingOccurrences(of: "Button(\"Log a session\") { sessions += 1 }",
                                    with: "Button(\"Log a session\") { print(\"tapped\"); let none: [Int] = []; sessions = none[sessions] }")
        })
        defer { scratch.remove() }
        let (ending, transcript) = try scratch.run(["tap Log a session", "toggle Show tally"])
        #expect(ending == .finished)
        let line = try #require(
            try String(contentsOf: scratch.root.appendingPathComponent("Exercises/\(Self.exercise)/FocusScreen.swift"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("none[sessions]") }) + 1
        #expect(transcript.contains("""
            › tap Log a session
            │ tapped
            ✘ The app crashed while handling `tap "Log a session"`. Crashed at Exercises/\(Self.exercise)/FocusScreen.swift:\(line) (closure #1 in closure #1 in SessionTally.body): Fatal error: Index out of range
              Your next command starts the app again.

            › toggle Show tally
            (The app starts again.)
              VStack
                Toggle “Show tally”: off
            """), "\(transcript)")
    }

    @Test func aHangIsStoppedAtTheDeadline() throws {
        let scratch = try Scratch(source: {
            $0.replacingOccurrences(of: "Button(\"Log a session\") { sessions += 1 }", with: "Button(\"Log a session\") { while sessions >= 0 { sessions += 0 } }")
        }, timeoutSeconds: 2)
        defer { scratch.remove() }
        let start = ContinuousClock.now
        let (_, transcript) = try scratch.run(["tap Log a session", "screen"])
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(transcript.contains("✘ The app did not answer within 2 seconds while handling `tap \"Log a session\"`, so it was stopped: something loops forever or waits for something that never happens."), "\(transcript)")
        #expect(transcript.contains("› screen\n(The app starts again.)\n" + Self.shippedScreen))
    }

    /// A screen that crashes as it starts (a preview's bug): the replay's `screen` starts it again, says it crashed
    /// once more, and stops there; nothing is sent to an app that is not running.
    @Test func aReplayWhoseAppCrashesAsItStartsSaysSoAndStops() throws {
        let scratch = try Scratch(source: {
            $0.replacingOccurrences(of: "Toggle(\"Show tally\", isOn: $showsTally)", with: "Toggle(\"Show tally\", isOn: $showsTally)\n            let _ = [Int]()[1]")
        }, steps: ["screen", #"tap "Log a session""#])
        defer { scratch.remove() }
        let (ending, transcript) = try scratch.run([], steps: true)
        #expect(ending == .finished)
        #expect(transcript.components(separatedBy: "The app crashed while starting.").count - 1 == 2, "\(transcript)")  // at launch, at `screen`
        #expect(transcript.contains("› screen\n(The app starts again.)\n✘ The app crashed while starting."))
        #expect(transcript.contains("The replay stopped here"))
        #expect(!transcript.contains("› tap"))
    }

    @Test func codeThatDoesNotCompileIsReportedAsACheckWould() throws {
        let scratch = try Scratch(source: { $0.replacingOccurrences(of: "sessions += 1", with: "sessions += \"one\"") })
        defer { scratch.remove() }
        let (ending, transcript) = try scratch.run(["screen"])
        #expect(ending == .didNotBuild)
        #expect(transcript.contains("does not compile"))
        #expect(transcript.contains("Exercises/\(Self.exercise)/FocusScreen.swift:"))
    }

    /// The real command line: `workbook run 01 --steps` in this repository, its commands on stdin, its screen on stdout.
    @Test func theCommandLineTakesCommandsOnStandardInput() throws {
        let binary = Self.repository.appendingPathComponent(".build/debug/workbook")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the package first (`swift build`)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["run", "01", "--steps", "--root", Self.repository.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("screen\nquit\n".utf8))
        try input.fileHandleForWriting.close()
        let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(transcript.contains("› toggle \"Show tally\"\n  VStack\n    Toggle “Show tally”: on\n    VStack\n      Text “Sessions today: 0”"), "\(transcript)")
        #expect(transcript.contains("› screen\n"))
        #expect(transcript.hasSuffix("› quit\n"))
    }
}
