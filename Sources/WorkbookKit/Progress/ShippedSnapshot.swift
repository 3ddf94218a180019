import CGit2
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The exercises as they are shipped now, kept on `refs/workbook/shipped` so `workbook reset` restores them and a
/// check can tell the shipped code from the learner's, and their hidden suites (`Tests/Hidden/<id>/`), so a workbook
/// without history can still tell an edited suite (``HiddenSuiteReference``).
///
/// **What "shipped" is.** An exercise's shipped version is **the one committed at HEAD**: a clone's HEAD holds the
/// files as the author shipped them, whatever the learner has edited since (editing does not change HEAD), and pulling
/// a new version of the workbook moves HEAD to the new files. So every learner command (`check`, watch, `hint`,
/// `reset`, `solution`) brings the snapshot up to date with HEAD (``ensure(_:)``), and `reset` never restores an
/// outdated file. Two exceptions:
/// - **the learner's own committed code** is not shipped: a student commits their fixes to hand them in (`workbook
///   submit`). HEAD's version of an exercise leaves the snapshot's version in place when its code (its `.swift`
///   files) is one the learner checked — the sources of one of their attempts on `refs/workbook/progress` — or when
///   the commit that brought it is the learner's own edit: made by the repository's `user.email`, changing nothing
///   outside `Exercises/`, and not brought by a merged branch (a pull). An author's update touches the hidden
///   suite or the solution with it, or comes from the author, so it is followed;
/// - **without a version at HEAD** (a downloaded archive has no history; an exercise not committed yet), the snapshot
///   keeps what it has, and an exercise it lacks is taken from the working tree (as shipped, unless the learner edited
///   it before ever running `workbook`, which cannot be known).
///
/// The snapshot lives on its own ref, one commit per change (`git log refs/workbook/shipped`): HEAD, the index and
/// every branch are untouched. `workbook check --author` and `workbook verify` never write it (``version(of:in:)``
/// reads what it would hold).
public enum ShippedSnapshot {
    /// The reference holding the snapshot.
    public static let reference = "refs/workbook/shipped"

    /// The shipped version of one exercise and where it comes from.
    public struct Version: Sendable, Equatable {
        /// The exercise's files by path relative to `Exercises/<id>/`.
        public var files: [String: Data]
        /// Where they come from, in words for the learner: `HEAD (commit 1a2b3c4d5e)`, `refs/workbook/shipped
        /// (commit …; HEAD holds your own committed code)`, `the working tree (no commit holds this exercise)`.
        public var origin: String
        /// Whether the version is the one committed at HEAD.
        public var isHEAD: Bool
    }

    /// Brings the snapshot up to date as described above: every exercise of the catalogue, and its hidden suite, as
    /// committed at HEAD (unless HEAD holds the learner's own code), else as the snapshot has it, else from the
    /// working tree. Initialises a repository at the content root if there is none.
    ///
    /// - Returns: ids of the exercises added or updated this time (empty when the snapshot was up to date).
    /// - Throws: ``WorkbookError/git(_:)``.
    @discardableResult
    public static func ensure(_ workbook: Workbook) throws(WorkbookError) -> [String] {
        do throws(GitError) {
            let repository: GitRepository
            if let existing = try GitRepository.open(containing: workbook.contentRoot.path) { repository = existing } else {
                repository = try GitRepository.initialise(at: workbook.contentRoot.path)
            }
            let head = Head(repository, workbook: workbook)
            let own = LearnerCode(repository, root: workbook.contentRoot)
            for attempt in 0..<50 {
                let tip = try repository.resolve(reference: reference)
                var tree = try tip.map { tip throws(GitError) in try repository.treeOf(commit: tip) }
                var added: [String] = [], updated: [String] = []
                var origins: Set<String> = []
                for exercise in workbook.catalogue.exercises {
                    let folders = [("Exercises/\(exercise.id)", workbook.exerciseDirectory(exercise), true),
                                   ("Tests/Hidden/\(exercise.id)", workbook.hiddenSuiteDirectory(exercise), false)]
                    for (path, directory, isExercise) in folders {
                        let existing = try tree.flatMap { tree throws(GitError) in try repository.entry(atPath: path, in: tree) }
                        var source: git_oid?
                        if let atHead = try head.tree(atPath: path) {
                            if let existing, GitRepository.same(existing.oid, atHead) { continue }
                            if existing != nil, isExercise, try own.holds(atHead, exercise: exercise.id, head: head) { continue }
                            source = atHead
                            origins.insert("HEAD")
                        } else if existing != nil {
                            continue
                        } else if Workbook.symbolicLinkTarget(directory) == nil,  // never follow a link out of the workbook
                                  let fromDisk = try repository.tree(ofDirectory: directory) {
                            source = fromDisk
                            origins.insert("the working tree")
                        }
                        guard let source else { continue }  // no files anywhere: nothing to snapshot
                        tree = try repository.tree(base: tree, placing: source, isTree: true, atPath: path)
                        if !added.contains(exercise.id) && !updated.contains(exercise.id) {
                            if existing == nil { added.append(exercise.id) } else { updated.append(exercise.id) }
                        }
                    }
                }
                guard let tree, !(added.isEmpty && updated.isEmpty) else { return [] }
                var counts: [String] = []
                if !added.isEmpty { counts.append("\(added.count) added") }
                if !updated.isEmpty { counts.append("\(updated.count) updated") }
                var lines = ["Shipped exercises: \(counts.joined(separator: ", ")) (from \(origins.sorted().joined(separator: " and "))\(head.commit.map { " \(GitRepository.hex($0).prefix(10))" } ?? ""))", ""]
                lines.append("`workbook reset ID` restores an exercise from this snapshot.")
                if !added.isEmpty { lines.append("Exercises: \(added.joined(separator: ", "))") }
                if !updated.isEmpty { lines.append("Updated: \(updated.joined(separator: ", "))") }
                let commit = try repository.commit(tree: tree, parent: tip, message: lines.joined(separator: "\n") + "\n")
                do throws(GitError) {
                    try repository.compareAndSwap(reference: reference, to: commit, expected: tip, logMessage: "workbook: shipped snapshot")
                    return added + updated
                } catch where error.isConflict {
                    usleep(useconds_t(1000 + attempt * 500))
                }
            }
            throw GitError(code: -1, message: "\(reference) kept changing; gave up")
        } catch {
            throw .git(error.message)
        }
    }

