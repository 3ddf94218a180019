import CGit2
import Foundation

/// The learner's versions of exercises saved before `workbook reset` overwrites them: one commit per reset on
/// `refs/workbook/backup`.
///
/// Each commit's tree is cumulative — its parent's tree with `Exercises/<id>/…` replaced for the exercises saved
/// this time — so the tip always holds the latest saved version of every exercise ever reset, and older versions
/// stay reachable through the parents (`refs/workbook/backup~1`). HEAD, the index and branches are never touched.
public struct BackupStore: Sendable {
    /// The reference backups are written to.
    public static let reference = "refs/workbook/backup"

    public var workbook: Workbook
    public init(workbook: Workbook) { self.workbook = workbook }

    /// Saves the current files of `exercises` (regular files under `Exercises/<id>/`, at most 1 MiB each, hidden
    /// files left out) as one commit; `command` names what is about to happen, for the message.
    ///
    /// - Returns: the new commit's id (hex).
    /// - Throws: ``WorkbookError/git(_:)``.
    public func save(_ exercises: [Exercise], before command: String) throws(WorkbookError) -> String {
        do throws(GitError) {
            let repository: GitRepository
            if let existing = try GitRepository.open(containing: workbook.contentRoot.path) { repository = existing } else {
                repository = try GitRepository.initialise(at: workbook.contentRoot.path)
            }
            var snapshots: [(id: String, tree: git_oid)] = []
            for exercise in exercises {
                if let tree = try repository.tree(ofDirectory: workbook.exerciseDirectory(exercise)) {
                    snapshots.append((exercise.id, tree))
                } else {
                    snapshots.append((exercise.id, try repository.tree(base: nil, inserting: [])))
                }
            }
            let ids = exercises.map(\.id)
            let subject = ids.count == 1 ? "Backup of \(ids[0]) before `\(command)`" : "Backup of \(ids.count) exercises before `\(command)`"
            let restore = ids.prefix(3).map { "  git restore --source=\(Self.reference) -- Exercises/\($0)" }
                + (ids.count > 3 ? ["  (and likewise for the other exercises listed below)"] : [])
            let message = """
                \(subject)

                Your files as they were, before they were replaced by the shipped version. To get them back:
                \(restore.joined(separator: "\n"))
                (`git checkout \(Self.reference) -- Exercises/<id>` does the same and also stages them.)

                Exercises: \(ids.joined(separator: ", "))

                """
            return try repository.append(to: Self.reference, message: message) { tip throws(GitError) -> git_oid in
                var tree = try tip.map { tip throws(GitError) in try repository.treeOf(commit: tip) }
                for snapshot in snapshots {
                    tree = try repository.tree(base: tree, placing: snapshot.tree, isTree: true, atPath: "Exercises/\(snapshot.id)")
                }
                if let tree { return tree }
                return try repository.tree(base: nil, inserting: [])
            }
        } catch {
            throw .git(error.message)
        }
    }

    /// The files of `exercise` in the backup commit `revision` (default: the tip), by path relative to the exercise
    /// directory; nil if that backup holds no such exercise.
    public func files(of exercise: Exercise, at revision: String? = nil) throws(WorkbookError) -> [String: Data]? {
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: workbook.contentRoot.path) else { return nil }
            var commit: git_oid?
            if let revision {
                var oid = git_oid()
                guard git_oid_fromstr(&oid, revision) == 0 else { return nil }
                commit = oid
            } else {
                commit = try repository.resolve(reference: Self.reference)
            }
            guard let commit, let found = try repository.entry(atPath: "Exercises/\(exercise.id)", in: try repository.treeOf(commit: commit)),
                  found.isTree else { return nil }
            return try repository.files(in: found.oid)
        } catch {
            throw .git(error.message)
        }
    }
}
