#if canImport(Glibc)
import Glibc
#endif

/// Bytes the calling thread has read through `read(2)` and its relatives, from Linux's `/proc/thread-self/io`
/// (`rchar`): files read by `Data(contentsOf:)`, `String(contentsOf:)`, `FileManager.contents(atPath:)` or anything
/// else, whatever API the code used. Per thread, so other threads of the process (tests running in parallel) do not
/// count; the hosted app's bodies, actions and tasks all run on the measuring (main) thread.
///
/// Reading `/proc/thread-self/io` is itself a read; ``overhead`` is what one snapshot adds, measured once, so a
/// measurement subtracts it. `nil` where `/proc` is not mounted.
enum FileReads {
    static func bytesRead() -> Int? {
        let descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
            return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The bytes two back-to-back snapshots differ by when nothing else is read.
    static let overhead: Int = {
        guard let first = bytesRead(), let second = bytesRead() else { return 0 }
        return second - first
    }()

    /// Bytes read between two snapshots, less the snapshots' own reads.
    static func between(_ before: Int?, _ after: Int?) -> Int {
        guard let before, let after else { return 0 }
        return max(0, after - before - overhead)
    }
}