    /// The shipped files of `exercise` on the snapshot, by path relative to `Exercises/<id>/`, or nil when the
    /// snapshot (or the exercise in it) does not exist. Call ``ensure(_:)`` first for the version shipped now.
    ///
    /// - Throws: ``WorkbookError/git(_:)``.
    public static func files(of exercise: Exercise, in workbook: Workbook) throws(WorkbookError) -> [String: Data]? {
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: workbook.contentRoot.path),
                  let tip = try repository.resolve(reference: reference),
                  let found = try repository.entry(atPath: "Exercises/\(exercise.id)", in: try repository.treeOf(commit: tip)),
                  found.isTree else { return nil }
            return try repository.files(in: found.oid)
        } catch {
            throw .git(error.message)
        }
    }

    /// The version of `exercise` shipped now, without writing anything: what ``ensure(_:)`` would make the snapshot
    /// hold (HEAD's, unless it is the learner's own code; else the snapshot's; else the working tree's), with where
    /// it comes from. Nil when there is none anywhere. Used by `reset` (after ``ensure(_:)``) and by `verify`, which
    /// must not write the snapshot.
    ///
    /// - Throws: ``WorkbookError/git(_:)``.
    public static func version(of exercise: Exercise, in workbook: Workbook) throws(WorkbookError) -> Version? {
        let path = "Exercises/\(exercise.id)"
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: workbook.contentRoot.path) else {
                return workingTreeVersion(of: exercise, in: workbook, why: "there is no git repository")
            }
            let head = Head(repository, workbook: workbook)
            let snapshotCommit = try repository.resolve(reference: reference)
            let snapshot = try snapshotCommit.flatMap { tip throws(GitError) -> git_oid? in
                guard let found = try repository.entry(atPath: path, in: try repository.treeOf(commit: tip)), found.isTree else { return nil }
                return found.oid
            }
            let shortHead = head.commit.map { String(GitRepository.hex($0).prefix(10)) } ?? ""
            let shortSnapshot = snapshotCommit.map { String(GitRepository.hex($0).prefix(10)) } ?? ""
            if let atHead = try head.tree(atPath: path) {
                if let snapshot, !GitRepository.same(snapshot, atHead),
                   try LearnerCode(repository, root: workbook.contentRoot).holds(atHead, exercise: exercise.id, head: head) {
                    return Version(
                        files: try repository.files(in: snapshot),
                        origin: "\(reference) (commit \(shortSnapshot)), since HEAD holds your own committed code of it", isHEAD: false)
                }
                return Version(files: try repository.files(in: atHead), origin: "HEAD (commit \(shortHead))", isHEAD: true)
            }
            if let snapshot {
                return Version(
                    files: try repository.files(in: snapshot),
                    origin: "\(reference) (commit \(shortSnapshot)), since no commit at HEAD holds it", isHEAD: false)
            }
            return workingTreeVersion(of: exercise, in: workbook, why: "no commit holds it yet")
        } catch {
            throw .git(error.message)
        }
    }

    private static func workingTreeVersion(of exercise: Exercise, in workbook: Workbook, why: String) -> Version? {
        let directory = workbook.exerciseDirectory(exercise)
        guard Workbook.symbolicLinkTarget(directory) == nil else { return nil }
        let files = ResetCommand.currentFiles(directory)
        guard !files.isEmpty else { return nil }
        return Version(files: files, origin: "the working tree (\(why))", isHEAD: false)
    }

    /// HEAD's commit and tree, and the workbook's place in it (it may be a subdirectory of a larger repository).
    struct Head {
        let repository: GitRepository
        let commit: git_oid?
        let root: git_oid?
        let prefix: String?

        init(_ repository: GitRepository, workbook: Workbook) {
            self.repository = repository
            commit = try? repository.resolve(reference: "HEAD")
            root = repository.headTree()
            prefix = repository.relativePath(of: workbook.contentRoot).map { $0.isEmpty ? "" : $0 + "/" }
        }

        /// The tree at `path` (relative to the workbook) in HEAD's tree, if there is one.
        func tree(atPath path: String) throws(GitError) -> git_oid? {
            guard let root, let prefix, let found = try repository.entry(atPath: prefix + path, in: root), found.isTree else { return nil }
            return found.oid
        }
    }

    /// The learner's own versions of exercises, so their committed code is not taken for the shipped one: the code of
    /// their attempts (read lazily from `refs/workbook/progress`), and their own commits of exercise edits.
    final class LearnerCode {
        let repository: GitRepository
        let root: URL
        private var codes: [String: Set<String>]?

        init(_ repository: GitRepository, root: URL) { self.repository = repository; self.root = root }

        /// Whether `tree`, HEAD's version of `Exercises/<exercise>`, is the learner's own: its `.swift` files are the
        /// sources of one of their attempts, or ``committedByLearner(_:exercise:head:)``.
        func holds(_ tree: git_oid, exercise: String, head: Head) throws(GitError) -> Bool {
            if codes == nil { codes = try readAttempts() }
            if let known = codes?[exercise], !known.isEmpty, known.contains(try Self.code(of: tree, in: repository)) { return true }
            return try committedByLearner(tree, exercise: exercise, head: head)
        }

        /// Whether the commit that brought `version` of `Exercises/<exercise>` into HEAD's first-parent history is the
        /// learner's own edit: its author is the repository's `user.email`, it changed nothing of the workbook outside
        /// `Exercises/`, and the version did not come from another parent (a merged branch, such as a pull).
        func committedByLearner(_ version: git_oid, exercise: String, head: Head) throws(GitError) -> Bool {
            guard let email = repository.configValue("user.email"), var commit = head.commit, let prefix = head.prefix else { return false }
            let path = prefix + "Exercises/\(exercise)"
            for _ in 0..<1000 {
                let (author, parents) = try repository.authorAndParents(of: commit)
                guard let first = parents.first else { return false }  // the first commit: the workbook as it came
                if let before = try repository.entry(atPath: path, in: try repository.treeOf(commit: first)), GitRepository.same(before.oid, version) {
                    commit = first
                    continue
                }
                for other in parents.dropFirst() {
                    if let merged = try repository.entry(atPath: path, in: try repository.treeOf(commit: other)), GitRepository.same(merged.oid, version) { return false }
                }
                guard author == email else { return false }
                let workbookNow = try repository.entry(atPath: String(prefix.dropLast()), in: try repository.treeOf(commit: commit))
                let workbookBefore = try repository.entry(atPath: String(prefix.dropLast()), in: try repository.treeOf(commit: first))
                let now = try workbookNow.map { entry throws(GitError) in try repository.entries(of: entry.oid) } ?? [:]
                let before = try workbookBefore.map { entry throws(GitError) in try repository.entries(of: entry.oid) } ?? [:]
                let changed = Set(now.keys).union(before.keys).filter { name in
                    switch (now[name], before[name]) {
                    case let (a?, b?): return !GitRepository.same(a, b)
                    default: return true
                    }
                }
                return changed == ["Exercises"]
            }
            return false
        }

        /// A hash of the `.swift` files directly in `tree` (names and contents).
        static func code(of tree: git_oid, in repository: GitRepository) throws(GitError) -> String {
            let files = try repository.files(in: tree).filter { !$0.key.contains("/") && $0.key.hasSuffix(".swift") }
                .sorted { $0.key < $1.key }.map { SourceSnapshot.File(name: $0.key, contents: $0.value) }
            return ExerciseBuilder.hash(files, salt: "code")
        }

        private func readAttempts() throws(GitError) -> [String: Set<String>] {
            var codes: [String: Set<String>] = [:]
            var seen: [String: String] = [:]  // sources tree id → code hash
            for entry in try repository.log(reference: ProgressStore.reference) {
                guard let event = ProgressEvent.parse(commit: entry.id, message: entry.message, time: entry.time),
                      case .attempt = event.kind else { continue }
                var oid = git_oid()
                guard git_oid_fromstr(&oid, entry.id) == 0,
                      let sources = try repository.entry(atPath: "attempts/\(event.exercise)/sources", in: try repository.treeOf(commit: oid)),
                      sources.isTree else { continue }
                let key = GitRepository.hex(sources.oid)
                let code: String
                if let known = seen[key] { code = known } else { code = try Self.code(of: sources.oid, in: repository) }
                seen[key] = code
                codes[event.exercise, default: []].insert(code)
            }
            return codes
        }
    }
}
