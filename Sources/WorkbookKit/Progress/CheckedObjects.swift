import CGit2

/// Objects of a repository someone else wrote (a student's submission) read only after their header says what they are
/// and how big: libgit2 inflates a whole object into memory to read it, and a pack within its size cap can still
/// inflate to gigabytes.
extension GitRepository {
    /// The most bytes a tree read this way may take: about 20,000 entries in one folder.
    static let maxTreeBytes = 1 << 20
    /// The most bytes a graded commit may take (a real one is its tree, parents, names and message: well under a KiB).
    static let maxGradedCommitBytes = 1 << 20

    /// Checks from its header that `oid` is an object of `type` of at most `maxBytes`, without reading it.
    ///
    /// - Throws: ``GitError`` in plain words: the object is missing, is of another type, or is larger.
    func checkHeader(_ oid: git_oid, is type: git_object_t, maxBytes: Int) throws(GitError) {
        let kind = Self.typeName(type), id = Self.hex(oid).prefix(10)
        guard let header = objectHeader(oid) else { throw GitError(code: GIT_ENOTFOUND.rawValue, message: "\(kind) \(id) is missing") }
        guard header.type == type else { throw GitError(code: -1, message: "\(id) is a \(Self.typeName(header.type)), not a \(kind)") }
        guard header.size <= maxBytes else {
            throw GitError(code: -1, message: "\(kind) \(id) is \(header.size) bytes, over the \(maxBytes >> 10) KiB a \(kind) may take, so it was not read")
        }
    }

    /// The tree `oid`, read once its header says it is a tree of at most `maxBytes` (``checkHeader(_:is:maxBytes:)``).
    /// The caller frees it (`git_tree_free`).
    func checkedTree(_ oid: git_oid, maxBytes: Int = maxTreeBytes) throws(GitError) -> OpaquePointer {
        try checkHeader(oid, is: GIT_OBJECT_TREE, maxBytes: maxBytes)
        var id = oid
        var object: OpaquePointer?
        try GitError.check(git_tree_lookup(&object, pointer, &id), "read a tree")
        return object!
    }

    /// The id and mode of the entry at slash-separated `path` inside `tree`, or nil if absent; each tree on the way is
    /// a ``checkedTree(_:maxBytes:)`` (libgit2's own path lookup reads them unchecked).
    func checkedEntry(atPath path: String, in tree: git_oid) throws(GitError) -> (oid: git_oid, mode: git_filemode_t)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var current = tree
        for (index, part) in parts.enumerated() {
            let object = try checkedTree(current)
            defer { git_tree_free(object) }
            guard let entry = git_tree_entry_byname(object, part) else { return nil }
            let found = (oid: git_tree_entry_id(entry).pointee, mode: git_tree_entry_filemode(entry))
            if index == parts.count - 1 { return found }
            guard found.mode == GIT_FILEMODE_TREE else { return nil }
            current = found.oid
        }
        return nil
    }

    /// The first object the commit `commit` needs to be checked out that this repository does not have: its tree, a
    /// subtree or a file, each found from its header (trees read as ``checkedTree(_:maxBytes:)``, at most `limit`
    /// entries). Nil when all are there, or when the commit or a tree cannot be judged this way (too large: the readers
    /// after this say so).
    func firstMissingObject(under commit: git_oid, limit: Int = 200_000) -> git_oid? {
        guard let header = objectHeader(commit) else { return commit }
        guard header.type == GIT_OBJECT_COMMIT, header.size <= Self.maxGradedCommitBytes,
              let root = try? treeOf(commit: commit) else { return nil }
        var pending = [root], left = limit
        while let tree = pending.popLast(), left > 0 {
            guard objectHeader(tree) != nil else { return tree }
            guard let object = try? checkedTree(tree) else { return nil }
            defer { git_tree_free(object) }
            for index in 0..<min(git_tree_entrycount(object), left) {
                guard let entry = git_tree_entry_byindex(object, index) else { continue }
                left -= 1
                let oid = git_tree_entry_id(entry).pointee
                switch git_tree_entry_filemode(entry) {
                case GIT_FILEMODE_COMMIT: continue
                case GIT_FILEMODE_TREE: pending.append(oid)
                default: if objectHeader(oid) == nil { return oid }
                }
            }
        }
        return nil
    }

    static func typeName(_ type: git_object_t) -> String {
        git_object_type2string(type).map { String(cString: $0) } ?? "object"
    }
}
