import CGit2
import Foundation

/// `workbook submit [REMOTE]`: hands work in. Pushes the learner's current branch and their progress history
/// (`refs/workbook/progress`, which a plain `git push` does not carry) to `REMOTE` — a remote's name (default `origin`),
/// a path or a URL — so an instructor's `workbook grade` sees both. Nothing is forced: a remote ref that moved
/// elsewhere is reported, never overwritten.
public enum SubmitCommand {
    public struct Outcome: Sendable, Equatable {
        public var branch: String
        /// The remote's URL (or path).
        public var remote: String
        /// The commit pushed (full hex).
        public var commit: String
        /// Whether a progress history was pushed with it (there is none before the first check).
        public var pushedProgress: Bool
    }

    /// - Throws: ``WorkbookError/refused(_:)`` with the command to run when `Exercises/` has uncommitted changes, HEAD
    ///   is not on a branch, or the remote is unknown; ``WorkbookError/git(_:)`` when the push fails.
    public static func run(_ workbook: Workbook, remote: String = "origin") throws(WorkbookError) -> Outcome {
        func git<T>(_ body: () throws(GitError) -> T) throws(WorkbookError) -> T {
            do { return try body() } catch { throw .git(error.message) }
        }
        guard let repository = try git({ () throws(GitError) in try GitRepository.open(containing: workbook.contentRoot.path) }) else {
            throw .refused("\(workbook.contentRoot.path) is not in a git repository, so there is nothing to submit.")
        }
        let prefix = repository.relativePath(of: workbook.contentRoot).map { $0.isEmpty ? "" : $0 + "/" } ?? ""
        let changed = try git { () throws(GitError) in try repository.changedPaths(under: prefix + "Exercises/") }
        if !changed.isEmpty {
            let shown = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? " and \(changed.count - 5) more" : "")
            throw .refused("""
                Exercises/ has changes that are not committed (\(shown)); only commits are submitted. Commit them first:
                    git add Exercises && git commit -m "My fixes"
                then run `workbook submit` again.
                """)
        }
        guard let branch = repository.currentBranch() else {
            throw .refused("HEAD is not on a branch (a detached HEAD): `git switch -c my-work`, then `workbook submit`.")
        }
        guard let commit = try git({ () throws(GitError) in try repository.resolve(reference: "HEAD") }) else {
            throw .refused("The branch \(branch) has no commit yet; commit your work first.")
        }
        let url: String
        if let configured = repository.remoteURL(named: remote) {
            url = configured
        } else if SubmissionSource.isURL(remote) || remote.hasPrefix("/") || remote.hasPrefix(".") {
            url = remote
        } else {
            throw .refused("There is no remote named '\(remote)': add the one your instructor gave you with `git remote add \(remote) URL`, or give its URL.")
        }
        let shortBranch = branch.replacingOccurrences(of: "refs/heads/", with: "")
        let hasProgress = try git { () throws(GitError) in try repository.resolve(reference: ProgressStore.reference) } != nil
        var refspecs = ["\(branch):\(branch)"]
        if hasProgress { refspecs.append("\(ProgressStore.reference):\(ProgressStore.reference)") }
        try git { () throws(GitError) in try repository.push(url: url, refspecs: refspecs) }
        return Outcome(branch: shortBranch, remote: url, commit: GitRepository.hex(commit), pushedProgress: hasProgress)
    }
}

extension GitRepository {
    /// The branch HEAD is on (`refs/heads/main`), or nil when detached.
    func currentBranch() -> String? {
        var head: OpaquePointer?
        guard git_reference_lookup(&head, pointer, "HEAD") == 0 else { return nil }
        defer { git_reference_free(head) }
        guard git_reference_type(head) == GIT_REFERENCE_SYMBOLIC, let target = git_reference_symbolic_target(head) else { return nil }
        return String(cString: target)
    }

    /// Paths under `prefix` (relative to the working directory) that differ from HEAD: modified, added, deleted or
    /// untracked (ignored files left out).
    func changedPaths(under prefix: String) throws(GitError) -> [String] {
        var options = git_status_options()
        git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION))
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
        var list: OpaquePointer?
        try GitError.check(git_status_list_new(&list, pointer, &options), "read the status")
        defer { git_status_list_free(list) }
        var paths: [String] = []
        for index in 0..<git_status_list_entrycount(list) {
            guard let entry = git_status_byindex(list, index)?.pointee else { continue }
            let delta = entry.index_to_workdir ?? entry.head_to_index
            guard let file = delta?.pointee.new_file.path ?? delta?.pointee.old_file.path else { continue }
            let path = String(cString: file)
            if path.hasPrefix(prefix) { paths.append(path) }
        }
        return paths
    }
}
