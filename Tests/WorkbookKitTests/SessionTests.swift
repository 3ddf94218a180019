import Foundation
import Testing
@testable import WorkbookKit

/// Issue 14: learners sync their progress to one bare repository and the facilitator sees who is where.
@Suite struct SessionTests {
    static let catalogue = try! Catalogue.parse("""
        version: 1
        tracks:
          - { id: onboarding, title: "First steps", exercises: [01-one, 02-two] }
        exercises:
          - { id: 01-one, title: "One", category: state-reset, tracks: [onboarding], hints: ["a", "b"] }
          - { id: 02-two, title: "Two", category: lost-binding, tracks: [onboarding], hints: ["a", "b"] }
          - { id: 03-three, title: "Three", category: navigation, hints: ["a"] }
        """)

    /// A folder with a session and learners' repositories (no branch, only their progress).
    struct Room {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("session-tests-\(UUID().uuidString)")
        let session: String

        init() throws {
            session = try SessionCommand.initialise(at: base.appendingPathComponent("session.git").path).path
        }

        func learner(_ folder: String) throws -> Workbook {
            let root = base.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            return Workbook(contentRoot: root, packageRoot: root, catalogue: SessionTests.catalogue)
        }

        func attempt(_ workbook: Workbook, _ exercise: String, _ status: CheckResult.Status) throws {
            let result = CheckResult(exercise: exercise, title: exercise, status: status, stage: status == .pass ? nil : .test)
            try ProgressStore(root: workbook.contentRoot).record(
                result, sources: [SourceSnapshot.File(name: "A.swift", contents: Data("// \(UUID())".utf8))],
                provenance: AttemptProvenance(hiddenSuiteHash: "h", toolchain: "t"))
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test func threeLearnersSyncAndTheFacilitatorSeesWhoIsStuck() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada"), bob = try room.learner("bob"), cy = try room.learner("cy")
        try room.attempt(ada, "01-one", .fail)
        try room.attempt(ada, "01-one", .pass)
        for _ in 1...5 { try room.attempt(bob, "01-one", .fail) }
        try ProgressStore(root: bob.contentRoot).recordHint(exercise: "01-one", tier: 2, of: 2)
        try ProgressStore(root: cy.contentRoot).recordHint(exercise: "02-two", tier: 1, of: 2)
        for (workbook, name) in [(ada, "Ada Lovelace"), (bob, "bob"), (cy, "cy")] {
            let outcome = try SyncCommand.run(workbook, remote: room.session, as: name, auto: true)
            #expect(outcome.reference == "refs/workbook/learners/\(name.replacingOccurrences(of: " ", with: "-"))/progress")
        }

        let facilitator = try room.learner("facilitator")
        let track = try Self.catalogue.track(named: "onboarding")
        let snapshot = try SessionCommand.snapshot(facilitator, remote: room.session, track: track, html: nil)
        #expect(snapshot.learners.map(\.name) == ["Ada-Lovelace", "bob", "cy"])
        #expect(snapshot.exercises == ["01-one", "02-two"])
        let byName = Dictionary(uniqueKeysWithValues: snapshot.learners.map { ($0.name, $0) })
        #expect(byName["Ada-Lovelace"]?.exercises["01-one"]?.status == .passed)
        #expect(byName["Ada-Lovelace"]?.exercises["01-one"]?.attempts == 2)
        #expect(byName["Ada-Lovelace"]?.stuck == false)
        #expect(byName["bob"]?.exercises["01-one"]?.status == .failed)
        #expect(byName["bob"]?.exercises["01-one"]?.hintsUsed == 2)
        #expect(byName["bob"]?.current == "01-one")
        #expect(byName["bob"]?.stuck == true)
        #expect(byName["cy"]?.exercises["02-two"]?.status == .pending)
        #expect(byName["cy"]?.exercises["02-two"]?.hintsUsed == 1)
        #expect(byName["cy"]?.exercises["02-two"]?.lastAttempt == nil)
        #expect(byName["cy"]?.stuck == false)

        // The JSON scripts read.
        let json = try #require(try JSONSerialization.jsonObject(with: snapshot.jsonData()) as? [String: Any])
        let learners = try #require(json["learners"] as? [[String: Any]])
        let bobExercises = try #require(learners[1]["exercises"] as? [String: [String: Any]])
        #expect(learners[1]["name"] as? String == "bob")
        #expect(bobExercises["01-one"]?["status"] as? String == "failed")
        #expect(bobExercises["01-one"]?["attempts"] as? Int == 5)
        #expect(bobExercises["01-one"]?["hints_used"] as? Int == 2)
        #expect(bobExercises["01-one"]?["last_attempt"] is String)

        let table = SessionTable(style: TerminalStyle(colour: false)).render(snapshot, remote: room.session, track: "onboarding")
        #expect(table.contains("\nbob           ✗5h2  ·    01      0 min  stuck\n"))
        #expect(table.contains("\ncy            ·     ·h1  02      0 min\n"))
        #expect(table.contains("Stuck: bob on 01-one"))
    }

