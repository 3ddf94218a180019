#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import WorkbookKit

/// Issue 13: `workbook grade` over a class built here — a student who fixed the bug, one who did not, a hostile one
/// (tampered grader.yml and hidden suite, a symbolic link, an oversized file, code the policy refuses) and a source
/// that is not a repository — graded with the repository's real core, cache and sandbox.
@Suite(.serialized, .exerciseOneChecks) struct GradeTests {
    static let git = ["/usr/bin/git", "/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let exercise = "01-hidden-tally-resets"

    /// A scratch class: each student's repository is made with the git CLI (as a student would).
    struct Class {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("grade-tests-\(UUID().uuidString)")
        let real: Workbook

        init() throws {
            real = try AttackTests.shared.get().workbook
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        }

        /// A student repository holding the instructor's grader.yml and hidden suite and the shipped exercise, with
        /// `edit` applied to its folder before the one commit.
        func student(_ name: String, edit: (URL) throws -> Void = { _ in }) throws -> URL {
            let root = base.appendingPathComponent(name)
            for path in ["grader.yml", "Exercises/\(GradeTests.exercise)", "Tests/Hidden/\(GradeTests.exercise)"] {
                let target = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: real.contentRoot.appendingPathComponent(path), to: target)
            }
            try edit(root)
            try run(["init", "-q", "-b", "main"], in: root)
            try run(["add", "-A"], in: root)
            try run(["-c", "user.name=\(name)", "-c", "user.email=\(name)@example.com", "commit", "-q", "-m", "work"], in: root)
            return root
        }

        func run(_ arguments: [String], in directory: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: GradeTests.git!)
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": base.path, "GIT_CONFIG_NOSYSTEM": "1"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        }

        /// Every ref and its target, and every file, of a repository: to show grading changed nothing there.
        func state(of repository: URL) -> [String] {
            let refs = (FileManager.default.subpaths(atPath: repository.appendingPathComponent(".git/refs").path) ?? []).sorted()
            let files = (FileManager.default.subpaths(atPath: repository.path) ?? []).filter { !$0.hasPrefix(".git/") && $0 != ".git" }.sorted()
            return refs + files
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test(.enabled(if: git != nil, "needs the git command to make the students' repositories"))
    func aClassIsGradedWithTheInstructorsSuitesAndEveryTrickIsFlagged() throws {
        let scratch = try Class()
        defer { scratch.remove() }
        let folder = "Exercises/\(Self.exercise)"
        let solved = try scratch.student("solved") { root in
            for name in try FileManager.default.contentsOfDirectory(atPath: scratch.real.solutionDirectory(try #require(scratch.real.catalogue.exercise(id: Self.exercise))).path) {
                let to = root.appendingPathComponent("\(folder)/\(name)")
                try? FileManager.default.removeItem(at: to)
                try FileManager.default.copyItem(at: scratch.real.contentRoot.appendingPathComponent("Solutions/\(Self.exercise)/\(name)"), to: to)
            }
        }
        // A progress history as the student's own checks would leave it: one hint revealed.
        try ProgressStore(root: solved).recordHint(exercise: Self.exercise, tier: 1, of: 3)
        let shipped = try scratch.student("shipped")
        let hostile = try scratch.student("hostile") { root in
            // A hidden suite that passes anything, a grader.yml of its own, a link out and a huge file.
            let suite = root.appendingPathComponent("Tests/Hidden/\(Self.exercise)")
            for name in try FileManager.default.contentsOfDirectory(atPath: suite.path) { try FileManager.default.removeItem(at: suite.appendingPathComponent(name)) }
            try Data("import Testing\n@Test func fine() {}\n".utf8).write(to: suite.appendingPathComponent("Fine.swift"))
            try Data("version: 1\nexercises: []\n".utf8).write(to: root.appendingPathComponent("grader.yml"))
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("\(folder)/Passwd.swift").path, withDestinationPath: "/etc/passwd")
            try Data(repeating: 0x2f, count: SubmissionCopy.maxFileBytes + 1).write(to: root.appendingPathComponent("\(folder)/Huge.swift"))
        }
        let refused = try scratch.student("refused") { root in
            let file = root.appendingPathComponent("\(folder)/FocusScreen.swift")
            let source = try String(contentsOf: file, encoding: .utf8)
            try Data((source + "\nfunc leave() { exit(0) }\n").utf8).write(to: file)
        }
        let notARepository = scratch.base.appendingPathComponent("not-a-repository")
        try FileManager.default.createDirectory(at: notARepository, withIntermediateDirectories: true)
        let before = [solved, shipped, hostile, refused].map(scratch.state(of:))

        let pipeline = try AttackTests.shared.get()
        let exercise = try #require(pipeline.workbook.catalogue.exercise(id: Self.exercise))
        let students = [("solved", solved), ("shipped", shipped), ("hostile", hostile), ("refused", refused), ("gone", notARepository)]
            .map { Roster.Entry(student: $0.0, name: $0.0.capitalized, source: $0.1.path) }
        let report = ClassGrader(pipeline: pipeline, exercises: [exercise], jobs: 2).grade(students)

        #expect(report.students.map(\.student) == ["solved", "shipped", "hostile", "refused", "gone"])
        let grades = Dictionary(uniqueKeysWithValues: report.students.map { ($0.student, $0) })
        let solvedGrade = try #require(grades["solved"]?.exercises[Self.exercise])
        #expect(solvedGrade.check.status == .pass)
        #expect(solvedGrade.hintsUsed == 1)
        #expect(grades["solved"]?.flags == [])
        #expect(grades["shipped"]?.exercises[Self.exercise]?.check.status == .fail)
        #expect(grades["shipped"]?.exercises[Self.exercise]?.check.stage == .test)

        // The instructor's suite graded the hostile student, whose own tests were flagged, never used.
        let hostileGrade = try #require(grades["hostile"])
        #expect(hostileGrade.exercises[Self.exercise]?.check.status == .fail)
        let flagged = Set(hostileGrade.flags.map { "\($0.kind.rawValue) \($0.path ?? "")" })
        #expect(flagged.contains("tampering grader.yml"))
        #expect(flagged.contains("tampering Tests/Hidden/\(Self.exercise)/Fine.swift"))
        #expect(flagged.contains("symlink \(folder)/Passwd.swift"))
        #expect(flagged.contains("oversize \(folder)/Huge.swift"))

        let refusedGrade = try #require(grades["refused"])
        #expect(refusedGrade.exercises[Self.exercise]?.check.status == .error)
        #expect(refusedGrade.flags.map(\.kind) == [.refusedConstruct])

        #expect(grades["gone"]?.error?.contains("Could not fetch") == true)
        #expect(grades["gone"]?.exercises.isEmpty == true)

        // Graded in two shards and merged, the class's report is the same as this one (but for times).
        let shards = (1...2).map { index in
            let shard = ClassReport.Shard(index: index, count: 2)
            return (folder: "shard-\(index)", report: ClassGrader(pipeline: pipeline, exercises: [exercise]).grade(ClassGrader.members(of: shard, in: students), shard: shard))
        }
        let merged = try ClassReport.merged(shards)
        #expect(Self.withoutTimes(merged) == Self.withoutTimes(report))

        // Grading wrote nothing to any student's repository: no ref, no file.
        #expect([solved, shipped, hostile, refused].map(scratch.state(of:)) == before)
        // Only the slots' lock files stay (GradingSlot); every student's copy is gone.
        let scratchLeft = ((try? FileManager.default.contentsOfDirectory(atPath: pipeline.workbook.workDirectory.appendingPathComponent("grade").path)) ?? [])
            .filter { !$0.hasSuffix(".lock") }
        #expect(scratchLeft.isEmpty, "grading left \(scratchLeft) behind")
    }

    /// One attack of each way the build refuses learner code: a forbidden C function (`kill`), an import, a word that
    /// switches a check off (`unsafe`), and a compiler error of its own (no flag).
    static let buildRefusalsGraded: Set<String> = ["03-kill-grader", "06-import-glibc", "19-unsafe-acknowledged", "27-environment-values-launders"]

    /// The attacks of `Tests/Robustness/Attacks/` handed in by a student each, graded as one class: none passes, each
    /// stops at its stage with its message and the flag it earns, nothing is written outside, the network stays
    /// unreachable, and no process is left running. The class has every attack that gets past the build, and one of
    /// each way a build is refused (``buildRefusalsGraded``): `AttackTests` checks every attack one by one, and a build
    /// refusal is graded the same whatever the construct.
    @Test(.enabled(if: git != nil && AttackTests.contained, "needs the git command and a sandbox (bubblewrap or unshare with user namespaces)"),
          .tags(.slowAttack))
    func aHostileClassIsContainedAndNoForgedResultPasses() throws {
        let scratch = try Class()
        defer { scratch.remove() }
        let listener = try AttackTests.Listener()
        defer { listener.close() }
        let marker = "grade-attack-\(UUID().uuidString.prefix(8).lowercased())"
        let outside = scratch.base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("canary\n".utf8).write(to: outside.appendingPathComponent("canary.txt"))
        let pipeline = try AttackTests.shared.get()
        let values = [
            "@REPO@": AttackTests.repository.path, "@OUTSIDE@": outside.path, "@MARKER@": marker,
            "@HOSTTMP@": FileManager.default.temporaryDirectory.path, "@PORT@": String(listener.port),
            "@CACHE@": pipeline.workbook.workDirectory.appendingPathComponent("cache/\(AttackTests.victim)").path,
            "@GRADER@": ProcessInfo.processInfo.arguments.first ?? "swift-testing",
        ]
        let names = try FileManager.default.contentsOfDirectory(atPath: AttackTests.attacks.path).filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(6)) }.sorted()
        var attacks: [String: AttackTests.Attack] = [:]
        var students: [Roster.Entry] = []
        for name in names {
            let attack = try AttackTests.Attack(name)
            guard attack.stages != [.build] || Self.buildRefusalsGraded.contains(name) else { continue }
            attacks[name] = attack
            let repository = try scratch.student(name) { root in
                let folder = root.appendingPathComponent("Exercises/\(Self.exercise)")
                for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) { try FileManager.default.removeItem(at: folder.appendingPathComponent(file)) }
                var source = attack.source
                for (key, value) in values { source = source.replacingOccurrences(of: key, with: value) }
                try Data(source.utf8).write(to: folder.appendingPathComponent("FocusScreen.swift"))
            }
            students.append(Roster.Entry(student: name, name: name, source: repository.path))
        }
        var catalogue = pipeline.workbook.catalogue
        catalogue.settings.timeoutSeconds = 4
        let short = pipeline.with(workbook: Workbook(contentRoot: pipeline.workbook.contentRoot, packageRoot: pipeline.workbook.packageRoot, catalogue: catalogue))
        let exercise = try #require(catalogue.exercise(id: Self.exercise))
        #expect(students.count >= 16 && Self.buildRefusalsGraded.allSatisfy { attacks[$0] != nil })
        let report = ClassGrader(pipeline: short, exercises: [exercise], jobs: 2).grade(students)

