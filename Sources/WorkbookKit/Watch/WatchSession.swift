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
    /// Most report lines shown (the last one then says "… N more lines"), whatever the terminal's height.
    public var maxReportLines: Int
    /// The terminal's height in rows, which the whole screen fits in with a row to spare (the header stays in view;
    /// the report, then the hints, are cut with a count of what was left out); nil: not a terminal, no limit but
    /// ``maxReportLines``.
    public var height: Int?
    /// The folder watch mode was started in: without a track, an exercise's folder (or one inside it) opens that
    /// exercise first, as `workbook check` checks it; paths on screen are written from it. Nil: the workbook's folder.
    public var directory: URL?
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
        workbook: Workbook, track: Track?, style: TerminalStyle, width: Int? = nil, height: Int? = nil,
        maxReportLines: Int = 60, directory: URL? = nil, reporter: any ActivityReporter = SilentReporter(),
        check: (@Sendable (Exercise) throws(WorkbookError) -> CheckCommand.Checked)? = nil,
        revealHint: ((Exercise) throws(WorkbookError) -> HintReveal)? = nil
    ) {
        self.workbook = workbook; self.track = track; self.style = style; self.width = width; self.height = height
        self.maxReportLines = maxReportLines; self.directory = directory
        self.store = ProgressStore(root: workbook.contentRoot)
        if let check {
            self.check = check
        } else {
            self.check = { exercise throws(WorkbookError) -> CheckCommand.Checked in
                switch try CheckCommand.run(workbook, query: exercise.id, track: track, reporter: reporter) {
                case .checked(let checked):
                    if checked.attempt.isRecorded { SyncCommand.afterAttempt(workbook) }  // issue 14: a team session sees it
                    return checked
                case .allPassed: throw WorkbookError.setup("Every exercise passes; there is nothing to check.")
                }
            }
        }
        if let revealHint {
            self.revealHint = revealHint
        } else {
            self.revealHint = { exercise throws(WorkbookError) -> HintReveal in try HintCommand.run(workbook, exercise: exercise) }
        }
    }

    /// Picks the current exercise and starts checking it: without a track, the one whose folder watch mode was started
    /// in (``directory``), else the first not passed (in the track). Returns the screen.
    public func start() -> String {
        if track == nil, let directory, let here = CurrentExercise.containing(directory, in: workbook) {
            current = here
            return startCheck()
        }
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

    /// The whole screen: header, report, hints, notice, key legend, each line wrapped at the terminal's width. In a
    /// terminal (``height``) it fits with a row to spare, so the header never scrolls away: the report (or the list) is
    /// cut first, then the hints from their top, each cut saying how many lines it left out.
    public func screen() -> String {
        var top: [String] = []
        let scope = track.map { "track \($0.id)" } ?? "all exercises"
        var header = style.bold("workbook") + " · " + scope + " · "
        switch watchMethod {
        case .inotify: header += "watching Exercises/ for saves"
        case .polling(let reason): header += style.yellow("polling Exercises/ every 0.5 s") + " (\(reason))"
        }
        top.append(header)
        top.append("")
        /// The report or the list: cut first.
        var report: [String] = []
        var reportCut = ""
        /// Rows of the list left out above the current exercise, when the list would not fit.
        var listAbove = 0
        /// What follows the report (notes, the pass line): kept whole.
        var after: [String] = []
        /// The hints shown: cut from the top when even a cut report leaves no room.
        var hints: [String] = []
        if showingList {
            let standing = ((try? ListCommand.run(workbook)) ?? []).filter { row in track.map { $0.exercises.contains(row.id) } ?? true }
            let ordered = workbook.catalogue.exercises(in: track).compactMap { exercise in standing.first { $0.id == exercise.id } }
            report = ListReport(style: style, width: width).render(ordered).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            reportCut = "`workbook list\(track.map { " --track \($0.id)" } ?? "")` shows them all"
            // The current exercise stays in view: the list starts a few rows above it.
            if let current, let index = ordered.firstIndex(where: { $0.id == current.id }), index > 3 {
                listAbove = index - 3
            }
            if let current { after.append("Current: \(current.id)") }
        } else if let current {
            top.append("Exercise \(style.bold(current.id)) · saving any of its files re-checks it")
            top.append("")
            if let result = lastResult, running == nil {
                report = CheckReport(style: style, width: width, hintPrompt: .watchKey).render(result, exercise: current)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                reportCut = "`workbook check \(current.shortID)` shows them all"
                let hinting = hint?.exercise.id == current.id
                if let attempt = lastAttempt, FirstLookNote.applies(to: CheckCommand.Checked(result: result, attempt: attempt)) {
                    // Read before any hint was asked for; with hints on screen, the room is theirs.
                    if !hinting {
                        after.append("")
                        after.append(FirstLookNote(loop: .watch, directory: directory).render(current, in: workbook))
                    }
                } else if let note = lastAttempt?.note() {
                    after.append(style.dim(note))
                }
                if result.status == .pass {
                    after.append("")
                    if case .finished? = lastNext, let next = lastNext {
                        // The last one not yet passed: say so now, not after a press of n.
                        after.append(style.green("✔ passed — ") + next.sentence())
                    } else {
                        after.append(style.green("✔ passed — press n for the next exercise"))
                    }
                }
            }
            if let hint, hint.exercise.id == current.id {
                hints.append("")
                hints += HintReport(style: style, hintPrompt: .watchKey).render(hint)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        } else {
            let count = workbook.catalogue.exercises(in: track).count
            let scope = track.map { " of track \($0.id)" } ?? ""
            top.append(style.green("✔ ") + (count == 1 ? "The one exercise\(scope) passes" : "All \(count) exercises\(scope) pass") + ". Well done!")
        }
        if let notice { after.append(""); after.append(style.yellow(notice)) }
        // While checking, the status sits right above the legend, the last two lines, so the loop can redraw it in place.
        var bottom: [String] = []
        if let checking = checkingLine() { bottom.append(checking) }
        bottom.append(legend())

        // The report wraps its own sentences; this wraps the rest (headers, hints) at the terminal's width too.
        func wrapped(_ lines: [String]) -> [String] { lines.flatMap { TextWrap.wrap($0, width: width) } }
        top = wrapped(top); report = wrapped(report); after = wrapped(after); hints = wrapped(hints); bottom = wrapped(bottom)
        var reportRoom = maxReportLines
        if let height {
            // A row to spare: the cursor waits on the line after the legend.
            let room = height - 2 - rows(top) - rows(after) - rows(hints) - rows(bottom)
            // At least a check's outcome (the report's first lines, up to its first blank one; a list's first line)
            // and the count of the rest.
            let outcome = showingList ? 1 : report.prefix { $0 != "" }.reduce(0) { $0 + Self.rows(of: $1, width: width) }
            reportRoom = min(reportRoom, max(room, min(outcome + 1, rows(report))))
        }
        if listAbove > 1, rows(report) > reportRoom {
            let skipped = min(listAbove, rows(report) - reportRoom + 1)
            if skipped > 1 { report = ["… \(Self.moreLines(skipped)) above"] + report.dropFirst(skipped) }
        }
        report = Self.cap(report, rows: reportRoom, width: width, showing: reportCut)
        if let height {
            let room = height - 2 - rows(top) - rows(report) - rows(after) - rows(bottom)
            if rows(hints) > room { hints = Self.capFromTop(hints, rows: max(room, 1), width: width) }
        }
        // A blank line before the status and legend (one row of the budget above); while checking, nothing may follow
        // the exercise line but that.
        let body = top + report + after + hints
        return (body + (body.last == "" ? [] : [""]) + bottom).joined(separator: "\n")
    }

    /// Terminal rows `lines` take at ``width`` (a word longer than the width still takes more than one).
    private func rows(_ lines: [String]) -> Int { lines.reduce(0) { $0 + Self.rows(of: $1, width: width) } }

    static func rows(of line: String, width: Int?) -> Int {
        guard let width, width > 0 else { return 1 }
        return max(1, (TextWrap.visibleWidth(line) + width - 1) / width)
    }

    /// "1 more line", "3 more lines".
    public static func moreLines(_ count: Int) -> String { counted(count, "more line", plural: "more lines") }

    /// The keys, always in the order of ``Key`` (`h`, `n`, `l`, `r`, `q`), as the help and the README list them:
    /// `h next hint · n next exercise · l list · r re-run · q quit`; while a check runs `r` restarts it, and while the
    /// list shows `l` goes back.
    public func legend() -> String {
        let keys: [(Key, String)] = [
            (.hint, "next hint"), (.next, "next exercise"), (.list, showingList ? "back" : "list"),
            (.rerun, running != nil ? "restart" : "re-run"), (.quit, "quit"),
        ]
        return keys.map { style.bold(String($0.0.rawValue)) + " " + $0.1 }.joined(separator: style.dim(" · "))
    }

    /// At most `limit` lines of `text` in all: when it is longer, its first `limit - 1` lines and
    /// `… N more lines (run `workbook check` to see them all)`, N counting every line left out.
    public static func cap(_ text: String, lines limit: Int) -> [String] {
        cap(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), rows: limit, width: nil,
            showing: "run `workbook check` to see them all")
    }

    /// `lines` in at most `limit` terminal rows (at `width`): when they take more, the first lines that fit in
    /// `limit - 1` rows and `… N more lines (<showing>)`, N counting every line left out (never fewer than 2: one
    /// line is shown rather than counted).
    static func cap(_ lines: [String], rows limit: Int, width: Int?, showing: String) -> [String] {
        let total = lines.reduce(0) { $0 + rows(of: $1, width: width) }
        guard total > limit else { return lines }
        var kept: [String] = []
        var used = 0
        for line in lines {
            let taken = rows(of: line, width: width)
            guard used + taken <= max(1, limit - 1) else { break }
            kept.append(line)
            used += taken
        }
        if kept.isEmpty, let first = lines.first { kept = [first] }
        let left = lines.count - kept.count
        guard left > 0 else { return kept }
        return kept + ["… \(moreLines(left)) (\(showing))"]
    }

    /// `lines` in at most `limit` rows, cut from the top: `… N more lines above`, then the last lines that fit.
    static func capFromTop(_ lines: [String], rows limit: Int, width: Int?) -> [String] {
        var kept: [String] = []
        var used = 1
        for line in lines.reversed() {
            let taken = rows(of: line, width: width)
            guard used + taken <= limit else { break }
            kept.insert(line, at: 0)
            used += taken
        }
        let left = lines.count - kept.count
        guard left > 0 else { return kept }
        return ["… \(moreLines(left)) above"] + kept
    }
}
