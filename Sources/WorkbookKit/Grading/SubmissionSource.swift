import CGit2
import Foundation

/// Where a student's work comes from: a local path (or `file://` URL) or a git URL, taken into a scratch bare
/// repository of the grader's own (the student's repository is only read, never written: no attempt recorded, no ref
/// moved).
///
/// From a URL, the fetch takes only what grading reads: the branch the source's `HEAD` names and
/// `refs/workbook/progress` (the progress history a plain clone leaves behind), never other refs; its pack is held to
/// ``limits`` as it arrives (``PackLimits``: bytes received, each object's unpacked size, all of them together), and
/// a student's grade says which limit stopped it. The commit graded is that branch's tip, or with a deadline the newest
/// commit on its first-parent line whose committer date is before it (dates are the student's own claim; fetch at the
/// deadline for a strict one).
///
/// A source on a path is never opened as a repository (that would read its `.git/config`, and every file an
/// `[include]` there names, with the grader's rights), nor fetched from (libgit2's local transport would read the
/// student's `.idx` files and unpack every object to send it): its refs and its own objects are taken into the scratch
/// repository (``LocalSourceMirror``), its packs through the same guard; objects it borrows from another repository
/// (`objects/info/alternates`) are not, and a commit needing one is refused, saying which and why.
public struct SubmissionSource: Sendable {
    /// The path or URL as given.
    public var location: String

    public init(location: String) { self.location = location }

    /// The most bytes of pack one submission may bring (its branch's whole history and its progress).
    public static let maxPackBytes = 256 << 20
    /// What one submission may bring: ``maxPackBytes`` of pack, 100 MiB per object and 2 GiB in all once unpacked.
    static let limits = PackLimits(maxPackBytes: maxPackBytes)

    /// Whether `text` is a URL (`scheme://…` or scp-like `user@host:path`) rather than a local path.
    public static func isURL(_ text: String) -> Bool {
        if text.contains("://") { return true }
        guard !text.hasPrefix("/"), !text.hasPrefix("."), let colon = text.firstIndex(of: ":") else { return false }
        return text[..<colon].contains("@")
    }

    /// The folder a source names on this machine: a path, or a `file://` URL's path; nil for any other URL.
    static func localPath(_ text: String) -> String? {
        guard isURL(text) else { return text }
        guard text.lowercased().hasPrefix("file://"), let url = URL(string: text), url.isFileURL else { return nil }
        return url.path
    }

    /// A fetched source: the scratch repository holding it, and the commit to grade.
    public struct Fetched {
        let repository: GitRepository
        /// Where the scratch repository is.
        public var path: URL
        public var commit: String
        let commitID: git_oid
    }

