import CGit2
import Foundation

/// libgit2 is initialised once per process, on first use.
let libgit2Initialised: Bool = git_libgit2_init() > 0

/// A libgit2 error code with libgit2's own message.
struct GitError: Error {
    var code: Int32
    var message: String

    static func check(_ code: Int32, _ what: String) throws(GitError) {
        guard code < 0 else { return }
        let detail = git_error_last().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "error \(code)"
        throw GitError(code: code, message: "\(what): \(detail)")
    }

    var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }
    /// A fetch stopped because its pack was larger than allowed (``GitRepository/fetch(url:refspecs:maxBytes:)``).
    static let overBudget: Int32 = -0x7001
    var isOverBudget: Bool { code == Self.overBudget }
    /// The reference moved, exists already, or is locked by a concurrent writer: re-read and retry.
    var isConflict: Bool { code == GIT_EMODIFIED.rawValue || code == GIT_EEXISTS.rawValue || code == GIT_ELOCKED.rawValue }
}

/// A thin owner of a `git_repository*`, freed on deinit. Not shared between threads: open one per operation.
final class GitRepository {
    let pointer: OpaquePointer
    /// The pack guard in front of the object database, once a fetch installed it (``guardPacks(_:)``).
    var packGuard: OpaquePointer?

    /// Takes ownership of an open `git_repository*`.
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { git_repository_free(pointer) }

    /// Opens the repository containing `path` (searching parent directories), or nil if there is none.
    static func open(containing path: String) throws(GitError) -> GitRepository? {
        _ = libgit2Initialised
        var repository: OpaquePointer?
        let code = git_repository_open_ext(&repository, path, 0, nil)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        try GitError.check(code, "open repository at \(path)")
        return GitRepository(repository!)
    }

    /// Creates a repository at `path` (`git init`: no commit, no branch is created).
    static func initialise(at path: String) throws(GitError) -> GitRepository {
        _ = libgit2Initialised
        var repository: OpaquePointer?
        try GitError.check(git_repository_init(&repository, path, 0), "initialise a repository at \(path)")
        return GitRepository(repository!)
    }

