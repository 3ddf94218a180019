import Foundation
import Synchronization

/// The app module's global and static stored properties as the process loaded them, put back by
/// ``ViewHost/relaunch(forceQuit:)`` and, in the hidden-test runner, as each test starts (each is a launch of the
/// app of its own; the hosts a test makes share it, as screens of one running app do), so a launch starts the app's
/// code over as a new process would.
///
/// On a device a relaunched app is a new process: every global and static property starts from its initial value,
/// and a lazily made one (`static let shared = Store()`) runs its initializer again on first use. ViewSim keeps the
/// process, so without this a singleton would carry its state across the relaunch, and a fix that keeps state there
/// would pass here and fail on a device (break-it pass 22 of issue 30); and a singleton made in one test would be
/// the next test's (break-it pass 24).
///
/// The grader writes, beside each exercise library it builds (`lib<Module>.so`), the file `lib<Module>.so.globals`
/// (``storageFileSuffix``): one line per stored global, `<offset> <size>` in decimal from the library's load address:
/// a lazily made property's once-token, another's storage (WorkbookKit's `LaunchStateList` says which and why).
/// ``keep()`` reads those of every loaded library, before any of the app's code runs, and copies their bytes;
/// ``restore()`` writes the copies back. A once-token written back means "not made yet": the initializer runs again on
/// next use and the old value is left behind, never released (a new process would not have it either).
///
/// Choice (undocumented behaviour, no API exists for it): resetting the module's own globals, not the whole process.
/// What the app keeps in other modules' objects (a notification centre's observers, Foundation's caches) survives,
/// and work of the old launch still running on another thread goes on (on a device it ends with the process).
enum LaunchState {
    /// The suffix, after the library's file name, of the list of its stored globals.
    static let storageFileSuffix = ".globals"

    private struct Saved: Sendable {
        var address: UInt
        var bytes: [UInt8]
    }

    private static let saved = Mutex<[Saved]>([])

    /// Copies the stored globals of every loaded library that has a list (see the type's documentation). Called
    /// once, before the app's code runs: by the hidden-test runner at its start and by `workbook run`'s app.
    static func keep() {
        var kept: [Saved] = []
        for library in loadedLibraries() {
            guard let list = try? String(contentsOfFile: library.path + storageFileSuffix, encoding: .utf8) else { continue }
            for line in list.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 2, let offset = UInt(fields[0]), let size = Int(fields[1]), size > 0, size <= 1 << 20,
                      let pointer = UnsafeRawPointer(bitPattern: library.base + offset) else { continue }
                kept.append(Saved(address: library.base + offset, bytes: Array(UnsafeRawBufferPointer(start: pointer, count: size))))
            }
        }
        saved.withLock { $0 = kept }
    }

    /// Each library mapped into the process, with its load address: the start of its mapping at file offset 0 in
    /// `/proc/self/maps` (the libraries the grader links start their first segment at address 0).
    private static func loadedLibraries() -> [(path: String, base: UInt)] {
        // Read to its end: /proc files report no size, so a read by size sees nothing.
        guard let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() else { return [] }
        let maps = String(decoding: data, as: UTF8.self)
        var libraries: [(path: String, base: UInt)] = []
        for line in maps.split(separator: "\n") {
            // `start-end perms offset dev inode path`
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[2] == "00000000", let dash = fields[0].firstIndex(of: "-"),
                  let start = UInt(fields[0][..<dash], radix: 16) else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            guard path.hasSuffix(".so"), !libraries.contains(where: { $0.path == path }) else { continue }
            libraries.append((path, start))
        }
        return libraries
    }

    /// Writes back what ``keep()`` copied.
    static func restore() {
        for entry in saved.withLock({ $0 }) {
            guard let pointer = UnsafeMutableRawPointer(bitPattern: entry.address) else { continue }
            entry.bytes.withUnsafeBytes { pointer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
    }
}

/// Copies the app module's stored globals (``LaunchState/keep()``) so ``ViewHost/relaunch(forceQuit:)`` can start
/// them over. Called once, by the runner's entry point, before any test runs.
@_spi(WorkbookRunner) @_cdecl("viewsimtesting_keep_launch_state")
public func keepLaunchState() { LaunchState.keep() }

/// Starts the app module's stored globals over (``LaunchState/restore()``), and forgets the last test's screen
/// (``FailureScreen``): called by the runner as each test starts, before its code runs.
@_spi(WorkbookRunner) @_cdecl("viewsimtesting_start_launch")
public func startLaunch() {
    LaunchState.restore()
    FailureScreen.startTest()
}
