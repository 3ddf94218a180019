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

    public init(files: [File]) { self.files = files }

    /// The `.swift` files, the ones that are compiled.
    public var swiftFiles: [File] { files.filter { $0.name.hasSuffix(".swift") } }

    /// Reads `directory` now; a folder that does not exist gives no files.
    public static func read(_ directory: URL) -> SourceSnapshot {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return SourceSnapshot(files: names.sorted().compactMap { name in
            let url = directory.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true, (values?.fileSize ?? 0) <= maxFileBytes,
                  let contents = FileManager.default.contents(atPath: url.path) else { return nil }
            return File(name: name, contents: contents)
        })
    }
}