    @Test func anOfflineLearnerLosesNothingAndCatchesUpOnTheNextSync() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada")
        try room.attempt(ada, "01-one", .fail)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: true)
        // Offline: attempts are recorded locally; a sync to an unreachable remote fails and changes nothing.
        try room.attempt(ada, "01-one", .fail)
        try room.attempt(ada, "01-one", .pass)
        #expect(throws: WorkbookError.self) { try SyncCommand.run(ada, remote: room.base.appendingPathComponent("gone.git").path, as: nil, auto: false) }
        // Back online, `workbook sync` alone uses the remote and name `--auto` stored.
        let outcome = try SyncCommand.run(ada, remote: nil, as: nil, auto: false)
        #expect(outcome.name == "ada")
        #expect(outcome.events == 3)
        let snapshot = try SessionCommand.snapshot(try room.learner("f"), remote: room.session, track: nil, html: nil)
        #expect(snapshot.learners.first?.exercises["01-one"]?.attempts == 3)
        #expect(snapshot.learners.first?.exercises["01-one"]?.status == .passed)
    }

    @Test func twoLearnersWithTheSameNameAreToldSoAndNeitherLosesAnything() throws {
        let room = try Room()
        defer { room.remove() }
        let first = try room.learner("first"), second = try room.learner("second")
        try room.attempt(first, "01-one", .pass)
        try room.attempt(second, "01-one", .fail)
        _ = try SyncCommand.run(first, remote: room.session, as: "sam", auto: false)
        #expect {
            try SyncCommand.run(second, remote: room.session, as: "sam", auto: false)
        } throws: { error in
            guard case WorkbookError.refused(let message) = error else { return false }
            return message.contains("Someone else already syncs as “sam”") && message.contains("--as sam-")
        }
        let snapshot = try SessionCommand.snapshot(try room.learner("f"), remote: room.session, track: nil, html: nil)
        #expect(snapshot.learners.map(\.name) == ["sam"])
        #expect(snapshot.learners.first?.exercises["01-one"]?.status == .passed)
        _ = try SyncCommand.run(second, remote: room.session, as: "sam-2", auto: false)
        #expect(try SessionCommand.snapshot(try room.learner("f"), remote: room.session, track: nil, html: nil).learners.map(\.name) == ["sam", "sam-2"])
    }

    @Test func namesBecomeOneRefComponentAndNothingIsSharedBeforeTheFirstAttempt() throws {
        #expect(SyncCommand.refComponent("Ada Lovelace") == "Ada-Lovelace")
        #expect(SyncCommand.refComponent("  ../../heads/main ") == "heads-main")
        #expect(SyncCommand.refComponent("José") == "José")
        #expect(SyncCommand.refComponent("a..b.lock") == "a.b")
        #expect(SyncCommand.refComponent("***") == nil)
        let room = try Room()
        defer { room.remove() }
        #expect(throws: WorkbookError.refused("There is nothing to share yet: check an exercise first (`workbook check`), then sync.")) {
            try SyncCommand.run(try room.learner("new"), remote: room.session, as: "new", auto: false)
        }
    }

    @Test(.enabled(if: DashboardTests.chromium != nil, "chromium is not installed (./setup installs Debian's chromium), so the session page cannot be rendered headless here"))
    func theSessionPageRendersWithTheGridAndTheStuckLearnersMarked() throws {
        let room = try Room()
        defer { room.remove() }
        let bob = try room.learner("bob")
        for _ in 1...6 { try room.attempt(bob, "01-one", .fail) }
        _ = try SyncCommand.run(bob, remote: room.session, as: "<b>bob</b>", auto: false)
        let folder = room.base.appendingPathComponent("page")
        _ = try SessionCommand.snapshot(try room.learner("f"), remote: room.session, track: try Self.catalogue.track(named: "onboarding"), html: folder)
        let rendering = try DashboardTests().render(folder.appendingPathComponent("index.html"))
        #expect(rendering.dom.contains("<table class=\"grid\">"))
        #expect(rendering.dom.components(separatedBy: "<td class=\"cell ").count - 1 == 2)
        #expect(rendering.dom.contains("<section id=\"stuck\""))
        #expect(rendering.dom.contains("b-bob-b"))
        #expect(rendering.dom.contains("http-equiv=\"refresh\" content=\"\(SessionPage.refreshSeconds)\""))
        #expect(DashboardTests().consoleErrors(rendering.log).isEmpty)
    }
}

