import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a ``FileWatcher`` notices changes.
public enum WatchMethod: Sendable, Equatable {
    /// Kernel notifications (inotify), seen within milliseconds.
    case inotify
    /// Rescanning modification times every ``FileWatcher/pollInterval`` seconds; `reason` says why inotify is not used.
    case polling(reason: String)
}

/// Watches a directory tree (`Exercises/`) for saved Swift files.
///
/// With inotify, every directory of the tree is watched for `IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM |
/// IN_CREATE | IN_DELETE` (editors often save by writing a temporary file and renaming it into place, which is
/// `IN_MOVED_TO`, not a write); directories created later are watched as they appear. Where inotify cannot work —
/// `inotify_init1`/`inotify_add_watch` fail (no kernel support, watch limit reached), `WORKBOOK_POLL=1` forces it,
/// or the tree is on a network or host-shared filesystem whose remote changes inotify never sees (NFS, SMB/CIFS,
/// 9p as used by WSL2's drvfs, VirtualBox shared folders; see ``MountKind``) — it falls back to polling
/// modification times and sizes, and ``method`` says why.
///
/// Only `.swift` files count as changes, so editor swap and backup files do not trigger re-checks.
public final class FileWatcher {
    public let root: URL
    public private(set) var method: WatchMethod = .inotify
    /// Seconds between scans when polling.
    public let pollInterval: Double

    private var inotifyDescriptor: Int32 = -1
    private var watches: [Int32: String] = [:]  // watch descriptor → directory path
    private var snapshot: [String: FileStamp] = [:]

    struct FileStamp: Equatable { var modified: timespec; var size: Int
        static func == (a: FileStamp, b: FileStamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec && a.size == b.size
        }
    }

    /// - Parameters:
    ///   - forcePolling: poll even where inotify works (default: the environment variable `WORKBOOK_POLL` is `1`).
    public init(root: URL, forcePolling: Bool = ProcessInfo.processInfo.environment["WORKBOOK_POLL"] == "1", pollInterval: Double = 0.5) {
        self.root = root.standardizedFileURL
        self.pollInterval = pollInterval
        var reason: String?
        if forcePolling {
            reason = "WORKBOOK_POLL=1 is set"
        } else if let mount = MountKind.networkOrShared(path: self.root.path) {
            reason = "\(self.root.lastPathComponent)/ is on a \(mount) filesystem, where inotify misses changes"
        } else {
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd < 0 {
                reason = "inotify is unavailable (\(String(cString: strerror(errno))))"
            } else {
                inotifyDescriptor = fd
                if let failure = addWatches(under: self.root.path) {
                    reason = failure
                    close(fd)
                    inotifyDescriptor = -1
                    watches.removeAll()
                }
            }
        }
        if let reason {
            method = .polling(reason: reason)
            snapshot = Self.scan(self.root.path)
        }
    }

    deinit { if inotifyDescriptor >= 0 { close(inotifyDescriptor) } }

    /// The inotify descriptor to wait on with `poll(2)` (readable when events arrived), or nil when polling.
    public var descriptor: Int32? { inotifyDescriptor >= 0 ? inotifyDescriptor : nil }

    /// Changed `.swift` paths (relative to ``root``) since the last call; never blocks.
    public func changes() -> [String] {
        descriptor == nil ? rescan() : drainEvents()
    }

    /// Waits up to `timeout` seconds for a change, then keeps collecting until `debounce` seconds pass with no new
    /// change (an editor's save is often several events); returns the changed paths, or `[]` on timeout.
    public func waitForChanges(timeout: Double, debounce: Double = 0.1) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var found: [String] = []
        var quietUntil: Date?
        while true {
            let now = Date()
            let until = quietUntil ?? deadline
            if now >= until { return quietUntil == nil ? [] : Array(Set(found)).sorted() }
            let wait = min(until.timeIntervalSince(now), descriptor == nil ? pollInterval : 1)
            if let fd = descriptor {
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, Int32(max(1, wait * 1000)))
            } else {
                usleep(useconds_t(max(1000, wait * 1_000_000)))
            }
            let batch = changes()
            if !batch.isEmpty {
                found += batch
                quietUntil = Date().addingTimeInterval(debounce)
            }
        }
    }

    // MARK: inotify

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    /// Adds a watch on `path` and every directory below it; returns a sentence on failure.
    private func addWatches(under path: String) -> String? {
        let wd = inotify_add_watch(inotifyDescriptor, path, Self.mask | UInt32(IN_ONLYDIR))
        if wd < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }  // vanished meanwhile
            let why = errno == ENOSPC ? "the inotify watch limit is reached (fs.inotify.max_user_watches)" : String(cString: strerror(errno))
            return "inotify cannot watch \(path): \(why)"
        }
        watches[wd] = path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !name.hasPrefix(".") {
            let child = path + "/" + name
            var info = stat()
            if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                if let failure = addWatches(under: child) { return failure }
            }
        }
        return nil
    }

    private func drainEvents() -> [String] {
        var changed: [String] = []
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(inotifyDescriptor, buffer, size)
            if count <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if event.mask & UInt32(IN_IGNORED) != 0 { watches[event.wd] = nil; continue }
                guard let directory = watches[event.wd] else { continue }
                let path = name.isEmpty ? directory : directory + "/" + name
                if event.mask & UInt32(IN_ISDIR) != 0 {
                    if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { _ = addWatches(under: path) }
                    // A directory appearing or going away may carry Swift files with it.
                    changed.append(relative(path))
                } else if name.hasSuffix(".swift") {
                    changed.append(relative(path))
                }
            }
        }
        return changed
    }

    // MARK: polling

    private func rescan() -> [String] {
        let now = Self.scan(root.path)
        defer { snapshot = now }
        let paths = Set(now.keys).union(snapshot.keys)
        return paths.filter { now[$0] != snapshot[$0] }.sorted().map(relative)
    }

    /// Modification time and size of every `.swift` file under `path` (hidden entries and symbolic links skipped).
    static func scan(_ path: String) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !name.hasPrefix(".") {
            let child = path + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                result.merge(scan(child)) { $1 }
            } else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".swift") {
                result[child] = FileStamp(modified: info.st_mtim, size: Int(info.st_size))
            }
        }
        return result
    }

    private func relative(_ path: String) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
