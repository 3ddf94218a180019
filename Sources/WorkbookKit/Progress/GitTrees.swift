import CGit2
import Foundation

/// Tree helpers for snapshots of whole directories (the shipped exercises, reset backups): write a directory as a
/// tree, find a subtree by path, read a tree back as files.
extension GitRepository {
    /// The working directory of a non-bare repository (with a trailing slash), or nil.
    var workingDirectory: String? { git_repository_workdir(pointer).map { String(cString: $0) } }

    /// `path` relative to the working directory (`""` for the working directory itself), or nil if outside it.
    func relativePath(of url: URL) -> String? {
        guard let workdir = workingDirectory else { return nil }
        let base = URL(fileURLWithPath: workdir).resolvingSymlinksInPath().standardizedFileURL.path
        let path = url.resolvingSymlinksInPath().standardizedFileURL.path
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The tree of the commit HEAD points at, or nil when HEAD is unborn or unreadable.
    func headTree() -> git_oid? {
        guard let head = try? resolve(reference: "HEAD") else { return nil }
        return try? treeOf(commit: head)
    }

    /// Writes `directory` as a tree: regular files (at most `maxFileSize` bytes) and subdirectories, recursively.
    /// Symbolic links, hidden entries (`.…`) and other kinds of file are left out. Nil when the directory is missing.
    func tree(ofDirectory directory: URL, maxFileSize: Int = 1 << 20) throws(GitError) -> git_oid? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        var entries: [(name: String, oid: git_oid, isTree: Bool)] = []
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey, .fileSizeKey])
            if values?.isSymbolicLink == true { continue }
            if values?.isDirectory == true {
                if let subtree = try tree(ofDirectory: url, maxFileSize: maxFileSize) { entries.append((name, subtree, true)) }
            } else if values?.isRegularFile == true, (values?.fileSize ?? 0) <= maxFileSize,
                      let data = FileManager.default.contents(atPath: url.path) {
                entries.append((name, try blob(data), false))
            }
        }
        return try tree(base: nil, inserting: entries)
    }

    /// The object at a slash-separated `path` inside `tree` (blob or subtree), or nil if absent; each tree on the way
    /// size-checked from its header first (``checkedEntry(atPath:in:)``).
    func entry(atPath path: String, in tree: git_oid) throws(GitError) -> (oid: git_oid, isTree: Bool)? {
        if path.isEmpty { return (tree, true) }
        return try checkedEntry(atPath: path, in: tree).map { ($0.oid, $0.mode == GIT_FILEMODE_TREE) }
    }

    /// Every blob under `tree`, by slash-separated path relative to it.
    func files(in tree: git_oid) throws(GitError) -> [String: Data] {
        var treeOid = tree
        var object: OpaquePointer?
        try GitError.check(git_tree_lookup(&object, pointer, &treeOid), "read a tree")
        defer { git_tree_free(object) }
        var result: [String: Data] = [:]
        for index in 0..<git_tree_entrycount(object) {
            guard let entry = git_tree_entry_byindex(object, index) else { continue }
            let name = String(cString: git_tree_entry_name(entry))
            let oid = git_tree_entry_id(entry).pointee
            switch git_tree_entry_type(entry) {
            case GIT_OBJECT_TREE:
                for (path, data) in try files(in: oid) { result["\(name)/\(path)"] = data }
            case GIT_OBJECT_BLOB:
                result[name] = try blobData(oid)
            default: continue
            }
        }
        return result
    }

    /// A copy of `base` (or an empty tree) with the object at slash-separated `path` replaced by `oid`, creating
    /// intermediate trees as needed.
    func tree(base: git_oid?, placing oid: git_oid, isTree: Bool, atPath path: String) throws(GitError) -> git_oid {
        let parts = path.split(separator: "/").map(String.init)
        precondition(!parts.isEmpty, "an empty path")
        if parts.count == 1 { return try tree(base: base, inserting: [(parts[0], oid, isTree)]) }
        let childBase = try base.flatMap { base throws(GitError) -> git_oid? in
            guard let found = try entry(atPath: parts[0], in: base), found.isTree else { return nil }
            return found.oid
        }
        let child = try tree(base: childBase, placing: oid, isTree: isTree, atPath: parts.dropFirst().joined(separator: "/"))
        return try tree(base: base, inserting: [(parts[0], child, true)])
    }

    /// The entries directly in `tree`: name → object id.
    func entries(of tree: git_oid) throws(GitError) -> [String: git_oid] {
        var treeOid = tree
        var object: OpaquePointer?
        try GitError.check(git_tree_lookup(&object, pointer, &treeOid), "read a tree")
        defer { git_tree_free(object) }
        var result: [String: git_oid] = [:]
        for index in 0..<git_tree_entrycount(object) {
            guard let entry = git_tree_entry_byindex(object, index) else { continue }
            result[String(cString: git_tree_entry_name(entry))] = git_tree_entry_id(entry).pointee
        }
        return result
    }

    /// A commit's author's email and its parents' ids, first parent first.
    func authorAndParents(of commit: git_oid) throws(GitError) -> (email: String?, parents: [git_oid]) {
        var commitOid = commit
        var object: OpaquePointer?
        try GitError.check(git_commit_lookup(&object, pointer, &commitOid), "read a commit")
        defer { git_commit_free(object) }
        let email = git_commit_author(object)?.pointee.email.map { String(cString: $0) }
        let parents = (0..<git_commit_parentcount(object)).compactMap { git_commit_parent_id(object, $0)?.pointee }
        return (email, parents)
    }

    /// Whether two object ids are equal.
    static func same(_ a: git_oid, _ b: git_oid) -> Bool {
        var a = a, b = b
        return git_oid_equal(&a, &b) != 0
    }
}
