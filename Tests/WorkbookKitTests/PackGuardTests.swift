import CGit2
import Foundation
import Testing
@testable import WorkbookKit

/// Issue 30, item 7: a pack is checked as it arrives, before libgit2 unpacks any of it (``PackLimits``,
/// ``GitRepository/guardPacks(_:)``). libgit2 bounds neither an object's unpacked size nor its deltas' work: without
/// the guard, the bomb below (80 KiB of pack) has its indexer build a 1 GiB object in memory.
struct PackGuardTests {
    /// A pack of `entries` (kind, the entry's data, and for an offset delta how many entries back its base is).
    static func pack(_ entries: [(type: UInt8, data: Data, baseBack: Int?)], count: Int? = nil) -> Data {
        var pack = Data("PACK".utf8) + bigEndian(2) + bigEndian(UInt32(count ?? entries.count))
        var offsets: [Int] = []
        for entry in entries {
            offsets.append(pack.count)
            var size = entry.data.count
            var header = [UInt8(entry.type << 4) | UInt8(size & 15)]
            size >>= 4
            while size > 0 { header[header.count - 1] |= 0x80; header.append(UInt8(size & 0x7f)); size >>= 7 }
            pack.append(contentsOf: header)
            if let back = entry.baseBack {
                var distance = offsets[offsets.count - 1] - offsets[offsets.count - 1 - back]
                var encoded = [UInt8(distance & 0x7f)]
                distance >>= 7
                while distance > 0 { distance -= 1; encoded.insert(UInt8(0x80 | (distance & 0x7f)), at: 0); distance >>= 7 }
                pack.append(contentsOf: encoded)
            }
            pack.append(zlibStored(entry.data))
        }
        return pack + Data(repeating: 0, count: 20)  // the checksum: the guard refuses before libgit2 would check it
    }

    static func bigEndian(_ value: UInt32) -> Data { withUnsafeBytes(of: value.bigEndian) { Data($0) } }

    /// `data` as a zlib stream of stored (uncompressed) blocks.
    static func zlibStored(_ data: Data) -> Data {
        var stream = Data([0x78, 0x01])
        let bytes = [UInt8](data)
        var start = 0
        repeat {
            let length = min(65_535, bytes.count - start)
            let final: UInt8 = start + length == bytes.count ? 1 : 0
            stream.append(final)
            stream.append(contentsOf: [UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8((~length >> 8) & 0xff)])
            stream.append(contentsOf: bytes[start..<start + length])
            start += length
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return stream + bigEndian(b << 16 | a)
    }

    /// A delta's instructions: base and result sizes, then `copies` copies of the base's first 64 KiB (`0x80`:
    /// offset 0, size 0, which means 65,536).
    static func delta(copies: Int, baseSize: Int = 65_536) -> Data {
        func varint(_ value: Int) -> [UInt8] {
            var value = value, bytes: [UInt8] = []
            repeat { bytes.append(UInt8(value & 0x7f) | (value >= 0x80 ? 0x80 : 0)); value >>= 7 } while value > 0
            return bytes
        }
        return Data(varint(baseSize) + varint(copies * 65_536) + [UInt8](repeating: 0x80, count: copies))
    }

    /// Break-it pass 28: a 64 KiB blob, a 64 MiB delta of it, and `count` small deltas of that one. Each small delta
    /// is read by building its 64 MiB base again (libgit2 caches no base that large), so reading them costs
    /// `count` times 64 MiB though the pack is a few KiB and unpacks to little more than the one big object.
    static func bombOfSmallDeltas(_ count: Int) -> Data {
        let big = (type: UInt8(6), data: delta(copies: 1_024), baseBack: Int?.some(1))
        let small = (0..<count).map { index in (type: UInt8(6), data: delta(copies: 1, baseSize: 64 << 20), baseBack: Int?.some(index + 1)) }
        return pack([base, big] + small)
    }

    static let base = (type: UInt8(3), data: Data(count: 65_536), baseBack: Int?.none)

    /// Writes `pack` into a fresh repository held to `limits`; the refusal's message, or nil when it was taken in.
    static func refusal(of pack: Data, limits: PackLimits) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pack-guard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = try GitRepository.initialiseBare(at: folder.appendingPathComponent("repository.git").path)
        try repository.guardPacks(limits)
        let file = folder.appendingPathComponent("incoming.pack")
        try pack.write(to: file)
        let descriptor = open(file.path, O_RDONLY)
        defer { close(descriptor) }
        do throws(GitError) {
            try repository.writePack(from: descriptor, describing: "incoming.pack")
            return nil
        } catch {
            return (repository.packRefusal(from: "incoming.pack", limits: limits) ?? error).message
        }
    }

