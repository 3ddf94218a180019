#if canImport(Glibc)
import Glibc
#endif
import CGit2
import Foundation

/// One recorded attempt, read back from the progress history.
public struct Attempt: Sendable, Equatable {
    /// The commit id on `refs/workbook/progress`.
    public var commit: String
    public var exercise: String
    public var status: CheckResult.Status
    public var stage: String?
    /// The commit's subject, e.g. `01-state-reset-if-else: fail (test) 1 of 3 hidden tests failing`.
    public var summary: String
    public var date: Date
}

/// Provenance written into each attempt's trailers.
public struct AttemptProvenance: Sendable, Equatable {
    /// Content hash (libgit2 object id) of the hidden suite's files, so a report can tell which tests graded the attempt.
    public var hiddenSuiteHash: String
    /// First line of `swiftc --version`.
    public var toolchain: String
    /// A fingerprint of the rest of what graded the attempt (the grader's version, the built core, the exercise's
    /// settings and budgets: ``CheckPipeline/graderFingerprint(_:)``), trailer `Grader:`; nil (no trailer) when not
    /// known. A result is reused for unchanged code only under the same one (``AttemptPolicy``).
    public var grader: String?
    public init(hiddenSuiteHash: String, toolchain: String, grader: String? = nil) {
        self.hiddenSuiteHash = hiddenSuiteHash; self.toolchain = toolchain; self.grader = grader
    }
}

/// The learner's progress: one commit per attempt on `refs/workbook/progress`, written with libgit2.
///
/// Each commit's tree is the latest state of every exercise: `attempts/<id>/result.json` (the ``CheckResult`` JSON)
/// and `attempts/<id>/sources/<files>` (a snapshot of the learner's `Exercises/<id>/` files); recording one exercise
/// keeps the others' entries from the parent. The message is the result's summary line followed by trailers
/// (`Exercise:`, `Status:`, `Stage:`, `Hidden-Suite:`, `Toolchain:`, `Grader:`, and `Hidden-Suite-Modified: yes` when
/// the hidden suite was not the workbook's own, see ``HiddenSuiteReference``). Which checks are attempts (code that
/// differs from the last attempt's and from the shipped version) is decided by ``AttemptPolicy``; ``record(_:sources:provenance:)``
/// records what it is given.
///
/// HEAD, the index, the working tree and every branch are never touched. The reference is moved with
/// compare-and-swap; a writer that loses the race re-reads the tip, re-parents and retries, so concurrent checks
/// lose nothing. A custom reference has no reflog, so history is read by walking from the reference.
public struct ProgressStore: Sendable {
    /// The reference attempts are recorded on.
    public static let reference = "refs/workbook/progress"

    /// The workbook root; its git repository (found by searching upwards) holds the progress.
    public var root: URL

    public init(root: URL) { self.root = root }

    /// Records an attempt: the exercise's files as checked (`sources`), the result JSON, and a commit on ``reference``.
    /// Initialises a repository at the root first if there is none (without creating any branch commit).
    ///
    /// - Returns: the new commit's id.
    /// - Throws: ``WorkbookError/git(_:)``.
    @discardableResult
    public func record(_ result: CheckResult, sources files: [SourceSnapshot.File], provenance: AttemptProvenance) throws(WorkbookError) -> String {
        do throws(GitError) {
            let repository: GitRepository
            if let existing = try GitRepository.open(containing: root.path) { repository = existing } else {
                repository = try GitRepository.initialise(at: root.path)
            }
            let resultBlob = try repository.blob(result.jsonData() + Data("\n".utf8))
            var sources: [(name: String, oid: git_oid, isTree: Bool)] = []
            for file in files {
                sources.append((file.name, try repository.blob(file.contents), false))
            }
            let sourcesTree = try repository.tree(base: nil, inserting: sources)
            let exerciseTree = try repository.tree(base: nil, inserting: [("result.json", resultBlob, false), ("sources", sourcesTree, true)])
            let message = Self.message(for: result, provenance: provenance)

            for attempt in 0..<200 {
                let tip = try repository.resolve(reference: Self.reference)
                let parentTree = try tip.map { tip throws(GitError) in try repository.treeOf(commit: tip) }
                let attemptsBase = try parentTree.flatMap { tree throws(GitError) in try repository.entry(named: "attempts", in: tree) }
                let attempts = try repository.tree(base: attemptsBase, inserting: [(result.exercise, exerciseTree, true)])
                let rootTree = try repository.tree(base: parentTree, inserting: [("attempts", attempts, true)])
                let commit = try repository.commit(tree: rootTree, parent: tip, message: message)
                do throws(GitError) {
                    try repository.compareAndSwap(reference: Self.reference, to: commit, expected: tip, logMessage: "workbook: \(result.summaryLine)")
                    return GitRepository.hex(commit)
                } catch where error.isConflict {
                    usleep(useconds_t(1000 + (attempt % 10) * 1000 + Int.random(in: 0..<2000)))
                    continue
                }
            }
            throw GitError(code: -1, message: "\(Self.reference) kept changing; gave up after 200 tries")
        } catch {
            throw .git(error.message)
        }
    }

    /// Every recorded attempt, newest first (empty if there is no repository or no attempt yet).
    public func history() throws(WorkbookError) -> [Attempt] {
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: root.path) else { return [] }
            return try repository.log(reference: Self.reference).compactMap { entry in
                Self.attempt(commit: entry.id, message: entry.message, time: entry.time)
            }
        } catch {
            throw .git(error.message)
        }
    }

    /// The commit message: summary line, blank line, trailers.
    public static func message(for result: CheckResult, provenance: AttemptProvenance) -> String {
        """
        \(result.summaryLine)

        Exercise: \(result.exercise)
        Status: \(result.status.rawValue)
        Stage: \(result.stage?.rawValue ?? "none")
        Hidden-Suite: \(provenance.hiddenSuiteHash)
        Toolchain: \(provenance.toolchain.replacingOccurrences(of: "\n", with: " "))\(provenance.grader.map { "\nGrader: \($0)" } ?? "")\(result.hiddenSuiteModified ? "\nHidden-Suite-Modified: yes" : "")
        \(BudgetFigures.trailer(result.budgets))
        """
    }

    static func attempt(commit: String, message: String, time: Int64) -> Attempt? {
        var trailers: [String: String] = [:]
        for line in message.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if trailers[key] == nil { trailers[key] = value }
        }
        guard let exercise = trailers["Exercise"], let status = trailers["Status"].flatMap(CheckResult.Status.init(rawValue:)) else { return nil }
        let stage = trailers["Stage"].flatMap { $0 == "none" ? nil : $0 }
        let summary = message.split(separator: "\n").first.map(String.init) ?? ""
        return Attempt(commit: commit, exercise: exercise, status: status, stage: stage, summary: summary, date: Date(timeIntervalSince1970: TimeInterval(time)))
    }
}
