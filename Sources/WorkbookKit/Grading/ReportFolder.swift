#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// An output folder written so that a reader never sees half a file, and nothing lands outside it.
///
/// A file is written under a fresh hidden name in its final folder (created exclusively, never following a link), then
/// renamed over the old one: a link already at the name is replaced, not followed. A subfolder is built whole under a
/// hidden name and swapped in for the old one, whose files (and a link there, not what it points to) are then
/// removed, so no stale file of an earlier run stays. Names must be single path components the caller made safe
/// (``SafeFileNames``); `.`, `..`, `/` and NUL are refused.
struct ReportFolder {
    let root: URL

    /// Creates the folder (and its parents) if missing.
    init(_ root: URL) throws(WorkbookError) {
        self.root = root.standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
        } catch {
            throw .setup("Cannot create the output folder \(self.root.path): \(error.localizedDescription)")
        }
    }

    /// Writes `data` as `name` in the folder, atomically.
    func write(_ data: Data, as name: String) throws(WorkbookError) {
        try Self.write(data, as: name, in: root)
    }

    /// Removes the subfolder `name` (or a link of that name, not what it points to), if there is one.
    func removeFolder(_ name: String) throws(WorkbookError) {
        try Self.check(name)
        let final = root.appendingPathComponent(name)
        var status = stat()
        guard lstat(final.path, &status) == 0 else { return }
        let away = root.appendingPathComponent(".\(name).\(UUID().uuidString).old")
        guard rename(final.path, away.path) == 0 else { throw Self.failure("remove", final) }
        try? FileManager.default.removeItem(at: away)
    }

    /// Replaces the subfolder `name` with one holding exactly `files` (name → bytes).
    func replaceFolder(_ name: String, with files: [(name: String, data: Data)]) throws(WorkbookError) {
        try Self.check(name)
        let staging = root.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        guard mkdir(staging.path, 0o755) == 0 else { throw Self.failure("create", staging) }
        do throws(WorkbookError) {
            for file in files { try Self.write(file.data, as: file.name, in: staging) }
            let final = root.appendingPathComponent(name)
            var old: URL?
            var status = stat()
            if lstat(final.path, &status) == 0 {
                let away = root.appendingPathComponent(".\(name).\(UUID().uuidString).old")
                guard rename(final.path, away.path) == 0 else { throw Self.failure("replace", final) }
                old = away
            }
            guard rename(staging.path, final.path) == 0 else { throw Self.failure("replace", final) }
            // A link moved aside is removed itself, not what it points to.
            if let old { try? FileManager.default.removeItem(at: old) }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    private static func write(_ data: Data, as name: String, in folder: URL) throws(WorkbookError) {
        try check(name)
        let final = folder.appendingPathComponent(name)
        let temporary = folder.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure("write", final) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 { if errno == EINTR { continue }; return false }
                offset += count
            }
            return true
        }
        let closed = close(fd) == 0
        guard written, closed, rename(temporary.path, final.path) == 0 else {
            let error = failure("write", final)
            unlink(temporary.path)
            throw error
        }
    }

    private static func check(_ name: String) throws(WorkbookError) {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
            throw .setup("Refusing to write a report file named \(TestNameQuoting.quoted(name)): not a plain file name.")
        }
    }

    private static func failure(_ verb: String, _ file: URL) -> WorkbookError {
        .setup("Cannot \(verb) \(file.path): \(String(cString: strerror(errno))).")
    }
}