        for grade in report.students {
            let attack = try #require(attacks[grade.student])
            let result = try #require(grade.exercises[Self.exercise], "\(grade.student): \(grade.error ?? "not graded")")
            let text = AttackTests.texts(result.check)
            let summary = "\(grade.student): \(result.check.status.rawValue) at \(result.check.stage?.rawValue ?? "-"): \(text.prefix(400))"
            #expect(result.check.status != .pass, "\(summary)")
            #expect(result.check.stage.map(attack.stages.contains) == true, "\(summary)")
            #expect(attack.saysItsMessage(text), "\(summary)")
            let kinds = grade.flags.map(\.kind)
            switch result.check.stage {
            case .build?: #expect(kinds == (attack.earnsNoFlag ? [] : [.refusedConstruct]), "\(summary) flags: \(kinds)")
            case .timeout?, .outputLimit?: #expect(kinds == [.limit], "\(summary) flags: \(kinds)")
            default: #expect(!kinds.contains(.refusedConstruct), "\(summary) flags: \(kinds)")
            }
        }
        #expect(!listener.wasReached(), "a student's code reached 127.0.0.1:\(listener.port) on the host")
        var escaped: [String] = []
        for folder in [FileManager.default.temporaryDirectory, AttackTests.repository, outside] {
            escaped += ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(marker) }
        }
        #expect(escaped.isEmpty, "written outside: \(escaped)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: outside.path)) == ["canary.txt"])
        #expect(AttackTests.state(of: getpid()) != "T", "the grader was stopped")
        let left = Self.processes(matching: [marker, pipeline.workbook.workDirectory.appendingPathComponent("grade").path + "/"])
        defer { for line in left { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } } }
        #expect(left.isEmpty, "left running: \(left)")
    }

    /// Issue 30, items 1 and 3: grading runs students' code, so it refuses to run it uncontained.
    @Test func gradingWithoutASandboxIsRefused() throws {
        let workbook = try AttackTests.shared.get().workbook
        var request = GradeCommand.Request(out: FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString)").path)
        request.sources = ["/nonexistent"]
        #expect {
            _ = try GradeCommand.run(workbook, request: request, environment: ["WORKBOOK_SANDBOX": "none"]) { _, _, _ in }
        } throws: { error in
            "\(error)".contains("WORKBOOK_SANDBOX=none is for authors: it contains nothing and guarantees no result")
        }
    }

    @Test(.enabled(if: git != nil, "needs the git command to make the student's repository"))
    func aDeadlinePicksTheLastCommitBeforeIt() throws {
        let scratch = try Class()
        defer { scratch.remove() }
        let repository = try scratch.student("late")
        let pipeline = try AttackTests.shared.get()
        let fetched = try SubmissionSource(location: repository.path).fetch(into: scratch.base.appendingPathComponent("a.git"), before: Date(timeIntervalSinceNow: 3600))
        #expect(fetched.commit.count == 40)
        #expect(throws: WorkbookError.self) {
            try SubmissionSource(location: repository.path).fetch(into: scratch.base.appendingPathComponent("b.git"), before: Date(timeIntervalSince1970: 0))
        }
        _ = pipeline
        // A hosted bare repository whose HEAD names `master` while the student pushed `main`: `main` is graded.
        let hosted = scratch.base.appendingPathComponent("hosted.git")
        try FileManager.default.createDirectory(at: hosted, withIntermediateDirectories: true)
        try scratch.run(["init", "-q", "--bare", "-b", "master"], in: hosted)
        try scratch.run(["push", "-q", hosted.path, "HEAD:refs/heads/main"], in: repository)
        #expect(try SubmissionSource(location: hosted.path).fetch(into: scratch.base.appendingPathComponent("c.git"), before: nil).commit == fetched.commit)
    }

    /// Live processes whose command line holds one of `patterns`, after up to 3 s for ending ones to be reaped.
    static func processes(matching patterns: [String]) -> [String] {
        let deadline = ContinuousClock.now + .seconds(3)
        while true {
            var found: [String] = []
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = Int32(name), pid != getpid(), AttackTests.state(of: pid) != "Z",
                      let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { continue }
                let cmdline = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
                if patterns.contains(where: cmdline.contains) { found.append("\(pid): \(cmdline.prefix(160))") }
            }
            if found.isEmpty || ContinuousClock.now > deadline { return found }
            usleep(100_000)
        }
    }

    /// `report` with its grading time and every check's duration zeroed.
    static func withoutTimes(_ report: ClassReport) -> ClassReport {
        var report = report
        report.gradedAt = Date(timeIntervalSince1970: 0)
        for index in report.students.indices {
            for id in report.students[index].exercises.keys {
                report.students[index].exercises[id]?.check.durationSeconds = 0
                // Each test's own time too: it is measured in every run.
                for test in report.students[index].exercises[id]?.check.tests.indices ?? 0..<0 {
                    report.students[index].exercises[id]?.check.tests[test].durationSeconds = nil
                }
            }
        }
        return report
    }

    /// Grading threads take distinct fixed slots, the lowest free first, and a released slot is taken again.
    @Test func gradingSlotsAreFixedAndExclusive() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("slots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let first = GradingSlot.claim(in: parent), second = GradingSlot.claim(in: parent)
        #expect(first.directory.lastPathComponent == "slot-0")
        #expect(second.directory.lastPathComponent == "slot-1")
        first.release()
        let again = GradingSlot.claim(in: parent)
        #expect(again.directory.lastPathComponent == "slot-0")
        again.release()
        second.release()
    }

    /// Shards are contiguous blocks of the roster, so joining them in order gives the roster's order back.
    @Test func shardsSplitARosterIntoEvenBlocksInOrder() throws {
        let entries = (1...50).map { Roster.Entry(student: "s\($0)", name: "S\($0)", source: "/x/\($0)") }
        let shards = (1...4).map { ClassGrader.members(of: ClassReport.Shard(index: $0, count: 4), in: entries).map(\.student) }
        #expect(shards.flatMap { $0 } == entries.map(\.student))
        #expect(shards.map(\.count) == [13, 13, 12, 12])
        #expect(ClassGrader.members(of: ClassReport.Shard(index: 3, count: 3), in: Array(entries.prefix(2))).isEmpty)
    }

    @Test func shardAndDeadlineOptions() throws {
        #expect(try GradeCommand.parseShard("2/5", environment: [:]) == ClassReport.Shard(index: 2, count: 5))
        #expect(try GradeCommand.parseShard("auto/4", environment: ["JOB_COMPLETION_INDEX": "3"]) == ClassReport.Shard(index: 4, count: 4))
        #expect(try GradeCommand.parseShard("auto/4", environment: ["CI_NODE_INDEX": "1"]) == ClassReport.Shard(index: 1, count: 4))
        #expect(throws: WorkbookError.self) { try GradeCommand.parseShard("auto/4", environment: [:]) }
        #expect(throws: WorkbookError.self) { try GradeCommand.parseShard("5/4", environment: [:]) }
        #expect(throws: WorkbookError.self) { try GradeCommand.parseShard("x", environment: [:]) }
        #expect(try GradeCommand.parseDeadline("2026-12-01T17:00:00Z") == Date(timeIntervalSince1970: 1_796_144_400))
        #expect(try GradeCommand.parseDeadline("2026-12-01") == Date(timeIntervalSince1970: 1_796_083_200))
        #expect(throws: WorkbookError.self) { try GradeCommand.parseDeadline("next friday") }
        #expect(try GradeCommand.parseDeadline("2026-12-01T17:00:00+01:00") == Date(timeIntervalSince1970: 1_796_140_800))
        // Break-it pass 34 of issue 30: an index near Int.max overflowed the +1 of a zero-based shard index; a date
        // that does not exist, a 24th hour, a 61st second, an offset past 18 hours or other digits graded another commit.
        let tooFar = #expect(throws: WorkbookError.self) {
            try GradeCommand.parseShard("auto/4", environment: ["JOB_COMPLETION_INDEX": "9223372036854775807"])
        }
        #expect(tooFar?.description == "--shard auto/4: JOB_COMPLETION_INDEX counts shards from 0, so it must be 0 to 3; it is 9223372036854775807.")
        #expect(throws: WorkbookError.self) { try GradeCommand.parseShard("auto/4", environment: ["WORKBOOK_SHARD_INDEX": "-1"]) }
        for typo in ["2026-02-30", "2026-13-01", "2026-12-01T24:00:00Z", "2026-12-01T17:00:60Z", "2026-12-01T17:00:00+99:99",
                     "٢٠٢٦-١٢-٠١", "2026-12-1"] {
            #expect(throws: WorkbookError.self, "\(typo)") { try GradeCommand.parseDeadline(typo) }
        }
    }

    @Test func aRosterIsReadAsCSVAndItsMistakesNameTheLine() throws {
        let roster = try Roster.parse("Name,Student,Source,email\r\n\"Lovelace, Ada\",s1,repos/ada,a@x\n\nBob \"B\",s2,\"https://x/b.git\",\n")
        #expect(roster.entries == [
            Roster.Entry(student: "s1", name: "Lovelace, Ada", source: "repos/ada"),
            Roster.Entry(student: "s2", name: "Bob \"B\"", source: "https://x/b.git"),
        ])
        #expect(try Roster.parse("student,name,source\ns1,\"Ada \"\"the first\"\"\",a\n").entries[0].name == "Ada \"the first\"")
        #expect(throws: WorkbookError.setup("roster:1: the header has no `source` column (it needs student, name and source).")) {
            try Roster.parse("student,name\ns1,Ada\n")
        }
        #expect(throws: WorkbookError.setup("roster:3: student s1 is listed twice (first on line 2).")) {
            try Roster.parse("student,name,source\ns1,Ada,a\ns1,Bob,b\n")
        }
        #expect(throws: WorkbookError.setup("roster:2: the `source` field is empty.")) { try Roster.parse("student,name,source\ns1,Ada,\n") }
        #expect(throws: WorkbookError.setup("roster:2: a quoted field is never closed.")) { try Roster.parse("student,name,source\ns1,\"Ada,a\n") }
        // Break-it pass 30 of issue 30: a 50 MB name cost 75 s and 1 GB; fields and the file are bounded.
        let long = String(repeating: "A", count: 201)
        #expect(throws: WorkbookError.setup("roster:2: the `name` field is 201 characters long, over the 200 it may have.")) {
            try Roster.parse("student,name,source\ns1,\(long),a\n")
        }
        let huge = FileManager.default.temporaryDirectory.appendingPathComponent("roster-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: huge) }
        try Data(count: Roster.maximumBytes + 1).write(to: huge)
        #expect(throws: WorkbookError.setup("\(huge.path) is over 8 MiB; a roster is a few lines per student, far less than that.")) { try Roster.read(huge) }
        #expect(SubmissionSource.isURL("git@github.com:class/ada.git"))
        #expect(SubmissionSource.isURL("file:///srv/ada"))
        #expect(!SubmissionSource.isURL("repos/ada"))
        #expect(!SubmissionSource.isURL("/srv/a:b"))
    }

    @Test(.enabled(if: git != nil, "needs the git command to make the learner's repository"))
    func submitPushesTheBranchAndProgressAndRefusesUncommittedWork() throws {
        let scratch = try Class()
        defer { scratch.remove() }
        let learner = try scratch.student("learner")
        let remote = scratch.base.appendingPathComponent("class.git")
        try FileManager.default.createDirectory(at: remote, withIntermediateDirectories: true)
        try scratch.run(["init", "-q", "--bare"], in: remote)
        let workbook = Workbook(contentRoot: learner, packageRoot: scratch.real.packageRoot, catalogue: scratch.real.catalogue)
        try ProgressStore(root: learner).recordHint(exercise: Self.exercise, tier: 1, of: 3)

        let file = learner.appendingPathComponent("Exercises/\(Self.exercise)/FocusScreen.swift")
        try Data("// my fix\n".utf8).write(to: file)
        #expect {
            try SubmitCommand.run(workbook, remote: remote.path)
        } throws: { error in
            guard case WorkbookError.refused(let message) = error else { return false }
            return message.contains("git add Exercises && git commit")
        }
        try scratch.run(["-c", "user.name=l", "-c", "user.email=l@x", "commit", "-q", "-am", "fix"], in: learner)
        let outcome = try SubmitCommand.run(workbook, remote: remote.path)
        #expect(outcome.branch == "main")
        #expect(outcome.pushedProgress)
        let pushed = try #require(try GitRepository.open(containing: remote.path))
        #expect(try pushed.resolve(reference: "refs/heads/main").map(GitRepository.hex) == outcome.commit)
        #expect(try pushed.resolve(reference: ProgressStore.reference) != nil)
    }
}
