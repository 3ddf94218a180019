#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import WorkbookKit

extension Tag {
    /// A check that waits for a limit to stop the code (a timeout or a tree limit): seconds, not one.
    @Tag static var slowAttack: Self
}

/// Hostile learner code, checked end to end (issue 12, "Tests"): each file of `Tests/Robustness/Attacks/` replaces the
/// code of exercise 01 (module `HiddenTallyResets`, which its hidden suite imports) in a scratch copy of the workbook's
/// content, and ``CheckPipeline/check(_:)`` grades it with the repository's real core, cache and sandbox.
///
/// Each attack file's header states the outcome: `// stage: a|b` (the stages allowed), `// message: …` (a fragment of
/// the result's detail, test messages or diagnostics; `a|b`: either), `// absent: …` (text that must appear nowhere in them)
/// and `// flag: none` (for `grade`: no flag, where a build stage would otherwise earn `refused-construct`). Every
/// check also asserts that the result is no pass, that nothing outside the scratch was written (a canary folder in the
/// system temp folder, the temp folder and the repository hold no file named after the attack's marker), and that no
/// process of the run survives it. Attacks that *run* (rather than being refused at build) need the sandbox, which
/// needs namespaces: where this machine has neither bubblewrap nor unshare, or `WORKBOOK_SANDBOX=none` is set, they are
/// skipped with that reason, never passed. The attack files carry placeholders the test fills in: `@REPO@`,
/// `@OUTSIDE@`, `@HOSTTMP@`, `@MARKER@`, `@CACHE@`, `@PORT@`, `@GRADER@`.
@Suite(.serialized, .exerciseOneChecks) struct AttackTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let attacks = repository.appendingPathComponent("Tests/Robustness/Attacks")
    static let target = "01-hidden-tally-resets"
    /// The exercise whose cached runner the poisoning attack goes after.
    static let victim = "02-notification-switch-snaps-back"

    /// The real workbook and a pipeline over it (the core built once, shared by every check).
    static let shared: Result<CheckPipeline, WorkbookError> = {
        do throws(WorkbookError) {
            return .success(try CheckPipeline.prepare(try Workbook.open(root: repository.path)))
        } catch {
            return .failure(error)
        }
    }()

    /// The sandbox a check uses here; runtime attacks are skipped when it is `none`.
    static let sandbox: SandboxKind = (try? Sandbox.resolve()) ?? .none
    static let contained = sandbox != .none

    /// An attack file: its learner code and the outcome its header states.
    struct Attack {
        var name: String
        var source: String
        var stages: Set<CheckResult.Stage>
        var message: String
        var absent: String?
        /// `// flag: none`: the grade flag the attack earns is not its stage's usual one (a build error that is the
        /// compiler's own, not a construct the policy refuses, earns none).
        var earnsNoFlag: Bool
        /// `// exercise: ID`: the exercise the attack is planted in (exercise 01 when absent).
        var exercise: String
        /// `// adds: NAME.swift`: the attack is added to the exercise's files as this file, which are kept; without
        /// it, the attack is the exercise's only file.
        var addedFile: String?

        /// `source` with `/proc`, `/sys/` and `/dev/` written with a Unicode escape (``ModulePolicyText/systemFolders``).
        static func spelledPastTheTextRule(_ source: String) -> String {
            source.replacingOccurrences(of: "/proc", with: "/pr\\u{6F}c").replacingOccurrences(of: "/sys/", with: "/sy\\u{73}/")
                .replacingOccurrences(of: "/dev/", with: "/de\\u{76}/")
        }

        /// Whether `text` holds the header's message, or one of its `|`-separated alternatives.
        func saysItsMessage(_ text: String) -> Bool {
            message.split(separator: "|").contains { text.contains($0.trimmingCharacters(in: .whitespaces)) }
        }

        init(_ name: String) throws {
            self.name = name
            let text = try String(contentsOf: AttackTests.attacks.appendingPathComponent(name + ".swift"), encoding: .utf8)
            // An attack on what runs reaches the run: the system folders it names are spelled as a learner can spell
            // them past the text rule (`"/pr\u{6F}c"` in a string is "/proc"). `// system folders: as written` keeps
            // them, for an attack on the rule itself.
            source = text.contains("\n// system folders: as written") ? text : Self.spelledPastTheTextRule(text)
            func header(_ key: String) -> String? {
                text.split(separator: "\n").first { $0.hasPrefix("// \(key):") }
                    .map { $0.dropFirst(key.count + 4).trimmingCharacters(in: .whitespaces) }
            }
            stages = Set((header("stage") ?? "").split(separator: "|").compactMap { CheckResult.Stage(rawValue: String($0)) })
            message = header("message") ?? ""
            absent = header("absent").flatMap { $0.isEmpty ? nil : $0 }
            earnsNoFlag = header("flag") == "none"
            exercise = header("exercise") ?? AttackTests.target
            addedFile = header("adds")
        }
    }

    /// One check of an attack: its scratch workbook, the folder outside it, and what came out.
    struct Trial {
        let base: URL
        let scratch: URL
        let outside: URL
        let marker: String
        var values: [String: String] = [:]
        let workbook: Workbook
        let pipeline: CheckPipeline

        init(timeoutSeconds: Double? = nil, exercise: String = AttackTests.target) throws {
            let pipeline = try AttackTests.shared.get()
            marker = "attack-\(UUID().uuidString.prefix(8).lowercased())"
            base = FileManager.default.temporaryDirectory.appendingPathComponent("attack-tests-\(UUID().uuidString)")
            scratch = base.appendingPathComponent("workbook")
            outside = FileManager.default.temporaryDirectory.appendingPathComponent("attack-outside-\(UUID().uuidString)")
            let real = pipeline.workbook
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("canary\n".utf8).write(to: outside.appendingPathComponent("canary.txt"))
            try fileManager.copyItem(at: real.contentRoot.appendingPathComponent("grader.yml"), to: scratch.appendingPathComponent("grader.yml"))
            for id in Set([AttackTests.target, AttackTests.victim, exercise]) {
                for folder in ["Exercises", "Tests/Hidden", "Solutions"] {
                    let to = scratch.appendingPathComponent("\(folder)/\(id)")
                    try fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try fileManager.copyItem(at: real.contentRoot.appendingPathComponent("\(folder)/\(id)"), to: to)
                }
            }
            var catalogue = real.catalogue
            if let timeoutSeconds { catalogue.settings.timeoutSeconds = timeoutSeconds }
            workbook = Workbook(contentRoot: scratch, packageRoot: real.packageRoot, catalogue: catalogue)
            self.pipeline = pipeline.with(workbook: workbook)
            values = [
                "@REPO@": AttackTests.repository.path, "@OUTSIDE@": outside.path, "@MARKER@": marker,
                "@HOSTTMP@": FileManager.default.temporaryDirectory.path,
                "@CACHE@": real.workDirectory.appendingPathComponent("cache/\(AttackTests.victim)").path,
                "@GRADER@": ProcessInfo.processInfo.arguments.first ?? "swift-testing",
            ]
        }

        func exercise(_ id: String) throws -> Exercise {
            try #require(workbook.catalogue.exercises.first { $0.id == id })
        }

        /// Puts the attack's code in place of its exercise's (exercise 01's `FocusScreen.swift`), or beside it.
        func plant(_ attack: Attack) throws {
            let directory = scratch.appendingPathComponent("Exercises/\(attack.exercise)")
            if attack.addedFile == nil {
                for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
                    try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                }
            }
            var source = attack.source
            for (key, value) in values { source = source.replacingOccurrences(of: key, with: value) }
            try Data(source.utf8).write(to: directory.appendingPathComponent(attack.addedFile ?? "FocusScreen.swift"))
        }

        func remove() {
            try? FileManager.default.removeItem(at: base)
            try? FileManager.default.removeItem(at: outside)
        }

        /// Files named after the marker in the system temp folder, the repository and the outside folder; whether the
        /// canary is as it was; anything else in the outside folder.
        func escapes() -> [String] {
            var found: [String] = []
            for folder in [FileManager.default.temporaryDirectory, AttackTests.repository, outside] {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                found += names.filter { $0.contains(marker) }.map { folder.appendingPathComponent($0).path }
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: outside.path)) ?? []
            if names != ["canary.txt"] { found.append("\(outside.path) holds \(names)") }
            if FileManager.default.contents(atPath: outside.appendingPathComponent("canary.txt").path) != Data("canary\n".utf8) {
                found.append("the canary was changed")
            }
            return found
        }
    }

    /// Every text of a result a learner sees: its detail, test names and messages, diagnostics.
    static func texts(_ result: CheckResult) -> String {
        ([result.detail ?? ""] + result.tests.flatMap { [$0.name, $0.message] } + result.diagnostics.map { "\($0.message) \($0.file ?? ""):\($0.line ?? 0)" })
            .joined(separator: "\n")
    }

    /// Processes of a run of exercise 01 that outlived it: a runner (or its sandbox) still holding the cached runner's
    /// path or the run's scratch, after up to 3 s.
    static func leftovers(_ trial: Trial) -> [String] {
        let runner = "cache/\(target)/"
        let deadline = ContinuousClock.now + .seconds(3)
        while true {
            var found: [String] = []
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = Int32(name), pid != getpid(),
                      let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { continue }
                let cmdline = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
                if Self.state(of: pid) != "Z", cmdline.contains(runner) || cmdline.contains(trial.scratch.path) || cmdline.contains(trial.marker) {
                    found.append("\(pid): \(cmdline.prefix(160))")
                }
            }
            if found.isEmpty || ContinuousClock.now > deadline { return found }
            usleep(100_000)
        }
    }

    /// Checks `attack` in a fresh trial and asserts what every attack must hold; returns the result for more.
    @discardableResult
    func check(_ name: String, timeoutSeconds: Double? = nil) throws -> CheckResult {
        let attack = try Attack(name)
        let trial = try Trial(timeoutSeconds: timeoutSeconds, exercise: attack.exercise)
        defer { trial.remove() }
        try trial.plant(attack)
        let result = try trial.pipeline.check(try trial.exercise(attack.exercise))
        let text = Self.texts(result)
        // A check refused at build ran nothing of the attack's (AttackRefusalTests runs those beside other suites).
        let left = result.stage == .build ? [] : Self.leftovers(trial)
        defer { for line in left { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } } }
        let summary = "\(name): \(result.status.rawValue) at \(result.stage?.rawValue ?? "-"): \(text.prefix(600))"
        #expect(result.status != .pass, "\(summary)")
        #expect(result.stage.map(attack.stages.contains) == true, "\(summary)")
        #expect(attack.saysItsMessage(text), "\(summary)")
        if let absent = attack.absent {
            var absentText = absent
            for (key, value) in trial.values { absentText = absentText.replacingOccurrences(of: key, with: value) }
            #expect(!text.contains(absentText), "\(summary)")
        }
        #expect(trial.escapes().isEmpty, "written outside: \(trial.escapes())")
        #expect(left.isEmpty, "left running: \(left)")
        #expect(Self.state(of: getpid()) != "T", "the grader was stopped")
        return result
    }

    // MARK: Run although they race: stopped while running (the attacks refused at build are AttackRefusalTests').

    /// Found by a fourth break-it pass of issue 30: a binding's closures isolated to another actor, called on the main one.
    @Test func aBindingIsolatedToAnotherActorStopsTheApp() throws { try check("26-binding-isolation-race") }

    /// Found by a twelfth break-it pass of issue 30: an actor's `objectWillChange` reaches two tasks; a send from one
    /// no longer runs the other's closure on its thread.
    @Test func aSendFromAnotherThreadRunsNoOtherTasksClosure() throws { try check("38-combine-cross-thread-send") }

    // MARK: Run: stopped by the grader's own limits and integrity checks, sandbox or not.

    @Test func anOutputFloodStopsAtTheOutputLimit() throws { try check("10-output-flood") }

    /// Break-it pass 43 of issue 30: exercises are compiled with Xcode Debug's `DEBUG`, so the bug behind `#if DEBUG`
    /// is what the hidden tests see, as a debug run on a device does.
    @Test func theBugBehindIfDebugIsWhatTheTestsSee() throws { try check("61-debug-condition-hides-the-bug") }

    @Test func aForgedEventStreamRecordsNoPass() throws {
        let result = try check("14-forged-events")
        let text = Self.texts(result)
        if text.contains("The test results cannot be trusted") {
            #expect(result.tests.isEmpty, "tests of an untrusted run are dropped")
        } else {
            // The pipe could not be reopened (the job user's): nothing was forged, and the shipped code fails.
            #expect(text.contains("REPORT opened=false") && result.stage == .test, "\(text.prefix(600))")
        }
    }

    @Test(.tags(.slowAttack)) func aHangIsStoppedAtTheTimeout() throws { try check("15-hang", timeoutSeconds: 2) }

    // MARK: Run in the sandbox: contained only where namespaces are allowed.

    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func readingTheHostsFilesShowsNothing() throws { try check("01-read-passwd") }

    /// Break-it pass 47 of issue 30: the runner is started as `workbook run`'s app is (no argument, nothing else in its
    /// folder), so an exercise that looks for the hidden tests' configuration finds none and shows its bug.
    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func theRunnerCannotBeToldFromTheAppByItsStart() throws { try check("67-command-line-spelled-in-pieces") }

    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func theNetworkIsUnreachable() throws {
        let listener = try Listener()
        defer { listener.close() }
        let attack = try Attack("02-network")
        let trial = try Trial()
        defer { trial.remove() }
        var planted = attack
        planted.source = attack.source.replacingOccurrences(of: "@PORT@", with: String(listener.port))
        try trial.plant(planted)
        let result = try trial.pipeline.check(try trial.exercise(Self.target))
        let text = Self.texts(result)
        #expect(result.status != .pass)
        #expect(result.stage == .test, "\(text.prefix(600))")
        #expect(text.contains("REPORT network=unreachable"), "\(text.prefix(600))")
        #expect(!listener.wasReached(), "the run connected to 127.0.0.1:\(listener.port) on the host")
        #expect(Self.leftovers(trial).isEmpty)
    }

    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func aSpillInTheTempFolderStaysInTheRun() throws {
        let before = Self.bigFiles()
        try check("11-tmp-spill")
        #expect(Self.bigFiles().subtracting(before).isEmpty, "a file of over 60 MiB appeared in the temp folder")
    }

    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func writingOutsideTheRunFails() throws { try check("12-write-outside") }

    /// Issue 30, item 1: the run is a job user's (never uid 0) and `/proc`'s machine-wide entries are read-only.
    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func theHostKernelsSettingsCannotBeOpenedForWriting() throws { try check("21-host-kernel-settings") }

    /// Issue 30, item 3: the channel's key is in the runner's memory, which its /proc entries do not give away.
    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func theRunnersOwnMemoryAndEnvironmentCannotBeRead() throws { try check("22-read-own-memory") }

    /// Issue 30, item 3 (from its twenty-sixth break-it pass): a crash makes the runner dumpable for the backtracer,
    /// but only once every other thread is stopped, so none of them reads the runner's memory in between; the report
    /// still names the learner's line. The moment was a few microseconds wide, so the attack runs three times (before
    /// the fix, one run in three opened the memory).
    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func aCrashGivesNoOtherThreadTheRunnersMemory() throws {
        for _ in 0..<3 {
            let result = try check("51-crash-window-reads-memory")
            #expect(Self.texts(result).contains("Crashed at Exercises/01-hidden-tally-resets/FocusScreen.swift:"), "\(Self.texts(result).prefix(600))")
        }
    }

    /// Each file is under the per-process file-size limit; the run's folder, in memory, holds them all to 64 MiB.
    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func aSpillInTheRunsOwnFolderStopsAtItsSize() throws {
        let result = try check("17-scratch-spill")
        let written = Self.texts(result).firstMatch(of: /REPORT scratch=(\d+) MiB/).flatMap { Int($0.1) }
        #expect(written.map { $0 <= 64 } == true, "wrote \(written.map { "\($0) MiB" } ?? "nothing it said") in the run's folder")
        #expect(result.sandbox?.limits["scratch"]?.value == 64 << 20)
        #expect(result.sandbox?.limits["tmp"]?.value == 256 << 20)
    }

    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func anotherExercisesCachedRunnerCannotBePoisoned() throws {
        let trial = try Trial()
        defer { trial.remove() }
        let victim = try trial.exercise(Self.victim)
        let before = try trial.pipeline.check(victim)
        #expect(before.status == .fail && before.stage == .test, "the shipped \(Self.victim) should fail its symptom tests")
        let cache = try #require(trial.values["@CACHE@"])
        let hashes = Self.hashes(under: cache)
        #expect(!hashes.isEmpty, "the victim's runner was not cached at \(cache)")
        try check("13-poison-cache")
        #expect(Self.hashes(under: cache) == hashes, "the victim's cache entry changed")
        let after = try trial.pipeline.check(victim)
        #expect(after.status == before.status && after.stage == before.stage, "\(Self.texts(after).prefix(400))")
        #expect(after.tests.map(\.status) == before.tests.map(\.status))
    }

    @Test(.enabled(if: contained, "needs a sandbox: bubblewrap or unshare with user namespaces (none works here, or WORKBOOK_SANDBOX=none), else code that runs is not contained and this attack cannot be judged"))
    func theGraderCannotBeSeenFromTheRun() throws {
        // In its own PID namespace the run sees only itself (and the sandbox's init): never the grader.
        let result = try check("16-find-grader")
        let seen = Self.texts(result).firstMatch(of: /REPORT processes=(\d+)/).flatMap { Int($0.1) }
        #expect(seen.map { $0 <= 3 } == true, "the run saw \(seen.map(String.init) ?? "?") processes")
    }

    // MARK: Not learner code: the exercise folder itself.

    @Test func aSymlinkedExerciseFolderIsRefusedAndResetReplacesTheLinkOnly() throws {
        let trial = try Trial()
        defer { trial.remove() }
        let exercise = try trial.exercise(Self.target)
        let folder = trial.workbook.exerciseDirectory(exercise)
        let solution = trial.workbook.solutionDirectory(exercise)
        let solutionFiles = ResetCommand.currentFiles(solution)
        try ShippedSnapshot.ensure(trial.workbook)
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: "../Solutions/\(Self.target)")
        var refusal: String?
        do { _ = try trial.pipeline.check(exercise) } catch { if case .refused(let message) = error { refusal = message } }
        #expect(refusal?.contains("is a symbolic link") == true, "\(String(describing: refusal))")
        _ = try ResetCommand.run(trial.workbook, exercises: [exercise])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect(attributes[.type] as? FileAttributeType == .typeDirectory, "reset left a link in place")
        #expect(ResetCommand.currentFiles(solution) == solutionFiles, "reset wrote through the link into Solutions/")
        let shipped = try trial.pipeline.check(exercise)
        #expect(shipped.status == .fail && shipped.stage == .test)
    }

    // MARK: Helpers.

    /// The one-letter state of `pid` in `/proc/<pid>/stat` (`R`, `S`, `T` stopped, `Z`), or nil when it is gone.
    static func state(of pid: pid_t) -> Substring? {
        (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first
    }

    /// Regular files of over 60 MiB at the top of the system temp folder.
    static func bigFiles() -> Set<String> {
        let folder = FileManager.default.temporaryDirectory
        return Set(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { name in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.size] as? Int ?? 0
            return size > 60 << 20
        })
    }

    /// Content hash of every file under `path` (a cache entry), by path relative to it.
    static func hashes(under path: String) -> [String: String] {
        var result: [String: String] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: path) ?? NSEnumerator() {
            if let data = FileManager.default.contents(atPath: path + "/" + name) { result[name] = ContentHash.hex(data) }
        }
        return result
    }

    /// A TCP listener on the host's 127.0.0.1, on a free port, that says whether anything connected.
    struct Listener {
        let socket: Int32
        let port: UInt16

        init() throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            let socket = self.socket
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(socket, pointer, length) == 0 && listen(socket, 8) == 0 && getsockname(socket, pointer, &length) == 0
                }
            }
            try #require(bound, "could not listen on 127.0.0.1")
            port = UInt16(bigEndian: address.sin_port)
        }

        /// Whether a connection is waiting to be accepted.
        func wasReached() -> Bool {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            return poll(&poller, 1, 0) > 0
        }

        func close() { _ = Glibc.close(socket) }
    }
}
