import Foundation

/// How a check's hidden tests were contained: the sandbox and each limit in force, with what enforced it.
///
/// JSON (the `sandbox` object of a check's result):
/// ```json
/// {"kind": "bubblewrap",
///  "limits": {"memory": {"value": 1073741824, "unit": "bytes", "scope": "tree", "by": "cgroup-v1"},
///             "processes": {"value": 68, "unit": "tasks", "scope": "tree", "by": "cgroup-v1"},
///             "address_space": {"value": 1073741824, "unit": "bytes", "scope": "process", "by": "rlimit"},
///             "cpu": {"value": 30, "unit": "seconds", "scope": "tree", "by": "cgroup-v1"},
///             "file_size": {"value": 67108864, "unit": "bytes", "scope": "process", "by": "rlimit"},
///             "output": {"value": 262144, "unit": "bytes", "scope": "tree", "by": "grader"},
///             "scratch": {"value": 67108864, "unit": "bytes", "scope": "tree", "by": "tmpfs"},
///             "tmp": {"value": 268435456, "unit": "bytes", "scope": "tree", "by": "tmpfs"}}}
/// ```
/// `scope` is `tree` (the runner and everything it starts, together), `process` (each process on its own) or `user`
/// (`RLIMIT_NPROC` in the sandbox's own user namespace, where no control group could be made: the processes of its one
/// user); `by` is `cgroup-v1`, `cgroup-v2`, `rlimit`, `grader` (counted by the grader as it reads) or `tmpfs` (the
/// run's directory, or its `/tmp`, is a folder in memory of that size: all its files together, never written to disk;
/// their pages count against the memory limit too). A limit not in
/// force is absent (`processes` without a control group or a user namespace). CPU time is also limited per process
/// (`RLIMIT_CPU`); the entry says `tree` where a control group counts the whole tree's.
public struct SandboxReport: Sendable, Codable, Equatable {
    public var kind: SandboxKind
    /// By name: `memory`, `processes`, `address_space`, `cpu`, `file_size`, `output`, and in a sandbox `scratch` and `tmp`.
    public var limits: [String: Limit]

    /// One limit in force.
    public struct Limit: Sendable, Codable, Equatable {
        public var value: Int
        /// `bytes`, `tasks` (processes and threads), `processes` or `seconds`.
        public var unit: String
        public var scope: String
        public var by: String

        public init(value: Int, unit: String, scope: String, by: String) {
            self.value = value; self.unit = unit; self.scope = scope; self.by = by
        }
    }

    public init(kind: SandboxKind, limits: [String: Limit]) { self.kind = kind; self.limits = limits }

    /// The report for a run under `limits` in `kind`, with `cgroup` holding what it could, `addressSpaceBytes` as
    /// each process's `RLIMIT_AS`, and `RLIMIT_NPROC` set inside the sandbox's user namespace when `processRlimit`.
    init(kind: SandboxKind, limits: RunLimits, cgroup: RunCgroup?, addressSpaceBytes: Int, processRlimit: Bool) {
        var entries: [String: Limit] = [
            "address_space": Limit(value: addressSpaceBytes, unit: "bytes", scope: "process", by: "rlimit"),
            "cpu": Limit(value: limits.cpuSeconds, unit: "seconds", scope: "process", by: "rlimit"),
            "file_size": Limit(value: limits.fileSizeBytes, unit: "bytes", scope: "process", by: "rlimit"),
            "output": Limit(value: limits.outputBytes, unit: "bytes", scope: "tree", by: "grader"),
        ]
        if kind != .none {
            entries["scratch"] = Limit(value: limits.scratchBytes, unit: "bytes", scope: "tree", by: "tmpfs")
            entries["tmp"] = Limit(value: limits.temporaryBytes, unit: "bytes", scope: "tree", by: "tmpfs")
        }
        if let cgroup, cgroup.limitsCPU {
            entries["cpu"] = Limit(value: limits.cpuSeconds, unit: "seconds", scope: "tree", by: cgroup.version)
        }
        if let cgroup, cgroup.limitsMemory {
            entries["memory"] = Limit(value: limits.memoryBytes, unit: "bytes", scope: "tree", by: cgroup.version)
        } else {
            entries["memory"] = Limit(value: min(limits.memoryBytes, addressSpaceBytes), unit: "bytes", scope: "process", by: "rlimit")
        }
        if let cgroup, cgroup.limitsProcesses {
            entries["processes"] = Limit(value: limits.processes, unit: "tasks", scope: "tree", by: cgroup.version)
        } else if processRlimit {
            entries["processes"] = Limit(value: limits.processes, unit: "processes", scope: "user", by: "rlimit")
        }
        self.init(kind: kind, limits: entries)
    }
}