    /// The commit a reference points at, or nil if the reference does not exist.
    func resolve(reference name: String) throws(GitError) -> git_oid? {
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, pointer, name)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        try GitError.check(code, "read \(name)")
        return oid
    }

    func blob(_ data: Data) throws(GitError) -> git_oid {
        var oid = git_oid()
        let code = data.withUnsafeBytes { git_blob_create_from_buffer(&oid, pointer, $0.baseAddress, $0.count) }
        try GitError.check(code, "write a blob")
        return oid
    }

    /// Writes a tree made of `base`'s entries (if any) with `entries` inserted or replaced (blobs or trees).
    func tree(base: git_oid?, inserting entries: [(name: String, oid: git_oid, isTree: Bool)]) throws(GitError) -> git_oid {
        var baseTree: OpaquePointer?
        if var base { try GitError.check(git_tree_lookup(&baseTree, pointer, &base), "read a tree") }
        defer { if let baseTree { git_tree_free(baseTree) } }
        var builder: OpaquePointer?
        try GitError.check(git_treebuilder_new(&builder, pointer, baseTree), "start a tree")
        defer { git_treebuilder_free(builder) }
        for entry in entries {
            var oid = entry.oid
            let mode = entry.isTree ? GIT_FILEMODE_TREE : GIT_FILEMODE_BLOB
            try GitError.check(git_treebuilder_insert(nil, builder, entry.name, &oid, mode), "add \(entry.name) to a tree")
        }
        var result = git_oid()
        try GitError.check(git_treebuilder_write(&result, builder), "write a tree")
        return result
    }

    /// The tree of a commit.
    func treeOf(commit: git_oid) throws(GitError) -> git_oid {
        var commitOid = commit
        var object: OpaquePointer?
        try GitError.check(git_commit_lookup(&object, pointer, &commitOid), "read a commit")
        defer { git_commit_free(object) }
        return git_commit_tree_id(object).pointee
    }

    /// The id of the subtree or blob at `name` directly inside `tree`, if present.
    func entry(named name: String, in tree: git_oid) throws(GitError) -> git_oid? {
        var treeOid = tree
        var object: OpaquePointer?
        try GitError.check(git_tree_lookup(&object, pointer, &treeOid), "read a tree")
        defer { git_tree_free(object) }
        guard let entry = git_tree_entry_byname(object, name) else { return nil }
        return git_tree_entry_id(entry).pointee
    }

    /// Reads a blob's bytes.
    func blobData(_ oid: git_oid) throws(GitError) -> Data {
        var blobOid = oid
        var blob: OpaquePointer?
        try GitError.check(git_blob_lookup(&blob, pointer, &blobOid), "read a blob")
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let raw = git_blob_rawcontent(blob) else { return Data() }
        return Data(bytes: raw, count: size)
    }

    /// Creates a commit object without updating any reference. The signature is the repository's configured one
    /// (`user.name`, `user.email`), else `workbook <workbook@localhost>`.
    func commit(tree: git_oid, parent: git_oid?, message: String) throws(GitError) -> git_oid {
        var signature: UnsafeMutablePointer<git_signature>?
        if git_signature_default(&signature, pointer) < 0 {
            try GitError.check(git_signature_now(&signature, "workbook", "workbook@localhost"), "make a signature")
        }
        defer { git_signature_free(signature) }
        var treeOid = tree
        var treeObject: OpaquePointer?
        try GitError.check(git_tree_lookup(&treeObject, pointer, &treeOid), "read a tree")
        defer { git_tree_free(treeObject) }
        var parentObject: OpaquePointer?
        if var parent { try GitError.check(git_commit_lookup(&parentObject, pointer, &parent), "read the parent commit") }
        defer { if let parentObject { git_commit_free(parentObject) } }
        var result = git_oid()
        var parents: [OpaquePointer?] = parentObject.map { [$0] } ?? []
        let code = parents.withUnsafeMutableBufferPointer { buffer in
            git_commit_create(&result, pointer, nil, signature, signature, "UTF-8", message, treeObject, buffer.count, buffer.baseAddress)
        }
        try GitError.check(code, "create a commit")
        return result
    }

    /// Points `name` at `new` only if it still points at `expected` (nil: only if it does not exist yet).
    ///
    /// - Throws: a ``GitError`` whose ``GitError/isConflict`` is true when another writer got there first.
    func compareAndSwap(reference name: String, to new: git_oid, expected: git_oid?, logMessage: String) throws(GitError) {
        var newOid = new
        var reference: OpaquePointer?
        let code: Int32
        if var expected {
            code = git_reference_create_matching(&reference, pointer, name, &newOid, 1, &expected, logMessage)
        } else {
            code = git_reference_create(&reference, pointer, name, &newOid, 0, logMessage)
        }
        if let reference { git_reference_free(reference) }
        if code == GIT_ELOCKED.rawValue, removeStaleLock(of: name) {
            return try compareAndSwap(reference: name, to: new, expected: expected, logMessage: logMessage)
        }
        try GitError.check(code, "update \(name)")
    }

    /// Removes `<gitdir>/<reference>.lock` if it was left by a writer that died holding it: libgit2 holds a ref lock
    /// for microseconds, so the same lock file (same inode and modification time) still there 100 ms later is stale.
    /// Returns whether a lock was removed (the caller then retries).
    private func removeStaleLock(of reference: String) -> Bool {
        guard let gitDirectory = git_repository_path(pointer).map({ String(cString: $0) }) else { return false }
        let lock = URL(fileURLWithPath: gitDirectory).appendingPathComponent(reference + ".lock").path
        func identity() -> (UInt64, Date)? {
            guard let status = FileStatus(lock) else { return nil }
            return (status.inode, status.modificationDate)
        }
        guard let before = identity() else { return false }
        usleep(100_000)
        guard let after = identity(), after == before else { return false }
        return (try? FileManager.default.removeItem(atPath: lock)) != nil
    }

    /// Commits reachable from `reference`, newest first: (id, message, commit time in seconds since 1970).
    func log(reference name: String) throws(GitError) -> [(id: String, message: String, time: Int64)] {
        guard try resolve(reference: name) != nil else { return [] }
        var walk: OpaquePointer?
        try GitError.check(git_revwalk_new(&walk, pointer), "walk history")
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        try GitError.check(git_revwalk_push_ref(walk, name), "walk \(name)")
        var entries: [(id: String, message: String, time: Int64)] = []
        var oid = git_oid()
        while git_revwalk_next(&oid, walk) == 0 {
            var commit: OpaquePointer?
            guard git_commit_lookup(&commit, pointer, &oid) == 0 else { continue }
            let message = git_commit_message(commit).map { String(cString: $0) } ?? ""
            entries.append((Self.hex(oid), message, git_commit_time(commit)))
            git_commit_free(commit)
        }
        return entries
    }

    static func hex(_ oid: git_oid) -> String {
        var copy = oid
        return git_oid_tostr_s(&copy).map { String(cString: $0) } ?? ""
    }
}
