import Foundation

/// `workbook run ID [--steps]`: the learner's screen in a terminal, like a simulator.
///
/// Builds the exercise (as a check does, sharing its cache) and an app around its root view (`grader.yml` `root:`),
/// starts the app contained (``AppSession``), and shows the screen as the hidden tests see it (``AppReply/screen``).
/// Then it takes commands (``RunInput``: `tap "Log a session"`, `type "milk" into Search`, `toggle "Show tally"`,
/// `back`, `scroll`, `screen`, `quit`…), one a line, and after each prints what the app printed (`print`,
/// `Self._printChanges()`, behind a `│`), any runtime issue SwiftUI would warn about, and the new screen. With
/// `steps`, it first replays the exercise's bug report (`grader.yml` `steps:`), so the learner watches the symptom
/// happen before changing anything. A crash (with the learner's file and line), a hang or an output flood stops the
/// app, says so, and the next command starts it again. Nothing is recorded.
public enum RunCommand {
    /// How the session ended.
    public enum Ending: Equatable, Sendable {
        /// The learner quit, or the input ended.
        case finished
        /// The exercise (or its root view) did not build; the report was printed.
        case didNotBuild
    }

    /// Runs a session of `exercise`, reading commands from `input` and writing everything through `print` (one call
    /// per block of lines).
    ///
    /// - Throws: ``WorkbookError`` for setup problems (no toolchain, no `root:`, no sandbox).
    public static func run(
        _ workbook: Workbook, exercise: Exercise, steps: Bool, input: RunLineSource, style: TerminalStyle, width: Int?,
        reporter: any ActivityReporter = SilentReporter(), print: (String) -> Void
    ) throws(WorkbookError) -> Ending {
        guard exercise.root != nil else {
            throw .setup("Exercise \(exercise.id) has no screen to run (no `root:` in grader.yml); `workbook check \(exercise.shortID)` still works.")
        }
        if steps, exercise.steps.isEmpty {
            throw .setup("Exercise \(exercise.id) has no bug-report steps to replay (no `steps:` in grader.yml); run it without --steps and try the steps in its README.md.")
        }
        try workbook.refuseSymbolicLinks(in: exercise)
        try CheckPipeline.requireSources(exercise, in: workbook)
        let pipeline = try CheckPipeline.prepare(workbook, reporter: reporter)
        reporter.begin("Building \(exercise.id)…")
        let start = ContinuousClock.now
        let built: (sources: SourceSnapshot, result: Result<AppBuild, AppBuildFailure>)
        do {
            built = try ExerciseBuilder(workbook: workbook, toolchain: pipeline.toolchain, core: pipeline.core).buildApp(exercise)
            reporter.end()
        } catch {
            reporter.end()
            throw error
        }
        let build: AppBuild
        switch built.result {
        case .success(let app): build = app
        case .failure(.exercise(let failure)):
            let result = CheckPipeline.buildFailed(failure, exercise: exercise, workbook: workbook, durationSeconds: (ContinuousClock.now - start).seconds)
            print(CheckReport(style: style, width: width).render(result, exercise: exercise))
            return .didNotBuild
        case .failure(.root(let failure)):
            // The author's line in grader.yml, not the learner's code: the compiler's own words.
            let errors = failure.diagnostics.filter { $0.severity == "error" }.map { "  " + $0.message }
            print(style.red("✘ ") + "The screen of \(exercise.id) (grader.yml `root: \(exercise.root ?? "")`) does not compile against Exercises/\(exercise.id)/:\n"
                + (errors.isEmpty ? HiddenSuiteRun.tail(failure.output) : errors.joined(separator: "\n"))
                + "\nDid you rename or change the view it names? `workbook check \(exercise.shortID)` still works.")
            return .didNotBuild
        }
        let session = AppSession(
            build: build, learnerFiles: built.sources.swiftFiles.map { "Exercises/\(exercise.id)/\($0.name)" },
            timeoutSeconds: workbook.catalogue.settings.timeoutSeconds,
            scratchDirectory: workbook.workDirectory.appendingPathComponent("runs"))
        defer { session.close() }
        let view = RunView(style: style, width: width)

        print(view.introduction(exercise, steps: steps, completes: input.showsInput))
        var last = try session.launch()
        print(view.render(last, exercise: exercise))

        if steps {
            print(view.stepsHeading(exercise))
            for step in exercise.steps {
                guard case .success(.app(let command)) = RunInput.parse(step) else { continue }
                print(view.echo(step))
                if !session.isRunning {
                    // As a typed command would: the app starts again, and `screen` (or a start that fails) is that.
                    last = try session.launch()
                    if command.action == "screen" || last.reply == nil {
                        print(view.relaunched(last, exercise: exercise, showingScreen: true))
                        if last.stop != nil || last.reply == nil {
                            print(view.stepsStopped())
                            break
                        }
                        continue
                    }
                    print(view.relaunched(last, exercise: exercise, showingScreen: false))
                }
                last = try send(command, to: session, after: last, view: view, exercise: exercise, workbook: workbook, print: print)
                if last.stop != nil || last.reply?.error != nil {
                    print(view.stepsStopped())
                    break
                }
            }
            if last.stop == nil, last.reply?.error == nil {
                let readme = (try? String(contentsOf: workbook.exerciseDirectory(exercise).appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
                print(view.stepsDone(exercise, expected: RunView.expectation(inReadme: readme)))
            }
        }

        while true {
            if input.showsInput { print("") }  // a terminal shows the typed line itself: set each exchange apart
            guard let line = input.nextLine(prompt: view.prompt, completions: { RunCompletion.candidates(for: $0, screen: last.reply) }) else { break }
            if !input.showsInput, !line.trimmingCharacters(in: .whitespaces).isEmpty { print(view.echo(line)) }
            switch RunInput.parse(line) {
            case .failure(let problem):
                print(view.problem(problem.message))
            case .success(.nothing):
                continue
            case .success(.help):
                print(view.help())
            case .success(.quit):
                return .finished
            case .success(.app(let command)):
                if !session.isRunning {
                    last = try session.launch()
                    if command.action == "screen" || last.reply == nil {
                        print(view.relaunched(last, exercise: exercise, showingScreen: true))
                        continue
                    }
                    print(view.relaunched(last, exercise: exercise, showingScreen: false))
                }
                last = try send(command, to: session, after: last, view: view, exercise: exercise, workbook: workbook, print: print)
            }
        }
        return .finished
    }

    /// Sends one command and prints the step; for `screenshot`, writes the picture the app answers with (the file's
    /// name stays with the grader: the app is asked only for the picture).
    private static func send(
        _ command: AppCommand, to session: AppSession, after last: AppSession.Step, view: RunView, exercise: Exercise, workbook: Workbook,
        print: (String) -> Void
    ) throws(WorkbookError) -> AppSession.Step {
        let sent = command.action == "screenshot" ? AppCommand("screenshot") : view.resolved(command, on: last.reply)
        let step = try session.send(sent)
        print(view.render(step, exercise: exercise, after: command))
        if command.action == "screenshot", let svg = step.reply?.svg {
            do {
                let path = try Screenshot.write(svg: svg, to: command.text, exercise: exercise, workbook: workbook)
                print(view.note("the screenshot is in \(path)"))
            } catch {
                print(view.problem(error.description))
            }
        }
        return step
    }
}

/// How `workbook run` shows things: the screen indented, what the app printed behind `│`, warnings with `⚠`.
struct RunView {
    var style: TerminalStyle
    var width: Int?
    /// Most lines of a screen shown.
    static let maxScreenLines = 200

    var prompt: String { style.bold("› ") }

    func introduction(_ exercise: Exercise, steps: Bool, completes: Bool) -> String {
        var lines = [style.bold("▶ \(exercise.id) · \(exercise.title)") + style.dim(" — running \(Self.shown(root: exercise.root ?? ""))\(exercise.device.map { " on an \($0), held upright" } ?? "")")]
        lines.append(style.dim("  The screen as the hidden tests see it. Lines behind │ are what your code printed (print, _printChanges)."))
        lines.append(style.dim("  Commands: tap, toggle, type … into, back, scroll, screen, help, quit" + (completes ? "; Tab completes what is on screen." : ".")))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A root as the introduction names it: a root that sets the screen up first (`{ () -> V in …; return V(…) }()`)
    /// by the view it returns; any other as written.
    static func shown(root: String) -> String {
        let trimmed = root.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}()"), let range = trimmed.range(of: "return ", options: .backwards) else { return trimmed }
        let returned = trimmed[range.upperBound...].dropLast(3).trimmingCharacters(in: .whitespaces)
        return returned.isEmpty ? trimmed : returned
    }

    func stepsHeading(_ exercise: Exercise) -> String {
        "\n" + style.bold("The steps of the bug report") + style.dim(" (Exercises/\(exercise.id)/README.md), one by one:") + "\n"
    }

    func stepsDone(_ exercise: Exercise, expected: String?) -> String {
        var lines = [""]
        if let expected { lines += TextWrap.wrap(style.bold("The bug report: ") + expected, width: width, hang: 2) }
        lines += TextWrap.wrap(style.dim("That was the bug report (Exercises/\(exercise.id)/README.md). Keep trying commands, or `quit`, fix the code and run again."), width: width)
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the bug report in `readme` says should happen: its quoted report's text from “Expected” to the end of that
    /// paragraph (`Expected: “Sessions today: 2”. Actual: “Sessions today: 0”.`); nil when it says nothing so.
    static func expectation(inReadme readme: String) -> String? {
        var paragraphs: [String] = [], current: [String] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix(">") else { continue }
            let text = line.dropFirst().trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")); current = [] }
            } else {
                current.append(text)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        for paragraph in paragraphs {
            guard let range = paragraph.range(of: "Expected") else { continue }
            return String(paragraph[range.lowerBound...])
        }
        return nil
    }

    func stepsStopped() -> String {
        style.dim("The replay stopped here; keep trying commands, or `quit`.") + "\n"
    }

    /// The line read, as a terminal would have shown it, with control characters written out; one too long to be a
    /// command is shortened.
    func echo(_ line: String) -> String {
        "\n" + prompt + (line.utf8.count > RunInput.maximumLineBytes ? RunInput.shortened(line) : UntrustedText.escaped(line))
    }

    /// A line saying what the command did besides the screen (where a screenshot went).
    func note(_ message: String) -> String {
        style.dim("  " + message) + "\n"
    }

    func problem(_ message: String) -> String {
        let message = RunInput.shorteningQuotes(message)
        return style.red("✘ ") + message.prefix(1).uppercased() + message.dropFirst() + "\n"
    }

    func help() -> String {
        let width = RunInput.commands.map(\.usage.count).max() ?? 0
        var lines = ["Commands (labels in quotes, or bare):"]
        for command in RunInput.commands {
            lines.append("  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + style.dim(command.meaning))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The app started again after it stopped: a note, what it printed, and (`showingScreen`) its screen.
    func relaunched(_ step: AppSession.Step, exercise: Exercise, showingScreen: Bool = true) -> String {
        let note = style.dim("(The app starts again.)") + "\n"
        if showingScreen || step.reply == nil { return note + render(step, exercise: exercise) }
        return note + printedLines(step.output).map { $0 + "\n" }.joined()
    }

    /// `command` with its label as the screen spells it, when the learner's differs only in case or is the start of
    /// exactly one (`toggle show` → `toggle "Show tally"`); the app then finds it as a test would.
    func resolved(_ command: AppCommand, on reply: AppReply?) -> AppCommand {
        guard let label = command.label, let reply else { return command }
        let kind: String? = switch command.action {
        case "tap": "Button"
        case "toggle": "Toggle"
        case "type", "clear": "TextField"
        case "select": "Picker"
        case "increment", "decrement": "Stepper"
        default: nil
        }
        let labels = command.action == "tab" ? reply.tabs : kind.map { reply.labels($0) } ?? []
        guard !labels.contains(label) else { return command }
        let lower = label.lowercased()
        var matches = labels.filter { $0.lowercased() == lower }
        if matches.isEmpty { matches = labels.filter { $0.lowercased().hasPrefix(lower) } }
        guard Set(matches).count == 1 else { return command }
        var resolved = command
        resolved.label = matches[0]
        return resolved
    }

    /// What the app printed, one line each behind the gutter.
    private func printedLines(_ output: String) -> [String] {
        guard !output.isEmpty else { return [] }
        var printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        return printed.map { style.dim("│ ") + UntrustedText.escaped($0) }
    }

    /// One step: what the app printed, its warnings, why the command could not be done, the screen. Labels in the
    /// app's warnings, errors and heading are ``RunInput/shortened(_:)``; the screen is shown as the app drew it, a
    /// control or text-direction character in a label written out (``UntrustedText/escaped(_:)``).
    func render(_ step: AppSession.Step, exercise: Exercise, after command: AppCommand? = nil) -> String {
        var lines = printedLines(step.output)
        if let stop = step.stop {
            lines += TextWrap.wrap(style.red("✘ ") + UntrustedText.escapedLines(stop.message), width: width, hang: 2)
            lines.append(style.dim("  Your next command starts the app again."))
            return lines.joined(separator: "\n") + "\n"
        }
        guard let reply = step.reply else { return lines.joined(separator: "\n") + "\n" }
        for issue in reply.issues {
            lines += TextWrap.wrap(style.yellow("⚠ SwiftUI would warn: ") + "“\(RunInput.shorteningQuotes(issue))”", width: width, hang: 2)
        }
        if let unsettled = reply.unsettled {
            lines += TextWrap.wrap(style.yellow("⚠ ") + RunInput.shorteningQuotes(unsettled), width: width, hang: 2)
        }
        if let error = reply.error {
            lines += TextWrap.wrap(style.red("✘ ") + RunInput.shorteningQuotes(error), width: width, hang: 2)
            let actions = RunCompletion.actions(on: reply)
            if !actions.isEmpty { lines += TextWrap.wrap(style.dim("  You can: " + actions.joined(separator: " · ")), width: width, hang: 4) }
            return lines.joined(separator: "\n") + "\n"
        }
        var heading: [String] = []
        if reply.sideways == true { heading.append("held sideways") }
        if let title = reply.title { heading.append("“\(RunInput.shortened(title))”") }
        if !reply.path.isEmpty { heading.append("path: " + reply.path.map(RunInput.shortened).joined(separator: " › ")) }
        if let field = reply.keyboard {
            let covers = reply.keyboardTop.map { " (it covers the screen below y \(Int($0.rounded())))" } ?? ""
            heading.append("the keyboard types into “\(RunInput.shortened(field))”\(covers)")
        } else if command?.action == "type" {
            heading.append("no field has the keyboard")
        }
        if !heading.isEmpty { lines.append(style.dim("  " + heading.joined(separator: " · "))) }
        let screen = reply.screen.split(separator: "\n", omittingEmptySubsequences: false)
        lines += screen.prefix(Self.maxScreenLines).map { "  " + UntrustedText.escaped(String($0)) }  // the app's labels, written out
        if screen.count > Self.maxScreenLines {
            let left = counted(screen.count - Self.maxScreenLines, "more line", plural: "more lines")
            lines.append(style.dim("  … \(left) (an eager stack builds every row; a List shows a screenful)"))
        }
        if let drawing = reply.drawing {
            // The screen as drawn, under the tree; a control character an app's label put there is written out.
            lines += drawing.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + UntrustedText.escaped(String($0)) }
        }
        if command?.action == "screen" || command?.action == "frames" {
            let actions = RunCompletion.actions(on: reply)
            lines += TextWrap.wrap(style.dim("  You can: " + (actions.isEmpty ? "nothing here but `wait`, `relaunch` or `quit`" : actions.joined(separator: " · "))), width: width, hang: 4)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
