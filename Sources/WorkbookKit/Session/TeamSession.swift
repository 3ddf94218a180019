import CGit2
import Foundation

/// A team session's shared repository, as the facilitator reads it: every learner's progress under
/// `refs/workbook/learners/<name>/progress`. A session is read from a bare copy of the facilitator's own under
/// `.build/workbook/sessions/`, kept between reads so each brings only what is new: one at a URL is fetched into it
/// (libgit2), one on a path has its refs and objects copied in (``LocalSourceMirror``), each pack through the same
/// pack guard a fetch has, and never its configuration or alternates. Nothing is written to the remote.
///
/// Anyone who can push to the session can write any ref there, so each learner is read on their own: a ref whose name
/// is not a valid ref name (control characters), that points at something other than a commit, or whose history cannot
/// be read is skipped and named in ``Histories/unreadable``; the others are shown. Of each history at most
/// ``maxEvents`` events and ``maxHistoryBytes`` bytes are read (less each when the session's learners share
/// ``maxSessionEvents``), newest first, and each commit's size is checked from its header before it is read
/// (``BoundedHistory``); what was read is kept by tip (``SessionHistoryCache``).
public struct TeamSession: Sendable {
    /// The remote as given: a path or a URL.
    public var remote: String
    /// The facilitator's copy, read in place of the remote.
    public var copy: URL
    /// Whether the remote is fetched into ``copy`` (a URL other than `file://`) rather than copied in from a path.
    var fetchesCopy: Bool

    /// The most events read of one learner's history (the newest).
    public static let maxEvents = 2_000
    /// The most bytes of commits read of one learner's history (a real event is under a kilobyte).
    public static let maxHistoryBytes = 2 << 20
    /// What one read of the whole session may cost, shared equally among its learners: each learner's history is read
    /// to at most ``maxEvents`` events and ``maxHistoryBytes`` bytes, or to their share of these when there are many
    /// learners (a thousand learners of 2,000 events each just under the size limit took over five minutes and a
    /// gigabyte: break-it pass 27 of issue 30). A class of 30 gets the full bounds.
    public static let maxSessionEvents = 200_000
    public static let maxSessionBytes = 16 << 20
    /// The most learners one read shows: the first by ref name; the rest are named as a count in
    /// ``Histories/unreadable``. Anyone who can push can add refs, and a session of 20,000 took minutes and a gigabyte
    /// (break-it pass 13 of issue 30).
    public static let maxLearners = 1_000
    /// The most bytes one fetch from a session at a URL may bring.
    public static let maxFetchBytes = 256 << 20

    static let prefix = "refs/workbook/learners/", suffix = "/progress"

    public init(remote: String, workbook: Workbook) {
        // libgit2's local transport refuses a whole repository when one of its ref names is invalid (and builds a pack
        // by reading every object it sends), so a session on this machine, `file://` too, is copied in from its files.
        let path = remote.hasPrefix("file://") ? URL(string: remote)?.path : nil
        let location = path ?? (SubmissionSource.isURL(remote) ? remote : URL(fileURLWithPath: remote).standardizedFileURL.path)
        self.remote = location
        fetchesCopy = SubmissionSource.isURL(location)
        copy = workbook.workDirectory.appendingPathComponent("sessions/\(ContentHash.hex(location).prefix(16)).git")
    }

    /// What one read found.
    public struct Histories: Sendable {
        /// The learners read: name (as in the ref, unchanged), events (newest first), and why older events were not
        /// read, if so.
        public var learners: [(name: String, events: [ProgressEvent], cut: String?)]
        /// The learners skipped, with why, in plain words; names already made printable (``UntrustedText``).
        public var unreadable: [SessionSnapshot.Unreadable]
    }

    /// Reads every learner's history (see the type's description); a learner's ref that vanished from the remote is
    /// dropped.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` only when the remote as a whole cannot be read (missing, unreachable).
    public func read(cache: SessionHistoryCache = .shared, maxEvents: Int = TeamSession.maxEvents) throws(WorkbookError) -> Histories {
        let repository: GitRepository, listed: [(name: String, target: git_oid?)]
        var unreadable: [SessionSnapshot.Unreadable] = []
        do throws(GitError) {
            if fetchesCopy {
                (repository, listed) = try fetchCopy(unreadable: &unreadable)
            } else {
                repository = try copyFromPath(unreadable: &unreadable)
                let names = Self.capped(try repository.referenceNames(matching: Self.prefix + "*"), unreadable: &unreadable)
                listed = names.map { name in
                    (name, Self.isReadable(name) ? try? repository.resolve(reference: name) ?? nil : nil)
                }
            }
        } catch {
            throw .refused("Could not read the session at \(remote): \(error.message)")
        }
        var learners: [(name: String, events: [ProgressEvent], cut: String?)] = []
        let share = max(1, listed.count)
        let events = min(maxEvents, max(1, Self.maxSessionEvents / share))
        let bytes = min(Self.maxHistoryBytes, max(BoundedHistory.maxCommitBytes, Self.maxSessionBytes / share))
        var tips = Set<String>()
        for (reference, target) in listed where reference.hasPrefix(Self.prefix) && reference.hasSuffix(Self.suffix) {
            let name = String(reference.dropFirst(Self.prefix.count).dropLast(Self.suffix.count))
            guard Self.isReadable(reference) else {
                unreadable.append(.init(name: UntrustedText.printable(name), reason: "its ref name holds control or text-direction characters, or is not a valid ref name"))
                continue
            }
            guard let target else {
                unreadable.append(.init(name: UntrustedText.printable(name), reason: "its ref could not be resolved"))
                continue
            }
            let tip = GitRepository.hex(target)
            do throws(GitError) {
                // Kept by tip and by the bounds it was read within (they change with the number of learners).
                let key = "\(tip) \(events) \(bytes)"
                let entry = try cache.entry(tip: key) { () throws(GitError) -> SessionHistoryCache.Entry in
                    let history = try repository.boundedHistory(from: target, limit: events, maxTotalBytes: bytes)
                    let events = history.entries.compactMap { ProgressEvent.parse(commit: $0.id, message: $0.message, time: $0.time) }
                    return SessionHistoryCache.Entry(events: events, cut: history.cut)
                }
                tips.insert(key)
                learners.append((name, entry.events, entry.cut))
            } catch {
                unreadable.append(.init(name: UntrustedText.printable(name), reason: error.message))
            }
        }
        cache.keep(only: tips)
        return Histories(learners: learners, unreadable: unreadable)
    }

