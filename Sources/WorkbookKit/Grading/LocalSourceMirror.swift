import CGit2
import Foundation

/// A student's repository on a path, taken in without opening it: a fresh bare repository of the grader's own (its
/// configuration is libgit2's default, nothing of the student's) holding copies of the student's `HEAD`, `packed-refs`,
/// `refs/heads/…` and `refs/workbook/progress`, and links to the student's own objects. The student's `.git/config` —
/// and any file an `[include]` or `[includeIf]` there names — is never read, nor a hook, an attribute or an ignore file.
///
/// Only regular files are copied (a symbolic link among the refs is left out), each of at most ``maxRefFileBytes``
/// (`packed-refs` at most ``maxPackedRefsBytes``), at most ``maxRefFiles`` in all.
///
/// Objects are only the student's own: each loose object (`objects/xx/<38 hex>`) and each pack (`objects/pack/pack-….pack`
/// and its `.idx`) that is a regular file gets a link of the same name in the mirror's object folder, at most
/// ``maxObjectFiles`` in all. Nothing else of `objects/` is taken: not `info/alternates` or `info/http-alternates` (which
/// would lend the student's commits objects of any other repository on the grading machine, and which the student
/// writes), not a folder or file there that is a symbolic link. A submission that borrowed objects that way is missing
/// them, and its fetch says so (``Mirrored/borrowsObjects``).
enum LocalSourceMirror {
    static let maxRefFileBytes = 4 << 10
    static let maxPackedRefsBytes = 16 << 20
    static let maxRefFiles = 10_000
    /// The most loose objects and pack files linked (a repository of 200,000 loose commits has 600,000; `git gc` packs them).
    static let maxObjectFiles = 1_000_000

    /// A mirror made: its path, and whether the student's repository borrows objects from others (it has an
    /// `objects/info/alternates` or `objects/info/http-alternates` file, not followed).
    struct Mirrored {
        var path: String
        var borrowsObjects: Bool
    }

    /// Mirrors the repository at `source` (a working tree with a `.git` folder, or a bare repository) into a new bare
    /// repository at `mirror`.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` naming `location` when it is not a repository this can read: no git
    ///   folder, a `.git` that is a file or a link (a linked worktree or a submodule), an object folder that is a link,
    ///   or more than ``maxObjectFiles`` objects and packs.
    static func make(of source: URL, at mirror: URL, describing location: String) throws(WorkbookError) -> Mirrored {
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
            throw .refused("Could not fetch \(location) as a git repository: \(UntrustedText.printable(objects.path)) is not a folder.")
        }
        do throws(GitError) {
            _ = try GitRepository.initialiseBare(at: mirror.path)
        } catch {
            throw .setup("Could not make a scratch repository at \(mirror.path): \(error.message)")
        }
        let borrows = ["info/alternates", "info/http-alternates"].contains { type(objects.appendingPathComponent($0).path) != nil }
        guard try linkObjects(of: objects, into: mirror.appendingPathComponent("objects")) else {
            throw .refused("Could not fetch \(location) as a git repository: it has more than \(maxObjectFiles) loose objects and packs; pack them first (`git gc`).")
        }
        do {
            let manager = FileManager.default
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
            throw .setup("Could not copy the refs of \(location) into \(mirror.path): \(UntrustedText.printable(error.localizedDescription))")
        }
        return Mirrored(path: mirror.path, borrowsObjects: borrows)
    }

    /// Links each of the student's loose objects and pack files in `objects` (regular files only, found without
    /// following a link) into `target` under the same relative path; false when there are more than ``maxObjectFiles``.
    private static func linkObjects(of objects: URL, into target: URL) throws(WorkbookError) -> Bool {
        var budget = maxObjectFiles
        func link(_ folder: String, keeping keep: (String) -> Bool) throws(WorkbookError) -> Bool {
            let from = objects.appendingPathComponent(folder)
            guard type(from.path) == S_IFDIR else { return true }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: from.path)) ?? []).filter(keep).sorted()
            let to = target.appendingPathComponent(folder)
            var made = false
            for name in names where type(from.appendingPathComponent(name).path) == S_IFREG {
                guard budget > 0 else { return false }
                budget -= 1
                if !made {
                    guard mkdir(to.path, 0o755) == 0 || errno == EEXIST else { throw failure(creating: to) }
                    made = true
                }
                guard symlink(from.appendingPathComponent(name).path, to.appendingPathComponent(name).path) == 0 else {
                    throw failure(creating: to.appendingPathComponent(name))
                }
            }
            return true
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []).filter { isHex($0, count: 2) }.sorted()
        for folder in folders {
            guard try link(folder, keeping: { isHex($0, count: 38) }) else { return false }
        }
        return try link("pack") { name in
            name.hasPrefix("pack-") && (name.hasSuffix(".pack") || name.hasSuffix(".idx"))
        }
    }

    private static func failure(creating path: URL) -> WorkbookError {
        .setup("Could not make \(path.path) in a scratch repository: \(String(cString: strerror(errno))).")
    }

    /// Whether `name` is `count` lowercase hex digits (a loose object's folder or file name).
    private static func isHex(_ name: String, count: Int) -> Bool {
        name.utf8.count == count && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
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
