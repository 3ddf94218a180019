import CGit2
import Foundation

/// Fetching from and pushing to another repository with libgit2: a local path, `file://`, `ssh://` (keys from the
/// user's ssh agent) or `https://` (the user's git credential helpers, ``GitCredentialHelper``, else anonymous). Used by `workbook grade` (a student's repository, fetched into a scratch
/// copy) and `workbook submit` (the learner's branch and progress, pushed).
extension GitRepository {
    /// Creates a bare repository at `path` (`git init --bare`).
    static func initialiseBare(at path: String) throws(GitError) -> GitRepository {
        _ = libgit2Initialised
        var repository: OpaquePointer?
        try GitError.check(git_repository_init(&repository, path, 1), "initialise a bare repository at \(path)")
        return GitRepository(repository!)
    }

    /// The branch `url`'s `HEAD` names (`refs/heads/main`), asked of the remote. When `HEAD` names a branch the remote
    /// does not have (a bare repository made with `git init --bare` points at `master`; students push `main`), its
    /// `main`, else its `master`, else its only branch. Nil when it has no branch at all.
    ///
    /// - Throws: ``GitError`` when the remote cannot be reached or read.
    func remoteDefaultBranch(url: String) throws(GitError) -> String? {
        let remote = try connectedForFetch(url)
        defer { git_remote_disconnect(remote); git_remote_free(remote) }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        let code = git_remote_default_branch(&buffer, remote)
        if code == 0, let branch = buffer.ptr.map({ String(cString: $0) }) { return branch }
        guard code == GIT_ENOTFOUND.rawValue else { try GitError.check(code, "read the default branch of \(url)"); return nil }
        var heads: UnsafeMutablePointer<UnsafePointer<git_remote_head>?>?
        var count = 0
        try GitError.check(git_remote_ls(&heads, &count, remote), "list the branches of \(url)")
        let branches = (0..<count).compactMap { heads?[$0]?.pointee.name.map { String(cString: $0) } }.filter { $0.hasPrefix("refs/heads/") }
        return Self.preferredBranch(among: branches)
    }

    /// The branch this repository's `HEAD` names when it has it, else as ``remoteDefaultBranch(url:)`` chooses.
    ///
    /// - Throws: ``GitError`` when the branches cannot be listed.
    func defaultBranch() throws(GitError) -> String? {
        var head: OpaquePointer?
        if git_reference_lookup(&head, pointer, "HEAD") == 0 {
            defer { git_reference_free(head) }
            if let target = git_reference_symbolic_target(head).map({ String(cString: $0) }), target.hasPrefix("refs/heads/"),
               try resolve(reference: target) != nil {
                return target
            }
        }
        return Self.preferredBranch(among: try references(matching: "refs/heads/*").map(\.name))
    }

    /// `main`, else `master`, else the only one of `branches` (full names), else nil.
    private static func preferredBranch(among branches: [String]) -> String? {
        ["refs/heads/main", "refs/heads/master"].first(where: branches.contains) ?? (branches.count == 1 ? branches[0] : nil)
    }

    /// Fetches `refspecs` (`+src:dst`) from `url` into this repository; a source ref the remote lacks is skipped.
    /// The pack is held to `limits` as it arrives (``PackLimits``, ``guardPacks(_:)``): bytes received, each object's
    /// size once unpacked, all of them together, and their count.
    ///
    /// - Throws: ``GitError`` when the remote cannot be reached or the fetch fails; one whose ``GitError/isOverBudget``
    ///   is true, saying the limit, when the pack goes over one of `limits`.
    func fetch(url: String, refspecs: [String], limits: PackLimits) throws(GitError) {
        try guardPacks(limits)
        let remote = try anonymousRemote(url)
        defer { git_remote_free(remote) }
        var options = git_fetch_options()
        git_fetch_options_init(&options, UInt32(GIT_FETCH_OPTIONS_VERSION))
        options.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_NONE
        let budget = CredentialBudget()
        options.callbacks.credentials = acquireCredential
        options.callbacks.payload = Unmanaged.passUnretained(budget).toOpaque()
        let code = withExtendedLifetime(budget) {
            withStringArray(refspecs) { specs in git_remote_fetch(remote, specs, &options, "workbook fetch") }
        }
        if code < 0, let refusal = packRefusal(from: url, limits: limits) { throw refusal }
        try GitError.check(code, "fetch from \(url)")
    }

