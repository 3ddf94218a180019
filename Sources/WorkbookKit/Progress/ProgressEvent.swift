import CGit2
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// One entry of the progress history on `refs/workbook/progress`: a checked attempt, a hint revealed, a solution
/// viewed, or the exercise reset to its shipped version. Attempts carry `Status:`; notes carry `Hint:`,
/// `Solution-Viewed:` or `Reset:` (see ``ProgressStore/recordHint(exercise:tier:of:)``,
/// ``ProgressStore/recordReset(exercise:from:)``).
public struct ProgressEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A check; `stage` is nil for a pass; `figures` what its budgets measured (``BudgetFigures``).
        case attempt(status: CheckResult.Status, stage: String?, figures: [BudgetFigures.Figure] = [])
        /// Hint `tier` (1-based) of `total` was revealed.
        case hint(tier: Int, total: Int)
        /// The reference solution was shown; `forced` when the exercise had not been passed (`--force`).
        case solutionViewed(forced: Bool)
        /// `workbook reset` put the exercise back as shipped; `from` says which version it restored (e.g. `HEAD
        /// 1a2b3c4d5e`). A pass before it no longer makes the exercise passed (``ExerciseStanding``).
        case reset(from: String)
    }

    /// The commit id.
    public var commit: String
    public var exercise: String
    public var kind: Kind
    /// The commit's subject line.
    public var summary: String
    /// Commit time (second resolution).
    public var date: Date
    /// For an attempt: its hidden suite was not the workbook's own (trailer `Hidden-Suite-Modified: yes`).
    public var hiddenSuiteModified = false

    public init(commit: String = "", exercise: String, kind: Kind, summary: String = "", date: Date) {
        self.commit = commit; self.exercise = exercise; self.kind = kind; self.summary = summary; self.date = date
    }

    /// The `Key: value` lines after a message's subject, first occurrence of each key.
    static func trailers(of message: String) -> [String: String] {
        var trailers: [String: String] = [:]
        for line in message.split(separator: "\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if trailers[key] == nil { trailers[key] = value }
        }
        return trailers
    }

    /// The most hints an exercise can have; a `Hint:` trailer past it is not one the workbook wrote.
    static let mostHints = 99

    /// Parses a progress commit message's trailers; nil for a commit that is none of the three kinds.
    static func parse(commit: String, message: String, time: Int64) -> ProgressEvent? {
        let trailers = Self.trailers(of: message)
        guard let exercise = trailers["Exercise"] else { return nil }
        let summary = message.split(separator: "\n").first.map(String.init) ?? ""
        let date = Date(timeIntervalSince1970: TimeInterval(time))
        let kind: Kind
        if let status = trailers["Status"].flatMap(CheckResult.Status.init(rawValue:)) {
            kind = .attempt(
                status: status, stage: trailers["Stage"].flatMap { $0 == "none" ? nil : $0 },
                figures: trailers["Budgets"].map(BudgetFigures.parse) ?? [])
        } else if let tier = trailers["Hint"].flatMap(Int.init) {
            // A hint the workbook wrote is one of an exercise's few; any other number was written by hand and is no hint.
            let total = trailers["Hint-Count"].flatMap(Int.init) ?? tier
            guard (1...Self.mostHints).contains(tier), (tier...Self.mostHints).contains(total) else { return nil }
            kind = .hint(tier: tier, total: total)
        } else if let viewed = trailers["Solution-Viewed"] {
            kind = .solutionViewed(forced: viewed == "forced")
        } else if let origin = trailers["Reset"] {
            kind = .reset(from: origin)
        } else {
            return nil
        }
        var event = ProgressEvent(commit: commit, exercise: exercise, kind: kind, summary: summary, date: date)
        event.hiddenSuiteModified = trailers["Hidden-Suite-Modified"] == "yes"
        return event
    }
}

