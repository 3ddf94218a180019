#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A control group made for one run, holding the memory, process and CPU-time limits for the runner's whole tree: the runner
/// moves itself in before exec (``ChildProcessRequest/cgroup``), so everything it starts is counted together.
///
/// cgroup v1 (separate `memory`, `pids` and `cpuacct` hierarchies under `/sys/fs/cgroup/<controller>/`) or v2 (one unified
/// hierarchy at `/sys/fs/cgroup/`). The group is made inside the grader's own group of each hierarchy (read from
/// `/proc/self/cgroup`), named `workbook-<grader pid>-<random>`; ``remove()`` kills whatever is left in it and removes
/// it. Groups left by a grader that died are removed by the next one. ``make(memoryBytes:processes:)`` returns `nil`
/// when the grader may not make groups (no cgroup file system, read-only, not permitted): then limits are per process.
public final class RunCgroup: Sendable {
    /// `cgroup-v1` or `cgroup-v2`, for reports.
    public let version: String
    /// The groups made (one per v1 hierarchy, or one v2 group).
    let directories: [String]
    /// The `cgroup.procs` files the runner writes its pid to.
    let procsFiles: [String]
    /// Whether the memory limit, the process limit and the CPU-time limit are in force.
    public let limitsMemory: Bool
    public let limitsProcesses: Bool
    public var limitsCPU: Bool { cpuUsage != nil }
    private let memoryEvents: String?
    private let pidsEvents: String?
    private let memoryPeak: String?
    /// The tree's CPU time so far: v1 `cpuacct.usage` (nanoseconds), v2 `cpu.stat`'s `usage_usec`; and its limit.
    private let cpuUsage: (path: String, nanosecondsPerUnit: Int, limitNanoseconds: Int)?

    private init(version: String, directories: [String], limitsMemory: Bool, limitsProcesses: Bool,
                 memoryEvents: String?, pidsEvents: String?, memoryPeak: String?,
                 cpuUsage: (path: String, nanosecondsPerUnit: Int, limitNanoseconds: Int)? = nil) {
        self.version = version; self.directories = directories
        self.procsFiles = directories.map { $0 + "/cgroup.procs" }
        self.limitsMemory = limitsMemory; self.limitsProcesses = limitsProcesses
        self.memoryEvents = memoryEvents; self.pidsEvents = pidsEvents; self.memoryPeak = memoryPeak
        self.cpuUsage = cpuUsage
    }

    /// Makes a group limiting the tree to `memoryBytes` of memory (swap included, where the kernel counts it),
    /// `processes` tasks and, with `cpuSeconds`, that much CPU time in all (counted by the kernel; the grader stops the
    /// tree when it is used up); `nil` if none can be made (see the type).
    public static func make(memoryBytes: Int, processes: Int, cpuSeconds: Int? = nil, root: String = "/sys/fs/cgroup") -> RunCgroup? {
        let name = "workbook-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        let own = ownGroups()
        if FileManager.default.fileExists(atPath: "\(root)/memory/memory.limit_in_bytes")
            || FileManager.default.fileExists(atPath: "\(root)/pids/cgroup.procs") {
            return makeV1(name: name, own: own, root: root, memoryBytes: memoryBytes, processes: processes, cpuSeconds: cpuSeconds)
        }
        if FileManager.default.fileExists(atPath: "\(root)/cgroup.controllers") {
            return makeV2(name: name, own: own[""] ?? "/", root: root, memoryBytes: memoryBytes, processes: processes, cpuSeconds: cpuSeconds)
        }
        return nil
    }

