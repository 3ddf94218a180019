import Foundation

/// The state of watch mode (`workbook` with no arguments) and the screens it shows, without any terminal or file
/// watching (``WatchLoop`` does that): which exercise is current, its last result, the hints shown, and what each
/// key does.
///
/// The current exercise starts as the first one not passed in the track; a save re-checks it (recorded like
/// `workbook check`: only code that changed since the last attempt is an attempt, ``AttemptPolicy``); `n` moves to the
/// next one not yet passed. Opening an exercise checks it, and so does `n`: that shows where it stands, and is an
/// attempt only when its code changed since the last one; `r` on unchanged code shows the recorded result again. A
/// pass of the last exercise not yet passed says so at once and names the next track. A compile error or a crash is
/// just a result.
///
/// Checks run in the background (``BackgroundCheck``), so keys and saves are handled while one runs: the methods
/// that start a check return at once with a screen saying it runs, and the caller calls ``checkFinished()`` once
/// ``checkDescriptor`` is readable (or ``isCheckFinished``) to get the result's screen; ``waitForCheck(timeout:)``
/// does both in one blocking call. During a check, `q` stops it and quits, `r` and a save stop it and check
/// again (the latest code is what gets checked); the other keys are described at ``handle(_:)``. A stopped check is
/// not recorded. Use the session from one thread only.
public final class WatchSession {
    /// The keys watch mode takes.
    public enum Key: Character, Sendable, CaseIterable {
        case hint = "h", next = "n", list = "l", rerun = "r", quit = "q"
    }

    public let workbook: Workbook
    public let track: Track?
    public let style: TerminalStyle
    /// The terminal's width, to wrap long sentences in the report at; nil: no wrapping.
    public var width: Int?
    /// How files are watched, for the header.
    public var watchMethod: WatchMethod = .inotify
    /// Report lines shown before "… N more lines".
    public var maxReportLines: Int
    public private(set) var current: Exercise?
    public private(set) var lastResult: CheckResult?
    /// What became of the last check, for the record (shown as a note when it was not an attempt).
    public private(set) var lastAttempt: CheckCommand.AttemptRecord?
    /// What comes after the current exercise, as of its last check.
    public private(set) var lastNext: NextStep?
    private var hint: HintReveal?
    private var notice: String?
    private var showingList = false
    /// The check running now, if any.
    private var running: BackgroundCheck?
    /// The running check was stopped to be replaced: start a check of ``current`` as soon as it has ended (so two
    /// checks never run at once).
    private var checkAgain = false
    private let check: @Sendable (Exercise) throws(WorkbookError) -> CheckCommand.Checked
    private let revealHint: (Exercise) throws(WorkbookError) -> HintReveal
    private let store: ProgressStore

    /// - Parameters:
    ///   - check: checks one exercise, recording it when it is an attempt (default: `workbook check` of it in the
    ///     track, via ``CheckCommand``, then, when an attempt was recorded, a background sync to the team session
    ///     `workbook sync --auto` configured, if any: ``SyncCommand/afterAttempt(_:)``). It
    ///     runs on a thread of its own, with ``ChildProcess/cancellation`` bound: a stopped check should throw
    ///     (``ChildProcess/run(_:)`` does) and record nothing.
    ///   - reporter: shows long work (the first build of the core) while checking.
    public init(
        workbook: Workbook, track: Track?, style: TerminalStyle, width: Int? = nil, maxReportLines: Int = 60,
        reporter: any ActivityReporter = SilentReporter(),
        check: (@Sendable (Exercise) throws(WorkbookError) -> CheckCommand.Checked)? = nil,
        revealHint: ((Exercise) throws(WorkbookError) -> HintReveal)? = nil
    ) {
        self.workbook = workbook; self.track = track; self.style = style; self.width = width; self.maxReportLines = maxReportLines
        self.store = ProgressStore(root: workbook.contentRoot)
        if let check {
            self.check = check
        } else {
            self.check = { exercise throws(WorkbookError) -> CheckCommand.Checked in
                switch try CheckCommand.run(workbook, query: exercise.id, track: track, reporter: reporter) {
                case .checked(let checked):
                    if checked.attempt.isRecorded { SyncCommand.afterAttempt(workbook) }  // issue 14: a team session sees it
                    return checked
                case .allPassed: throw WorkbookError.setup("nothing to check")
                }
            }
        }
        if let revealHint {
            self.revealHint = revealHint
        } else {
            self.revealHint = { exercise throws(WorkbookError) -> HintReveal in try HintCommand.run(workbook, exercise: exercise) }
        }
    }