    /// An anonymous remote for `url`, connected for fetching with the grader's credentials; the caller disconnects
    /// and frees it.
    ///
    /// - Throws: ``GitError`` when the remote cannot be made or reached.
    private func connectedForFetch(_ url: String) throws(GitError) -> OpaquePointer {
        let remote = try anonymousRemote(url)
        var callbacks = git_remote_callbacks()
        git_remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION))
        let budget = CredentialBudget()
        callbacks.credentials = acquireCredential
        callbacks.payload = Unmanaged.passUnretained(budget).toOpaque()
        let code = withExtendedLifetime(budget) { git_remote_connect(remote, GIT_DIRECTION_FETCH, &callbacks, nil, nil) }
        do throws(GitError) { try GitError.check(code, "reach \(url)") } catch {
            git_remote_free(remote)
            throw error
        }
        return remote
    }

    /// The references `url` advertises whose names match `glob` (`refs/workbook/learners/*`, `*` across `/`),
    /// each with its target, as the remote lists them (nothing is fetched).
    ///
    /// - Throws: ``GitError`` when the remote cannot be reached or listed.
    func remoteReferences(url: String, matching glob: String) throws(GitError) -> [(name: String, target: git_oid)] {
        let remote = try connectedForFetch(url)
        defer { git_remote_disconnect(remote); git_remote_free(remote) }
        var heads: UnsafeMutablePointer<UnsafePointer<git_remote_head>?>?
        var count = 0
        try GitError.check(git_remote_ls(&heads, &count, remote), "list the references of \(url)")
        return (0..<count).compactMap { index in
            guard let head = heads?[index]?.pointee, let name = head.name.map({ String(cString: $0) }),
                  fnmatch(glob, name, 0) == 0 else { return nil }
            return (name, head.oid)
        }
    }

    /// Pushes `refspecs` (`src:dst`, `+` to force) to `url`.
    ///
    /// - Throws: ``GitError`` when the remote cannot be reached or refuses a ref (a push that is not a fast-forward).
    func push(url: String, refspecs: [String]) throws(GitError) {
        let remote = try anonymousRemote(url)
        defer { git_remote_free(remote) }
        var options = git_push_options()
        git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION))
        let budget = CredentialBudget()
        options.callbacks.credentials = acquireCredential
        options.callbacks.push_update_reference = rejectedReference
        options.callbacks.payload = Unmanaged.passUnretained(budget).toOpaque()
        let code = withExtendedLifetime(budget) {
            withStringArray(refspecs) { specs in git_remote_push(remote, specs, &options) }
        }
        try GitError.check(code, "push to \(url)")
        if let rejection = budget.rejection { throw GitError(code: -1, message: "push to \(url): \(rejection)") }
    }

    /// The URL of the remote named `name` in this repository's configuration, or nil if there is none.
    func remoteURL(named name: String) -> String? {
        var remote: OpaquePointer?
        guard git_remote_lookup(&remote, pointer, name) == 0 else { return nil }
        defer { git_remote_free(remote) }
        return git_remote_url(remote).map { String(cString: $0) }
    }

    private func anonymousRemote(_ url: String) throws(GitError) -> OpaquePointer {
        var remote: OpaquePointer?
        try GitError.check(git_remote_create_anonymous(&remote, pointer, url), "use \(url) as a remote")
        return remote!
    }
}

/// Calls `body` with `strings` as a `git_strarray`.
private func withStringArray<T>(_ strings: [String], _ body: (UnsafePointer<git_strarray>) -> T) -> T {
    var pointers = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
        var array = git_strarray(strings: buffer.baseAddress, count: buffer.count)
        return body(&array)
    }
}

/// What one fetch or push may still try: libgit2 asks for credentials again after each refusal, so the ssh agent is
/// asked once and then the operation fails instead of looping. Also collects a ref the remote refused in a push.
private final class CredentialBudget {
    var agentTried = false
    var helperTried = false
    var rejection: String?
}

/// libgit2's credential callback: the user's ssh agent for `ssh://`, git's credential helpers for `https://` (each
/// once), else nothing (anonymous).
private let acquireCredential: git_credential_acquire_cb = { out, url, usernameFromURL, allowedTypes, payload in
    guard let payload else { return GIT_PASSTHROUGH.rawValue }
    let budget = Unmanaged<CredentialBudget>.fromOpaque(payload).takeUnretainedValue()
    if allowedTypes & GIT_CREDENTIAL_SSH_KEY.rawValue != 0, !budget.agentTried {
        budget.agentTried = true
        if let usernameFromURL { return git_credential_ssh_key_from_agent(out, usernameFromURL) }
        return git_credential_ssh_key_from_agent(out, "git")
    }
    if allowedTypes & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0, !budget.helperTried, let url {
        budget.helperTried = true
        if let found = GitCredentialHelper.fill(url: String(cString: url)) {
            return git_credential_userpass_plaintext_new(out, found.username, found.password)
        }
    }
    return GIT_PASSTHROUGH.rawValue
}

/// libgit2's per-ref push status: keeps the first refusal (`non-fast-forward`…) for the error.
private let rejectedReference: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Int32 = { reference, status, payload in
    guard let status, let payload else { return 0 }
    let budget = Unmanaged<CredentialBudget>.fromOpaque(payload).takeUnretainedValue()
    if budget.rejection == nil { budget.rejection = "\(reference.map { String(cString: $0) } ?? "a ref") was refused (\(String(cString: status)))" }
    return 0
}
