import CGit2
import Foundation

/// The newest commits of a history, read within fixed bounds so a hostile one (hundreds of thousands of commits, a
/// commit of a gigabyte, a ref that points at a blob) costs what a normal one does.
struct BoundedHistory {
    /// Commits read, newest first: (id, message, commit time in seconds since 1970).
    var entries: [(id: String, message: String, time: Int64)]
    /// Why older commits were not read, if they were not: in plain words, for whoever reads the view.
    var cut: String?

    /// The most bytes one progress commit may take (a real one is under a kilobyte: its header, a summary line and
    /// trailers).
    static let maxCommitBytes = 4 << 10
}

extension GitRepository {
    /// The type and size of an object, from its header (nothing more is read); nil when the object is missing.
    func objectHeader(_ oid: git_oid) -> (type: git_object_t, size: Int)? {
        var database: OpaquePointer?
        guard git_repository_odb(&database, pointer) == 0 else { return nil }
        defer { git_odb_free(database) }
        var length = 0, type = GIT_OBJECT_INVALID, id = oid
        guard git_odb_read_header(&length, &type, database, &id) == 0 else { return nil }
        return (type, length)
    }

    /// At most `limit` commits from `tip` along first parents, newest first (a progress history is one line: each
    /// record's parent is the tip it was recorded on). Each commit's size is read from its header first; the walk stops
    /// at one over ``BoundedHistory/maxCommitBytes``, at one that would take the commits read past `maxTotalBytes`
    /// (each limit alone is cheap, but many commits each just under the first would not be), or at one that is missing,
    /// and says so in ``BoundedHistory/cut``.
    ///
    /// - Throws: ``GitError`` when `tip` is not a commit (a ref to a blob or a tree), in plain words.
    func boundedHistory(
        from tip: git_oid, limit: Int, maxTotalBytes: Int, maxCommitBytes: Int = BoundedHistory.maxCommitBytes
    ) throws(GitError) -> BoundedHistory {
        guard let header = objectHeader(tip) else { throw GitError(code: GIT_ENOTFOUND.rawValue, message: "its tip \(Self.hex(tip).prefix(10)) is missing") }
        guard header.type == GIT_OBJECT_COMMIT else {
            let kind = git_object_type2string(header.type).map { String(cString: $0) } ?? "object"
            throw GitError(code: -1, message: "it points at a \(kind), not a commit")
        }
        var history = BoundedHistory(entries: [], cut: nil)
        var total = 0
        var next: git_oid? = tip
        while var oid = next {
            guard history.entries.count < limit else {
                history.cut = "only the newest \(limit) events were read"
                break
            }
            guard let header = objectHeader(oid), header.type == GIT_OBJECT_COMMIT else {
                history.cut = "commit \(Self.hex(oid).prefix(10)) is missing, so older events were not read"
                break
            }
            guard header.size <= maxCommitBytes else {
                history.cut = "commit \(Self.hex(oid).prefix(10)) is \(header.size) bytes (a progress record is under \(maxCommitBytes >> 10) KiB), so it and older events were not read"
                break
            }
            guard total + header.size <= maxTotalBytes else {
                history.cut = "the newest \(history.entries.count) events already took \(total >> 10) KiB (at most \(maxTotalBytes >> 10) KiB are read), so older events were not read"
                break
            }
            total += header.size
            var commit: OpaquePointer?
            guard git_commit_lookup(&commit, pointer, &oid) == 0 else {
                history.cut = "commit \(Self.hex(oid).prefix(10)) could not be read, so older events were not read"
                break
            }
            history.entries.append((Self.hex(oid), git_commit_message(commit).map { String(cString: $0) } ?? "", git_commit_time(commit)))
            next = git_commit_parentcount(commit) > 0 ? git_commit_parent_id(commit, 0)?.pointee : nil
            git_commit_free(commit)
        }
        return history
    }
}
