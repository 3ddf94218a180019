import Foundation
import Testing
@testable import WorkbookKit

@Suite struct AutolinkCacheTests {
    /// A minimal 64-bit little-endian ELF object: a `.text` section with `text`, a `.swift1_autolink_entries` section
    /// with `entries` (NUL-separated), and the section-name table.
    static func object(entries: [String], text: [UInt8] = [0x90, 0x90]) -> Data {
        let names: [UInt8] = [0] + Array(".text".utf8) + [0] + Array(".swift1_autolink_entries".utf8) + [0] + Array(".shstrtab".utf8) + [0]
        let entryBytes: [UInt8] = entries.flatMap { (entry: String) -> [UInt8] in Array(entry.utf8) + [0] }
        var body = [UInt8](repeating: 0, count: 64)
        let textOffset = body.count; body += text
        let entriesOffset = body.count; body += entryBytes
        let namesOffset = body.count; body += names
        while body.count % 8 != 0 { body.append(0) }
        let headersOffset = body.count
        func put(_ value: UInt64, _ size: Int, into bytes: inout [UInt8], at offset: Int) {
            for index in 0..<size { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        }
        func section(name: Int, type: UInt64, offset: Int, size: Int) -> [UInt8] {
            var header = [UInt8](repeating: 0, count: 64)
            put(UInt64(name), 4, into: &header, at: 0); put(type, 4, into: &header, at: 4)
            put(UInt64(offset), 8, into: &header, at: 0x18); put(UInt64(size), 8, into: &header, at: 0x20)
            return header
        }
        body += [UInt8](repeating: 0, count: 64)  // the null section
        body += section(name: 1, type: 1, offset: textOffset, size: text.count)
        body += section(name: 7, type: 1, offset: entriesOffset, size: entryBytes.count)
        body += section(name: 32, type: 3, offset: namesOffset, size: names.count)
        body.replaceSubrange(0..<6, with: [0x7f, 0x45, 0x4c, 0x46, 2, 1])
        put(UInt64(headersOffset), 8, into: &body, at: 0x28)
        put(64, 2, into: &body, at: 0x3a); put(4, 2, into: &body, at: 0x3c); put(3, 2, into: &body, at: 0x3e)
        return Data(body)
    }

    @Test func readsTheAutolinkSectionOfAnELFObject() throws {
        let section = try #require(AutolinkCache.autolinkSections(ofObject: Self.object(entries: ["-lswiftCore", "-lFoo"])))
        #expect(section == Data("18:-lswiftCore\u{0}-lFoo\u{0}".utf8))
        #expect(AutolinkCache.autolinkSections(ofObject: Data("not an object".utf8)) == nil)
        var truncated = Self.object(entries: ["-lswiftCore"])
        truncated.removeLast(40)  // into the last section header
        #expect(AutolinkCache.autolinkSections(ofObject: truncated) == nil)
    }

    @Test func reusesTheOutputOnlyForTheSameAutolinkEntries() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("autolink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let tool = directory.appendingPathComponent("swift-autolink-extract")
        try Data("#!/bin/sh\n".utf8).write(to: tool)
        let cache = directory.appendingPathComponent("cache")
        let objectPath = directory.appendingPathComponent("M.o")
        let output = directory.appendingPathComponent("M.autolink")
        let job = [tool.path, objectPath.path, "-o", output.path]

        try Self.object(entries: ["-lswiftCore", "-lFoo"]).write(to: objectPath)
        let first = try #require(AutolinkCache(job: job, cacheDirectory: cache))
        #expect(!first.restore())  // nothing cached yet: the tool runs
        try Data("-lswiftCore\n-lFoo\n".utf8).write(to: output)
        first.store()
        try FileManager.default.removeItem(at: output)

        // A body edit: other code, same entries. The stored output is used.
        try Self.object(entries: ["-lswiftCore", "-lFoo"], text: [0xc3]).write(to: objectPath)
        let second = try #require(AutolinkCache(job: job, cacheDirectory: cache))
        #expect(second.restore())
        #expect(FileManager.default.contents(atPath: output.path) == Data("-lswiftCore\n-lFoo\n".utf8))
        try FileManager.default.removeItem(at: output)

        // A new import: other entries, so the tool runs again.
        try Self.object(entries: ["-lswiftCore", "-lFoo", "-lBar"]).write(to: objectPath)
        let third = try #require(AutolinkCache(job: job, cacheDirectory: cache))
        #expect(!third.restore())
        #expect(!FileManager.default.fileExists(atPath: output.path))

        // Not an ELF object, or not an autolink job: never cached.
        try Data("junk".utf8).write(to: objectPath)
        #expect(AutolinkCache(job: job, cacheDirectory: cache) == nil)
        try Self.object(entries: ["-lswiftCore"]).write(to: objectPath)
        #expect(AutolinkCache(job: ["/usr/bin/clang", objectPath.path, "-o", output.path], cacheDirectory: cache) == nil)
        #expect(AutolinkCache(job: [tool.path, objectPath.path, "-o"], cacheDirectory: cache) == nil)

        // Several objects (a runner's suite and its entry point): keyed by all their entries, in order.
        let other = directory.appendingPathComponent("Other.o")
        try Self.object(entries: ["-lTesting"]).write(to: other)
        let pair = try #require(AutolinkCache(job: [tool.path, objectPath.path, other.path, "-o", output.path], cacheDirectory: cache))
        let swapped = try #require(AutolinkCache(job: [tool.path, other.path, objectPath.path, "-o", output.path], cacheDirectory: cache))
        #expect(pair.entry != swapped.entry)
        #expect(pair.entry != AutolinkCache(job: job, cacheDirectory: cache)?.entry)
        try Data("junk".utf8).write(to: other)
        #expect(AutolinkCache(job: [tool.path, objectPath.path, other.path, "-o", output.path], cacheDirectory: cache) == nil)
    }
}