/// Issue 30, items 5 and 6: a session remote anyone can push to holds hostile refs and histories.
@Suite struct HostileSessionTests {
    typealias Room = SessionTests.Room

    /// Writes `refs/workbook/learners/<name>/progress` in the session by hand, as someone with write access can.
    static func plant(_ name: String, pointingAt hex: String, in session: String) throws {
        let file = URL(fileURLWithPath: session).appendingPathComponent("refs/workbook/learners/\(name)/progress")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((hex + "\n").utf8).write(to: file)
    }

    @Test func badRefsOnTheRemoteLoseOnlyTheirLearnersAndNamesPrintClean() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada")
        try room.attempt(ada, "01-one", .fail)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: false)
        let session = try #require(try GitRepository.open(containing: room.session))
        let blob = GitRepository.hex(try session.blob(Data("not a history".utf8)))
        let tip = try #require(try session.resolve(reference: SyncCommand.reference(for: "ada")))
        try Self.plant("blobby", pointingAt: blob, in: room.session)
        try Self.plant("bl\u{1B}[31mob", pointingAt: GitRepository.hex(tip), in: room.session)
        try Self.plant("eve\u{202E}gnp.exe", pointingAt: GitRepository.hex(tip), in: room.session)

        let folder = room.base.appendingPathComponent("page")
        for remote in [room.session, "file://" + room.session] {
            let snapshot = try SessionCommand.snapshot(try room.learner("f"), remote: remote, track: nil, html: folder, cache: SessionHistoryCache())
            #expect(snapshot.learners.map(\.name) == ["ada"])
            #expect(snapshot.learners.first?.exercises["01-one"]?.attempts == 1)
            let unreadable = Dictionary(uniqueKeysWithValues: snapshot.unreadable.map { ($0.name, $0.reason) })
            #expect(unreadable["blobby"] == "it points at a blob, not a commit")
            #expect(unreadable["bl[31mob"]?.contains("control or text-direction characters") == true)
            #expect(unreadable["evegnp.exe"]?.contains("control or text-direction characters") == true)

            let table = SessionTable(style: TerminalStyle(colour: false)).render(snapshot, remote: room.session, track: nil)
            #expect(table.contains("Not shown: blobby (it points at a blob, not a commit)."))
            #expect(table.contains("Not shown: bl[31mob (its ref name holds control or text-direction characters"))
            let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
            let json = String(decoding: snapshot.jsonData(), as: UTF8.self)
            for text in [table, page, json] {
                #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "a control or bidi character reached the output")
            }
            #expect(page.contains("Not shown: blobby (it points at a blob, not a commit)."))
        }
    }

    @Test func aFetchedSessionSkipsARefToABlobAndKeepsTheOthers() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada")
        try room.attempt(ada, "01-one", .pass)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: false)
        let session = try #require(try GitRepository.open(containing: room.session))
        try Self.plant("blobby", pointingAt: GitRepository.hex(try session.blob(Data("x".utf8))), in: room.session)
        var team = TeamSession(remote: room.session, workbook: try room.learner("f"))
        team.fetchesCopy = true
        let histories = try team.read(cache: SessionHistoryCache())
        #expect(histories.learners.map(\.name) == ["ada"])
        #expect(histories.unreadable == [SessionSnapshot.Unreadable(name: "blobby", reason: "it points at a blob, not a commit")])
    }

    @Test(.enabled(if: GradeTests.git != nil, "needs git repack to put a learner's history in a pack"))
    func aDeltaBombPackOnAPathSessionIsNamedAndTheOthersAreStillShown() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada")
        try room.attempt(ada, "01-one", .fail)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: false)
        let repack = Process()
        repack.executableURL = URL(fileURLWithPath: try #require(GradeTests.git))
        repack.arguments = ["-C", room.session, "repack", "-q", "-a", "-d"]
        try repack.run()
        repack.waitUntilExit()
        // Anyone who can push can leave a pack in the session's files: 70 small deltas of one 64 MiB base
        // (break-it pass 28: a thousand of them kept a redraw busy past 90 s), named to be read first.
        let bomb = "pack-0000000000000000000000000000000000000000.pack"
        try PackGuardTests.bombOfSmallDeltas(70).write(to: URL(fileURLWithPath: room.session).appendingPathComponent("objects/pack/\(bomb)"))

        let cache = SessionHistoryCache(), facilitator = try room.learner("f")
        var snapshots: [SessionSnapshot] = []
        for _ in 0..<3 {
            snapshots.append(try SessionCommand.snapshot(facilitator, remote: room.session, track: nil, html: nil, cache: cache))
        }
        let reason = "it was not read: reading the pack's objects once would mean building more than 4 GiB of deltas and their bases (many small objects that are each a delta of one huge base are a delta bomb); the fetch was stopped"
        for snapshot in snapshots {
            #expect(snapshot.unreadable.first == SessionSnapshot.Unreadable(name: "pack \(bomb)", reason: reason))
        }
        // The first read stops at the refused pack: ada's pack waits, and so does ada.
        #expect(snapshots[0].learners.isEmpty)
        #expect(snapshots[0].unreadable.dropFirst().map(\.reason).first?.hasPrefix(
            "not read yet: a pack before it was refused, and one read stops there; it is read next time") == true)
        #expect(snapshots[0].unreadable.last?.name == "ada")
        #expect(snapshots.last?.learners.map(\.name) == ["ada"])
        #expect(snapshots.last?.learners.first?.exercises["01-one"]?.attempts == 1)
        #expect(snapshots.last?.unreadable.count == 1)
        // The refusal is kept beside the copy, so later reads do not scan the pack again.
        let copy = TeamSession(remote: room.session, workbook: facilitator).copy
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("objects/pack/\(bomb).refused").path))
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("objects/pack/\(bomb)").path))
    }

    @Test func namesWithControlAndDirectionCharactersAreStripped() {
        #expect(UntrustedText.printable("a\u{1B}[2Jb\u{9B}c\u{202E}d\u{2066}e\u{7F}\n") == "a[2Jbcde")
        #expect(UntrustedText.printable("José") == "José")
        let snapshot = SessionSnapshot.make(histories: [("m\u{202E}allory\u{07}", [])], exercises: [])
        #expect(snapshot.learners.map(\.name) == ["mallory"])
        #expect(MarkupEscaping.html("x\u{202E}y") == "x\u{FFFD}y")
        #expect(MarkupEscaping.markdown("x\u{2067}y") == "x\u{FFFD}y")
    }

    /// `git fast-import` writes `count` progress commits (an attempt each, one second apart) on `reference` of the
    /// repository at `path`; `lastMessage` replaces the newest one's message; `padding` bytes of trailer pad each message.
    static func importHistory(_ count: Int, as reference: String, in path: String, lastMessage: String? = nil, padding: Int = 0) throws {
        var stream = ""
        stream.reserveCapacity(count * (160 + padding))
        let pad = padding > 0 ? "X-Pad: " + String(repeating: "y", count: padding) + "\n" : ""
        for index in 0..<count {
            let status = index == count - 1 ? "pass" : "fail"
            let message = index == count - 1 && lastMessage != nil ? lastMessage! : "01-one: \(status)\n\nExercise: 01-one\nStatus: \(status)\nStage: none\n\(pad)"
            stream += "commit \(reference)\ncommitter l <l@x> \(1_700_000_000 + index) +0000\ndata \(message.utf8.count)\n\(message)\n"
        }
        let input = URL(fileURLWithPath: path).appendingPathComponent("import-stream")
        try Data(stream.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(GradeTests.git))
        process.arguments = ["-C", path, "fast-import", "--quiet"]
        process.standardInput = try FileHandle(forReadingFrom: input)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test(.enabled(if: GradeTests.git != nil, "needs git update-ref to write many refs"))
    func aSessionShowsAtMostMaxLearnersAndCountsTheRest() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada")
        try room.attempt(ada, "01-one", .fail)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: false)
        // Anyone who can push can add refs (break-it pass 13 of issue 30 added 20,000: minutes and a gigabyte).
        let extra = TeamSession.maxLearners + 4
        let git = try #require(GradeTests.git)
        let tip = Process()
        let out = Pipe()
        tip.executableURL = URL(fileURLWithPath: git)
        tip.arguments = ["-C", room.session, "rev-parse", SyncCommand.reference(for: "ada")]
        tip.standardOutput = out
        try tip.run()
        let commit = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        tip.waitUntilExit()
        let commands = (0..<extra).map { "create \(SyncCommand.reference(for: String(format: "z%05d", $0))) \(commit)\n" }.joined()
        let input = URL(fileURLWithPath: room.session).appendingPathComponent("update-ref-input")
        try Data(commands.utf8).write(to: input)
        let update = Process()
        update.executableURL = URL(fileURLWithPath: git)
        update.arguments = ["-C", room.session, "update-ref", "--stdin"]
        update.standardInput = try FileHandle(forReadingFrom: input)
        try update.run()
        update.waitUntilExit()
        #expect(update.terminationStatus == 0)

        let facilitator = try room.learner("f")
        let snapshot = try SessionCommand.snapshot(facilitator, remote: room.session, track: nil, html: nil, cache: SessionHistoryCache())
        #expect(snapshot.learners.count == TeamSession.maxLearners)
        #expect(snapshot.learners.first?.name == "ada")
        #expect(snapshot.unreadable == [.init(
            name: "5 more learners", reason: "a session shows at most \(TeamSession.maxLearners) learners, the first by name; the rest were not read")])
    }

    @Test(.enabled(if: GradeTests.git != nil, "needs git fast-import to write a long history"))
    func aHugeHistoryIsReadNewestFirstWithinBoundsAndOnceForAnUnchangedTip() throws {
        let room = try Room()
        defer { room.remove() }
        let ada = try room.learner("ada")
        try room.attempt(ada, "01-one", .fail)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: false)
        try Self.importHistory(200_000, as: SyncCommand.reference(for: "big"), in: room.session)
        // Commits each just under the size limit, more of them than the bytes one learner may take (break-it pass 27).
        try Self.importHistory(700, as: SyncCommand.reference(for: "padded"), in: room.session, padding: 3_400)
        // A commit of 100 KiB on top of a short history: the walk stops there and says so.
        try Self.importHistory(3, as: SyncCommand.reference(for: "fat"), in: room.session,
                               lastMessage: "01-one: fail\n\nExercise: 01-one\nStatus: fail\n" + String(repeating: "x", count: 100 << 10))

        let cache = SessionHistoryCache(), facilitator = try room.learner("f"), now = Date()
        let snapshot = try SessionCommand.snapshot(facilitator, remote: room.session, track: nil, html: nil, now: now, cache: cache)
        let byName = Dictionary(uniqueKeysWithValues: snapshot.learners.map { ($0.name, $0) })
        #expect(byName["big"]?.exercises["01-one"]?.status == .passed)
        #expect(byName["big"]?.exercises["01-one"]?.attempts == TeamSession.maxEvents)
        #expect(byName["big"]?.historyCut == "only the newest \(TeamSession.maxEvents) events were read")
        #expect(byName["fat"]?.historyCut?.hasSuffix("bytes (a progress record is under 4 KiB), so it and older events were not read") == true)
        #expect(byName["fat"]?.exercises["01-one"]?.attempts ?? 0 == 0)
        let padded = try #require(byName["padded"])
        #expect(padded.historyCut?.hasSuffix("KiB (at most \(TeamSession.maxHistoryBytes >> 10) KiB are read), so older events were not read") == true, "\(padded.historyCut ?? "not cut")")
        #expect((500..<700).contains(padded.exercises["01-one"]?.attempts ?? 0))
        #expect(padded.exercises["01-one"]?.status == .passed)
        #expect(byName["ada"]?.historyCut == nil)
        let table = SessionTable(style: TerminalStyle(colour: false)).render(snapshot, remote: room.session, track: nil)
        #expect(table.contains("Read in part: big (only the newest \(TeamSession.maxEvents) events were read)."))
        #expect(cache.walks == 4)

        // A redraw with every tip unchanged walks nothing; a new attempt walks that learner's history alone.
        #expect(try SessionCommand.snapshot(facilitator, remote: room.session, track: nil, html: nil, now: now, cache: cache) == snapshot)
        #expect(cache.walks == 4)
        try room.attempt(ada, "01-one", .pass)
        _ = try SyncCommand.run(ada, remote: room.session, as: "ada", auto: false)
        let after = try SessionCommand.snapshot(facilitator, remote: room.session, track: nil, html: nil, cache: cache)
        #expect(cache.walks == 5)
        #expect(after.learners.first { $0.name == "ada" }?.exercises["01-one"]?.status == .passed)
    }
}

