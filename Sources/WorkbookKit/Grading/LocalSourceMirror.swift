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
        let gitDirectory = try gitDirectory(of: source, describing: location)
        let objects = gitDirectory.appendingPathComponent("objects")
        let repository: GitRepository
        do throws(GitError) {
            repository = try GitRepository.initialiseBare(at: mirror.path)
            try repository.guardPacks(limits)
        } catch {
            throw .setup("Could not make a scratch repository at \(mirror.path): \(error.message)")
        }
        let borrows = ["info/alternates", "info/http-alternates"].contains { type(objects.appendingPathComponent($0).path) != nil }
        try copyObjects(of: objects, into: repository, at: mirror.appendingPathComponent("objects"), describing: location, limits: limits)
        try copyReferences(of: gitDirectory, to: mirror, folders: ["refs/heads"], files: [ProgressStore.reference], describing: location)
        return Mirrored(repository: repository, borrowsObjects: borrows)
    }

    /// Brings a team session's repository on a path up to date in `mirror` (a bare repository of the facilitator's,
    /// made when missing), as ``make(of:at:describing:limits:)`` takes a student's in: the loose objects and packs
    /// `mirror` does not hold yet (the new packs through the guard, held to `limits` together, as one fetch is), and
    /// the refs under `refs/workbook/` anew, so a ref the session dropped is dropped here too. The session's own
    /// configuration, alternates and indexes are never read.
    ///
    /// A pack the guard refuses on its own is left out and returned by name with the reason (the learners whose
    /// events it holds are then missing them), and not read again: the reason is kept beside the copy's packs. The
    /// packs after a refusal wait for the next update (returned as not read yet), so one update does at most
    /// `limits`' work however many packs the session holds.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` naming `location` when it is not a repository.
    static func update(_ mirror: URL, from source: URL, describing location: String,
                       limits: PackLimits) throws(WorkbookError) -> (repository: GitRepository, refusedPacks: [(name: String, reason: String)]) {
        let gitDirectory = try gitDirectory(of: source, describing: location)
        let repository: GitRepository
        do throws(GitError) {
            if let existing = try? TeamSession.openInPlace(mirror.path) {
                repository = existing
            } else {
                try? FileManager.default.createDirectory(at: mirror.deletingLastPathComponent(), withIntermediateDirectories: true)
                repository = try GitRepository.initialiseBare(at: mirror.path)
            }
            try repository.guardPacks(limits)
        } catch {
            throw .setup("Could not make the session's copy at \(mirror.path): \(error.message)")
        }
        var refused: [(name: String, reason: String)] = []
        try copyObjects(of: gitDirectory.appendingPathComponent("objects"), into: repository, at: mirror.appendingPathComponent("objects"),
                        describing: location, limits: limits, keepingCopied: true) { name, reason in refused.append((name, reason)) }
        try? FileManager.default.removeItem(at: mirror.appendingPathComponent("refs/workbook"))
        try? FileManager.default.removeItem(at: mirror.appendingPathComponent("packed-refs"))
        try copyReferences(of: gitDirectory, to: mirror, folders: ["refs/workbook"], files: [], describing: location)
        return (repository, refused)
    }

    /// The git folder of `source`: its `.git` folder, or `source` itself when it is a bare repository.
    private static func gitDirectory(of source: URL, describing location: String) throws(WorkbookError) -> URL {
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
        return gitDirectory
    }

    /// Copies `HEAD`, `packed-refs`, every regular file under `folders` and each of `files` from `gitDirectory` to
    /// `mirror`, within ``maxRefFiles`` files.
    private static func copyReferences(of gitDirectory: URL, to mirror: URL, folders: [String], files: [String],
                                       describing location: String) throws(WorkbookError) {
        do {
            let manager = FileManager.default
            var budget = maxRefFiles
            for name in ["HEAD", "packed-refs"] {
                copyRegularFile(gitDirectory.appendingPathComponent(name), to: mirror.appendingPathComponent(name),
                                maxBytes: name == "HEAD" ? maxRefFileBytes : maxPackedRefsBytes, budget: &budget)
            }
            for folder in folders where type(gitDirectory.appendingPathComponent(folder).path) == S_IFDIR {
                let from = gitDirectory.appendingPathComponent(folder)
                for relative in manager.subpaths(atPath: from.path) ?? [] where budget > 0 {
                    let file = from.appendingPathComponent(relative)
                    guard type(file.path) == S_IFREG else { continue }
                    let target = mirror.appendingPathComponent("\(folder)/\(relative)")
                    try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    copyRegularFile(file, to: target, maxBytes: maxRefFileBytes, budget: &budget)
                }
            }
            for name in files {
                let target = mirror.appendingPathComponent(name)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                copyRegularFile(gitDirectory.appendingPathComponent(name), to: target, maxBytes: maxRefFileBytes, budget: &budget)
            }
        } catch {
            throw .setup("Could not copy the refs of \(location) into \(mirror.path): \(UntrustedText.printable(error.localizedDescription))")
        }
    }

    /// Copies each of the student's loose objects in `objects` (regular files only, found without following a link)
    /// into `target` under the same relative path, and writes each pack into `repository` through its guard; with
    /// `keepingCopied`, only those `target` does not hold yet (a pack by its file name, or a marker naming it when
    /// libgit2 stored it under its checksum). The packs of one call are held to `limits` together. A refused pack
    /// throws, or with `refusedPack` is passed to it (name, reason) and, when it was the call's first (so the
    /// refusal is the pack's alone), remembered in `target` and never read again; the packs after a refusal are
    /// passed to `refusedPack` as not read yet and taken by a later call, so one call never does more than `limits`.
    private static func copyObjects(of objects: URL, into repository: GitRepository, at target: URL, describing location: String,
                                    limits: PackLimits, keepingCopied: Bool = false,
                                    refusedPack: ((String, String) -> Void)? = nil) throws(WorkbookError) {
        func copied(_ relative: String) -> Bool {
            keepingCopied && [relative, relative + ".copied"].contains { type(target.appendingPathComponent($0).path) != nil }
        }
        func refusal(ofPack name: String) -> URL { target.appendingPathComponent("pack/\(name).refused") }
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
            for name in names where !copied("\(folder)/\(name)") {
                guard let data = readRegularFile(objects.appendingPathComponent("\(folder)/\(name)"), maxBytes: looseBytes) else {
                    throw .refused("Could not fetch \(location) as a git repository: its loose objects take more than \(GitRepository.binarySize(limits.maxPackBytes)), the most a submission may hold; pack them first (`git gc`).")
                }
                looseBytes -= data.count
                guard FileManager.default.createFile(atPath: to.appendingPathComponent(name).path, contents: data) else {
                    throw failure(creating: to.appendingPathComponent(name))
                }
            }
        }
        var packsTaken = 0, stopped = false
        for name in try regularFiles(in: "pack", keeping: { $0.hasPrefix("pack-") && $0.hasSuffix(".pack") }) where !copied("pack/\(name)") {
            let printable = UntrustedText.printable(name)
            if let refusedPack, let reason = readRegularFile(refusal(ofPack: name), maxBytes: maxRefFileBytes) {
                refusedPack(printable, String(decoding: reason, as: UTF8.self))
                continue
            }
            if let refusedPack, stopped {
                refusedPack(printable, "not read yet: a pack before it was refused, and one read stops there; it is read next time")
                continue
            }
            let descriptor = open(objects.appendingPathComponent("pack/\(name)").path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            do throws(GitError) {
                try repository.writePack(from: descriptor, describing: printable)
                packsTaken += 1
                if keepingCopied && !copied("pack/\(name)") {
                    FileManager.default.createFile(atPath: target.appendingPathComponent("pack/\(name).copied").path, contents: nil)
                }
            } catch {
                let cause = repository.packRefusal(from: location, limits: limits) ?? error
                let reason = UntrustedText.printable(cause.message.replacingOccurrences(of: "fetch from \(location): ", with: ""))
                guard let refusedPack else { throw .refused("Could not fetch \(location) as a git repository: \(reason)") }
                if packsTaken == 0 {
                    try? Data("it was not read: \(reason)".utf8).write(to: refusal(ofPack: name))
                    refusedPack(printable, "it was not read: \(reason)")
                } else {
                    refusedPack(printable, "not read yet: with the packs read before it, \(reason); it is read next time")
                }
                stopped = true
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