    @Test func aDeltaBombIsRefusedFromItsHeaderBeforeAnythingIsUnpacked() throws {
        let bomb = Self.pack([Self.base, (6, Self.delta(copies: 16_384), 1)])
        #expect(bomb.count < 100 << 10)
        let refused = try Self.refusal(of: bomb, limits: PackLimits(maxPackBytes: 1 << 20))
        #expect(refused == "fetch from incoming.pack: object 2 of the pack is 1073741824 bytes once unpacked, over the 100 MiB one object may be; the fetch was stopped")
    }

    @Test func manyObjectsUnderTheirOwnLimitAreStoppedByTheirTotal() throws {
        // Six deltas of 64 MiB each, every one under the object limit: 384 MiB together, over a 256 MiB total.
        let entries = [Self.base] + (0..<6).map { index in (type: UInt8(6), data: Self.delta(copies: 1_024), baseBack: Int?.some(index + 1)) }
        let refused = try Self.refusal(of: Self.pack(entries), limits: PackLimits(maxPackBytes: 1 << 20, maxUnpackedBytes: 256 << 20))
        #expect(refused == "fetch from incoming.pack: the pack's objects come to more than 256 MiB once unpacked (a small pack that unpacks to far more is a delta or compression bomb); the fetch was stopped")
    }

