import CGit2
import CPackGuard

/// What one fetch may bring into a repository, checked by the pack guard (`CPackGuard`) as the pack arrives and
/// before libgit2 unpacks any of it: libgit2 itself bounds neither an object's unpacked size nor the work of its
/// deltas, so a pack of a few hundred bytes could otherwise ask for gigabytes of memory and minutes of work.
struct PackLimits: Sendable, Equatable {
    /// Bytes of pack received.
    var maxPackBytes: Int
    /// Any one object once unpacked (a delta's result too), and any entry's compressed data once inflated: GitHub's
    /// own limit on a file, so any repository a student can host passes.
    var maxObjectBytes = 100 << 20
    /// All the packs' entries together once unpacked.
    var maxUnpackedBytes = 2 << 30
    /// Entries the pack may declare.
    var maxObjects = 2_000_000
    /// Resolving every entry once from scratch, each with its chain of delta bases (what reading all of it would cost
    /// at most): twice the unpacked limit, so a pack of whole objects at that limit with ordinary deltas passes, while
    /// a thousand small commits each a delta of one hidden 64 MiB base (64 GiB of work, over 90 s for a session to
    /// read: break-it pass 28 of issue 30) does not.
    var maxResolvedBytes = 4 << 30
    /// Deltas in any one chain (a ref delta, whose base is named by id, counted as deep as the pack's ref deltas are
    /// many): git itself makes chains of at most 50 (`pack.depth`), 250 with `gc --aggressive`, and never more than
    /// 4,095; reading the header of an object at the end of a chain walks all of it, so a chain of 12,000 named by
    /// twenty thousand files cost 88 s to grade (break-it pass 30 of issue 30).
    var maxDeltaDepth = 1_000
}

extension GitRepository {
    /// Puts the pack guard in front of this repository's object database (once) and holds the packs fetched or
    /// written from now on to `limits`, all of them together.
    ///
    /// - Throws: ``GitError`` when the object database cannot be opened or the guard added.
    func guardPacks(_ limits: PackLimits) throws(GitError) {
        let cLimits = packguard_limits(
            max_pack_bytes: UInt64(limits.maxPackBytes), max_object_bytes: UInt64(limits.maxObjectBytes),
            max_unpacked_bytes: UInt64(limits.maxUnpackedBytes), max_objects: UInt64(limits.maxObjects),
            max_resolved_bytes: UInt64(limits.maxResolvedBytes), max_delta_depth: UInt64(limits.maxDeltaDepth))
        if let packGuard {
            packguard_set_limits(packGuard, cLimits)
            return
        }
        let database = try objectDatabase()
        defer { git_odb_free(database) }
        let folder = String(cString: git_repository_path(pointer)) + "objects/pack"
        guard let installed = packguard_install(database, folder, cLimits) else {
            try GitError.check(-1, "guard the object database")
            return
        }
        packGuard = installed
    }

    /// Writes the pack file open at `descriptor` into this repository as a fetch would: checked by the guard
    /// (``guardPacks(_:)`` first) and indexed anew, so nothing of the file's own index is trusted.
    ///
    /// - Throws: ``GitError`` when the pack is refused (``packRefusal(from:limits:)`` says why) or cannot be read.
    func writePack(from descriptor: Int32, describing name: String) throws(GitError) {
        let database = try objectDatabase()
        defer { git_odb_free(database) }
        try GitError.check(packguard_write_pack(database, descriptor), "index \(name)")
    }

    private func objectDatabase() throws(GitError) -> OpaquePointer {
        var database: OpaquePointer?
        try GitError.check(git_repository_odb(&database, pointer), "open the object database")
        return database!
    }

    /// Why the guard refused the last pack, as a ``GitError`` (one whose ``GitError/isOverBudget`` is true for a
    /// limit), or nil when it did not.
    func packRefusal(from url: String, limits: PackLimits) -> GitError? {
        guard let packGuard else { return nil }
        let report = packguard_last_report(packGuard)
        let entry = "object \(report.entry + 1) of the pack"
        func over(_ sentence: String) -> GitError { GitError(code: GitError.overBudget, message: "fetch from \(url): \(sentence); the fetch was stopped") }
        switch report.refusal {
        case PACKGUARD_PACK_TOO_LARGE:
            return over("the pack is over \(Self.binarySize(limits.maxPackBytes)), the most a submission may send")
        case PACKGUARD_TOO_MANY_OBJECTS:
            return over("the pack declares \(report.size) objects, more than the \(limits.maxObjects) one fetch takes")
        case PACKGUARD_OBJECT_TOO_LARGE:
            return over("\(entry) is \(report.size) bytes once unpacked, over the \(Self.binarySize(limits.maxObjectBytes)) one object may be")
        case PACKGUARD_UNPACKED_TOO_LARGE:
            return over("the pack's objects come to more than \(Self.binarySize(limits.maxUnpackedBytes)) once unpacked (a small pack that unpacks to far more is a delta or compression bomb)")
        case PACKGUARD_DELTAS_TOO_COSTLY:
            return over("reading the pack's objects once would mean building more than \(Self.binarySize(limits.maxResolvedBytes)) of deltas and their bases (many small objects that are each a delta of one huge base are a delta bomb)")
        case PACKGUARD_DELTAS_TOO_DEEP:
            return over("the pack holds a chain of \(report.size) deltas, more than the \(limits.maxDeltaDepth) one chain may have (git makes chains of at most 50, 250 with gc --aggressive); reading an object at the end of a chain that long costs a step for every delta")
        case PACKGUARD_MALFORMED:
            return GitError(code: -1, message: "fetch from \(url): \(entry) is malformed (not a git pack entry)")
        default:
            return nil
        }
    }

    /// `bytes` in whole MiB, or KiB when under one MiB.
    static func binarySize(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }
}