    /// Takes the source into a new bare repository at `scratch` and picks the commit to grade.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` in plain words when the source is not a repository, cannot be reached,
    ///   goes over `limits` (saying which), needs objects it does not have, has no commits, or none before `deadline`;
    ///   the source and its branch are named without control or text-direction characters (``UntrustedText/printable(_:)``).
    public func fetch(into scratch: URL, before deadline: Date?, maxPackBytes: Int = SubmissionSource.maxPackBytes) throws(WorkbookError) -> Fetched {
        let shown = UntrustedText.printable(location)
        var limits = Self.limits
        limits.maxPackBytes = maxPackBytes
        var mirrored: LocalSourceMirror.Mirrored?
        if let path = Self.localPath(location) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .refused("\(shown) does not exist.")
            }
            guard isDirectory.boolValue else {
                throw .refused("\(shown) is not a folder (a file, a device or a pipe); a source is a repository's folder or a git URL.")
            }
            mirrored = try LocalSourceMirror.make(of: URL(fileURLWithPath: path).standardizedFileURL, at: scratch, describing: shown, limits: limits)
        }
        let repository: GitRepository, branch: String, tip: git_oid
        do throws(GitError) {
            if let mirrored {
                repository = mirrored.repository
                guard let named = try repository.defaultBranch() else { throw Self.noBranch }
                branch = named
            } else {
                repository = try GitRepository.initialiseBare(at: scratch.path)
                guard let named = try repository.remoteDefaultBranch(url: location) else { throw Self.noBranch }
                branch = named
                try repository.fetch(url: location, refspecs: ["+\(branch):\(branch)", "+\(ProgressStore.reference):\(ProgressStore.reference)"],
                                     limits: limits)
            }
            guard let resolved = try repository.resolve(reference: branch) else {
                throw GitError(code: -1, message: "\(branch) could not be fetched")
            }
            tip = resolved
            if let header = repository.objectHeader(tip), header.type != GIT_OBJECT_COMMIT {
                let branchName = UntrustedText.printable(branch.replacingOccurrences(of: "refs/heads/", with: ""))
                throw GitError(code: -1, message: "its branch \(branchName) names \(GitRepository.hex(tip).prefix(10)), a \(GitRepository.typeName(header.type)), not a commit")
            }
            if mirrored != nil, let missing = repository.firstMissingObject(under: tip) {
                throw GitError(code: GIT_ENOTFOUND.rawValue, message: "object not found - no match for id (\(GitRepository.hex(missing)))")
            }
        } catch {
            if let missing = Self.missingObject(error) {
                throw .refused("Could not fetch \(shown) as a git repository: " + (mirrored?.borrowsObjects == true
                    ? "object \(missing) that its commits need is not in the repository's own object folder. The repository borrows objects from another one (objects/info/alternates, as `git clone --shared` or `--reference` leaves it), and the grader reads only a student's own objects; hand in a complete repository (`git repack -a -d`, then remove objects/info/alternates)."
                    : "object \(missing) that its commits need is missing (the repository is incomplete or damaged)."))
            }
            let reason = error.message.replacingOccurrences(of: "reach \(location): ", with: "").replacingOccurrences(of: "fetch from \(location): ", with: "")
            throw .refused("Could not fetch \(shown) as a git repository: \(UntrustedText.printable(reason))")
        }
        guard let deadline else { return Fetched(repository: repository, path: scratch, commit: GitRepository.hex(tip), commitID: tip) }
        let walked = repository.lastCommit(from: tip, before: deadline)
        guard let chosen = walked.commit else {
            let branchName = UntrustedText.printable(branch.replacingOccurrences(of: "refs/heads/", with: ""))
            throw .refused("\(shown) has no commit on \(branchName) dated before \(ISO8601DateFormatter().string(from: deadline))"
                           + (walked.cut.map { " among those read: \($0)." } ?? "."))
        }
        return Fetched(repository: repository, path: scratch, commit: GitRepository.hex(chosen), commitID: chosen)
    }
}

extension SubmissionSource {
    static let noBranch = GitError(code: -1, message: "it has no branch checked out (an empty repository?)")

    /// The id of the object a failed fetch found missing (libgit2: `object not found - no match for id (…)`), if that
    /// is why it failed.
    static func missingObject(_ error: GitError) -> String? {
        guard let range = error.message.range(of: "no match for id (") else { return nil }
        let id = error.message[range.upperBound...].prefix { $0.isHexDigit }
        return id.isEmpty ? nil : String(id)
    }
}

extension GitRepository {
    /// The most commits the deadline walk reads (``lastCommit(from:before:limit:)``), as many as the progress history's.
    static let maxDeadlineCommits = 20_000

    /// The newest commit on `tip`'s first-parent line committed before `deadline`, or nil, reading at most `limit`
    /// commits, each size-checked from its header first (at most ``maxGradedCommitBytes``). When the walk stops
    /// before the line's root without finding one, `cut` says why in plain words.
    func lastCommit(from tip: git_oid, before deadline: Date, limit: Int = maxDeadlineCommits) -> (commit: git_oid?, cut: String?) {
        var next: git_oid? = tip, read = 0
        while var oid = next {
            guard read < limit else { return (nil, "the walk stopped after the newest \(limit) commits of its first-parent line, the most the grader reads") }
            do throws(GitError) {
                try checkHeader(oid, is: GIT_OBJECT_COMMIT, maxBytes: Self.maxGradedCommitBytes)
            } catch {
                return (nil, "the walk stopped: \(error.message)")
            }
            var commit: OpaquePointer?
            guard git_commit_lookup(&commit, pointer, &oid) == 0 else {
                return (nil, "the walk stopped at commit \(Self.hex(oid).prefix(10)), which could not be read")
            }
            read += 1
            let time = git_commit_time(commit)
            next = git_commit_parentcount(commit) > 0 ? git_commit_parent_id(commit, 0)?.pointee : nil
            git_commit_free(commit)
            if Double(time) < deadline.timeIntervalSince1970 { return (oid, nil) }
        }
        return (nil, nil)
    }
}
