import CGit2
import Foundation

/// A student's submission made into a workbook the grader can check: the instructor's `grader.yml`, hidden suites and
/// solutions, with only `Exercises/<id>/` taken from the student's commit — read from git's objects, never from a
/// working tree, so nothing outside the scratch copy is read or written on the student's behalf.
///
/// From each graded exercise folder, the regular files directly in it are copied. Everything else is left out and
/// flagged (``GradeFlag``): a symbolic link (the exercise folder itself too, or `Exercises/`), a submodule, a file over
/// ``maxFileBytes``, a name that is not UTF-8, not a plain file name, or holds a line break, an escape or another
/// control or text-direction character (named in flags with those written out as `\u{…}`), and anything past
/// ``maxFiles`` files or ``maxTotalBytes`` in all. The student's copies of the
/// files the instructor provides (`grader.yml`, `Package.swift`, `Tests/Hidden/…`, `Sources/…`) are compared by
/// content: each that differs, exists only in the student's, is of another kind (a submodule, a file for a folder) or
/// is missing where the student kept its folder is flagged as tampering, and only the instructor's are ever used.
public struct SubmissionCopy {
    /// The largest exercise file copied, in bytes (a check's own limit, ``SourceSnapshot/maxFileBytes``).
    public static let maxFileBytes = SourceSnapshot.maxFileBytes
    /// Most files copied from one submission.
    public static let maxFiles = 2_000
    /// Most bytes copied from one submission.
    public static let maxTotalBytes = 32 << 20
    /// Most tampering flags per provided area (`Sources/`, `Tests/Hidden/`…); more are counted in one last flag.
    static let maxTamperingFlags = 10

    /// The instructor's provided files by path, as git blob ids: computed once per grading run.
    public struct Provided: Sendable {
        var blobs: [String: String]
        /// Top-level files and folders compared (`grader.yml`, `Package.swift`, `Tests/Hidden`, `Sources`).
        static let areas = ["grader.yml", "Package.swift", "Tests/Hidden", "Sources"]

        /// Hashes the provided files of `workbook` (its content root and package root).
        public init(_ workbook: Workbook) {
            var blobs: [String: String] = [:]
            for area in Self.areas {
                let base = area == "Package.swift" || area == "Sources" ? workbook.packageRoot : workbook.contentRoot
                let url = base.appendingPathComponent(area)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                let files = isDirectory.boolValue
                    ? (FileManager.default.subpaths(atPath: url.path) ?? []).map { (area + "/" + $0, url.appendingPathComponent($0)) }
                    : [(area, url)]
                for (path, file) in files {
                    guard let values = try? file.resourceValues(forKeys: [.isRegularFileKey]), values.isRegularFile == true,
                          let data = FileManager.default.contents(atPath: file.path) else { continue }
                    blobs[path] = Self.blobID(data)
                }
            }
            self.blobs = blobs
        }