    /// Picks the current exercise (first not passed in the track) and starts checking it. Returns the screen.
    public func start() -> String {
        do {
            current = try CurrentExercise.first(in: workbook, track: track, store: store)
        } catch {
            notice = error.description
        }
        return startCheck()
    }

    /// A watched file was saved: check the current exercise again, stopping a check of older code still running.
    public func filesChanged() -> String { startCheck() }

    /// Handles one key; returns the screen to show, or nil to quit (after stopping a running check).
    ///
    /// While a check runs: `q` stops it and quits; `r` stops it and starts again. `h` and `l` act at once and leave
    /// the check running: a hint or the list does not change the code being checked, so the learner gets what they
    /// asked for now and the result still arrives when it is ready. `n` stops the check and moves on at once: the
    /// learner is leaving the exercise, and a verdict on it (perhaps after a 20-second timeout) is not what they
    /// are waiting for; like every stopped check, it is not recorded.
    public func handle(_ key: Key) -> String? {
        notice = nil
        switch key {
        case .quit:
            stopChecking()
            return nil
        case .rerun:
            return startCheck()
        case .list:
            showingList.toggle()
            return screen()
        case .hint:
            guard let current else { notice = "Every exercise here passes; there is nothing to hint."; return screen() }
            do {
                hint = try revealHint(current)
            } catch {
                notice = error.description
            }
            showingList = false
            return screen()
        case .next:
            guard let current else { return screen() }
            let order = workbook.catalogue.exercises(in: track)
            let passed = (try? ExerciseStanding.passed(in: store)) ?? []
            let index = order.firstIndex { $0.id == current.id } ?? -1
            let after = order.dropFirst(index + 1)
            if let next = after.first(where: { !passed.contains($0.id) }) ?? order.first(where: { !passed.contains($0.id) && $0.id != current.id }) {
                self.current = next
            } else if let next = after.first {
                self.current = next  // everything passes: still let the learner step through
            } else {
                notice = "\(current.id) is the last exercise\(track.map { " of track \($0.id)" } ?? "")."
                return screen()
            }
            hint = nil
            lastResult = nil
            lastAttempt = nil
            lastNext = nil
            return startCheck()
        }
    }

    // MARK: checks in the background

    /// Whether a check is running (or stopping, to be replaced).
    public var isChecking: Bool { running != nil }

    /// Readable (`poll(2)`) once the running check has finished; nil when none runs. Then call ``checkFinished()``.
    public var checkDescriptor: Int32? { running.map(\.descriptor) }

    /// Whether the running check has finished and ``checkFinished()`` will take its result.
    public var isCheckFinished: Bool { running?.isFinished ?? false }

    /// Seconds the running check has taken so far; nil when none runs.
    public var checkElapsedSeconds: Double? { running?.elapsedSeconds }

    /// Takes the result of a finished check and returns the screen (nil if no check has finished). A check that
    /// was stopped to be replaced is dropped, and the next one starts.
    public func checkFinished() -> String? {
        guard let job = running, let outcome = job.result else { return nil }
        running = nil
        if job.wasCancelled || job.exercise.id != current?.id {
            // Stopped by `r`, a save or `n`: whatever it produced is about older code or another exercise.
            guard checkAgain else { return screen() }
            checkAgain = false
            return startCheck(closingList: false)
        }
        switch outcome {
        case .success(let checked):
            let result = checked.result
            lastResult = result
            lastAttempt = checked.attempt
            lastNext = checked.next
            if case .failed(let error) = checked.attempt { notice = "This check could not be recorded: \(error.description)" }
            if result.status == .pass { hint = nil }  // the hints shown have done their job
            if showingList { notice = "\(job.exercise.id) is checked: \(result.status.rawValue). Press l to see the report." }
        case .failure(let error):
            lastResult = nil
            lastAttempt = nil
            notice = error.description
        }
        return screen()
    }

