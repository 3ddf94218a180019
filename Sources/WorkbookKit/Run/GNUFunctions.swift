#if canImport(Glibc)
import Glibc
#endif

/// glibc functions that Swift's `Glibc` module does not import (they sit behind `_GNU_SOURCE`), looked up once with
/// `dlsym` and called through their C signatures.
enum GNUFunctions {
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias PRLimit = @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    private static func lookup<F>(_ name: String, as type: F.Type) -> F? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// `pipe2(fds, flags)`; falls back to `pipe` + `FD_CLOEXEC` if glibc lacks it.
    static func pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32 {
        if let function = lookup("pipe2", as: Pipe2.self) { return function(fds, flags) }
        guard Glibc.pipe(fds) == 0 else { return -1 }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC); _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return 0
    }

    /// `prlimit(pid, resource, new, nil)`; returns -1 if unavailable.
    static func prlimit(_ pid: pid_t, _ resource: Int32, _ limit: UnsafePointer<rlimit>) -> Int32 {
        guard let function = lookup("prlimit", as: PRLimit.self) else { return -1 }
        return function(pid, resource, limit, nil)
    }

    /// `posix_spawn_file_actions_addchdir_np(actions, path)`; returns -1 if unavailable.
    static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Int32 {
        guard let function = lookup("posix_spawn_file_actions_addchdir_np", as: AddChdir.self) else { return -1 }
        return path.withCString { function(actions, $0) }
    }
}
