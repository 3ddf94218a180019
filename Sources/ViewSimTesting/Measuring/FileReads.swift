#if canImport(Glibc)
import Glibc
#endif

/// Bytes read through `read(2)` and its relatives, from Linux's `/proc/…/io` (`rchar`): files read by
/// `Data(contentsOf:)`, `String(contentsOf:)`, `FileManager.contents(atPath:)` or anything else, whatever API the code
/// used, and devices too (`UUID()` reads `/dev/urandom`).
///
/// A synchronous interaction runs on one thread, so it is measured for that thread (`/proc/thread-self/io`) and work
/// on other threads (tests running in parallel) does not count. An interaction that awaits may resume on another
/// thread (on Linux the main actor runs on whichever thread drains the main queue), so it is measured for the whole
/// process (`/proc/self/io`); the grader runs hidden tests one at a time.
///
/// Reading the file is itself a read; ``overhead`` is what one snapshot adds, measured once, so a measurement
/// subtracts it. `nil` where `/proc` is not mounted.
///
/// In a hidden-suite runner the process is not dumpable (its `/proc` entries are root's, so they cannot be opened:
/// the record channel's key is in its memory), and the runner's entry point hands over `/proc/self/io` opened before
/// (``installProcessIODescriptor(_:)``): every snapshot reads it, for the whole process — the grader runs tests one at
/// a time, so nothing else reads meanwhile.
enum FileReads {
    enum Scope: String {
        case thread = "/proc/thread-self/io"
        case process = "/proc/self/io"
    }

    /// `/proc/self/io`, opened by the runner's entry point before it made the process non-dumpable; -1 outside one.
    nonisolated(unsafe) static var processDescriptor: Int32 = -1

    static func bytesRead(_ scope: Scope) -> Int? {
        if processDescriptor >= 0 {
            guard lseek(processDescriptor, 0, SEEK_SET) == 0 else { return nil }
            return rchar(processDescriptor)
        }
        let descriptor = open(scope.rawValue, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return rchar(descriptor)
    }

    /// The `rchar:` figure of an io file open at `descriptor`, read from its start.
    private static func rchar(_ descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
            return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The bytes two back-to-back snapshots differ by when nothing else is read (the same for either scope).
    static let overhead: Int = {
        guard let first = bytesRead(.thread), let second = bytesRead(.thread) else { return 0 }
        return second - first
    }()

    /// Bytes read between two snapshots, less the snapshots' own reads.
    static func between(_ before: Int?, _ after: Int?) -> Int {
        guard let before, let after else { return 0 }
        return max(0, after - before - overhead)
    }
}

/// Hands ViewSimTesting `/proc/self/io` opened before the runner made itself non-dumpable (``FileReads``); called once,
/// by the runner's entry point, before any test runs.
@_spi(WorkbookRunner) @_cdecl("viewsimtesting_install_io_descriptor")
public func installProcessIODescriptor(_ descriptor: Int32) { FileReads.processDescriptor = descriptor }
