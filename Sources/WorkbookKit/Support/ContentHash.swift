import CGit2
import Foundation

/// A content hash for cache keys and provenance: libgit2's object id (`git_odb_hash`) of the accumulated bytes taken
/// as one blob, as 40 lowercase hex digits — the id `git hash-object` would give the same bytes.
///
/// Equal input gives an equal hash and any change gives another; it keys the build cache and names the hidden suite
/// in each attempt's trailers. libgit2 (already linked for the progress store) does the hashing, so the grader carries
/// no hash implementation of its own.
public struct ContentHash: Sendable {
    private var bytes = Data()

    public init() {}

    /// Appends bytes.
    public mutating func update(_ data: Data) { bytes.append(data) }

    /// Appends the UTF-8 bytes of a string.
    public mutating func update(_ string: String) { bytes.append(contentsOf: Array(string.utf8)) }

    /// The id of everything appended so far, as hex.
    public func hexDigest() -> String { Self.hex(bytes) }

    /// The id of one byte string, as hex.
    public static func hex(_ data: Data) -> String {
        _ = libgit2ReadyForHashing
        var oid = git_oid()
        let code = data.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_BLOB) }
        precondition(code == 0, "git_odb_hash failed (\(code))")
        return GitRepository.hex(oid)
    }

    /// The id of a string's UTF-8 bytes, as hex.
    public static func hex(_ string: String) -> String { hex(Data(string.utf8)) }
}

/// libgit2 wants `git_libgit2_init` before use (it is reference-counted, so calling it here as well is harmless).
private let libgit2ReadyForHashing: Bool = git_libgit2_init() > 0
