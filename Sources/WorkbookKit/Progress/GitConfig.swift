import CGit2
import Foundation

/// Reading and writing git configuration with libgit2 (the repository's, over the user's and the system's).
extension GitRepository {
    /// The value of `key` (`user.name`) as git would read it, or nil when it is not set.
    func configValue(_ key: String) -> String? {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, pointer) == 0 else { return nil }
        defer { git_config_free(config) }
        var value: UnsafePointer<CChar>?
        guard git_config_get_string(&value, config, key) == 0, let value else { return nil }
        return String(cString: value)
    }

    /// Sets `key` in this repository's own configuration (`.git/config`).
    func setConfigValue(_ key: String, _ value: String) throws(GitError) {
        var config: OpaquePointer?
        try GitError.check(git_repository_config(&config, pointer), "open the repository's configuration")
        defer { git_config_free(config) }
        var local: OpaquePointer?
        try GitError.check(git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "open .git/config")
        defer { git_config_free(local) }
        try GitError.check(git_config_set_string(local, key, value), "set \(key)")
    }

    /// Whether `descendant` is `ancestor` or has it in its history.
    func isDescendant(_ descendant: git_oid, of ancestor: git_oid) -> Bool {
        var (a, b) = (descendant, ancestor)
        if git_oid_equal(&a, &b) != 0 { return true }
        return git_graph_descendant_of(pointer, &a, &b) == 1
    }

    /// Deletes the reference `name` if it exists.
    func removeReference(_ name: String) {
        _ = git_reference_remove(pointer, name)
    }

    /// The names of references matching `glob`, whatever they are: a name git would refuse (a file under `refs/`
    /// written by hand) is listed too, and one that cannot be listed is passed over. At most `limit`.
    func referenceNames(matching glob: String, limit: Int = 100_000) throws(GitError) -> [String] {
        var iterator: OpaquePointer?
        try GitError.check(git_reference_iterator_glob_new(&iterator, pointer, glob), "list \(glob)")
        defer { git_reference_iterator_free(iterator) }
        var names: [String] = []
        var name: UnsafePointer<CChar>?
        while names.count < limit {
            let code = git_reference_next_name(&name, iterator)
            if code == GIT_ITEROVER.rawValue { break }
            guard code == 0, let name else { break }
            names.append(String(cString: name))
        }
        return names
    }

    /// The names of references matching `glob` (`refs/workbook/learners/*`), each with its target.
    func references(matching glob: String) throws(GitError) -> [(name: String, target: git_oid)] {
        var iterator: OpaquePointer?
        try GitError.check(git_reference_iterator_glob_new(&iterator, pointer, glob), "list \(glob)")
        defer { git_reference_iterator_free(iterator) }
        var found: [(String, git_oid)] = []
        var reference: OpaquePointer?
        while git_reference_next(&reference, iterator) == 0 {
            defer { git_reference_free(reference) }
            guard let name = git_reference_name(reference), let target = git_reference_target(reference) else { continue }
            found.append((String(cString: name), target.pointee))
        }
        return found
    }
}
