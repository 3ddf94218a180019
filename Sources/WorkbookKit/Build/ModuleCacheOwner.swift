import Foundation

/// The folder a clang module cache was made in. A module in the cache records the cache's path, and clang refuses
/// it under another path ("was compiled with module cache path …", then "missing required module 'SwiftShims'"), so
/// a workbook copied or moved elsewhere would fail every check as if the learner's code did not compile (break-it
/// pass 33 of issue 30). The cache keeps a note of its own path; under another path it is emptied before a build,
/// and rebuilt as needed (a few seconds).
enum ModuleCacheOwner {
    static let noteName = ".made-at"

    /// Empties `moduleCache` if it was made at another path, and notes this one. Returns whether it emptied it.
    @discardableResult
    static func claim(_ moduleCache: URL) -> Bool {
        let manager = FileManager.default
        let note = moduleCache.appendingPathComponent(noteName)
        let here = moduleCache.standardizedFileURL.path
        let recorded = (try? String(contentsOf: note, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        if recorded == here { return false }
        var emptied = false
        if let entries = try? manager.contentsOfDirectory(atPath: moduleCache.path), !(recorded == nil && entries.isEmpty) {
            for entry in entries { try? manager.removeItem(at: moduleCache.appendingPathComponent(entry)) }
            emptied = !entries.isEmpty
        }
        try? manager.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        try? Data((here + "\n").utf8).write(to: note, options: .atomic)
        return emptied
    }
}