        static func blobID(_ data: Data) -> String {
            _ = libgit2Initialised
            var oid = git_oid()
            _ = data.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_BLOB) }
            return GitRepository.hex(oid)
        }
    }

    /// Writes the workbook for `fetched`'s commit at `root` (which must not exist) and returns what was flagged.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the scratch copy cannot be written or the commit cannot be read.
    public static func make(
        from fetched: SubmissionSource.Fetched, instructor: Workbook, exercises: [Exercise], provided: Provided, at root: URL
    ) throws(WorkbookError) -> [GradeFlag] {
        let repository = fetched.repository
        var flags: [GradeFlag] = []
        do throws(GitError) {
            try repository.checkHeader(fetched.commitID, is: GIT_OBJECT_COMMIT, maxBytes: GitRepository.maxGradedCommitBytes)
            let tree = try repository.treeOf(commit: fetched.commitID)
            try copyProvided(from: instructor, exercises: exercises, to: root)
            var budget = (files: maxFiles, bytes: maxTotalBytes)
            for (index, exercise) in exercises.enumerated() {
                let folder = "Exercises/\(exercise.id)"
                let destination = root.appendingPathComponent(folder)
                try create(destination)
                if let link = try linkedFolder(folder, in: tree, repository: repository) {
                    flags.append(GradeFlag(kind: .symlink, exercise: exercise.id, path: link.path, message: link.sentence))
                    continue
                }
                guard let entry = try repository.entry(atPath: folder, in: tree), entry.isTree else { continue }
                for file in try repository.treeEntries(entry.oid) {
                    let path = "\(folder)/\(UntrustedText.escaped(file.displayName))"
                    if let problem = file.problem(maxFileBytes: maxFileBytes) {
                        flags.append(GradeFlag(kind: problem.kind, exercise: exercise.id, path: path, message: "\(path) \(problem.reason); it was not graded."))
                        continue
                    }
                    guard file.kind == .file else { continue }  // a subfolder: a check reads only the files directly in the folder
                    guard budget.files > 0, budget.bytes >= file.size else {
                        flags.append(GradeFlag(kind: .oversize, exercise: exercise.id, path: path,
                                               message: "The submission has more than \(maxFiles) files or \(maxTotalBytes >> 20) MiB under Exercises/; \(path) and what follows were not graded."))
                        flags += exercises[(index + 1)...].map { later in
                            GradeFlag(kind: .oversize, exercise: later.id,
                                      message: "Exercises/\(later.id) was not graded: the submission reached \(maxFiles) files or \(maxTotalBytes >> 20) MiB under Exercises/ before it.")
                        }
                        return flags + (try tampering(tree, repository: repository, provided: provided, graded: exercises.map(\.id)))
                    }
                    budget.files -= 1
                    budget.bytes -= file.size
                    try write(try repository.blobData(file.oid), to: destination.appendingPathComponent(file.displayName))
                }
            }
            return flags + (try tampering(tree, repository: repository, provided: provided, graded: exercises.map(\.id)))
        } catch {
            throw .setup("Could not read the submission's commit \(fetched.commit): \(error.message)")
        }
    }

    /// The flag saying `exercise`'s folder was not copied at all, because the submission had reached ``maxFiles`` or
    /// ``maxTotalBytes`` before it: such an exercise is not checked (its empty folder would read as a build error).
    static func notCopied(_ exercise: String, in flags: [GradeFlag]) -> GradeFlag? {
        flags.first { $0.kind == .oversize && $0.exercise == exercise && $0.path == nil }
    }

    /// The instructor's `grader.yml`, and each graded exercise's hidden suite and solution, copied into `root`.
    private static func copyProvided(from instructor: Workbook, exercises: [Exercise], to root: URL) throws(GitError) {
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: instructor.contentRoot.appendingPathComponent("grader.yml"), to: root.appendingPathComponent("grader.yml"))
            for exercise in exercises {
                for folder in [instructor.hiddenSuiteDirectory(exercise), instructor.solutionDirectory(exercise)] {
                    let relative = instructor.relativePath(folder.path)
                    guard FileManager.default.fileExists(atPath: folder.path) else { continue }
                    let target = root.appendingPathComponent(relative)
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: folder, to: target)
                }
            }
        } catch {
            throw GitError(code: -1, message: "copying the instructor's files: \(error.localizedDescription)")
        }
    }

    /// Tampering flags: the student's copies of the provided files that differ from the instructor's, that the
    /// instructor's workbook does not have, or that are of another kind (a submodule, a file where the instructor's has
    /// a folder, or the reverse), and the provided files deleted: one missing from a folder the student kept below an
    /// area's top (`Tests/Hidden/01-…/Helper.swift`, `Sources/Combine`), a graded exercise's whole hidden suite where the
    /// student has its exercise folder and other suites, or a whole area (`grader.yml`, `Package.swift`) of a clone of
    /// the workbook. What a submission never had (the package and the rest, in a repository holding only `Exercises/`,
    /// or the suites of exercises it does not have) is not flagged.
    private static func tampering(_ tree: git_oid, repository: GitRepository, provided: Provided, graded: [String]) throws(GitError) -> [GradeFlag] {
        var flags: [GradeFlag] = []
        // A clone of the workbook has the package (`Package.swift`, `Sources/`); a repository holding only exercises
        // (a course's template) does not, and what it never had is not flagged.
        let hasPackage = try repository.checkedEntry(atPath: "Package.swift", in: tree) != nil
        let hasSources = try repository.checkedEntry(atPath: "Sources", in: tree) != nil
        let isWorkbookClone = hasPackage || hasSources
        for area in Provided.areas {
            guard let entry = try repository.checkedEntry(atPath: area, in: tree) else {
                let instructorsHas = provided.blobs[area] != nil || provided.blobs.keys.contains { $0.hasPrefix(area + "/") }
                if isWorkbookClone, instructorsHas {
                    flags.append(GradeFlag(kind: .tampering, path: area, message: "\(area) is missing from the submission (deleted, or from another version of the workbook); the instructor's was used."))
                }
                continue
            }
            let instructorsFolder = provided.blobs.keys.filter { $0.hasPrefix(area + "/") }
            let instructorsKind = instructorsFolder.isEmpty ? "a file" : "a folder"
            var findings: [(path: String, how: String)] = []
            var unwalked = 0
            switch entry.mode {
            case GIT_FILEMODE_COMMIT:
                findings.append((area, "is a submodule where the instructor's workbook has \(instructorsKind)"))
            case GIT_FILEMODE_TREE where instructorsFolder.isEmpty && provided.blobs[area] != nil:
                findings.append((area, "is a folder where the instructor's workbook has a file"))
            case GIT_FILEMODE_TREE:
                var present: Set<String> = [area]
                unwalked = try repository.walkEntries(entry.oid, prefix: area, limit: maxFiles) { path, item in
                    present.insert(path)
                    switch item.kind {
                    case .folder: break
                    case .submodule: findings.append((path, "is a submodule, not a file of the instructor's workbook"))
                    case .file, .symlink:
                        guard let theirs = provided.blobs[path] else { findings.append((path, "is not part of the instructor's workbook (edited, or from another version of it)")); return }
                        if theirs != GitRepository.hex(item.oid) { findings.append((path, "differs from the instructor's (edited, or from another version of the workbook)")) }
                    }
                }
                if unwalked == 0 {
                    var suites: Set<String> = []
                    for id in graded where area == "Tests/Hidden" {
                        if try repository.checkedEntry(atPath: "Exercises/\(id)", in: tree) != nil { suites.insert("Tests/Hidden/\(id)") }
                    }
                    findings += Self.missing(instructorsFolder, under: area, present: present).filter { path in
                        area != "Tests/Hidden" || suites.contains(path) || path.dropFirst(area.count + 1).contains("/")
                    }.map { ($0, "is missing from the submission (deleted, or from another version of the workbook)") }
                }
            default:
                if !instructorsFolder.isEmpty {
                    findings.append((area, "is a file where the instructor's workbook has a folder"))
                } else if let theirs = provided.blobs[area], theirs != GitRepository.hex(entry.oid) {
                    findings.append((area, "differs from the instructor's (edited, or from another version of the workbook)"))
                }
            }
            for finding in findings.prefix(maxTamperingFlags) {
                let shown = UntrustedText.escaped(finding.path)
                flags.append(GradeFlag(kind: .tampering, path: shown, message: "\(shown) \(finding.how); the instructor's was used."))
            }
            if findings.count > maxTamperingFlags {
                flags.append(GradeFlag(kind: .tampering, path: area, message: "\(findings.count - maxTamperingFlags) more files under \(area) differ from the instructor's or are missing."))
            }
            if unwalked > 0 {
                flags.append(GradeFlag(kind: .tampering, path: area, message: "\(area) holds more than \(maxFiles) entries; \(unwalked) were not compared (the instructor's files were used)."))
            }
        }
        return flags
    }

    /// Of the instructor's `files` under `area`, the shortest paths the submission lacks whose folder it has (a deleted
    /// folder is named once, not file by file).
    private static func missing(_ files: [String], under area: String, present: Set<String>) -> [String] {
        var missing: Set<String> = []
        for file in files where !present.contains(file) {
            var prefix = area
            for part in file.dropFirst(area.count + 1).split(separator: "/") {
                prefix += "/" + part
                if !present.contains(prefix) { break }
            }
            missing.insert(prefix)
        }
        return missing.sorted()
    }

    /// When `Exercises/` or the exercise folder `folder` is a symbolic link in the commit: its path and a sentence
    /// for the instructor.
    private static func linkedFolder(_ folder: String, in tree: git_oid, repository: GitRepository) throws(GitError) -> (path: String, sentence: String)? {
        for path in ["Exercises", folder] {
            guard try repository.entryMode(atPath: path, in: tree) == GIT_FILEMODE_LINK,
                  let link = try repository.entry(atPath: path, in: tree) else { continue }
            let size = repository.blobSize(link.oid) ?? Int.max
            let target = size <= 4096 ? UntrustedText.escaped(String(decoding: try repository.blobData(link.oid), as: UTF8.self)) : "a path of \(size) bytes"
            return (path, "\(path) is a symbolic link (to \(target)) rather than a folder, so none of this exercise's files were graded: the grader never follows links out of a submission. The student has to commit the exercise's files themselves.")
        }
        return nil
    }

    private static func create(_ folder: URL) throws(GitError) {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw GitError(code: -1, message: "creating \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Writes a new file; never follows or replaces anything already there.
    private static func write(_ data: Data, to file: URL) throws(GitError) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw GitError(code: -1, message: "creating \(file.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw GitError(code: -1, message: "writing \(file.path)") }
    }
}

/// One entry of a git tree, as a submission's files are judged.
struct TreeEntry {
    enum Kind { case file, folder, symlink, submodule }
    var kind: Kind
    /// The name's bytes as stored.
    var rawName: [UInt8]
    var oid: git_oid
    /// Bytes, for a file.
    var size: Int

    /// The name, with bytes that are not UTF-8 replaced.
    var displayName: String { String(decoding: rawName, as: UTF8.self) }

    /// Why this entry is not copied, if it is not: its flag kind and a phrase after its path.
    func problem(maxFileBytes: Int) -> (kind: GradeFlag.Kind, reason: String)? {
        guard let name = String(validating: rawName, as: UTF8.self) else { return (.badName, "has a name that is not UTF-8") }
        if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\0") {
            return (.badName, "is not a usable file name")
        }
        if UntrustedText.needsCleaning(name) {
            return (.badName, "has a name with a line break, an escape or another control or text-direction character")
        }
        switch kind {
        case .symlink: return (.symlink, "is a symbolic link")
        case .submodule: return (.specialFile, "is a submodule, not a file")
        case .file where size > maxFileBytes: return (.oversize, "is \(size) bytes, over the \(maxFileBytes >> 20) MiB limit of an exercise file")
        case .file, .folder: return nil
        }
    }
}

