#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// How a hidden-suite runner is contained (`sandbox.kind` in a check's JSON).
public enum SandboxKind: String, Sendable, Codable, CaseIterable {
    /// Debian's `bwrap`: new PID, network, IPC and UTS namespaces, no capabilities, a read-only view (see ``SandboxView``).
    case bubblewrap
    /// util-linux's `unshare` (user, mount, PID, network, IPC, UTS and cgroup namespaces) building the same view with
    /// `mount`, then `chroot` and `setpriv` (no capabilities, no new privileges): where `bwrap` is missing or cannot run.
    case unshare
    /// No sandbox: the runner sees what the grader sees. Only when neither of the others works.
    case none
}

/// What a sandboxed runner sees of the file system: the system's programs and libraries (`/usr`, and `/bin`, `/lib`,
/// `/lib64`… as on the host), `/etc/ld.so.cache`, `/etc/localtime` and `/etc/alternatives` (no other file of `/etc`: no
/// `/etc/passwd`),
/// ``readOnly`` at their own paths, a private `/proc` (its own PID namespace), a minimal `/dev`, a private `/tmp` in
/// memory of ``temporaryBytes``, and ``scratch`` and ``writable`` — the only host directories it can write. Everything
/// else is absent; the root itself is read-only. With ``scratchBytes``, the scratch too is a private folder in memory
/// (at the scratch's path), and only ``scratchFiles`` reach the host.
public struct SandboxView: Sendable, Equatable {
    /// Absolute host paths (directories or files) shown read-only at the same path; missing ones are skipped, and so is
    /// one under another.
    public var readOnly: [String]
    /// The run's writable directory, shown at the same path, and the working directory; `nil` for none (`/`).
    public var scratch: String?
    /// More existing host directories shown writable at their own paths (mounted after ``readOnly``, so one may lie
    /// inside a read-only one).
    public var writable: [String]
    /// The program's working directory inside the sandbox, when not ``scratch``.
    public var workingDirectory: String?
    /// Size of the private `/tmp`, in bytes (its pages count against the run's memory limit too).
    public var temporaryBytes: Int
    /// When set, ``scratch`` is shown as a private folder in memory of this many bytes at the scratch's path, instead of
    /// the host folder: whatever the run writes there, in all its files together, is bounded and never reaches the disk
    /// (its pages count against the run's memory limit too).
    public var scratchBytes: Int?
    /// With ``scratchBytes``: existing host files in ``scratch`` shown at their own paths inside the memory folder — the
    /// only way in (a read-only input) or out (a writable file the grader reads afterwards, which stays one file).
    public var scratchFiles: [ScratchFile]

    /// A host file passed into an in-memory scratch (``SandboxView/scratchFiles``).
    public struct ScratchFile: Sendable, Equatable {
        public var path: String
        public var writable: Bool
        public init(path: String, writable: Bool) { self.path = path; self.writable = writable }
    }

    public init(
        readOnly: [String], scratch: String?, writable: [String] = [], workingDirectory: String? = nil, temporaryBytes: Int = 256 << 20,
        scratchBytes: Int? = nil, scratchFiles: [ScratchFile] = []
    ) {
        self.readOnly = readOnly; self.scratch = scratch; self.writable = writable; self.workingDirectory = workingDirectory
        self.temporaryBytes = temporaryBytes; self.scratchBytes = scratchBytes; self.scratchFiles = scratchFiles
    }

    /// One mount of the view, in the order made.
    enum Mount: Equatable {
        case readOnly(String)
        case writable(String)
        /// A new private folder in memory of `bytes`, writable, at `path`.
        case memory(String, bytes: Int)
        /// A symbolic link at `path` to `target`, for a given path reached on the host through a link outside every
        /// mount (`/home/ada/wb` when `/home/ada` links to `/data/ada`).
        case symlink(target: String, path: String)
    }

