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
    /// At most this many files of the folder are read, and at most ``maxFolderBytes`` of them together, `.swift` files
    /// first: the rest are left out. An exercise has a few files; 1,500 notes of a megabyte each held 4.6 GB in the
    /// grader and went into every attempt (break-it pass 43 of issue 30).
    public static let maxFiles = 64
    public static let maxFolderBytes = 8 << 20

    /// Files of the folder left out of ``files``, with why: a `.swift` file over ``maxFileBytes``, a symbolic link or
    /// something that is not a regular file, one that could not be read, or a name that is not UTF-8. Named in the
    /// check's result, so a left-out file never shows up only as a puzzling "cannot find … in scope".
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

    /// Free space under which the disk holding an exercise is nearly full: a save that ran out of room there may have
    /// left a file out, or empty.
    public static let nearlyFullBytes: Int64 = 64 << 20

    /// Why no `.swift` file of `exercise`'s folder (`directory`) can be compiled, for a snapshot that has none: each file
    /// left out and why (as ``skippedSentence(in:)`` names them), and the disk when it is nearly full; nil when neither
    /// explains it. `availableBytes` is the disk's free space (nil: asked of the disk).
    public func nothingToCompile(_ exercise: Exercise, in directory: URL, availableBytes: Int64? = nil) -> WorkbookError? {
        let folder = "Exercises/\(exercise.id)"
        let available = availableBytes ?? Self.availableBytes(at: directory)
        var sentences: [String] = []
        if let skipped = skippedSentence(in: folder) {
            sentences.append("No .swift file of \(folder)/ can be compiled. " + skipped)
        }
        if let available, available < Self.nearlyFullBytes {
            let free = String(format: "%.1f", Double(available) / Double(1 << 20))
            sentences.append("The disk holding \(folder)/ is nearly full (\(free) MiB free), so saving may have failed: free some space, then save your files again.")
        }
        guard !sentences.isEmpty else { return nil }
        sentences.append("`workbook reset \(exercise.shortID)` puts back the shipped version.")
        return .refused(sentences.joined(separator: " "))
    }

    /// The space an unprivileged user may still write on the disk holding `directory`, in bytes.
    private static func availableBytes(at directory: URL) -> Int64? {
        var stats = statvfs()
        guard statvfs(directory.path, &stats) == 0 else { return nil }
        return Int64(stats.f_bavail) * Int64(stats.f_frsize)
    }

    /// The `.swift` files, the ones that are compiled.
    public var swiftFiles: [File] { files.filter { $0.name.hasSuffix(".swift") } }

    /// Reads `directory` now; a folder that does not exist gives no files.
    public static func read(_ directory: URL) -> SourceSnapshot {
        var files: [File] = [], skipped: [Skipped] = []
        var total = 0
        let isSwift = { (raw: [UInt8]) in raw.count > 6 && raw.suffix(6).elementsEqual(".swift".utf8) }
        let names = rawNames(in: directory).sorted { isSwift($0) != isSwift($1) ? isSwift($0) : $0.lexicographicallyPrecedes($1) }
        for raw in names {
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
            guard files.count < maxFiles, total + size <= maxFolderBytes else {
                if name.hasSuffix(".swift") {
                    skipped.append(Skipped(name: name, reason: "the folder holds more than the \(maxFiles) files or \(maxFolderBytes >> 20) MiB a check reads"))
                }
                continue
            }
            let contents: Data
            do { contents = try Data(contentsOf: url) } catch {
                if name.hasSuffix(".swift") { skipped.append(Skipped(name: name, reason: "it could not be read: \(Self.reason(error))")) }
                continue
            }
            total += contents.count
            files.append(File(name: name, contents: contents))
        }
        files.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return SourceSnapshot(files: files, skipped: skipped)
    }

    /// A read error in plain words: the system's own (`Permission denied`).
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let code = (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(\.code) ?? (error.domain == NSPOSIXErrorDomain ? error.code : 0)
        return code > 0 ? String(cString: strerror(Int32(code))) : error.localizedDescription
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
