import Foundation

/// The limits one hidden-suite runner is held to. Memory and the process count hold for the runner's whole process tree
/// when the grader can make a control group for the run (``RunCgroup``); otherwise they fall back to per-process
/// resource limits (`RLIMIT_AS`, and `RLIMIT_NPROC`, which counts per user). CPU time holds for the tree where the
/// group can count it (cgroup v1 `cpuacct`, v2 `cpu.stat`), and for each process too (`RLIMIT_CPU`); file size is per
/// process (`RLIMIT_FSIZE`), and all the files of the run's directory together are held to ``scratchBytes`` in a
/// sandbox (a folder in memory); output is counted by the grader for the whole tree.
public struct RunLimits: Sendable, Equatable {
    /// Memory of the whole tree, in bytes (the control group's limit; without one, each process's address space).
    public var memoryBytes: Int
    /// Processes and threads alive at once in the whole tree (a control group counts threads too).
    public var processes: Int
    /// CPU seconds of the whole tree (where a control group counts them) and of each process.
    public var cpuSeconds: Int
    /// Largest file any process may write, in bytes.
    public var fileSizeBytes: Int
    /// Most bytes of stdout and stderr together.
    public var outputBytes: Int
    /// Most bytes of all the files in the run's directory together, in a sandbox (its size in memory).
    public var scratchBytes: Int = 64 << 20
    /// Most bytes of all the files in the run's `/tmp` (`$TMPDIR`) together, in a sandbox (its size in memory).
    public var temporaryBytes: Int = 256 << 20

    public init(memoryBytes: Int = 1 << 30, processes: Int = RunLimits.defaultProcesses, cpuSeconds: Int, fileSizeBytes: Int = 64 << 20,
                outputBytes: Int = 256 * 1024) {
        self.memoryBytes = memoryBytes; self.processes = processes; self.cpuSeconds = cpuSeconds
        self.fileSizeBytes = fileSizeBytes; self.outputBytes = outputBytes
    }

    /// 64 processes, plus room for the threads a Swift runner starts (its cooperative pool has one per core; a
    /// control group counts each thread as a task): `64 + 2 × cores`.
    public static var defaultProcesses: Int { 64 + 2 * ProcessInfo.processInfo.activeProcessorCount }
}

/// A limit the whole process tree of a run went over.
public enum TreeLimit: String, Sendable, Equatable {
    /// The control group's memory limit: the kernel killed a process of the tree to stay under it.
    case memory
    /// The control group's process limit: a `fork` or a new thread was refused.
    case processes
    /// The CPU time of the whole tree (counted by the control group), or of one of its processes (`RLIMIT_CPU`), went
    /// over ``RunLimits/cpuSeconds``.
    case cpu
}
