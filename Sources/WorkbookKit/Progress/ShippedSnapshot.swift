import CGit2
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The exercises as they were shipped, kept on `refs/workbook/shipped` so `workbook reset` can restore them, and
/// their hidden suites (`Tests/Hidden/<id>/`), so a workbook without history can still tell an edited suite
/// (``HiddenSuiteReference``).
///
/// **Where "shipped" comes from.** The first time a learner command (`check`, watch, `hint`, `reset`, `solution`)
/// runs in a workbook, a commit is written whose tree is `Exercises/<id>/…` for every exercise of the catalogue:
/// - from **HEAD's tree** when HEAD exists — a clone's HEAD holds the files as the author shipped them, even if the
///   learner has already edited the working copies (editing does not change HEAD);
/// - else from the **working tree** (a downloaded archive has no history; the files are as shipped unless the
///   learner edited them before ever running `workbook`, which we cannot know).
///
/// Later runs only *add* exercises the snapshot lacks (an update brought new ones), from HEAD or the working tree in
/// the same way; an exercise already in the snapshot is never replaced, so committing edits to the branch later does
/// not change what "shipped" means. The snapshot lives on its own ref: HEAD, the index and every branch are
/// untouched, and `git log refs/workbook/shipped` shows it.
public enum ShippedSnapshot {
    /// The reference holding the snapshot.
    public static let reference = "refs/workbook/shipped"

    /// Makes sure every exercise of the catalogue is in the snapshot, taking it as described above.
    /// Initialises a repository at the content root if there is none.
    ///
    /// - Returns: ids of the exercises added this time (empty when the snapshot was complete).
    /// - Throws: ``WorkbookError/git(_:)``.
    @discardableResult
    public static func ensure(_ workbook: Workbook) throws(WorkbookError) -> [String] {
        do throws(GitError) {
            let repository: GitRepository
            if let existing = try GitRepository.open(containing: workbook.contentRoot.path) { repository = existing } else {
                repository = try GitRepository.initialise(at: workbook.contentRoot.path)
            }
            // Where the workbook sits inside the repository's tree (it may be a subdirectory of a larger repository).
            let prefix = repository.relativePath(of: workbook.contentRoot).map { $0.isEmpty ? "" : $0 + "/" }
            let head = repository.headTree()
            for attempt in 0..<50 {
                let tip = try repository.resolve(reference: reference)
                var tree = try tip.map { tip throws(GitError) in try repository.treeOf(commit: tip) }
                var added: [String] = []
                var origins: Set<String> = []
                for exercise in workbook.catalogue.exercises {
                    let folders = [("Exercises/\(exercise.id)", workbook.exerciseDirectory(exercise)),
                                   ("Tests/Hidden/\(exercise.id)", workbook.hiddenSuiteDirectory(exercise))]
                    for (path, directory) in folders {
                        if let tree, try repository.entry(atPath: path, in: tree) != nil { continue }
                        var source: git_oid?
                        if let head, let prefix, let found = try repository.entry(atPath: prefix + path, in: head), found.isTree {
                            source = found.oid
                            origins.insert("HEAD")
                        } else if Workbook.symbolicLinkTarget(directory) == nil,  // never follow a link out of the workbook
                                  let fromDisk = try repository.tree(ofDirectory: directory) {
                            source = fromDisk
                            origins.insert("the working tree")
                        }
                        guard let source else { continue }  // no files anywhere: nothing to snapshot
                        tree = try repository.tree(base: tree, placing: source, isTree: true, atPath: path)
                        if !added.contains(exercise.id) { added.append(exercise.id) }
                    }
                }
                guard let tree, !added.isEmpty else { return [] }
                let message = """
                    Shipped exercises: \(added.count) (from \(origins.sorted().joined(separator: " and ")))

                    `workbook reset ID` restores an exercise from this snapshot.
                    Exercises: \(added.joined(separator: ", "))

                    """
                let commit = try repository.commit(tree: tree, parent: tip, message: message)
                do throws(GitError) {
                    try repository.compareAndSwap(reference: reference, to: commit, expected: tip, logMessage: "workbook: shipped snapshot")
                    return added
                } catch where error.isConflict {
                    usleep(useconds_t(1000 + attempt * 500))
                }
            }
            throw GitError(code: -1, message: "\(reference) kept changing; gave up")
        } catch {
            throw .git(error.message)
        }
    }

    /// The shipped files of `exercise` by path relative to `Exercises/<id>/`, or nil when the snapshot (or the
    /// exercise in it) does not exist.
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
}