    @Test func manySmallDeltasOfOneHugeBaseAreStoppedByWhatReadingThemCosts() throws {
        let bomb = Self.bombOfSmallDeltas(70)
        #expect(bomb.count < 80 << 10)
        // 64 MiB + 71 x 64 KiB unpacked, under its limit; 70 x 64 MiB of bases to build, over twice that.
        let limits = PackLimits(maxPackBytes: 1 << 20)
        let refused = try Self.refusal(of: bomb, limits: limits)
        #expect(refused
            == "fetch from incoming.pack: reading the pack's objects once would mean building more than 4 GiB of deltas and their bases (many small objects that are each a delta of one huge base are a delta bomb); the fetch was stopped")
        // Under the limit the same shape is taken in (the refusal is the cost's, not the shape's).
        #expect(try Self.refusal(of: Self.bombOfSmallDeltas(3), limits: limits)?.contains("building more than") != true)
        // An offset that lands inside an entry rather than at its start is malformed.
        var wrong = Self.pack([Self.base, (6, Self.delta(copies: 1), 1)])
        var last = 12 + 3 + Self.zlibStored(Self.base.data).count + 1  // the delta's header is one byte
        while wrong[last] & 0x80 != 0 { last += 1 }
        wrong[last] -= 1
        let malformed = try Self.refusal(of: wrong, limits: limits)
        #expect(malformed == "fetch from incoming.pack: object 2 of the pack is malformed (not a git pack entry)")
    }

    /// Break-it pass 30: a 16-byte blob and `depth` deltas, each of the one before (a copy of all 16 bytes).
    static func chainOfDeltas(_ depth: Int) -> Data {
        let blob = (type: UInt8(3), data: Data(count: 16), baseBack: Int?.none)
        let link = (type: UInt8(6), data: Data([16, 16, 0x90, 16]), baseBack: Int?.some(1))
        return pack([blob] + Array(repeating: link, count: depth))
    }

    @Test func aChainOfDeltasLongerThanGitMakesIsRefused() throws {
        let limits = PackLimits(maxPackBytes: 1 << 20)
        let refused = try Self.refusal(of: Self.chainOfDeltas(1_200), limits: limits)
        #expect(refused == "fetch from incoming.pack: the pack holds a chain of 1200 deltas, more than the 1000 one chain may have (git makes chains of at most 50, 250 with gc --aggressive); reading an object at the end of a chain that long costs a step for every delta; the fetch was stopped")
        // A chain as long as git's own aggressive packing makes is not the guard's to refuse.
        #expect(try Self.refusal(of: Self.chainOfDeltas(250), limits: limits)?.contains("chain of") != true)
    }

    @Test func anObjectDeclaredHugeIsRefusedBeforeItsDataIsRead() throws {
        // The header declares a 4 GiB blob; its data never arrives.
        var pack = Data("PACK".utf8) + Self.bigEndian(2) + Self.bigEndian(1)
        pack.append(contentsOf: [0xb0, 0x80, 0x80, 0x80, 0x80, 0x01])  // blob, 4 GiB
        let refused = try Self.refusal(of: pack, limits: PackLimits(maxPackBytes: 1 << 20))
        #expect(refused == "fetch from incoming.pack: object 1 of the pack is 4294967296 bytes once unpacked, over the 100 MiB one object may be; the fetch was stopped")
    }

    @Test func countsBytesAndMalformedPacksAreRefused() throws {
        #expect(try Self.refusal(of: Self.pack([Self.base], count: 3_000_000), limits: PackLimits(maxPackBytes: 1 << 20))
            == "fetch from incoming.pack: the pack declares 3000000 objects, more than the 2000000 one fetch takes; the fetch was stopped")
        #expect(try Self.refusal(of: Self.pack([Self.base]), limits: PackLimits(maxPackBytes: 32 << 10))
            == "fetch from incoming.pack: the pack is over 32 KiB, the most a submission may send; the fetch was stopped")
        var wrong = Self.pack([Self.base])
        wrong[0] = UInt8(ascii: "X")
        #expect(try Self.refusal(of: wrong, limits: PackLimits(maxPackBytes: 1 << 20)) == "fetch from incoming.pack: object 1 of the pack is malformed (not a git pack entry)")
        // An entry whose stream holds more than its header declares.
        var longer = Self.pack([(3, Data(count: 10), nil)])
        longer[12] = 0x30 | 5
        #expect(try Self.refusal(of: longer, limits: PackLimits(maxPackBytes: 1 << 20)) == "fetch from incoming.pack: object 1 of the pack is malformed (not a git pack entry)")
    }

    @Test(.enabled(if: GradeTests.git != nil, "needs the git command to make a real pack"))
    func aPackGitMadeIsTakenInAndIndexedAnew() throws {
        let room = try HostileSubmissionTests.Class()
        defer { room.remove() }
        let student = try room.student("packed", files: ["Exercises/01-one/A.swift": "let a = 1\n", "Exercises/01-one/B.swift": String(repeating: "let b = 2\n", count: 500)])
        try room.git(["gc", "-q"], in: student)
        let packs = try FileManager.default.contentsOfDirectory(atPath: student.appendingPathComponent(".git/objects/pack").path)
        let name = try #require(packs.first { $0.hasSuffix(".pack") })
        let data = try Data(contentsOf: student.appendingPathComponent(".git/objects/pack/\(name)"))
        #expect(try Self.refusal(of: data, limits: PackLimits(maxPackBytes: 1 << 20)) == nil)
        // A student's own .idx is never read: an index of garbage beside the pack changes nothing.
        try Data(repeating: 0xff, count: 4096).write(to: student.appendingPathComponent(".git/objects/pack/\(name.dropLast(5)).idx"))
        let fetched = try SubmissionSource(location: student.path).fetch(into: room.scratch("a"), before: nil)
        let tree = try fetched.repository.treeOf(commit: fetched.commitID)
        #expect(fetched.repository.firstMissingObject(under: fetched.commitID) == nil)
        #expect(try fetched.repository.entry(atPath: "Exercises/01-one/B.swift", in: tree) != nil)
    }
}
