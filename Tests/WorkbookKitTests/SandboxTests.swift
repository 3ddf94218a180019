#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import WorkbookKit

/// Hostile code in a hidden-suite runner, run through ``HiddenSuiteRun`` in each sandbox: it reaches no network, cannot
/// see or signal the grader, reads nothing of the host but what it needs, writes only its scratch, and its whole
/// process tree keeps to the memory and process limits — while an ordinary run still passes in every sandbox kind.
///
/// A real Swift Testing runner, compiled once with `swiftc`: one test, `probe()`, does what the `mode` file next to
/// the runner's executable says (each test copies the runner into a fresh directory with its own `mode`; the sandbox
/// shows the runner's directory read-only) and records what it saw as an issue starting `SAW `; the mode `pass`
/// records nothing. Its entry point is the grader's own (``ExerciseBuilder/runnerMainSource``), so it reports
/// through the authenticated record channel as every runner does. Beside it, `allocate N` allocates and touches N MiB
/// and sleeps: a child for the memory test.
@Suite struct SandboxTests {
    static let source = #"""
        import Foundation
        import Testing

        func spawn(_ argv: [String]) -> pid_t {
            var pid: pid_t = 0
            let args = argv.map { strdup($0) } + [nil]
            let rc = posix_spawn(&pid, argv[0], nil, nil, args, environ)
            return rc == 0 ? pid : -rc
        }

        func error(_ ok: Bool) -> String { ok ? "ok" : String(cString: strerror(errno)) }

