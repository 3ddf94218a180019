import CGit2
import Foundation

/// A student's repository on a path, taken in without opening it: a fresh bare repository of the grader's own (its
/// configuration is libgit2's default, nothing of the student's) holding copies of the student's `HEAD`, `packed-refs`,
/// `refs/heads/…` and `refs/workbook/progress`, and of the student's own objects. The student's `.git/config` — and
/// any file an `[include]` or `[includeIf]` there names — is never read, nor a hook, an attribute or an ignore file.
/// The mirror is the repository graded: nothing is read from the student's folder afterwards.
///
/// Only regular files are copied (a symbolic link among the refs is left out), each of at most ``maxRefFileBytes``
/// (`packed-refs` at most ``maxPackedRefsBytes``), at most ``maxRefFiles`` in all.
///
/// Objects are only the student's own: each loose object (`objects/xx/<38 hex>`) that is a regular file is copied, and
/// each pack (`objects/pack/pack-….pack`) is written in as a fetched pack is, through the pack guard (``PackLimits``:
/// each object's unpacked size checked from its header before anything is unpacked) and indexed anew, so the student's
/// own `.idx` files are never read. Loose objects and packs are at most ``maxObjectFiles`` files, their bytes at most
/// the limits' ``PackLimits/maxPackBytes`` each. Nothing else of `objects/` is taken: not `info/alternates` or
/// `info/http-alternates` (which would lend the student's commits objects of any other repository on the grading
/// machine, and which the student writes), not a folder or file there that is a symbolic link. A submission that
/// borrowed objects that way is missing them, and grading it says so (``Mirrored/borrowsObjects``).
enum LocalSourceMirror {
    static let maxRefFileBytes = 4 << 10
    static let maxPackedRefsBytes = 16 << 20
    static let maxRefFiles = 10_000
    /// The most loose objects and pack files linked (a repository of 200,000 loose commits has 600,000; `git gc` packs them).
    static let maxObjectFiles = 1_000_000

    /// A mirror made: the repository, and whether the student's repository borrows objects from others (it has an
    /// `objects/info/alternates` or `objects/info/http-alternates` file, not followed).
    struct Mirrored {
        var repository: GitRepository
        var borrowsObjects: Bool
    }

    /// Mirrors the repository at `source` (a working tree with a `.git` folder, or a bare repository) into a new bare
    /// repository at `mirror`.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` naming `location` when it is not a repository this can read: no git
    ///   folder, a `.git` that is a file or a link (a linked worktree or a submodule), an object folder that is a link,
    ///   more than ``maxObjectFiles`` objects and packs, loose objects over `limits`' bytes, or a pack the guard
    ///   refuses (saying which limit).
    static func make(of source: URL, at mirror: URL, describing location: String, limits: PackLimits) throws(WorkbookError) -> Mirrored {
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
        let repository: GitRepository
        do throws(GitError) {
            repository = try GitRepository.initialiseBare(at: mirror.path)
            try repository.guardPacks(limits)
        } catch {
            throw .setup("Could not make a scratch repository at \(mirror.path): \(error.message)")
        }
        let borrows = ["info/alternates", "info/http-alternates"].contains { type(objects.appendingPathComponent($0).path) != nil }
        try copyObjects(of: objects, into: repository, at: mirror.appendingPathComponent("objects"), describing: location, limits: limits)
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
        return Mirrored(repository: repository, borrowsObjects: borrows)
    }

    /// Copies each of the student's loose objects in `objects` (regular files only, found without following a link)
    /// into `target` under the same relative path, and writes each pack into `repository` through its guard.
    private static func copyObjects(of objects: URL, into repository: GitRepository, at target: URL, describing location: String,
                                    limits: PackLimits) throws(WorkbookError) {
        var files = maxObjectFiles, looseBytes = limits.maxPackBytes
        func regularFiles(in folder: String, keeping keep: (String) -> Bool) throws(WorkbookError) -> [String] {
            let from = objects.appendingPathComponent(folder)
            guard type(from.path) == S_IFDIR else { return [] }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: from.path)) ?? []).filter(keep).sorted()
                .filter { type(from.appendingPathComponent($0).path) == S_IFREG }
            files -= names.count
            guard files >= 0 else {
                throw .refused("Could not fetch \(location) as a git repository: it has more than \(maxObjectFiles) loose objects and packs; pack them first (`git gc`).")
            }
            return names
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []).filter { isHex($0, count: 2) }.sorted()
        for folder in folders {
            let names = try regularFiles(in: folder) { isHex($0, count: 38) }
            guard !names.isEmpty else { continue }
            let to = target.appendingPathComponent(folder)
            guard mkdir(to.path, 0o755) == 0 || errno == EEXIST else { throw failure(creating: to) }
            for name in names {
                guard let data = readRegularFile(objects.appendingPathComponent("\(folder)/\(name)"), maxBytes: looseBytes) else {
                    throw .refused("Could not fetch \(location) as a git repository: its loose objects take more than \(GitRepository.binarySize(limits.maxPackBytes)), the most a submission may hold; pack them first (`git gc`).")
                }
                looseBytes -= data.count
                guard FileManager.default.createFile(atPath: to.appendingPathComponent(name).path, contents: data) else {
                    throw failure(creating: to.appendingPathComponent(name))
                }
            }
        }
        for name in try regularFiles(in: "pack", keeping: { $0.hasPrefix("pack-") && $0.hasSuffix(".pack") }) {
            let descriptor = open(objects.appendingPathComponent("pack/\(name)").path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            do throws(GitError) {
                try repository.writePack(from: descriptor, describing: UntrustedText.printable(name))
            } catch {
                let reason = repository.packRefusal(from: location, limits: limits) ?? error
                throw .refused("Could not fetch \(location) as a git repository: \(UntrustedText.printable(reason.message.replacingOccurrences(of: "fetch from \(location): ", with: "")))")
            }
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
        guard budget > 0, let data = readRegularFile(file, maxBytes: maxBytes) else { return }
        budget -= 1
        try? data.write(to: target)
    }

    /// The bytes of `file` when it is a regular file (never through a link) of at most `maxBytes`, else nil.
    private static func readRegularFile(_ file: URL, maxBytes: Int) -> Data? {
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= maxBytes,
              let data = try? handle.readToEnd() ?? Data(), data.count <= maxBytes else { return nil }
        return data
    }
}