    /// `/proc/self/cgroup`: each controller (v2: the empty name) to the grader's group path.
    private static func ownGroups() -> [String: String] {
        var groups: [String: String] = [:]
        let text = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            for controller in parts[1].split(separator: ",", omittingEmptySubsequences: false) { groups[String(controller)] = String(parts[2]) }
        }
        return groups
    }

    private static func makeV1(name: String, own: [String: String], root: String, memoryBytes: Int, processes: Int, cpuSeconds: Int?) -> RunCgroup? {
        var directories: [String] = []
        var memory: String?, pids: String?
        if let path = own["memory"], let directory = makeGroup(in: "\(root)/memory\(path)", name: name) {
            directories.append(directory)
            if write(String(memoryBytes), to: directory + "/memory.limit_in_bytes") {
                // Swap counted too, so the tree cannot page out past the limit (absent without swap accounting).
                _ = write(String(memoryBytes), to: directory + "/memory.memsw.limit_in_bytes")
                memory = directory
            }
        }
        if let path = own["pids"], let directory = makeGroup(in: "\(root)/pids\(path)", name: name) {
            directories.append(directory)
            if write(String(processes), to: directory + "/pids.max") { pids = directory }
        }
        guard memory != nil || pids != nil else {
            directories.forEach { rmdir($0) }
            return nil
        }
        var cpu: (String, Int, Int)?
        if let cpuSeconds, let path = own["cpuacct"] ?? own["cpu"],
           let hierarchy = ["cpuacct", "cpu,cpuacct", "cpuacct,cpu"].first(where: { FileManager.default.fileExists(atPath: "\(root)/\($0)\(path)/cpuacct.usage") }),
           let directory = makeGroup(in: "\(root)/\(hierarchy)\(path)", name: name) {
            directories.append(directory)
            cpu = (directory + "/cpuacct.usage", 1, cpuSeconds * 1_000_000_000)
        }
        return RunCgroup(
            version: "cgroup-v1", directories: directories, limitsMemory: memory != nil, limitsProcesses: pids != nil,
            memoryEvents: memory.map { $0 + "/memory.oom_control" }, pidsEvents: pids.map { $0 + "/pids.events" },
            memoryPeak: memory.map { $0 + "/memory.max_usage_in_bytes" }, cpuUsage: cpu)
    }

    private static func makeV2(name: String, own: String, root: String, memoryBytes: Int, processes: Int, cpuSeconds: Int?) -> RunCgroup? {
        let parent = root + (own == "/" ? "" : own)
        // The controllers must be enabled for the parent's children; a group that holds processes itself cannot enable
        // them (the kernel's "no internal processes" rule), so this fails unless the grader's group is delegated.
        let enabled = (try? String(contentsOfFile: parent + "/cgroup.subtree_control", encoding: .utf8)) ?? ""
        for controller in ["memory", "pids"] where !enabled.split(separator: " ").contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == controller }) {
            _ = write("+\(controller)", to: parent + "/cgroup.subtree_control")
        }
        guard let directory = makeGroup(in: parent, name: name) else { return nil }
        let memory = write(String(memoryBytes), to: directory + "/memory.max")
        if memory { _ = write("0", to: directory + "/memory.swap.max") }
        let pids = write(String(processes), to: directory + "/pids.max")
        guard memory || pids else {
            rmdir(directory)
            return nil
        }
        return v2(directory: directory, limitsMemory: memory, limitsProcesses: pids, cpuSeconds: cpuSeconds)
    }

    /// The v2 group at `directory`, its limits written: it reads `memory.events` (`oom_kill`), `pids.events` (`max`),
    /// `memory.peak` and `cpu.stat` (`usage_usec`, kept for every group, whatever controllers are enabled).
    static func v2(directory: String, limitsMemory memory: Bool, limitsProcesses pids: Bool, cpuSeconds: Int?) -> RunCgroup {
        let cpu = cpuSeconds.flatMap { seconds in
            FileManager.default.fileExists(atPath: directory + "/cpu.stat") ? (directory + "/cpu.stat", 1000, seconds * 1_000_000_000) : nil
        }
        return RunCgroup(
            version: "cgroup-v2", directories: [directory], limitsMemory: memory, limitsProcesses: pids,
            memoryEvents: memory ? directory + "/memory.events" : nil, pidsEvents: pids ? directory + "/pids.events" : nil,
            memoryPeak: memory ? directory + "/memory.peak" : nil, cpuUsage: cpu)
    }

    /// Makes `parent/name` after removing the groups there that graders no longer alive left behind.
    private static func makeGroup(in parent: String, name: String) -> String? {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix("workbook-") {
            let parts = entry.split(separator: "-")
            guard parts.count == 3, let pid = pid_t(parts[1]), kill(pid, 0) != 0, errno == ESRCH else { continue }
            empty("\(parent)/\(entry)")
        }
        let directory = "\(parent)/\(name)"
        return mkdir(directory, 0o755) == 0 ? directory : nil
    }

    private static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    /// The value after `key ` in a `key value` lines file (`memory.events`, `pids.events`, `memory.oom_control`).
    private static func counter(_ key: String, in path: String?) -> Int {
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0] == key { return Int(parts[1]) ?? 0 }
        }
        return 0
    }

    /// The limit the tree went over so far, if any: the kernel killed one of its processes for memory, refused it a
    /// new process or thread, or it used up its CPU time.
    public func breach() -> TreeLimit? {
        if memoryEvents != nil, Self.counter("oom_kill", in: memoryEvents) > 0 { return .memory }
        if pidsEvents != nil, Self.counter("max", in: pidsEvents) > 0 { return .processes }
        if let used = cpuNanoseconds, let cpuUsage, used > cpuUsage.limitNanoseconds { return .cpu }
        return nil
    }

    /// The CPU time the whole tree has used so far, in nanoseconds; nil without the CPU limit.
    public var cpuNanoseconds: Int? {
        guard let cpuUsage, let text = try? String(contentsOfFile: cpuUsage.path, encoding: .utf8) else { return nil }
        let value = cpuUsage.nanosecondsPerUnit == 1
            ? Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            : Self.counter("usage_usec", in: cpuUsage.path)
        return value.map { $0 * cpuUsage.nanosecondsPerUnit }
    }

    /// The most memory the tree used at once, in bytes (page cache and private `/tmp` included).
    public var peakMemoryBytes: Int? {
        memoryPeak.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// SIGKILLs whatever is still in the group (nothing, once the run's supervisor is done; a process that escaped the
    /// supervisor otherwise) and removes the group. Bounded: about a second.
    public func remove() {
        for directory in directories { Self.empty(directory) }
    }

    private static func empty(_ directory: String) {
        for _ in 0..<1000 {
            if rmdir(directory) == 0 || errno == ENOENT { return }
            _ = write("1", to: directory + "/cgroup.kill")
            let procs = (try? String(contentsOfFile: directory + "/cgroup.procs", encoding: .utf8)) ?? ""
            for line in procs.split(separator: "\n") { if let pid = pid_t(line) { kill(pid, SIGKILL) } }
            usleep(1000)
        }
    }
}
