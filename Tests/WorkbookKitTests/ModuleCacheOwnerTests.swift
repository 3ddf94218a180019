import Foundation
import Testing
@testable import WorkbookKit

/// A workbook copied elsewhere used to fail every check with "does not compile": its module cache's modules record
/// the old path (break-it pass 33 of issue 30).
@Suite struct ModuleCacheOwnerTests {
    @Test func aCacheMadeAtAnotherPathIsEmptiedOnceAndThenKept() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("module-cache-owner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = base.appendingPathComponent("module-cache")
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("ABC123"), withIntermediateDirectories: true)
        try Data("pcm".utf8).write(to: cache.appendingPathComponent("ABC123/SwiftShims-1.pcm"))
        try Data("/somewhere/else/module-cache\n".utf8).write(to: cache.appendingPathComponent(ModuleCacheOwner.noteName))

        #expect(ModuleCacheOwner.claim(cache))
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("ABC123").path))
        let note = try String(contentsOf: cache.appendingPathComponent(ModuleCacheOwner.noteName), encoding: .utf8)
        #expect(note == cache.standardizedFileURL.path + "\n")

        try FileManager.default.createDirectory(at: cache.appendingPathComponent("DEF456"), withIntermediateDirectories: true)
        #expect(!ModuleCacheOwner.claim(cache))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("DEF456").path))
    }

    @Test func aCacheWithNoNoteIsEmptiedAndAFreshOneIsNoted() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("module-cache-owner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = base.appendingPathComponent("module-cache")
        #expect(!ModuleCacheOwner.claim(cache))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent(ModuleCacheOwner.noteName).path))
        try FileManager.default.removeItem(at: cache.appendingPathComponent(ModuleCacheOwner.noteName))
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("OLD"), withIntermediateDirectories: true)
        #expect(ModuleCacheOwner.claim(cache))
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("OLD").path))
    }
}