    /// Blocks until no check runs (or `timeout` seconds pass), taking each result; returns the last screen.
    @discardableResult
    public func waitForCheck(timeout: Double = 3600) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen()
        while let job = running, job.wait(timeout: deadline.timeIntervalSinceNow) {
            last = checkFinished() ?? last
        }
        return last
    }

    /// Stops a running check and waits (up to 10 s) for it to end; nothing of it is recorded or shown.
    public func stopChecking() {
        checkAgain = false
        guard let job = running else { return }
        job.cancel()
        job.wait(timeout: 10)
        running = nil
    }

    /// Starts checking the current exercise; a check already running is stopped first and replaced when it ends.
    private func startCheck(closingList: Bool = true) -> String {
        if closingList { showingList = false }
        guard let current else { return screen() }
        if let running {
            running.cancel()
            checkAgain = true
            return screen()
        }
        running = BackgroundCheck(exercise: current, check: check)
        return screen()
    }

    /// The line shown while a check runs: `Checking 01-…`, and after a second a spinner and the seconds so far.
    public func checkingLine() -> String? {
        guard let running, let current else { return nil }
        let elapsed = running.elapsedSeconds
        guard elapsed >= 1 else { return style.dim("Checking \(current.id)…") }
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        return style.dim("\(frames[Int(elapsed * 10) % frames.count]) Checking \(current.id)… \(Int(elapsed)) s")
    }

    /// The whole screen: header, report (capped), hints, notice, key legend.
    public func screen() -> String {
        var lines: [String] = []
        let scope = track.map { "track \($0.id)" } ?? "all exercises"
        var header = style.bold("workbook") + " · " + scope + " · "
        switch watchMethod {
        case .inotify: header += "watching Exercises/ for saves"
        case .polling(let reason): header += style.yellow("polling Exercises/ every 0.5 s") + " (\(reason))"
        }
        lines.append(header)
        lines.append("")
        if showingList {
            let rows = ((try? ListCommand.run(workbook)) ?? []).filter { row in track.map { $0.exercises.contains(row.id) } ?? true }
            let ordered = workbook.catalogue.exercises(in: track).compactMap { exercise in rows.first { $0.id == exercise.id } }
            lines += ListReport(style: style).render(ordered).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let current { lines.append("Current: \(current.id)") }
        } else if let current {
            lines.append("Exercise \(style.bold(current.id)) · every save in Exercises/\(current.id)/ re-checks it")
            lines.append("")
            if let result = lastResult, running == nil {
                let report = CheckReport(style: style, width: width, hintPrompt: .watchKey).render(result, exercise: current)
                lines += Self.cap(report, lines: maxReportLines)
                if let note = lastAttempt?.note() { lines.append(style.dim(note)) }
                if result.status == .pass {
                    lines.append("")
                    if case .finished? = lastNext, let next = lastNext {
                        // The last one not yet passed: say so now, not after a press of n.
                        lines.append(style.green("✔ passed — ") + next.sentence())
                    } else {
                        lines.append(style.green("✔ passed — press n for the next exercise"))
                    }
                }
            }
            if let hint, hint.exercise.id == current.id {
                lines.append("")
                lines += HintReport(style: style, hintPrompt: .watchKey).render(hint)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        } else {
            let count = workbook.catalogue.exercises(in: track).count
            lines.append(style.green("✔ ") + "All \(count) exercises \(track.map { "of track \($0.id) " } ?? "")pass. Well done!")
        }
        if let notice { lines.append(""); lines.append(style.yellow(notice)) }
        if lines.last != "" { lines.append("") }  // while checking, nothing may follow the exercise line
        // While checking, the status sits right above the legend, the last two lines, so the loop can redraw it in place.
        if let checking = checkingLine() { lines.append(checking) }
        lines.append(legend())
        // The report wraps its own sentences; this wraps the rest (headers, hints) at the terminal's width too.
        return lines.flatMap { TextWrap.wrap($0, width: width) }.joined(separator: "\n")
    }

    /// `h hint · n next · l list · r re-run · q quit`; while a check runs `q quit · r restart · h hint · n next
    /// exercise · l list`.
    public func legend() -> String {
        let keys = running != nil
            ? [("q", "quit"), ("r", "restart"), ("h", "hint"), ("n", "next exercise"), ("l", showingList ? "back" : "list")]
            : [("h", "hint"), ("n", "next exercise"), ("l", showingList ? "back" : "list"), ("r", "re-run"), ("q", "quit")]
        return keys.map { style.bold($0.0) + " " + $0.1 }.joined(separator: style.dim(" · "))
    }

    /// The first `lines` lines of `text`, and `… N more lines` when it was longer.
    public static func cap(_ text: String, lines limit: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(max(1, limit))) + ["… \(lines.count - max(1, limit)) more lines (run `workbook check` to see them all)"]
    }
}