extension GitRepository {
    /// The entries directly in `tree` (a ``checkedTree(_:maxBytes:)``), with their kinds and (for files) sizes.
    func treeEntries(_ tree: git_oid) throws(GitError) -> [TreeEntry] {
        let object = try checkedTree(tree)
        defer { git_tree_free(object) }
        var entries: [TreeEntry] = []
        for index in 0..<git_tree_entrycount(object) {
            guard let entry = git_tree_entry_byindex(object, index), let name = git_tree_entry_name(entry) else { continue }
            let oid = git_tree_entry_id(entry).pointee
            let rawName = Array(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name)))
            let kind: TreeEntry.Kind
            var size = 0
            switch git_tree_entry_filemode(entry) {
            case GIT_FILEMODE_TREE: kind = .folder
            case GIT_FILEMODE_LINK: kind = .symlink
            case GIT_FILEMODE_COMMIT: kind = .submodule
            default:
                kind = .file
                size = blobSize(oid) ?? Int.max
            }
            entries.append(TreeEntry(kind: kind, rawName: rawName, oid: oid, size: size))
        }
        return entries
    }

    /// A blob's size from its header, without reading it (a hostile submission may hold a huge one); nil if unreadable.
    func blobSize(_ oid: git_oid) -> Int? { objectHeader(oid)?.size }

    /// Calls `body` with the path and entry of everything under `tree` (paths start with `prefix/`), folders,
    /// submodules and links included, however deep, at most `limit` entries in all.
    ///
    /// - Returns: how many entries were left unwalked past `limit` (at least 1 when it was reached, 0 when not).
    @discardableResult
    func walkEntries(_ tree: git_oid, prefix: String, limit: Int, _ body: (String, TreeEntry) -> Void) throws(GitError) -> Int {
        var left = limit, unwalked = 0
        var pending: [(tree: git_oid, prefix: String)] = [(tree, prefix)]
        while let (tree, prefix) = pending.popLast() {
            for entry in try treeEntries(tree) {
                guard left > 0 else { unwalked += 1; continue }
                left -= 1
                let path = prefix.isEmpty ? entry.displayName : prefix + "/" + entry.displayName
                if entry.kind == .folder { pending.append((entry.oid, path)) }
                body(path, entry)
            }
            if left == 0, !pending.isEmpty { unwalked += pending.count; break }
        }
        return unwalked
    }

    /// The mode of the entry at slash-separated `path` inside `tree`, or nil if absent (``checkedEntry(atPath:in:)``).
    func entryMode(atPath path: String, in tree: git_oid) throws(GitError) -> git_filemode_t? {
        try checkedEntry(atPath: path, in: tree)?.mode
    }
}
