import CGit2
import Foundation

/// A student's repository on a path, taken in without opening it: a fresh bare repository of the grader's own (its
/// configuration is libgit2's default, nothing of the student's) holding copies of the student's `HEAD`, `packed-refs`,
/// `refs/heads/…` and `refs/workbook/progress`, whose objects are the student's object folder, named as an alternate.
/// The student's `.git/config` — and any file an `[include]` or `[includeIf]` there names — is never read, nor a hook,
/// an attribute or an ignore file.
///
/// Only regular files are copied (a symbolic link among the refs is left out), each of at most ``maxRefFileBytes``
/// (`packed-refs` at most ``maxPackedRefsBytes``), at most ``maxRefFiles`` in all.
enum LocalSourceMirror {
    static let maxRefFileBytes = 4 << 10
    static let maxPackedRefsBytes = 16 << 20
    static let maxRefFiles = 10_000

    /// Mirrors the repository at `source` (a working tree with a `.git` folder, or a bare repository) into a new bare
    /// repository at `mirror` and returns the mirror's path.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` naming `location` when it is not a repository this can read: no git
    ///   folder, a `.git` that is a file or a link (a linked worktree or a submodule), or an object folder that is a link.
    static func make(of source: URL, at mirror: URL, describing location: String) throws(WorkbookError) -> String {
        let dotGit = source.appendingPathComponent(".git")
        let gitDirectory: URL
        switch type(dotGit.path) {
        case S_IFDIR?: gitDirectory = dotGit
        case nil where isBareRepository(source): gitDirectory = source
        case nil: throw .refused("Could not fetch \(location) as a git repository: it has no .git folder.")
        default:
            throw .refused("Could not fetch \(location) as a git repository: its .git is not a folder (a linked worktree or a submodule?); hand in the repository itself.")
        }
        let objects = gitDirectory.appendingPathComponent("objects")
        guard type(objects.path) == S_IFDIR else {
            throw .refused("Could not fetch \(location) as a git repository: \(objects.path) is not a folder.")
        }
        do throws(GitError) {
            _ = try GitRepository.initialiseBare(at: mirror.path)
        } catch {
            throw .setup("Could not make a scratch repository at \(mirror.path): \(error.message)")
        }
        do {
            let manager = FileManager.default
            try Data((objects.resolvingSymlinksInPath().path + "\n").utf8)
                .write(to: mirror.appendingPathComponent("objects/info/alternates"))
            var budget = maxRefFiles
            for name in ["HEAD", "packed-refs"] {
                copyRegularFile(gitDirectory.appendingPathComponent(name), to: mirror.appendingPathComponent(name),
                                maxBytes: name == "HEAD" ? maxRefFileBytes : maxPackedRefsBytes, budget: &budget)
            }
            let heads = gitDirectory.appendingPathComponent("refs/heads")
            if type(heads.path) == S_IFDIR {
                for relative in manager.subpaths(atPath: heads.path) ?? [] where budget > 0 {
                    let target = mirror.appendingPathComponent("refs/heads/\(relative)")
                    let file = heads.appendingPathComponent(relative)
                    guard type(file.path) == S_IFREG else { continue }
                    try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    copyRegularFile(file, to: target, maxBytes: maxRefFileBytes, budget: &budget)
                }
            }
            let progress = mirror.appendingPathComponent(ProgressStore.reference)
            try manager.createDirectory(at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
            copyRegularFile(gitDirectory.appendingPathComponent(ProgressStore.reference), to: progress, maxBytes: maxRefFileBytes, budget: &budget)
        } catch {
            throw .setup("Could not copy the refs of \(location) into \(mirror.path): \(error.localizedDescription)")
        }
        return mirror.path
    }

    /// `HEAD`, `objects` and `refs` directly in `folder`, none of them a link.
    private static func isBareRepository(_ folder: URL) -> Bool {
        type(folder.appendingPathComponent("HEAD").path) == S_IFREG
            && type(folder.appendingPathComponent("objects").path) == S_IFDIR
            && type(folder.appendingPathComponent("refs").path) == S_IFDIR
    }

    /// The file type bits of `path` (`S_IFDIR`, `S_IFREG`, `S_IFLNK`…), a final link not followed; nil when missing.
    private static func type(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Copies `file` to `target` when it is a regular file (never through a link) of at most `maxBytes`.
    private static func copyRegularFile(_ file: URL, to target: URL, maxBytes: Int, budget: inout Int) {
        guard budget > 0 else { return }
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= maxBytes,
              let data = try? handle.readToEnd() ?? Data() else { return }
        budget -= 1
        try? data.write(to: target)
    }
}
