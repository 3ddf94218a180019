import Foundation

/// Clang's module-cache locks left by a compiler job that ended while it held them.
///
/// A job building a module writes `<Module>.pcm.lock` naming its host and process id; another job that needs the
/// module waits while that process lives, up to 90 s. In the sandbox every job has its own process namespace, so
/// the id in a lock (`vm 2`) is always some live process of the waiting job's own namespace: a lock whose job was
/// stopped mid-build (a check's time limit, a killed grader) makes every later job wait the whole 90 s (CI on a fresh
/// clone, 2026-12-06: the suite took 12 min instead of 3). A module takes seconds to build, so a lock older than
/// ``staleAfter`` is removed before a build; removing one still in use costs only a second build of that module (clang
/// writes a module to a temporary file and renames it into place).
enum ModuleCacheLocks {
    static let staleAfter: TimeInterval = 60

    /// Removes the locks in `moduleCache`'s folders last changed more than ``staleAfter`` before `now`, and the files
    /// they point at. Returns how many locks it removed.
    @discardableResult
    static func removeStale(in moduleCache: URL, now: Date = Date()) -> Int {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(at: moduleCache, includingPropertiesForKeys: nil) else { return 0 }
        var removed = 0
        for folder in folders {
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where name.hasSuffix(".pcm.lock") {
                let lock = folder.appendingPathComponent(name)
                // The lock is a symbolic link to a file holding the owner; its own time is when it was taken.
                guard let attributes = try? manager.attributesOfItem(atPath: lock.path),
                      let changed = attributes[.modificationDate] as? Date, now.timeIntervalSince(changed) > staleAfter else { continue }
                if let target = try? manager.destinationOfSymbolicLink(atPath: lock.path) {
                    try? manager.removeItem(atPath: target.hasPrefix("/") ? target : folder.appendingPathComponent(target).path)
                }
                if (try? manager.removeItem(at: lock)) != nil { removed += 1 }
            }
        }
        return removed
    }
}