    /// The view's mounts: ``readOnly`` (``mountedReadOnly``), ``scratch`` and ``writable``, each at its real path
    /// (links resolved), since a link inside another mount (a workbook whose `.build` links to another disk) must lead
    /// to a path the sandbox has. A given path that differs from its real one and that no mount leads to also gets a
    /// link from the given path to the real one (`/home/ada/wb` when `/home/ada` links to `/data/ada`).
    var mounts: [Mount] {
        let readOnly = mountedReadOnly
        let existing = { (paths: [String]) in paths.filter { FileManager.default.fileExists(atPath: $0) }.map(Self.realPath) }
        let inMemory = scratchBytes.flatMap { bytes in scratch.map { (Self.realPath($0), bytes) } }
        let writable = existing((inMemory == nil ? [scratch].compactMap { $0 } : []) + self.writable)
        let passed = inMemory == nil ? [] : scratchFiles.filter { FileManager.default.fileExists(atPath: $0.path) }
            .map { (Self.realPath($0.path), $0.writable) }
        // A folder before what is inside it, so no mount hides one made earlier (a read-only folder inside a writable one
        // stays read-only).
        var mounts = (readOnly.map { ($0, Mount.readOnly($0)) } + writable.map { ($0, Mount.writable($0)) }
            + (inMemory.map { [($0.0, Mount.memory($0.0, bytes: $0.1))] } ?? [])
            + passed.map { ($0.0, $0.1 ? Mount.writable($0.0) : Mount.readOnly($0.0)) })
            .sorted { $0.0 < $1.0 }.map(\.1)
        let mounted = readOnly + writable + (inMemory.map { [$0.0] } ?? [])
        var linked = Set<String>()
        for path in self.readOnly + [scratch].compactMap({ $0 }) + self.writable where path.hasPrefix("/") {
            let given = URL(fileURLWithPath: path).standardizedFileURL.path
            let real = Self.realPath(given)
            guard real != given, FileManager.default.fileExists(atPath: real) else { continue }
            // Reached inside the sandbox through a mounted folder holding the link itself?
            let reached = mounted.contains { given.hasPrefix($0 + "/") }
            if !reached, linked.insert(given).inserted { mounts.append(.symlink(target: real, path: given)) }
        }
        return mounts
    }

    /// `path` with every link resolved (`realpath`), or `path` itself when it cannot be resolved.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// ``readOnly`` as it is mounted: real paths (links resolved) of the existing absolute ones, sorted, without a path
    /// already under another (nor under `/usr`, which every view has), and never `/` itself.
    var mountedReadOnly: [String] {
        let paths = Set(readOnly.filter { $0.hasPrefix("/") }.map { Self.realPath(URL(fileURLWithPath: $0).standardizedFileURL.path) })
        var kept: [String] = []
        for path in paths.sorted() where path != "/" && FileManager.default.fileExists(atPath: path) {
            if (kept + ["/usr"]).contains(where: { path == $0 || path.hasPrefix($0 == "/" ? $0 : $0 + "/") }) { continue }
            kept.append(path)
        }
        return kept
    }
}

/// Runs a ``ChildProcessRequest`` inside a sandbox (see ``SandboxKind``, ``SandboxView``): ``wrap(_:in:view:)`` turns it
/// into a request for `bwrap` or `unshare` with the original program at its end. Descriptors the request passes
/// (``ChildProcessRequest/passedPipes``) reach the program at the same numbers; its environment is the request's, with
/// `TMPDIR=/tmp`. A program killed by a signal makes the wrapper exit with 128 + the signal, which ``ChildProcess``
/// turns back into the signal (``ChildProcessRequest/exitStatusCarriesSignal``).
public enum Sandbox {
    /// The environment variable that forces a kind: `bubblewrap`, `unshare` or `none`.
    public static let environmentKey = "WORKBOOK_SANDBOX"

