import Foundation

/// The state of watch mode (`workbook` with no arguments) and the screens it shows, without any terminal or file
/// watching (``WatchLoop`` does that): which exercise is current, its last result, the hints shown, and what each
/// key does.
///
/// The current exercise starts as the first one not passed in the track; a save re-checks it (recorded like
/// `workbook check`); `n` moves to the next one not yet passed. A compile error or a crash is just a result.
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
    /// Called just before each check starts (the loop shows "Checking 01-…" so a save visibly did something).
    public var willCheck: ((Exercise) -> Void)?

    public private(set) var current: Exercise?
    public private(set) var lastResult: CheckResult?
    private var hint: HintReveal?
    private var notice: String?
    private var showingList = false
    private let check: (Exercise) throws(WorkbookError) -> CheckResult
    private let revealHint: (Exercise) throws(WorkbookError) -> HintReveal
    private let store: ProgressStore

    /// - Parameters:
    ///   - check: checks and records one exercise (default: the `workbook check` pipeline, via ``CheckCommand``).
    ///   - reporter: shows long work (the first build of the core) while checking.
    public init(
        workbook: Workbook, track: Track?, style: TerminalStyle, width: Int? = nil, maxReportLines: Int = 60,
        reporter: any ActivityReporter = SilentReporter(),
        check: ((Exercise) throws(WorkbookError) -> CheckResult)? = nil,
        revealHint: ((Exercise) throws(WorkbookError) -> HintReveal)? = nil
    ) {
        self.workbook = workbook; self.track = track; self.style = style; self.width = width; self.maxReportLines = maxReportLines
        self.store = ProgressStore(root: workbook.contentRoot)
        if let check {
            self.check = check
        } else {
            self.check = { exercise throws(WorkbookError) -> CheckResult in
                switch try CheckCommand.run(workbook, query: exercise.id, reporter: reporter) {
                case .checked(let result, _, _): return result
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

    /// Picks the current exercise (first not passed in the track) and checks it. Returns the screen.
    public func start() -> String {
        do {
            current = try CurrentExercise.first(in: workbook, track: track, store: store)
        } catch {
            notice = error.description
        }
        return runCheck()
    }

    /// A watched file was saved: re-check the current exercise.
    public func filesChanged() -> String { runCheck() }

    /// Handles one key; returns the screen to show, or nil to quit.
    public func handle(_ key: Key) -> String? {
        notice = nil
        switch key {
        case .quit:
            return nil
        case .rerun:
            return runCheck()
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
            let passed = Set(((try? store.history()) ?? []).filter { $0.status == .pass }.map(\.exercise))
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
            return runCheck()
        }
    }

    /// The line shown while `exercise` is being checked.
    public func checkingLine(_ exercise: Exercise) -> String {
        style.dim("Checking \(exercise.id)…")
    }

    private func runCheck() -> String {
        showingList = false
        guard let current else { return screen() }
        willCheck?(current)
        do {
            lastResult = try check(current)
        } catch {
            lastResult = nil
            notice = error.description
        }
        return screen()
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
            if let result = lastResult {
                let report = CheckReport(style: style, width: width).render(result, exercise: current)
                    .replacingOccurrences(of: "Stuck? `workbook hint \(String(format: "%02d", current.number))`", with: "Stuck? Press h for a hint.")
                lines += Self.cap(report, lines: maxReportLines)
                if result.status == .pass {
                    lines.append("")
                    lines.append(style.green("✔ passed — press n for the next exercise"))
                }
            }
            if let hint, hint.exercise.id == current.id {
                lines.append("")
                lines += HintReport(style: style).render(hint)
                    .replacingOccurrences(of: "`workbook hint \(String(format: "%02d", current.number))` for the next", with: "press h for the next")
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        } else {
            let count = workbook.catalogue.exercises(in: track).count
            lines.append(style.green("✔ ") + "All \(count) exercises \(track.map { "of track \($0.id) " } ?? "")pass. Well done!")
        }
        if let notice { lines.append(""); lines.append(style.yellow(notice)) }
        lines.append("")
        lines.append(legend())
        return lines.joined(separator: "\n")
    }

    /// `h hint · n next · l list · r re-run · q quit`
    public func legend() -> String {
        [("h", "hint"), ("n", "next exercise"), ("l", showingList ? "back" : "list"), ("r", "re-run"), ("q", "quit")]
            .map { style.bold($0.0) + " " + $0.1 }.joined(separator: style.dim(" · "))
    }

    /// The first `lines` lines of `text`, and `… N more lines` when it was longer.
    public static func cap(_ text: String, lines limit: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(max(1, limit))) + ["… \(lines.count - max(1, limit)) more lines (run `workbook check` to see them all)"]
    }
}