/// Issue 30, item 9: the README's `update` hook lets each learner write only their own progress on a session.
@Suite(.enabled(if: GradeTests.git != nil, "needs git to push through the hook"))
struct SessionHookTests {
    /// The fenced `sh` block after `<!-- test: session-update-hook -->` in the README.
    static func hook() throws -> String {
        let lines = try ReadmeGradingDocsTests.readmeText().components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex(of: "<!-- test: session-update-hook -->"), "the README lost its update hook")
        #expect(lines[marker + 1] == "```sh")
        let end = try #require(lines[(marker + 2)...].firstIndex(of: "```"))
        return lines[(marker + 2)..<end].joined(separator: "\n") + "\n"
    }

    /// `git push session refspec` from `learner` as the login `user`: exit status and what git printed.
    static func push(_ refspec: String, from learner: URL, to session: String, as user: String, force: Bool = false) throws -> (status: Int32, output: String) {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: try #require(GradeTests.git))
        process.arguments = ["push", "--quiet"] + (force ? ["--force"] : []) + [session, refspec]
        process.currentDirectoryURL = learner
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": learner.path, "GIT_CONFIG_NOSYSTEM": "1", "GL_USER": user]
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func aLearnerCanWriteOnlyTheirOwnProgressAndOnlyForward() throws {
        let room = try SessionTests.Room()
        defer { room.remove() }
        let hook = URL(fileURLWithPath: room.session).appendingPathComponent("hooks/update")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try Self.hook().utf8).write(to: hook)
        #expect(chmod(hook.path, 0o755) == 0)
        let ada = try room.learner("ada"), bob = try room.learner("bob")
        try room.attempt(ada, "01-one", .pass)
        try room.attempt(bob, "01-one", .fail)
        try room.attempt(bob, "01-one", .fail)

        let own = try Self.push("refs/workbook/progress:refs/workbook/learners/bob/progress", from: bob.contentRoot, to: room.session, as: "bob")
        #expect(own.status == 0, "\(own.output)")
        // Ada overwrites Bob's progress with her pass, then tries a branch: both refused, Bob's history untouched.
        let forged = try Self.push("refs/workbook/progress:refs/workbook/learners/bob/progress", from: ada.contentRoot, to: room.session, as: "ada", force: true)
        #expect(forged.status != 0)
        #expect(forged.output.contains("session: ada may write only refs/workbook/learners/ada/progress, not refs/workbook/learners/bob/progress"))
        let branch = try Self.push("refs/workbook/progress:refs/heads/main", from: ada.contentRoot, to: room.session, as: "ada")
        #expect(branch.status != 0)
        // Bob cannot rewind his own history either.
        try room.attempt(ada, "01-one", .pass)
        let snapshot = try SessionCommand.snapshot(try room.learner("f"), remote: room.session, track: nil, html: nil, cache: SessionHistoryCache())
        #expect(snapshot.learners.map(\.name) == ["bob"])
        #expect(snapshot.learners.first?.exercises["01-one"]?.status == .failed)
        #expect(snapshot.learners.first?.exercises["01-one"]?.attempts == 2)
        let rewind = try Self.push("refs/workbook/progress~1:refs/workbook/learners/bob/progress", from: bob.contentRoot, to: room.session, as: "bob", force: true)
        #expect(rewind.status != 0)
        #expect(rewind.output.contains("only moves forward"))
        let adaOwn = try Self.push("refs/workbook/progress:refs/workbook/learners/ada/progress", from: ada.contentRoot, to: room.session, as: "ada")
        #expect(adaOwn.status == 0, "\(adaOwn.output)")
    }
}
