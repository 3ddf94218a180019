import Foundation

/// Renders a ``CheckResult`` as terminal text: the outcome line, each failing test as a sentence about what the user
/// sees (the first with the screen as it was when it failed, ``ScreenLines``), the passing tests as a short ✔ list,
/// then where to get help.
///
/// With a `width` (the terminal's), sentences are wrapped to it with a hanging indent matching their own; compiler
/// lines (`file:line:col`, the source line and its caret) are never wrapped.
public struct CheckReport: Sendable {
    public var style: TerminalStyle
    /// Columns to wrap sentences at; nil (output that is not a terminal): no wrapping.
    public var width: Int?
    /// How the closing line tells the learner to ask for a hint.
    public var hintPrompt: HintPrompt
    public init(style: TerminalStyle, width: Int? = nil, hintPrompt: HintPrompt = .command) {
        self.style = style; self.width = width; self.hintPrompt = hintPrompt
    }

    /// - Parameter next: what to do after a pass (the next exercise not yet passed, or the track finished); shown
    ///   only when the check passed.
    public func render(_ result: CheckResult, exercise: Exercise, next: NextStep? = nil) -> String {
        var lines: [String] = []
        func wrapped(_ line: String, hang: Int? = nil) -> [String] { TextWrap.wrap(line, width: width, hang: hang) }
        let name = "\(result.exercise) · \(result.title)"
        let time = String(format: result.durationSeconds < 0.95 ? "%.2f s" : "%.1f s", result.durationSeconds)
        switch (result.status, result.stage) {
        case (.pass, _):
            lines.append(style.green("✔ ") + style.bold(name) + " — \(result.passLine) " + style.dim("(\(time))"))
        case (_, .build?):
            let problem = result.buildOrigin == .hiddenSuite ? "the hidden tests do not compile against your code"
                : result.isRefusedByPolicy ? "uses what exercises may not" : "does not compile"
            lines.append(style.red("✘ ") + style.bold(name) + " — " + problem)
        case (_, .test?):
            let failing = result.failingTests.count
            lines.append(style.red("✘ ") + style.bold(name) + " — \(failing) of \(result.tests.count) hidden tests failing " + style.dim("(\(time))"))
        case (_, .crash?):
            lines.append(style.red("✘ ") + style.bold(name) + " — the app crashed during the hidden tests")
        case (_, .timeout?):
            lines.append(style.red("✘ ") + style.bold(name) + " — the hidden tests did not finish in time")
        case (_, .outputLimit?):
            lines.append(style.red("✘ ") + style.bold(name) + " — the hidden tests printed too much")
        case (_, .memoryLimit?):
            lines.append(style.red("✘ ") + style.bold(name) + " — the app used more memory than allowed")
        case (_, .budget?):
            let missed = result.missedBudgets.count
            lines.append(style.red("✘ ") + style.bold(name) + " — too slow: \(missed) of \(result.budgets.count) budgets missed " + style.dim("(\(time))"))
        case (_, nil):
            lines.append(style.red("✘ ") + style.bold(name))
        }
        lines = lines.flatMap { wrapped($0, hang: 2) }
        lines.append("")

        if let detail = result.detail, result.stage != .test {
            lines += detail.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapped("  " + UntrustedText.escaped(String($0))) }
            lines.append("")
        }
        if result.hiddenSuiteModified, result.stage == .test, let edited = result.detail?.split(separator: "\n").last {
            lines += wrapped(style.yellow("  " + edited)) + [""]  // issue 12: said whatever the stage
        }
        if result.stage == .test, let skipped = result.detail?.split(separator: "\n").first(where: { $0.hasPrefix(SourceSnapshot.skippedPrefix) }) {
            lines += wrapped(style.yellow("  " + skipped)) + [""]  // issue 12: a file left out is named whatever the stage
        }
        // A hidden-suite build failure is told by the detail alone: the suite's source and notes stay hidden.
        if result.stage == .build, result.buildOrigin != .hiddenSuite {
            let shown = result.diagnostics.filter { $0.severity == "error" || $0.severity == "note" }
            for diagnostic in shown.prefix(12) {
                let text = UntrustedText.escaped(diagnostic.headline)
                let headline = diagnostic.severity == "error" ? style.red(text) : style.dim(text)
                lines.append("  " + headline)
                // Cut to the terminal (with room for the indent and the `…`s), so a caret stays under its error.
                for excerpt in diagnostic.withExcerptWindow(width: width.map { max(20, $0 - 4) } ?? CompilerDiagnostic.excerptWidth).excerpt { lines.append("  " + UntrustedText.escaped(excerpt)) }
            }
            if shown.count > 12 { lines.append(style.dim("  … and \(shown.count - 12) more")) }
            if !shown.isEmpty { lines.append("") }
        }

        // The first failure's screen is drawn; the others' are named (a terminal holds one drawing well).
        let drawn = result.failingTests.firstIndex { $0.screen != nil }
        for (index, test) in result.failingTests.enumerated() {
            lines += wrapped("  " + style.red("✘ ") + style.bold(test.name), hang: 4)
            // A message quotes the learner's screen text: a control character in it is written out, never sent.
            for sentence in test.message.split(separator: "\n") { lines += wrapped("    " + UntrustedText.escaped(String(sentence))) }
            if let output = test.output { lines += Self.outputLines(output, style: style, width: width) }
            if let screen = test.screen {
                if index == drawn {
                    lines += ScreenLines.lines(screen, style: style)
                } else if let file = screen.file {
                    lines += wrapped("    " + style.dim("Its screen when it failed: \(file)"))
                }
            }
            lines.append("")
        }
        for budget in result.budgets {
            let figure = budget.measured.map { BudgetCheck.count($0) } ?? "not measured"
            let line = "\(budget.hotPath): \(budget.name) \(figure) (budget \(BudgetCheck.count(budget.limit)))"
            lines += wrapped("  " + (budget.pass ? style.green("✔ ") + style.dim(line) : style.red("✘ ") + line), hang: 4)
        }
        if !result.budgets.isEmpty { lines.append("") }
        let passing = result.tests.filter { $0.status == .pass }
        for test in passing { lines += wrapped("  " + style.green("✔ ") + style.dim(test.name), hang: 4) }
        let skipped = result.tests.filter { $0.status == .skip }
        for test in skipped { lines += wrapped("  " + style.dim("– \(test.name) (\(test.message))"), hang: 4) }
        if !passing.isEmpty || !skipped.isEmpty { lines.append("") }

        if result.status == .pass {
            if let next { lines += wrapped(next.sentence()) }
        } else {
            lines.append(hintPrompt.stuckLine(for: exercise))
        }
        return lines.joined(separator: "\n")
    }

    /// What the app printed during a test, set apart from the grader's sentences: a dim heading, then each line
    /// behind a `│` gutter (a line longer than the terminal continues on the next, behind the same gutter).
    ///
    /// ```
    ///     The app printed (print, _printChanges) while this test ran:
    ///     │ SessionTally: @self, @identity, _sessions changed.
    /// ```
    public static func outputLines(_ output: String, style: TerminalStyle, width: Int?, indent: Int = 4) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = [pad + style.dim("The app printed (print, _printChanges) while this test ran:")]
        let gutter = pad + style.dim("│ ")
        let room = width.map { max(20, $0 - indent - 2) }
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = UntrustedText.escaped(String(raw))  // the app's text: a control or direction character written out
            guard let room, line.count > room else { lines.append(gutter + line); continue }
            var rest = Substring(line)
            while !rest.isEmpty {
                lines.append(gutter + rest.prefix(room))
                rest = rest.dropFirst(room)
            }
        }
        return lines
    }
}