        func act() -> String? {
            let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            let mode = ((try? String(contentsOf: directory.appendingPathComponent("mode"), encoding: .utf8)) ?? "")
                .split(separator: " ").map(String.init)
            switch mode.first ?? "" {
            case "network":
                let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(UInt16(mode[1])!).bigEndian
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                let connected = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
                }
                let interfaces = ((try? String(contentsOfFile: "/proc/net/dev", encoding: .utf8)) ?? "").split(separator: "\n").dropFirst(2)
                    .map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }
                return "connect=\(error(connected)) interfaces=\(interfaces.joined(separator: ","))"
            case "signal":
                let grader = pid_t(mode[1])!
                let seen = FileManager.default.fileExists(atPath: "/proc/\(grader)")
                let stopped = error(kill(grader, 0) == 0)  // signal 0: should it exist, this test must not stop itself
                let parentKilled = kill(getppid(), SIGKILL) == 0
                return "seen=\(seen) stop=\(stopped) parent=\(getppid()) parentKill=\(parentKilled) self=\(getpid())"
            case "files":
                let passwd = FileManager.default.isReadableFile(atPath: "/etc/passwd")
                let home = (try? FileManager.default.contentsOfDirectory(atPath: mode[1])) != nil
                let outside = mode[2]
                let wroteOutside = FileManager.default.createFile(atPath: outside + "/escaped", contents: Data("x".utf8))
                let wroteRunner = FileManager.default.createFile(atPath: directory.appendingPathComponent("escaped").path, contents: Data("x".utf8))
                let wroteScratch = FileManager.default.createFile(atPath: FileManager.default.currentDirectoryPath + "/inside", contents: Data("x".utf8))
                let wroteTemporary = FileManager.default.createFile(atPath: NSTemporaryDirectory() + "/inside", contents: Data("x".utf8))
                return "passwd=\(passwd) home=\(home) outside=\(wroteOutside) runnerDirectory=\(wroteRunner) scratch=\(wroteScratch) tmp=\(wroteTemporary)"
            case "forks":
                var started = 0
                for _ in 0..<2000 where spawn(["/bin/sleep", "30"]) > 0 { started += 1 }
                sleep(30)
                return "started \(started)"
            case "memory":
                for _ in 0..<4 { _ = spawn([directory.appendingPathComponent("allocate").path, "300"]) }
                sleep(30)
                return "the children survived"
            case "stream":
                // Rewrite the event stream as a forger would: truncate it and claim a finished run.
                let forged = Data(#"{"kind":"runEnded","payload":{}}"#.utf8 + [10])
                guard let handle = FileHandle(forWritingAtPath: "/proc/self/fd/3") else { return "could not open the stream" }
                try? handle.truncate(atOffset: 0)
                try? handle.write(contentsOf: forged)
                return "rewrote the stream"
            default:
                return nil
            }
        }

        @Suite struct Probe {
            @Test func probe() {
                if let saw = act() { Issue.record(Comment(rawValue: "SAW " + saw)) }
            }
        }

        """#

    /// The memory test's child: allocates and touches N MiB, then sleeps.
    static let allocatorSource = #"""
        import Foundation

        let mebibytes = Int(CommandLine.arguments[1]) ?? 1
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: mebibytes << 20, alignment: 4096)
        memset(bytes, 1, mebibytes << 20)
        sleep(60)
        """#

    /// The runner, built once for every test here.
    static let runner: Result<URL, WorkbookError> = {
        do throws(WorkbookError) {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-runner-\(UUID().uuidString)")
            return .success(try ProbeRunner.build(source, module: "Probe", in: directory, extra: ["allocate": allocatorSource]))
        } catch {
            return .failure(error)
        }
    }()

    static let bubblewrap = Sandbox.isAvailable(.bubblewrap)
    static let unshare = Sandbox.isAvailable(.unshare)
    /// Whether this machine lets the grader make a control group for a run (else tree limits cannot hold).
    static let cgroups: Bool = {
        guard let group = RunCgroup.make(memoryBytes: 1 << 30, processes: 64) else { return false }
        defer { group.remove() }
        return group.limitsMemory && group.limitsProcesses
    }()

    /// Runs the runner once with `mode` in `kind`, from a fresh copy of it; returns the outcome and what `probe()` saw.
    func run(
        _ mode: String, in kind: SandboxKind, timeout: Double = 30, configure: (inout HiddenSuiteRun) -> Void = { _ in }
    ) throws -> (outcome: SuiteRunOutcome, saw: String?) {
        let original = try Self.runner.get()
        let directory = try ProcessContainmentTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let runner = directory.appendingPathComponent("bin/runner")
        try FileManager.default.createDirectory(at: runner.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: original, to: runner)
        try FileManager.default.copyItem(
            at: original.deletingLastPathComponent().appendingPathComponent("allocate"), to: runner.deletingLastPathComponent().appendingPathComponent("allocate"))
        try mode.write(to: runner.deletingLastPathComponent().appendingPathComponent("mode"), atomically: true, encoding: .utf8)
        var run = HiddenSuiteRun(runner: runner, timeoutSeconds: timeout, scratchDirectory: directory.appendingPathComponent("runs"))
        run.sandbox = kind
        run.maxRestarts = 0
        configure(&run)
        let outcome = try run.run()
        let saw = outcome.tests.first.flatMap { test in
            test.message.split(separator: "\n").first { $0.hasPrefix("SAW ") }.map { String($0.dropFirst(4)) }
        }
        return (outcome, saw)
    }

    // MARK: What the code can reach

    @Test(.enabled(if: bubblewrap, "bubblewrap cannot create namespaces on this machine"))
    func noNetworkButLoopback() throws {
        // A listener of the host's, on the host's loopback: the sandbox's own loopback has nothing on that port.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                try #require(bind(listener, $0, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, $0, &length) == 0)
            }
        }
        let port = UInt16(bigEndian: address.sin_port)
        for kind in [SandboxKind.bubblewrap] + (Self.unshare ? [.unshare] : []) {
            let (outcome, saw) = try run("network \(port)", in: kind)
            #expect(outcome.sandbox?.kind == kind)
            #expect(saw?.hasPrefix("connect=ok") == false, "\(kind): \(saw ?? "nothing")")
            #expect(saw?.hasSuffix("interfaces=lo") == true, "\(kind): \(saw ?? "nothing")")
        }
    }

    @Test(.enabled(if: bubblewrap, "bubblewrap cannot create namespaces on this machine"))
    func theGraderCannotBeSeenOrSignalled() throws {
        for kind in [SandboxKind.bubblewrap] + (Self.unshare ? [.unshare] : []) {
            let (outcome, saw) = try run("signal \(getpid())", in: kind)
            // The runner went on to report (its parent is the sandbox's init, which ignores its signals), and this
            // process, the grader, was neither stopped nor killed: it is running this line.
            #expect(outcome.stage == .test)
            #expect(saw?.hasPrefix("seen=false stop=No such process parent=1 parentKill=") == true, "\(kind): \(saw ?? "nothing")")
        }
    }

    @Test(.enabled(if: bubblewrap, "bubblewrap cannot create namespaces on this machine"))
    func noPasswdNoHomeAndNoWritesOutsideTheScratch() throws {
        let outside = try ProcessContainmentTests.scratch()
        defer { try? FileManager.default.removeItem(at: outside) }
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        for kind in [SandboxKind.bubblewrap] + (Self.unshare ? [.unshare] : []) {
            let (_, saw) = try run("files \(home) \(outside.path)", in: kind)
            #expect(saw == "passwd=false home=false outside=false runnerDirectory=false scratch=true tmp=true", "\(kind)")
            #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("escaped").path))
        }
        // The private /tmp is not the host's.
        #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "/inside"))
    }

    @Test(.enabled(if: bubblewrap, "bubblewrap cannot create namespaces on this machine"))
    func aRewrittenEventStreamIsNotTheResult() throws {
        // The runner's copy is a pipe: truncating fails, and what it appends cannot replace what was reported, nor go
        // unnoticed (a line without the runner's key). The job user of a grader running as root cannot even reopen it.
        let (outcome, saw) = try run("stream", in: .bubblewrap)
        #expect(saw == "rewrote the stream" || (geteuid() == 0 && saw == "could not open the stream"), "\(saw ?? "nothing")")
        #expect(outcome.tests.map(\.status) == [.fail])
        #expect(outcome.stage == .test)
        #expect(outcome.channelTampered == (saw == "rewrote the stream"))
    }

    // MARK: Limits of the whole tree

    @Test(.enabled(if: cgroups, "the grader cannot make control groups on this machine, so tree limits are per process"))
    func aForkStormIsStoppedAndSaysSo() throws {
        let kinds: [SandboxKind] = (Self.bubblewrap ? [.bubblewrap] : []) + [.none]
        for kind in kinds {
            let start = ContinuousClock.now
            let (outcome, _) = try run("forks", in: kind)
            #expect(outcome.stage == .crash, "\(kind)")
            #expect(outcome.detail?.hasPrefix("The tests started too many processes (more than \(RunLimits.defaultProcesses) at once") == true, "\(kind): \(outcome.detail ?? "")")
            #expect(outcome.tests.first?.message.hasPrefix("The app started too many processes") == true)
            #expect(outcome.sandbox?.limits["processes"]?.scope == "tree")
            #expect(ContinuousClock.now - start < .seconds(10))
        }
    }

    @Test(.enabled(if: cgroups, "the grader cannot make control groups on this machine, so tree limits are per process"))
    func fourChildrenOf300MiBAreStoppedUnderAGibibyte() throws {
        // Each child keeps under the 1 GiB address-space limit of a process; together they pass the tree's 1 GiB.
        let kind: SandboxKind = Self.bubblewrap ? .bubblewrap : .none
        let start = ContinuousClock.now
        let (outcome, _) = try run("memory", in: kind)
        #expect(outcome.stage == .memoryLimit)
        #expect(outcome.detail?.hasPrefix("The tests used more memory than the limit (1024 MiB for the test process and every process it started)") == true, "\(outcome.detail ?? "")")
        #expect(outcome.tests.first?.message.hasPrefix("The app used more memory than the limit") == true)
        #expect(outcome.sandbox?.limits["memory"] == SandboxReport.Limit(value: 1 << 30, unit: "bytes", scope: "tree", by: "cgroup-v1")
            || outcome.sandbox?.limits["memory"]?.by == "cgroup-v2")
        #expect(ContinuousClock.now - start < .seconds(15))
    }

    // MARK: Every kind still runs tests

    @Test(.enabled(if: bubblewrap, "bubblewrap cannot create namespaces on this machine"))
    func anOrdinaryRunPassesInBubblewrap() throws { try expectPasses(in: .bubblewrap) }

    @Test(.enabled(if: unshare, "unshare cannot create namespaces on this machine"))
    func anOrdinaryRunPassesInUnshare() throws { try expectPasses(in: .unshare) }

    @Test func anOrdinaryRunPassesWithoutASandbox() throws { try expectPasses(in: .none) }

    func expectPasses(in kind: SandboxKind) throws {
        let (outcome, saw) = try run("pass", in: kind)
        #expect(saw == nil)
        #expect(outcome.stage == nil, "\(outcome.detail ?? "")")
        #expect(outcome.tests.map(\.status) == [.pass])
        #expect(outcome.sandbox?.kind == kind)
    }

    // MARK: Pieces

    @Test func anUnknownSandboxIsASetupErrorNamingTheVariable() throws {
        #expect(throws: WorkbookError.setup("WORKBOOK_SANDBOX=jail is not a sandbox: use bubblewrap, unshare or none.")) {
            try Sandbox.resolve(environment: ["WORKBOOK_SANDBOX": "jail"])
        }
        #expect(try Sandbox.resolve(environment: ["WORKBOOK_SANDBOX": "none"]) == SandboxKind.none)
    }

    @Test func theRunnersRunPathIsReadFromItsELFHeader() throws {
        let runner = try Self.runner.get()
        let directories = SandboxRunPath.directories(of: runner)
        #expect(directories.contains { FileManager.default.fileExists(atPath: $0 + "/libTesting.so") }, "\(directories)")
        // A script has none.
        let script = try ProcessContainmentTests.scratch()
        defer { try? FileManager.default.removeItem(at: script) }
        try "#!/bin/sh\n".write(to: script.appendingPathComponent("run"), atomically: true, encoding: .utf8)
        #expect(SandboxRunPath.directories(of: script.appendingPathComponent("run")).isEmpty)
    }

    /// cgroup v2's files as the kernel's `Documentation/admin-guide/cgroup-v2.rst` documents them (`memory.events`'
    /// `oom_kill`, `pids.events`' `max`, `cpu.stat`'s `usage_usec` in microseconds), in a folder standing in for a group:
    /// this machine mounts v1, so the v2 group itself is not made here.
    @Test func aV2GroupsBreachesAreReadFromItsEventsAndCPUStat() throws {
        let directory = NSTemporaryDirectory() + "cgroup-v2-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func write(_ file: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + file)) }
        try write("memory.events", "low 0\nhigh 0\nmax 3\noom 1\noom_kill 0\noom_group_kill 0\n")
        try write("pids.events", "max 0\n")
        try write("cpu.stat", "usage_usec 1999999\nuser_usec 1500000\nsystem_usec 499999\n")
        try write("memory.peak", "52428800\n")
        let group = RunCgroup.v2(directory: directory, limitsMemory: true, limitsProcesses: true, cpuSeconds: 2)
        #expect(group.version == "cgroup-v2" && group.limitsCPU)
        #expect(group.cpuNanoseconds == 1_999_999_000)
        #expect(group.peakMemoryBytes == 50 << 20)
        #expect(group.breach() == nil)
        try write("cpu.stat", "usage_usec 2000001\nuser_usec 1500000\nsystem_usec 500001\n")
        #expect(group.breach() == .cpu)
        try write("pids.events", "max 4\n")
        #expect(group.breach() == .processes)
        try write("memory.events", "low 0\nhigh 0\nmax 9\noom 1\noom_kill 1\noom_group_kill 0\n")
        #expect(group.breach() == .memory)
    }

    @Test func aViewMountsEachPathOnceAndNothingUnderUsr() {
        let view = SandboxView(readOnly: ["/usr/lib", "/tmp", "/tmp/x/../y", "/nonexistent", "relative", "/tmp"], scratch: nil)
        #expect(view.mountedReadOnly == ["/tmp"])
    }

    /// A path reached through a link is mounted at its real path: a link inside another mount (a workbook whose
    /// `.build` links to another disk) then leads somewhere the sandbox has; a link above every mount (the workbook's
    /// own folder linked from elsewhere) gets a link in the sandbox too.
    @Test func pathsThroughLinksAreMountedWhereTheyReallyAre() throws {
        let base = URL(fileURLWithPath: SandboxView.realPath(NSTemporaryDirectory())).appendingPathComponent("sandbox-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let disk = base.appendingPathComponent("disk/build"), workbook = base.appendingPathComponent("home/wb")
        try FileManager.default.createDirectory(at: disk.appendingPathComponent("debug"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workbook, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: workbook.appendingPathComponent(".build"), withDestinationURL: disk)
        try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("alias"), withDestinationURL: workbook)
        let view = SandboxView(
            readOnly: [workbook.path, workbook.path + "/.build/debug", base.path + "/alias"], scratch: workbook.path + "/.build")
        #expect(view.mounts == [
            .writable(disk.path), .readOnly(disk.path + "/debug"), .readOnly(workbook.path),
            .symlink(target: workbook.path, path: base.path + "/alias"),
        ])
    }

    /// A run's folder in memory: what the code writes there is bounded in all and never reaches the host, except the
    /// files passed in (an input it can read but not change, an output the grader reads back).
    @Test(arguments: [SandboxKind.bubblewrap, .unshare])
    func aScratchInMemoryHoldsAllItsFilesToItsSizeAndPassesOnlyItsFiles(kind: SandboxKind) throws {
        try #require(Sandbox.isAvailable(kind), "\(kind.rawValue) cannot run here")
        let scratch = URL(fileURLWithPath: SandboxView.realPath(NSTemporaryDirectory())).appendingPathComponent("sandbox-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data("input\n".utf8).write(to: scratch.appendingPathComponent("in"))
        _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent("out").path, contents: nil)
        let script = """
            cat in > out; echo changed > in || echo in=read-only
            head -c 600000 /dev/zero > a && echo a=written
            head -c 600000 /dev/zero > b || echo b=full
            """
        let view = SandboxView(
            readOnly: [], scratch: scratch.path, scratchBytes: 1 << 20,
            scratchFiles: [.init(path: scratch.appendingPathComponent("in").path, writable: false),
                           .init(path: scratch.appendingPathComponent("out").path, writable: true)])
        #expect(view.mounts.first == .memory(scratch.path, bytes: 1 << 20))
        let request = ChildProcessRequest(executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], timeoutSeconds: 30)
        let mountPoint = scratch.deletingLastPathComponent().appendingPathComponent("sandbox-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        let outcome = try ChildProcess.run(Sandbox.wrap(request, in: kind, view: view, mountPoint: mountPoint.path))
        #expect(outcome.stdoutText.split(separator: "\n") == ["in=read-only", "a=written", "b=full"], "\(outcome.stderrText)")
        #expect(try String(contentsOf: scratch.appendingPathComponent("out"), encoding: .utf8) == "input\n")
        #expect(try String(contentsOf: scratch.appendingPathComponent("in"), encoding: .utf8) == "input\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["in", "out"])
    }

    @Test func bubblewrapGetsFreshNamespacesNoCapabilitiesAndTheProgramLast() throws {
        let request = ChildProcessRequest(executable: "/x/runner", arguments: ["--a"], environment: [:], timeoutSeconds: 1)
        let wrapped = Sandbox.wrap(request, in: .bubblewrap, view: SandboxView(readOnly: ["/tmp"], scratch: "/tmp/run"), user: nil)
        #expect(wrapped.executable.hasSuffix("/bwrap"))
        for flag in ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--die-with-parent", "--new-session"] {
            #expect(wrapped.arguments.contains(flag))
        }
        #expect(wrapped.arguments.suffix(3) == ["/x/runner", "--a"].reduce(into: ["--"]) { $0.append($1) })
        #expect(wrapped.environment["TMPDIR"] == "/tmp")
        #expect(wrapped.exitStatusCarriesSignal)
        for (index, argument) in wrapped.arguments.enumerated() where argument.hasSuffix("bind") {
            #expect(wrapped.arguments[index + 1] != "/etc", "all of /etc is never shown")
        }
        #expect(Sandbox.wrap(request, in: .none, view: SandboxView(readOnly: [], scratch: nil)).executable == "/x/runner")
        // A grader that is not root runs bwrap in a user namespace of its own user.
        #expect(wrapped.arguments.contains("--unshare-user"))
        // /proc's machine-wide entries are bound read-only over the sandbox's own /proc.
        for entry in Sandbox.machineWideProcEntries {
            #expect(wrapped.arguments.split(separator: "--ro-bind-try").contains { $0.prefix(2) == [entry, entry] })
        }
        // As root: bwrap keeps only what switching users needs, and the program switches to the job user first.
        let dropped = Sandbox.wrap(request, in: .bubblewrap, view: SandboxView(readOnly: [], scratch: nil), user: Sandbox.jobUser)
        #expect(!dropped.arguments.contains("--unshare-user"))
        let program = try #require(dropped.arguments.lastIndex(of: "/x/runner"))
        #expect(Array(dropped.arguments[(program - 7)..<program]) == [
            "--reuid=\(Sandbox.jobUser)", "--regid=\(Sandbox.jobUser)", "--clear-groups", "--inh-caps=-all", "--bounding-set=-all",
            "--no-new-privs", "--"])
        #expect(dropped.arguments[program - 8].hasSuffix("/setpriv"))
    }

    /// Issue 30, item 1: learner code cannot write the host kernel's machine-wide settings, in either sandbox, whether
    /// the grader runs as root (the program switches to the job user) or as a plain user (here: bwrap itself started
    /// as `nobody`, in a user namespace of that user). `test -w` asks the kernel what an open for writing would be
    /// allowed, writing nothing.
    @Test(arguments: [SandboxKind.bubblewrap, .unshare])
    func machineWideKernelSettingsAreNotWritable(kind: SandboxKind) throws {
        try #require(Sandbox.isAvailable(kind), "\(kind.rawValue) cannot run here")
        let script = """
            for entry in /proc/sys/kernel/core_pattern /proc/sysrq-trigger /proc/irq/default_smp_affinity /proc/sys/vm/drop_caches; do
                if [ -e "$entry" ] && [ -w "$entry" ]; then echo "writable $entry"; fi
            done
            echo "uid $(id -u)"
            """
        let request = ChildProcessRequest(executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], timeoutSeconds: 30)
        let mountPoint = URL(fileURLWithPath: "/tmp").appendingPathComponent("sandbox-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        var asGraderUser = Sandbox.wrap(request, in: kind, view: SandboxView(readOnly: [], scratch: nil), mountPoint: mountPoint.path)
        let said = try ChildProcess.run(asGraderUser).stdoutText
        #expect(!said.contains("writable"), "\(said)")
        #expect(said.contains("uid ") && !said.contains("uid 0\n"), "\(said)")
        if geteuid() == 0 {
            // The same, as a plain user would run it.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: mountPoint.path)
            asGraderUser = Sandbox.wrap(request, in: kind, view: SandboxView(readOnly: [], scratch: nil), mountPoint: mountPoint.path, user: nil)
            asGraderUser.runAs = 65534
            let outcome = try ChildProcess.run(asGraderUser)
            #expect(outcome.termination == .exited(0), "\(outcome.stderrText)")
            #expect(!outcome.stdoutText.contains("writable"), "\(outcome.stdoutText)")
            #expect(outcome.stdoutText.contains("uid "), "\(outcome.stdoutText)")
        }
    }

    @Test func theSandboxIsInTheResultsJSON() throws {
        var result = CheckResult(exercise: "01-a", title: "A", status: .pass, stage: nil)
        result.sandbox = SandboxReport(kind: .unshare, limits: ["memory": .init(value: 1024, unit: "bytes", scope: "tree", by: "cgroup-v1")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(json.contains(#""sandbox":{"kind":"unshare","limits":{"memory":{"by":"cgroup-v1","scope":"tree","unit":"bytes","value":1024}}}"#))
        #expect(try JSONDecoder().decode(CheckResult.self, from: Data(json.utf8)).sandbox == result.sandbox)
    }
}
