import Foundation

/// Replays a planned `swift-autolink-extract` job from a cache, so a check after a body edit does not start the tool
/// (about 25 ms) to extract the same linker flags again.
///
/// The tool reads one thing from its input object: the bytes of its `.swift1_autolink_entries` sections (the
/// NUL-separated flags the frontend wrote for the module's imports). Its output is a function of those bytes alone,
/// so the key is those bytes, read here straight from the ELF object, with the tool's path and modification time.
/// Nothing about the source or the interface is assumed. The first time a key is seen the tool runs as usual and its
/// output is stored under `.build/workbook/autolink/<key>.autolink` (written atomically); later jobs with the same
/// key copy it. An object that cannot be read as a 64-bit little-endian ELF file, or a job of any other shape, is
/// never cached: the tool runs.
struct AutolinkCache: Sendable {
    /// The job's output file.
    var output: URL
    /// The cache entry for the job's key.
    var entry: URL

    static let toolName = "swift-autolink-extract"
    static let sectionName = ".swift1_autolink_entries"

    /// The cache slot for a replayed job, or nil when the job is not a `swift-autolink-extract <object>… -o <output>`
    /// job or one of its objects cannot be read.
    init?(job: [String], cacheDirectory: URL) {
        guard job.count >= 4, URL(fileURLWithPath: job[0]).lastPathComponent == Self.toolName, job[job.count - 2] == "-o" else { return nil }
        guard let stamp = FileStatus.ofProgram(job[0])?.modificationDate else { return nil }
        var hasher = ContentHash()
        hasher.update("autolink-v1|\(job[0])|\(stamp.timeIntervalSince1970)|")
        for path in job[1..<(job.count - 2)] {
            guard let object = FileManager.default.contents(atPath: path), let section = Self.autolinkSections(ofObject: object) else { return nil }
            hasher.update(section)
        }
        output = URL(fileURLWithPath: job[job.count - 1])
        entry = cacheDirectory.appendingPathComponent("\(hasher.hexDigest().prefix(24)).autolink")
    }

    /// Writes the cached output in place of running the tool. False when there is no entry yet.
    func restore() -> Bool {
        guard let data = FileManager.default.contents(atPath: entry.path) else { return false }
        return FileManager.default.createFile(atPath: output.path, contents: data)
    }

    /// Stores the output the tool just wrote.
    func store() {
        guard let data = FileManager.default.contents(atPath: output.path) else { return }
        try? FileManager.default.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: entry, options: .atomic)
    }

    /// The raw bytes of every `.swift1_autolink_entries` section of a 64-bit little-endian ELF object, in section
    /// order, each prefixed by its length (empty when there is none). Nil when the data is not such an object or any
    /// offset is out of bounds.
    static func autolinkSections(ofObject data: Data) -> Data? {
        let bytes = [UInt8](data)
        func read(_ offset: Int, _ size: Int) -> UInt64? {
            guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            return value
        }
        func int(_ offset: Int, _ size: Int) -> Int? {
            guard let value = read(offset, size), value <= UInt64(Int32.max) else { return nil }
            return Int(value)
        }
        guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
              bytes[4] == 2, bytes[5] == 1,  // ELFCLASS64, ELFDATA2LSB
              let headersOffset = int(0x28, 8), let headerSize = int(0x3a, 2), headerSize >= 64,
              let count = int(0x3c, 2), count > 0, let namesIndex = int(0x3e, 2), namesIndex < count else { return nil }
        func header(_ index: Int) -> (name: Int, type: UInt64, offset: Int, size: Int)? {
            let base = headersOffset + index * headerSize
            guard let name = int(base, 4), let type = read(base + 4, 4),
                  let offset = int(base + 0x18, 8), let size = int(base + 0x20, 8) else { return nil }
            if type != 8 /* SHT_NOBITS */ { guard offset + size <= bytes.count else { return nil } }
            return (name, type, offset, size)
        }
        guard let names = header(namesIndex), names.type != 8 else { return nil }
        let wanted = Array(sectionName.utf8) + [0]
        var result = Data()
        for index in 0..<count {
            guard let section = header(index), section.name < names.size else { return nil }
            let start = names.offset + section.name
            guard start + wanted.count <= names.offset + names.size,
                  bytes[start..<(start + wanted.count)].elementsEqual(wanted) else { continue }
            guard section.type != 8 else { return nil }
            result.append(Data("\(section.size):".utf8))
            result.append(contentsOf: bytes[section.offset..<(section.offset + section.size)])
        }
        return result
    }
}