    /// The unprivileged uid and gid every job (compiler, linker, runner, `workbook run`'s app) runs as when the grader
    /// runs as root (issue 30): 65533, reserved by Debian Policy (§9.2.2) and given to no account, so no file or
    /// process of the machine is its. A process whose uid is 0 may write every root-owned file the kernel checks by
    /// owner alone, such as `/proc/sys/kernel/core_pattern`, capabilities or not. A grader that is not root runs its
    /// jobs as its own user, in a user namespace whose root is not mapped.
    public static let jobUser: UInt32 = 65533

    /// The uid jobs switch to: ``jobUser`` for a grader running as root, else nil (the grader's own user).
    static var dropsTo: UInt32? { geteuid() == 0 ? jobUser : nil }

    /// Whether learner code would run as root here: the grader is root and no job can switch to ``jobUser`` (a
    /// container without `CAP_SETUID`). `workbook grade` refuses then; `workbook check` says so.
    public static var learnerCodeRunsAsRoot: Bool {
        guard geteuid() == 0 else { return false }
        return cannotDrop.withLock { known in
            if let known { return known }
            var request = ChildProcessRequest(executable: "/bin/true", environment: [:], timeoutSeconds: 10, outputLimitBytes: 1024)
            request.runAs = jobUser
            let outcome = try? ChildProcess.run(request)
            known = outcome?.termination != .exited(0)
            return known!
        }
    }
    private static let cannotDrop = Mutex<Bool?>(nil)

    /// `/proc` entries that change the whole machine, shown read-only in every sandbox (bubblewrap skips its own
    /// read-only binds of them when its program cannot write them at the time it checks, which says nothing of the
    /// program it then runs).
    static let machineWideProcEntries = ["/proc/sys", "/proc/sysrq-trigger", "/proc/irq", "/proc/bus"]

    /// The kind to use: the one `WORKBOOK_SANDBOX` names (tried first), else the best here: bubblewrap, then unshare,
    /// each when its tools are installed and it has not failed to start in this process — chosen without trying it,
    /// so a check pays for no trial run; a run that then fails to start its sandbox (``failedToStart(_:)``) is run
    /// again in the next. `none` only when neither works, said once per process on stderr.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` for an unknown `WORKBOOK_SANDBOX`, or one naming a kind that cannot run here.
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws(WorkbookError) -> SandboxKind {
        if let forced = environment[environmentKey], !forced.isEmpty {
            guard let kind = SandboxKind(rawValue: forced.lowercased()) else {
                throw .setup("\(environmentKey)=\(forced) is not a sandbox: use bubblewrap, unshare or none.")
            }
            if let problem = probe(kind) {
                throw .setup("\(environmentKey)=\(forced), but that sandbox cannot run here: \(problem)")
            }
            if kind == .none { warnOnce("workbook: \(environmentKey)=none: the hidden tests run without a sandbox, for authors only; "
                + "nothing they do is contained and no result is guaranteed.\(learnerCodeRunsAsRoot ? " They run as root." : "")\n") }
            return kind
        }
        for kind in [SandboxKind.bubblewrap, .unshare] {
            if let known = probes.withLock({ $0[kind] }) {
                if known == nil { return kind }
            } else if missingTool(kind) == nil {
                return kind
            }
        }
        let reasons = [SandboxKind.bubblewrap, .unshare].compactMap { kind in probe(kind).map { "\(kind.rawValue): \($0)" } }
        var message = "workbook: the hidden tests run without a sandbox, because neither bubblewrap nor unshare can create namespaces here "
            + "(\(reasons.joined(separator: "; "))). Install bubblewrap (apt-get install bubblewrap) to contain them."
        if learnerCodeRunsAsRoot {
            message += " Learner code runs as root: this grader is root and cannot switch to an unprivileged user (uid \(jobUser)) here."
        }
        warnOnce(message + "\n")
        return .none
    }

