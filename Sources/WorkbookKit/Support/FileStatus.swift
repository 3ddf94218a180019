#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What `lstat(2)` says of a path: its modification time, size, inode and type, without following a final symbolic
/// link (as `FileManager.attributesOfItem` does).
///
/// `attributesOfItem` also looks up the owner's and the group's names, which reads `/etc/passwd` and `/etc/group`
/// every time; a check asks for modification times some hundred times (cache entries, plans, the core's artefacts).
struct FileStatus: Sendable, Equatable {
    /// Last modification, in seconds since 1970 (nanoseconds kept).
    var modified: Double
    /// Size in bytes.
    var size: Int
    /// Inode number.
    var inode: UInt64
    var isSymbolicLink: Bool
    /// The owner's uid.
    var owner: UInt32

    /// The status of `path`, or nil when it cannot be read (missing, no permission).
    init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
        size = Int(info.st_size)
        inode = UInt64(info.st_ino)
        isSymbolicLink = (info.st_mode & S_IFMT) == S_IFLNK
        owner = info.st_uid
    }

    /// The modification date.
    var modificationDate: Date { Date(timeIntervalSince1970: modified) }

    /// The status of the program at `path`, its links resolved: what a cache key names a tool by (with its path), so a
    /// new build of the tool makes new keys.
    static func ofProgram(_ path: String) -> FileStatus? {
        FileStatus(URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }
}
