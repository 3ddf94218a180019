#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// An exercise's files as they were at one moment: what a check compiles and what its attempt records, so an attempt
/// never holds code saved after its build started.
public struct SourceSnapshot: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        public var name: String
        public var contents: Data

        public init(name: String, contents: Data) { self.name = name; self.contents = contents }
    }

    /// The regular files directly in the exercise's folder (no symbolic links), at most ``maxFileBytes`` each,
    /// sorted by name.
    public var files: [File]

    /// Files larger than this are left out (an exercise file is a few KiB; a 1 GiB log would bloat the history).
    public static let maxFileBytes = 1 << 20

    /// Files of the folder left out of ``files``, with why: a `.swift` file over ``maxFileBytes``, a symbolic link or
    /// something that is not a regular file, or a name that is not UTF-8. Named in the check's result, so a left-out
    /// file never shows up only as a puzzling "cannot find … in scope".
    public var skipped: [Skipped] = []

    /// A file the grader did not read.
    public struct Skipped: Sendable, Equatable {
        /// The name as bytes allow (invalid UTF-8 replaced with U+FFFD).
        public var name: String
        /// Why, in plain words (`it is 2.0 MiB, over the 1 MiB limit of an exercise file`).
        public var reason: String
    }

    public init(files: [File], skipped: [Skipped] = []) { self.files = files; self.skipped = skipped }

    /// One sentence naming every skipped `.swift` file (or any with a name that is not UTF-8) and why, for a result's
    /// detail; nil when none was.
    public func skippedSentence(in folder: String) -> String? {
        let named = skipped.map { "\(folder)/\($0.name) (\($0.reason))" }
        guard !named.isEmpty else { return nil }
        return Self.skippedPrefix + named.joined(separator: "; ") + "."
    }

    /// How ``skippedSentence(in:)`` begins.
    public static let skippedPrefix = "Not compiled: "

    /// The `.swift` files, the ones that are compiled.
    public var swiftFiles: [File] { files.filter { $0.name.hasSuffix(".swift") } }

    /// Reads `directory` now; a folder that does not exist gives no files.
    public static func read(_ directory: URL) -> SourceSnapshot {
        var files: [File] = [], skipped: [Skipped] = []
        for raw in rawNames(in: directory).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard let name = String(validating: raw, as: UTF8.self) else {
                skipped.append(Skipped(name: String(decoding: raw, as: UTF8.self), reason: "its name is not UTF-8"))
                continue
            }
            let url = directory.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .isSymbolicLinkKey])
            let size = values?.fileSize ?? 0
            if values?.isSymbolicLink == true || values?.isRegularFile != true {
                if name.hasSuffix(".swift") {
                    skipped.append(Skipped(name: name, reason: values?.isSymbolicLink == true ? "it is a symbolic link" : "it is not a regular file"))
                }
                continue
            }
            guard size <= maxFileBytes else {
                if name.hasSuffix(".swift") {
                    let mebibytes = (Double(size) / Double(1 << 20) * 10).rounded() / 10
                    skipped.append(Skipped(name: name, reason: "it is \(mebibytes) MiB, over the \(maxFileBytes >> 20) MiB limit of an exercise file"))
                }
                continue
            }
            guard let contents = FileManager.default.contents(atPath: url.path) else { continue }
            files.append(File(name: name, contents: contents))
        }
        return SourceSnapshot(files: files, skipped: skipped)
    }

    /// The names in `directory` as the file system holds them (bytes; `.` and `..` left out).
    private static func rawNames(in directory: URL) -> [[UInt8]] {
        guard let stream = opendir(directory.path) else { return [] }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in Array(bytes.prefix(while: { $0 != 0 })) }
            if name != [46], name != [46, 46] { names.append(name) }
        }
        return names
    }
}