    /// Why `workbook grade` must not run here, if so: a student's code would not be contained — no sandbox
    /// (`WORKBOOK_SANDBOX=none`, or none can run), or it would run as root.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` for an unknown `WORKBOOK_SANDBOX` (from ``resolve(environment:)``).
    public static func gradingRefusal(environment: [String: String] = ProcessInfo.processInfo.environment) throws(WorkbookError) -> String? {
        let kind = try resolve(environment: environment)
        if kind == .none {
            let why = environment[environmentKey]?.lowercased() == "none"
                ? "\(environmentKey)=none is for authors: it contains nothing and guarantees no result"
                : "no sandbox can run on this machine (install bubblewrap, and allow user namespaces or run as root)"
            return "workbook grade runs students' code, which must be contained: \(why)."
        }
        if learnerCodeRunsAsRoot {
            return "workbook grade runs students' code, which must not run as root: this grader is root and cannot switch to an "
                + "unprivileged user (uid \(jobUser)) here; run it as a plain user instead."
        }
        return nil
    }

    private static func warnOnce(_ message: String) {
        guard !warned.exchange(true, ordering: .relaxed) else { return }
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// Whether `kind` can run here (tried once per process: `/bin/true` in an empty sandbox).
    public static func isAvailable(_ kind: SandboxKind) -> Bool { probe(kind) == nil }

    /// After a run in `kind` ended without a word from its program (no event, a failing exit status): whether the
    /// sandbox itself could not start, tried now (once per process), so a program that merely failed early is not
    /// taken for it. A failed kind is not chosen again by ``resolve(environment:)``.
    static func failedToStart(_ kind: SandboxKind) -> Bool { kind != .none && probe(kind) != nil }

    /// Why `kind` cannot run for want of a program, if so.
    private static func missingTool(_ kind: SandboxKind) -> String? {
        switch kind {
        case .bubblewrap: return tool("bwrap") == nil ? "bwrap is not installed (Debian's bubblewrap package)" : nil
        case .unshare:
            return ["unshare", "mount", "chroot", "setpriv"].first { tool($0) == nil }.map { "\($0) is not installed (util-linux)" }
        case .none: return nil
        }
    }

    private static let warned = Atomic<Bool>(false)
    private static let probes = Mutex<[SandboxKind: String?]>([:])

    /// `nil` if `kind` works, else why not.
    static func probe(_ kind: SandboxKind) -> String? {
        if let known = probes.withLock({ $0[kind] }) { return known }
        let problem = tryRunning(kind)
        probes.withLock { $0[kind] = .some(problem) }
        return problem
    }

    private static func tryRunning(_ kind: SandboxKind) -> String? {
        guard kind != .none else { return nil }
        if let missing = missingTool(kind) { return missing }
        let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-sandbox-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        let request = wrap(
            ChildProcessRequest(executable: "/bin/true", environment: ["PATH": "/usr/bin:/bin"], timeoutSeconds: 10, outputLimitBytes: 16 * 1024),
            in: kind, view: SandboxView(readOnly: [], scratch: nil, temporaryBytes: 1 << 20), mountPoint: mountPoint.path)
        do {
            let outcome = try ChildProcess.run(request)
            if outcome.termination == .exited(0) { return nil }
            let said = outcome.stderrText.split(separator: "\n").last.map(String.init) ?? "\(outcome.termination)"
            return said.trimmingCharacters(in: .whitespaces)
        } catch {
            return "\(error)"
        }
    }

    /// The first executable `name` in the usual system directories.
    static func tool(_ name: String) -> String? {
        ["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin"].map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `request` run inside a sandbox of `kind` showing `view` (unchanged for `.none`). For `.unshare`, `mountPoint`
    /// is an existing empty host directory the sandbox's root is mounted on, in its own mount namespace (nothing
    /// appears there on the host; default: `<scratch>/.sandbox-root`, made here).
    /// With `processLimit`, the program runs under `prlimit --nproc` inside the sandbox's user namespace, where
    /// `RLIMIT_NPROC` counts only that namespace's processes (set outside, it would count every process of the user).
    /// `user`: the uid the program switches to, as a grader running as root does (``dropsTo``); nil for a grader that
    /// is not root, whose sandbox is a user namespace of its own user.
    static func wrap(
        _ request: ChildProcessRequest, in kind: SandboxKind, view: SandboxView, processLimit: Int? = nil, mountPoint: String? = nil,
        user: UInt32? = dropsTo
    ) -> ChildProcessRequest {
        if let user { handOver(view, to: user, kind: kind) }
        guard kind != .none else {
            var request = request
            if user != nil, !learnerCodeRunsAsRoot {
                // Without a sandbox the job sees the host's folders as they are: one it cannot enter (a checkout in
                // root's 0700 home) would make it fail, so it then stays root, and says so.
                if let closed = ([request.executable] + view.readOnly).first(where: { !othersCanEnter($0) }) {
                    warnOnce("workbook: the hidden tests run without a sandbox, as root: \(closed) is not open to other users, "
                        + "so they cannot run as the unprivileged uid \(jobUser). Install bubblewrap to contain them.\n")
                } else {
                    request.runAs = user
                }
            }
            return request
        }
        var request = request
        if let processLimit, let prlimit = tool("prlimit") {
            request.arguments = ["--nproc=\(processLimit)", "--", request.executable] + request.arguments
            request.executable = prlimit
        }
        var wrapped = request
        wrapped.environment["TMPDIR"] = "/tmp"
        wrapped.exitStatusCarriesSignal = true
        let workingDirectory = view.workingDirectory ?? view.scratch ?? "/"
        switch kind {
        case .bubblewrap:
            // As root, bwrap runs privileged (it must reach every path it binds) and the program switches to the job
            // user through setpriv, with the only capabilities it keeps for that; else in a user namespace of the
            // grader's own user.
            var arguments = [
                "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--die-with-parent", "--new-session", "--cap-drop", "ALL",
            ]
            arguments += user == nil ? ["--unshare-user"] : ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--cap-add", "CAP_SETPCAP"]
            arguments += ["--proc", "/proc"]
            for entry in machineWideProcEntries { arguments += ["--ro-bind-try", entry, entry] }
            arguments += [
                "--dev", "/dev", "--size", String(view.temporaryBytes), "--perms", "1777", "--tmpfs", "/tmp",
                "--ro-bind", "/usr", "/usr",
            ]
            // bwrap makes a mount's missing parent folders itself, as root with mode 0700, which the job user could
            // not enter: each is made first, readable by all.
            var made: Set<String> = ["/", "/usr"]
            func parents(of path: String) -> [String] {
                var folders: [String] = []
                var folder = (path as NSString).deletingLastPathComponent
                while !made.contains(folder), folder != "" {
                    made.insert(folder)
                    folders.insert(folder, at: 0)
                    folder = (folder as NSString).deletingLastPathComponent
                }
                return folders.flatMap { ["--perms", "0755", "--dir", $0] }
            }
            for entry in systemEntries() {
                switch entry {
                case .symlink(let target, let path): arguments += parents(of: path) + ["--symlink", target, path]
                case .readOnly(let path): arguments += parents(of: path) + ["--ro-bind", path, path]
                }
            }
            for mount in view.mounts {
                switch mount {
                case .readOnly(let path): arguments += parents(of: path) + ["--ro-bind", path, path]
                case .writable(let path): arguments += parents(of: path) + ["--bind", path, path]
                case .memory(let path, let bytes):
                    // Made by bwrap as root, it is the job user's only through its mode (the sandbox holds no other user).
                    arguments += parents(of: path) + ["--size", String(bytes), "--perms", user == nil ? "0700" : "0777", "--tmpfs", path]
                case .symlink(let target, let path): arguments += parents(of: path) + ["--symlink", target, path]
                }
            }
            arguments += ["--remount-ro", "/", "--chdir", workingDirectory, "--"]
            if let user {
                arguments += [tool("setpriv") ?? "/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups",
                              "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"]
            }
            arguments.append(request.executable)
            wrapped.executable = tool("bwrap") ?? "/usr/bin/bwrap"
            wrapped.arguments = arguments + request.arguments
            wrapped.workingDirectory = request.workingDirectory ?? view.scratch
        case .unshare:
            let root = mountPoint ?? ((view.scratch ?? NSTemporaryDirectory()) + "/.sandbox-root")
            try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            var mounts: [String] = []
            for entry in systemEntries() {
                switch entry {
                case .symlink(let target, let path): mounts += ["symlink", target, path]
                case .readOnly(let path): mounts += ["ro", path]
                }
            }
            for mount in view.mounts {
                switch mount {
                case .readOnly(let path): mounts += ["ro", path]
                case .writable(let path): mounts += ["rw", path]
                case .memory(let path, let bytes): mounts += ["memory", path, String(bytes)]
                case .symlink(let target, let path): mounts += ["symlink", target, path]
                }
            }
            wrapped.executable = tool("unshare") ?? "/usr/bin/unshare"
            // As root, no user namespace: the script mounts as root and the program switches to the job user. Else a
            // user namespace maps ``jobUser`` (not its root) to the grader's user, and the script keeps the namespace's
            // capabilities as that uid to build the view; the program gets none.
            let namespace = ["--user", "--map-user=\(jobUser)", "--map-group=\(jobUser)", "--keep-caps"]
            wrapped.arguments = (user == nil ? namespace : []) + [
                "--mount", "--pid", "--fork", "--kill-child", "--net", "--ipc", "--uts", "--cgroup",
                "--", "/bin/sh", "-c", unshareScript, "sh", root, String(view.temporaryBytes), workingDirectory,
                tool("chroot") ?? "/usr/sbin/chroot", tool("setpriv") ?? "/usr/bin/setpriv", user.map(String.init) ?? "",
            ] + mounts + ["--", request.executable] + request.arguments
            wrapped.workingDirectory = request.workingDirectory ?? view.scratch
        case .none:
            break
        }
        return wrapped
    }

    /// Gives `user` the host paths a job of `kind` writes (the view's writable folders and files, and for `none` its
    /// scratch, which is then the host folder itself), each with what it holds the first time (a module cache made
    /// by an earlier, root-run grader). Links are changed, never followed.
    static func handOver(_ view: SandboxView, to user: UInt32, kind: SandboxKind) {
        var paths = view.writable
        if kind == .none || view.scratchBytes == nil { paths += [view.scratch].compactMap { $0 } }
        if kind == .none { paths += view.scratchFiles.map(\.path) } else if view.scratchBytes != nil {
            paths += view.scratchFiles.filter(\.writable).map(\.path)
        }
        for path in paths {
            guard let owner = FileStatus(path)?.owner, owner != user else { continue }
            lchown(path, user, user)
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            for case let name as String in walker { lchown(path + "/" + name, user, user) }
        }
    }

    /// Whether every folder above `path` lets other users through (`o+x`), so the job user reaches it.
    static func othersCanEnter(_ path: String) -> Bool {
        var folder = (SandboxView.realPath(path) as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/" {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return true
    }

    enum SystemEntry: Equatable {
        case symlink(target: String, path: String)
        case readOnly(String)
    }

    /// What every view shows besides `/usr`: the top-level `/bin`, `/sbin`, `/lib*` as on the host (merged-/usr
    /// symlinks, or read-only directories), the dynamic linker's cache, the time zone, and Debian's
    /// `/etc/alternatives` (symbolic links only: `/usr/bin/awk` is one of them).
    static func systemEntries() -> [SystemEntry] {
        var entries: [SystemEntry] = []
        for path in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc/localtime", "/etc/ld.so.cache", "/etc/alternatives"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                entries.append(.symlink(target: target, path: path))
            } else if FileManager.default.fileExists(atPath: path) {
                entries.append(.readOnly(path))
            }
        }
        return entries
    }

    /// Run by `/bin/sh` as PID 1 of the new namespaces, with the capabilities of root (or of its user namespace):
    /// builds the view on a tmpfs at `$1`, then runs the program chrooted, without capabilities, as its child (so a
    /// signal that kills the program is seen, which PID 1 itself would ignore), and exits with its status (128 + the
    /// signal, as `bwrap` does).
    /// Arguments: root, /tmp size, working directory, chroot, setpriv, the uid to switch to (empty: stay the user
    /// namespace's, which is not its root), then `ro PATH`, `rw PATH`,
    /// `memory PATH BYTES` and `symlink TARGET PATH` entries (``SandboxView/mounts``, in order), `--`, the program and
    /// its arguments. `/proc`'s machine-wide entries (``machineWideProcEntries``) are mounted read-only.
    static let unshareScript = #"""
        set -eu
        root=$1 size=$2 workdir=$3 chroot=$4 setpriv=$5 runas=$6
        shift 6
        owner="" drop=""
        if [ -n "$runas" ]; then owner=",uid=$runas,gid=$runas" drop="--reuid=$runas --regid=$runas --clear-groups"; fi
        mount -t tmpfs -o mode=0755,nosuid,nodev workbook-root "$root"
        mkdir -p "$root/proc" "$root/dev" "$root/tmp" "$root/usr" "$root/etc"
        mount -t proc -o nosuid,nodev,noexec proc "$root/proc"
        for entry in \#(machineWideProcEntries.map { $0.replacingOccurrences(of: "/proc/", with: "") }.joined(separator: " ")); do
            if [ -e "$root/proc/$entry" ]; then
                mount --bind "$root/proc/$entry" "$root/proc/$entry"
                mount -o remount,bind,ro,nosuid,nodev,noexec "$root/proc/$entry"
            fi
        done
        for node in null zero full random urandom tty; do
            touch "$root/dev/$node"
            mount --bind "/dev/$node" "$root/dev/$node"
        done
        ln -s /proc/self/fd "$root/dev/fd"
        ln -s /proc/self/fd/0 "$root/dev/stdin"; ln -s /proc/self/fd/1 "$root/dev/stdout"; ln -s /proc/self/fd/2 "$root/dev/stderr"
        mount -t tmpfs -o "mode=1777,size=$size,nosuid,nodev" workbook-tmp "$root/tmp"
        mount_point() {
            if [ -d "$1" ]; then mkdir -p "$root$1"; else mkdir -p "$(dirname "$root$1")"; touch "$root$1"; fi
        }
        bind() {
            mount_point "$2"
            mount --bind "$2" "$root$2"
            mount -o "remount,bind,$1nosuid,nodev" "$root$2"
        }
        bind ro, /usr
        while [ "$1" != "--" ]; do
            case "$1" in
                ro) bind ro, "$2"; shift 2 ;;
                rw) bind "" "$2"; shift 2 ;;
                memory) mkdir -p "$root$2"; mount -t tmpfs -o "mode=0700,size=$3,nosuid,nodev$owner" workbook-scratch "$root$2"; shift 3 ;;
                symlink) mkdir -p "$(dirname "$root$3")"; ln -s "$2" "$root$3"; shift 3 ;;
                *) echo "sandbox: unknown entry $1" >&2; exit 126 ;;
            esac
        done
        shift
        # A bind remount changes the mount's flags only: a plain remount passes tmpfs's uid= on again, which a user
        # namespace that does not map that uid refuses.
        mount -o remount,bind,ro,nosuid,nodev "$root"
        set +e
        # $drop is split into its words on purpose (a numeric uid: nothing else to split).
        "$chroot" "$root" "$setpriv" $drop --no-new-privs --bounding-set=-all --inh-caps=-all --ambient-caps=-all -- \
            /bin/sh -c 'cd -- "$0" && exec "$@"' "$workdir" "$@" </dev/null &
        # The shell would announce the program's death by a signal ("Illegal instruction") on the program's stderr.
        wait $! 2>/dev/null
        exit $?
        """#
}
