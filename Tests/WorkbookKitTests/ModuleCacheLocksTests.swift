import Foundation
import Testing
@testable import WorkbookKit

/// A module-cache lock whose job was stopped is removed before the next build; a fresh one is kept.
struct ModuleCacheLocksTests {
    @Test func aLockOlderThanAModuleBuildIsRemovedAndAFreshOneKept() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("module-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = cache.appendingPathComponent("3DVQ10NM275WU")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ["CDispatch", "SwiftGlibc"] {
            let owner = folder.appendingPathComponent("\(module).pcm.lock-1819b332")
            try Data("vm 2".utf8).write(to: owner)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("\(module).pcm.lock").path, withDestinationPath: owner.path)
        }
        // Two minutes later the locks are stale; a moment later they are not.
        #expect(ModuleCacheLocks.removeStale(in: cache, now: Date().addingTimeInterval(10)) == 0)
        #expect(ModuleCacheLocks.removeStale(in: cache, now: Date().addingTimeInterval(120)) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