    /// The first ``maxLearners`` learner refs of `names` by name; the others are counted in `unreadable`.
    static func capped(_ names: [String], unreadable: inout [SessionSnapshot.Unreadable]) -> [String] {
        let learners = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
        guard learners.count > maxLearners else { return learners }
        var sorted = learners
        sorted.sort()
        unreadable.append(.init(
            name: "\(sorted.count - maxLearners) more learners",
            reason: "a session shows at most \(maxLearners) learners, the first by name; the rest were not read"))
        return Array(sorted.prefix(maxLearners))
    }

    /// A full learner ref name git accepts and that holds no character ``UntrustedText`` would remove.
    static func isReadable(_ reference: String) -> Bool {
        var valid: Int32 = 0
        return git_reference_name_is_valid(&valid, reference) == 0 && valid == 1 && !UntrustedText.needsCleaning(reference)
    }

    /// A session on a path, opened where it is (that path only, no search upwards).
    static func openInPlace(_ path: String) throws(GitError) -> GitRepository {
        _ = libgit2Initialised
        var repository: OpaquePointer?
        try GitError.check(git_repository_open_ext(&repository, path, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil), "open \(path)")
        return GitRepository(repository!)
    }

    /// Brings the session on a path into ``copy`` (``LocalSourceMirror/update(_:from:describing:limits:)``): its
    /// objects through the pack guard and its refs, nothing of its configuration. A pack the guard refuses is named
    /// in `unreadable`, and the learners whose events it holds read as far as their copied commits go.
    private func copyFromPath(unreadable: inout [SessionSnapshot.Unreadable]) throws(GitError) -> GitRepository {
        do throws(WorkbookError) {
            let (repository, refused) = try LocalSourceMirror.update(copy, from: URL(fileURLWithPath: remote), describing: remote,
                                                                     limits: PackLimits(maxPackBytes: Self.maxFetchBytes))
            unreadable += refused.map { .init(name: "pack \($0.name)", reason: $0.reason) }
            return repository
        } catch {
            throw GitError(code: -1, message: error.description)
        }
    }

    /// Lists the remote's learner refs, fetches the readable ones into ``copy`` (all at once; when that fails, each on
    /// its own, so one bad ref only loses its learner) and drops copied refs the remote no longer has.
    private func fetchCopy(unreadable: inout [SessionSnapshot.Unreadable]) throws(GitError) -> (GitRepository, [(name: String, target: git_oid?)]) {
        let repository: GitRepository
        if FileManager.default.fileExists(atPath: copy.path), let existing = try? Self.openInPlace(copy.path) {
            repository = existing
        } else {
            try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            repository = try GitRepository.initialiseBare(at: copy.path)
        }
        let all = try repository.remoteReferences(url: remote, matching: Self.prefix + "*")
        let kept = Set(Self.capped(all.map(\.name), unreadable: &unreadable))
        let advertised = all.filter { kept.contains($0.name) }
        let readable = advertised.filter { Self.isReadable($0.name) }.map(\.name)
        for (name, _) in try repository.references(matching: Self.prefix + "*") where !readable.contains(name) { repository.removeReference(name) }
        var fetched = Set(readable)
        do throws(GitError) {
            try repository.fetch(url: remote, refspecs: readable.map { "+\($0):\($0)" }, limits: PackLimits(maxPackBytes: Self.maxFetchBytes))
        } catch {
            for name in readable {
                do throws(GitError) { try repository.fetch(url: remote, refspecs: ["+\(name):\(name)"], limits: PackLimits(maxPackBytes: Self.maxFetchBytes)) } catch {
                    fetched.remove(name)
                    repository.removeReference(name)
                    let learner = String(name.dropFirst(Self.prefix.count).dropLast(Self.suffix.count))
                    unreadable.append(.init(name: UntrustedText.printable(learner), reason: error.message))
                }
            }
        }
        let listed = advertised.filter { !Self.isReadable($0.name) || fetched.contains($0.name) }.map { entry -> (name: String, target: git_oid?) in
            (entry.name, Self.isReadable(entry.name) ? try? repository.resolve(reference: entry.name) ?? nil : nil)
        }
        return (repository, listed)
    }

    /// Creates an empty bare repository at `path` for a session (a shared folder, or a folder on a machine everyone
    /// can reach over ssh) and returns its absolute path.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` when `path` exists and is not an empty folder or a session already.
    public static func initialise(at path: String) throws(WorkbookError) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        if !existing.isEmpty {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("HEAD").path),
               FileManager.default.fileExists(atPath: url.appendingPathComponent("refs").path) { return url.path }
            throw .refused("\(url.path) already holds files; give a new or empty folder for the session.")
        }
        do throws(GitError) {
            _ = try GitRepository.initialiseBare(at: url.path)
        } catch {
            throw .refused("Could not create a session at \(url.path): \(error.message)")
        }
        return url.path
    }
}
