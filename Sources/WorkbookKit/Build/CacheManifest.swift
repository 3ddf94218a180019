#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The grader's record of one build-cache entry (a module or runner directory under `.build/workbook/cache/<id>/`):
/// each file's name and content hash (``ContentHash``), taken when the grader published the entry.
///
/// The entry's `.manifest` file holds it, written last into the staging directory so the entry and its manifest
/// appear together in one rename (JSON: `{"files": {"runner": "<40 hex digits>", "tests.json": "…"}}`). Before every
/// use the entry is checked against it (``verify(_:)``): a file changed, added, removed, or replaced by a symlink or a
/// folder since the grader wrote it — say by code under test that wrote into another exercise's cache — makes the
/// entry unusable, and the builder removes it and builds it again. Published entries are made read-only (`a-w`, the
/// directory too) so nothing writes into them by accident, and sandboxed runs see them mounted read-only.
struct CacheManifest: Codable, Equatable, Sendable {
    /// File name → content hash, for every file of the entry except the manifest itself.
    var files: [String: String]

    /// The manifest's file name inside an entry.
    static let fileName = ".manifest"

    /// The manifest of every file now in `directory`.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the directory holds anything but regular files, or cannot be read.
    static func taking(_ directory: URL) throws(WorkbookError) -> CacheManifest {
        var files: [String: String] = [:]
        for name in try names(in: directory) where name != fileName {
            let url = directory.appendingPathComponent(name)
            guard isRegularFile(url), let data = FileManager.default.contents(atPath: url.path) else {
                throw .setup("The build in \(directory.path) holds \(name), which is not a readable file.")
            }
            files[name] = ContentHash.hex(data)
        }
        return CacheManifest(files: files)
    }

    /// Why the entry at `directory` cannot be used: nil when every file is exactly as the manifest records, and
    /// nothing else is there; else a short phrase (`runner was changed`).
    ///
    /// A missing manifest is `no manifest`: the caller decides whether the entry is simply incomplete.
    static func verify(_ directory: URL) -> String? {
        guard isDirectory(directory) else { return "it is not a folder" }
        let manifestURL = directory.appendingPathComponent(fileName)
        guard isRegularFile(manifestURL), let data = FileManager.default.contents(atPath: manifestURL.path),
              let manifest = try? JSONDecoder().decode(CacheManifest.self, from: data) else { return "no manifest" }
        guard let present = try? names(in: directory) else { return "it cannot be read" }
        for name in present.sorted() where name != fileName && manifest.files[name] == nil { return "\(name) was added" }
        for (name, hash) in manifest.files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            guard isRegularFile(url), let contents = FileManager.default.contents(atPath: url.path) else { return "\(name) was removed or replaced" }
            if ContentHash.hex(contents) != hash { return "\(name) was changed" }
        }
        return nil
    }

    /// Takes the manifest of `staging` and writes it there, then makes every file read-only. The caller renames the
    /// directory into place and then calls ``seal(_:)`` on it.
    static func record(_ staging: URL) throws(WorkbookError) {
        let manifest = try taking(staging)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let url = staging.appendingPathComponent(fileName)
        do {
            try encoder.encode(manifest).write(to: url)
        } catch {
            throw .setup("Could not write \(url.path): \(error.localizedDescription)")
        }
        for name in manifest.files.keys + [fileName] {
            let path = staging.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            _ = chmod(path, info.st_mode & ~mode_t(S_IWUSR | S_IWGRP | S_IWOTH) & 0o7777)
        }
    }

    /// Makes a published entry's directory read-only (`r-x` for all), so no file can be added, removed or renamed in it.
    static func seal(_ directory: URL) {
        _ = chmod(directory.path, 0o555)
    }

    /// Removes an entry made read-only by ``record(_:)`` and ``seal(_:)``: write permission is given back first.
    static func remove(_ directory: URL) {
        var info = stat()
        guard lstat(directory.path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR { _ = chmod(directory.path, 0o755) }
        try? FileManager.default.removeItem(at: directory)
    }

    private static func names(in directory: URL) throws(WorkbookError) -> [String] {
        do { return try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw .setup("Could not read \(directory.path): \(error.localizedDescription)")
        }
    }

    /// A regular file itself, not a symlink to one.
    private static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// A directory itself, not a symlink to one.
    private static func isDirectory(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