extension ProgressStore {
    /// Every event of the history, newest first (empty when there is no repository or no history yet).
    ///
    /// - Throws: ``WorkbookError/git(_:)``.
    public func events() throws(WorkbookError) -> [ProgressEvent] {
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: root.path) else { return [] }
            return try repository.log(reference: Self.reference).compactMap { entry in
                ProgressEvent.parse(commit: entry.id, message: entry.message, time: entry.time)
            }
        } catch {
            throw .git(error.message)
        }
    }

    /// How many hints of `exercise` have been revealed so far (the highest tier recorded; 0 if none).
    public func hintsUsed(_ exercise: String) throws(WorkbookError) -> Int {
        try events().reduce(0) { used, event in
            guard event.exercise == exercise, case .hint(let tier, _) = event.kind else { return used }
            return max(used, tier)
        }
    }

    /// Records that hint `tier` of `total` was revealed: a commit whose subject is `<id>: hint 2 of 3` with trailers
    /// `Exercise:`, `Hint: 2`, `Hint-Count: 3`. The tree is the tip's, unchanged.
    @discardableResult
    public func recordHint(exercise: String, tier: Int, of total: Int) throws(WorkbookError) -> String {
        try recordNote("\(exercise): hint \(tier) of \(total)\n\nExercise: \(exercise)\nHint: \(tier)\nHint-Count: \(total)\n")
    }

    /// Records that the reference solution of `exercise` was shown; `forced` (trailer `Solution-Viewed: forced`)
    /// when it was shown before the exercise had passed.
    @discardableResult
    public func recordSolutionViewed(exercise: String, forced: Bool) throws(WorkbookError) -> String {
        let how = forced ? "forced" : "after-pass"
        let subject = forced ? "\(exercise): solution viewed before passing (--force)" : "\(exercise): solution viewed"
        return try recordNote("\(subject)\n\nExercise: \(exercise)\nSolution-Viewed: \(how)\n")
    }

    /// Records that `exercise` was reset to its shipped version, restored from `origin` (one line, e.g. `HEAD
    /// 1a2b3c4d5e`): a commit whose subject is `<id>: reset to the shipped version (from <origin>)` with trailers
    /// `Exercise:` and `Reset: <origin>`. The tree is the tip's, unchanged: the last attempt's snapshot stays what the
    /// next check is compared with.
    @discardableResult
    public func recordReset(exercise: String, from origin: String) throws(WorkbookError) -> String {
        let origin = origin.replacingOccurrences(of: "\n", with: " ")
        return try recordNote("\(exercise): reset to the shipped version (from \(origin))\n\nExercise: \(exercise)\nReset: \(origin)\n")
    }

    /// Appends a commit with `message` and the tip's tree to ``reference`` (compare-and-swap, retried on a race),
    /// initialising a repository first if there is none.
    func recordNote(_ message: String) throws(WorkbookError) -> String {
        do throws(GitError) {
            let repository: GitRepository
            if let existing = try GitRepository.open(containing: root.path) { repository = existing } else {
                repository = try GitRepository.initialise(at: root.path)
            }
            return try repository.append(to: Self.reference, message: message) { tip throws(GitError) -> git_oid in
                if let tip { return try repository.treeOf(commit: tip) }
                return try repository.tree(base: nil, inserting: [])
            }
        } catch {
            throw .git(error.message)
        }
    }
}

extension GitRepository {
    /// Appends one commit to `reference`: `makeTree` gets the current tip (nil if none) and returns the new tree; the
    /// reference is moved by compare-and-swap, and on a race the tree is rebuilt on the new tip and the move retried.
    ///
    /// - Returns: the new commit's id (hex).
    func append(to reference: String, message: String, makeTree: (git_oid?) throws(GitError) -> git_oid) throws(GitError) -> String {
        for attempt in 0..<200 {
            let tip = try resolve(reference: reference)
            let tree = try makeTree(tip)
            let commit = try commit(tree: tree, parent: tip, message: message)
            do throws(GitError) {
                let subject = message.split(separator: "\n").first.map(String.init) ?? ""
                try compareAndSwap(reference: reference, to: commit, expected: tip, logMessage: "workbook: \(subject)")
                return Self.hex(commit)
            } catch where error.isConflict {
                usleep(useconds_t(1000 + (attempt % 10) * 1000 + Int.random(in: 0..<2000)))
            }
        }
        throw GitError(code: -1, message: "\(reference) kept changing; gave up after 200 tries")
    }
}
