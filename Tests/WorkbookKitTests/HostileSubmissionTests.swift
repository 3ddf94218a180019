import CGit2
import Foundation
import Testing
@testable import WorkbookKit

/// Issue 30, items 7, 8 and 10: hostile student repositories handed to `workbook grade`, taken in and copied without
/// building or running anything (``SubmissionSource``, ``SubmissionCopy``).
@Suite(.enabled(if: GradeTests.git != nil, "needs the git command to make the students' repositories"))
struct HostileSubmissionTests {
    static let graderYAML = """
        version: 1
        exercises:
          - { id: 01-one, title: "One", category: state-reset, hints: ["a"] }
          - { id: 02-two, title: "Two", category: lost-binding, hints: ["a"] }
        """

    /// A scratch folder with an instructor's workbook (only its grader.yml) and the students' repositories.
    struct Class {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-submission-\(UUID().uuidString)")
        let instructor: Workbook

        init() throws {
            let root = base.appendingPathComponent("instructor")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data(HostileSubmissionTests.graderYAML.utf8).write(to: root.appendingPathComponent("grader.yml"))
            instructor = Workbook(contentRoot: root, packageRoot: root, catalogue: try Catalogue.parse(HostileSubmissionTests.graderYAML))
        }

        /// A student's repository: `files` (path → contents) committed on `main`, after `edit`.
        func student(_ name: String, files: [String: String] = ["Exercises/01-one/A.swift": "let a = 1\n"], edit: (URL) throws -> Void = { _ in }) throws -> URL {
            let root = base.appendingPathComponent(name)
            for (path, contents) in files {
                let file = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try edit(root)
            try git(["init", "-q", "-b", "main"], in: root)
            try git(["add", "-A"], in: root)
            try git(["-c", "user.name=s", "-c", "user.email=s@x", "commit", "-q", "-m", "work"], in: root)
            return root
        }

        func git(_ arguments: [String], in directory: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(GradeTests.git))
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": base.path, "GIT_CONFIG_NOSYSTEM": "1"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        }

        /// A scratch repository's path, its folder made.
        func scratch(_ name: String) -> URL {
            let folder = base.appendingPathComponent("scratch-\(name)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder.appendingPathComponent("repository.git")
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    /// Random bytes git cannot compress.
    static func noise(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count / 8).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64, Array.init) })
    }

    /// Issue 30, item 7: a source on a path is taken in as its branches and progress (no other ref), its objects
    /// within the pack limits, loose or packed.
    @Test func onlyTheBranchesAndTheProgressAreTakenAndOversizedObjectsAreStopped() throws {
        let room = try Class()
        defer { room.remove() }
        let student = try room.student("ada")
        try ProgressStore(root: student).recordHint(exercise: "01-one", tier: 1, of: 1)
        let repository = try #require(try GitRepository.open(containing: student.path))
        let small = try repository.commit(tree: try repository.tree(base: nil, inserting: []), parent: nil, message: "side")
        try repository.compareAndSwap(reference: "refs/workbook/junk", to: small, expected: nil, logMessage: "junk")

        let fetched = try SubmissionSource(location: student.path).fetch(into: room.scratch("a"), before: nil, maxPackBytes: 1 << 20)
        let copy = try #require(try GitRepository.open(containing: fetched.path.path))
        #expect(try copy.referenceNames(matching: "refs/*").sorted() == ["refs/heads/main", ProgressStore.reference])
        #expect(try ProgressStore(root: fetched.path).events().count == 1)

        // 2 MiB that cannot be compressed, on a side ref: as loose objects over the 1 MiB cap, then as a pack over it.
        let big = try repository.blob(Self.noise(2 << 20))
        let side = try repository.commit(tree: try repository.tree(base: nil, inserting: [("big.bin", big, false)]), parent: nil, message: "side")
        try repository.compareAndSwap(reference: "refs/workbook/junk", to: side, expected: small, logMessage: "junk")
        #expect(throws: WorkbookError.refused("Could not fetch \(student.path) as a git repository: its loose objects take more than 1 MiB, the most a submission may hold; pack them first (`git gc`).")) {
            try SubmissionSource(location: student.path).fetch(into: room.scratch("b"), before: nil, maxPackBytes: 1 << 20)
        }
        try room.git(["gc", "-q"], in: student)
        #expect(throws: WorkbookError.refused("Could not fetch \(student.path) as a git repository: the pack is over 1 MiB, the most a submission may send; the fetch was stopped")) {
            try SubmissionSource(location: student.path).fetch(into: room.scratch("c"), before: nil, maxPackBytes: 1 << 20)
        }
        // A few KiB of small deltas of one 64 MiB base (break-it pass 28) beside a student's own packs.
        let bomber = try room.student("bomber")
        try PackGuardTests.bombOfSmallDeltas(70).write(to: bomber.appendingPathComponent(".git/objects/pack/pack-1.pack"))
        #expect(throws: WorkbookError.refused("Could not fetch \(bomber.path) as a git repository: reading the pack's objects once would mean building more than 4 GiB of deltas and their bases (many small objects that are each a delta of one huge base are a delta bomb); the fetch was stopped")) {
            try SubmissionSource(location: bomber.path).fetch(into: room.scratch("d"), before: nil)
        }
    }

    @Test func theStudentsGitConfigAndWhatItIncludesAreNeverRead() throws {
        let room = try Class()
        defer { room.remove() }
        // A file that is not configuration: read as one, libgit2 refuses the whole repository (and quotes its path).
        let secret = room.base.appendingPathComponent("shadow")
        try FileManager.default.createDirectory(at: room.base, withIntermediateDirectories: true)
        try Data("root:$6$SECRET$hash:19000:0:99999:7:::\n".utf8).write(to: secret)
        let student = try room.student("mallory")
        let config = student.appendingPathComponent(".git/config")
        let handle = try FileHandle(forWritingTo: config)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("[include]\n\tpath = \(secret.path)\n[includeIf \"gitdir:/\"]\n\tpath = \(secret.path)\n[core]\n\trepositoryformatversion = 99\n".utf8))
        try handle.close()

        let scratch = room.scratch("m")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: scratch, before: nil)
        #expect(fetched.commit.count == 40)
        let flags = try SubmissionCopy.make(from: fetched, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                            provided: SubmissionCopy.Provided(room.instructor), at: room.base.appendingPathComponent("copy"))
        #expect(flags.isEmpty)
        #expect(FileManager.default.fileExists(atPath: room.base.appendingPathComponent("copy/Exercises/01-one/A.swift").path))

        // A `.git` that is a file (a linked worktree's, pointing anywhere) is refused in plain words.
        let linked = room.base.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try Data("gitdir: \(student.path)/.git\n".utf8).write(to: linked.appendingPathComponent(".git"))
        let other = room.scratch("l")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(throws: WorkbookError.refused("Could not fetch \(linked.path) as a git repository: its .git is not a folder (a linked worktree or a submodule?); hand in the repository itself.")) {
            try SubmissionSource(location: linked.path).fetch(into: other, before: nil)
        }
    }

    @Test func escapesInNamesDeepTreesAndALinkedExerciseFolderAreFlagged() throws {
        let room = try Class()
        defer { room.remove() }
        let deep = (1...40).map { "d\($0)" }.joined(separator: "/")
        let student = try room.student("eve", files: [
            "Exercises/01-one/A.swift": "let a = 1\n",
            "Exercises/01-one/Evil\n.swift": "let b = 2\n",
            "Exercises/01-one/Esc\u{1B}[2J.swift": "let c = 3\n",
            "Exercises/01-one/Back\u{202E}tfiws.txt": "x\n",
            "Sources/\(deep)/Deep.swift": "// below any depth cut-off\n",
        ]) { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Exercises/02-two").path, withDestinationPath: "../../../etc")
        }
        let scratch = room.scratch("e")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: scratch, before: nil)
        let copyRoot = room.base.appendingPathComponent("copy")
        let flags = try SubmissionCopy.make(from: fetched, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                            provided: SubmissionCopy.Provided(room.instructor), at: copyRoot)
        let byPath = Dictionary(flags.map { ($0.path ?? "", $0) }) { first, _ in first }
        for name in ["Evil\\u{A}.swift", "Esc\\u{1B}[2J.swift", "Back\\u{202E}tfiws.txt"] {
            let flag = byPath["Exercises/01-one/\(name)"]
            #expect(flag?.kind == .badName, "\(name)")
            #expect(flag?.message == "Exercises/01-one/\(name) has a name with a line break, an escape or another control or text-direction character; it was not graded.")
        }
        let link = try #require(byPath["Exercises/02-two"])
        #expect(link.kind == .symlink)
        #expect(link.exercise == "02-two")
        #expect(link.message == "Exercises/02-two is a symbolic link (to ../../../etc) rather than a folder, so none of this exercise's files were graded: the grader never follows links out of a submission. The student has to commit the exercise's files themselves.")
        #expect(byPath["Sources/\(deep)/Deep.swift"]?.kind == .tampering)
        for flag in flags {
            #expect(!UntrustedText.needsCleaning(flag.message) && !UntrustedText.needsCleaning(flag.path ?? ""), "\(flag)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: copyRoot.appendingPathComponent("Exercises/01-one").path) == ["A.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: copyRoot.appendingPathComponent("Exercises/02-two").path).isEmpty)
    }

    @Test func theTamperingWalkSaysWhenItStopsAtItsLimit() throws {
        let room = try Class()
        defer { room.remove() }
        let student = try room.student("many")
        let repository = try #require(try GitRepository.open(containing: student.path))
        let blob = try repository.blob(Data("x".utf8))
        let tree = try repository.tree(base: nil, inserting: (0..<50).map { ("f\($0)", blob, false) })
        var seen = 0
        let unwalked = try repository.walkEntries(tree, prefix: "Sources", limit: 20) { _, _ in seen += 1 }
        #expect(seen == 20)
        #expect(unwalked == 30)
    }
}

extension HostileSubmissionTests {
    @Test func aHugeProgressHistoryIsReadWithinBoundsAndSaysSo() throws {
        let room = try Class()
        defer { room.remove() }
        let student = try room.student("long")
        try HostileSessionTests.importHistory(30_000, as: ProgressStore.reference, in: student.path)
        let scratch = room.scratch("h")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: scratch, before: nil)
        let read = try ClassGrader.progressEvents(in: fetched.path, limit: 1_000)
        #expect(read.events.count == 1_000)
        #expect(read.cut == "only the newest 1000 events were read")
        if case .attempt(let status, _, _) = read.events.first?.kind { #expect(status == .pass) } else { Issue.record("the newest event is not the pass") }
    }

    /// Break-it pass 27 of issue 30: 20,000 commits each just under the size limit took 131 s and 1.2 GB; the bytes
    /// read of one history are bounded too.
    @Test func manyCommitsJustUnderTheSizeLimitAreReadWithinABound() throws {
        let room = try Class()
        defer { room.remove() }
        let student = try room.student("padded")
        try HostileSessionTests.importHistory(2_600, as: ProgressStore.reference, in: student.path, padding: 3_400)
        let scratch = room.scratch("p")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: scratch, before: nil)
        let read = try ClassGrader.progressEvents(in: fetched.path)
        #expect((2_000..<2_600).contains(read.events.count))
        #expect(read.cut?.hasSuffix("KiB (at most \(ClassGrader.maxProgressBytes >> 10) KiB are read), so older events were not read") == true, "\(read.cut ?? "not cut")")
    }
}

extension HostileSubmissionTests {
    /// Issue 30, item 8: a student's `objects/info/alternates` (or a link in their object folder) would lend their commit
    /// the objects of another repository on the grading machine; neither is followed, and the grade says what is missing.
    @Test func objectsBorrowedFromAnotherRepositoryAreNeverRead() throws {
        let room = try Class()
        defer { room.remove() }
        let other = try room.student("other", files: ["Exercises/01-one/Secret.swift": "let secret = \"another student's work\"\n"])
        let borrowed = try #require(try GitRepository.open(containing: other.path)).blob(Data("let secret = \"another student's work\"\n".utf8))
        let borrowedID = GitRepository.hex(borrowed)
        // `git clone --shared`: the student's commit is their own, its tree holds the other repository's blob.
        let student = room.base.appendingPathComponent("borrower")
        try room.git(["clone", "-q", "--shared", other.path, student.path], in: room.base)
        try Data("let mine = 1\n".utf8).write(to: student.appendingPathComponent("Exercises/01-one/Mine.swift"))
        try room.git(["add", "-A"], in: student)
        try room.git(["-c", "user.name=s", "-c", "user.email=s@x", "commit", "-q", "-m", "mine"], in: student)
        let objects = student.appendingPathComponent(".git/objects")
        try Data("\(other.path)/.git/objects\n".utf8).write(to: objects.appendingPathComponent("info/http-alternates"))
        #expect(FileManager.default.fileExists(atPath: objects.appendingPathComponent("info/alternates").path))
        #expect(!FileManager.default.fileExists(atPath: objects.appendingPathComponent("\(borrowedID.prefix(2))/\(borrowedID.dropFirst(2))").path))

        let scratch = room.scratch("b")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The object named is one of the other repository's that the student's commit needs.
        let otherRepository = try #require(try GitRepository.open(containing: other.path))
        func refusal(_ scratch: URL, location: String? = nil) -> String {
            do { _ = try SubmissionSource(location: location ?? student.path).fetch(into: scratch, before: nil) } catch { return error.description }
            return "no error"
        }
        func namesOthersObject(_ message: String, then rest: String, location: String? = nil) -> Bool {
            let prefix = "Could not fetch \(location ?? student.path) as a git repository: object "
            guard message.hasPrefix(prefix) else { return false }
            let id = message.dropFirst(prefix.count).prefix(40)
            var oid = git_oid()
            return git_oid_fromstr(&oid, String(id)) == 0 && otherRepository.objectHeader(oid) != nil && message.hasSuffix(String(id) + rest)
        }
        let borrowing = refusal(scratch)
        #expect(namesOthersObject(borrowing, then: " that its commits need is not in the repository's own object folder. The repository borrows objects from another one (objects/info/alternates, as `git clone --shared` or `--reference` leaves it), and the grader reads only a student's own objects; hand in a complete repository (`git repack -a -d`, then remove objects/info/alternates)."), "\(borrowing)")
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("objects/info/alternates").path))
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("objects/info/http-alternates").path))
        // The same repository as a file:// URL is a path too: libgit2's local transport would follow the alternates.
        let url = URL(fileURLWithPath: student.path).absoluteString
        #expect(url.hasPrefix("file:///"))
        let viaURL = refusal(room.scratch("url"), location: url)
        #expect(namesOthersObject(viaURL, then: " that its commits need is not in the repository's own object folder. The repository borrows objects from another one (objects/info/alternates, as `git clone --shared` or `--reference` leaves it), and the grader reads only a student's own objects; hand in a complete repository (`git repack -a -d`, then remove objects/info/alternates).", location: url), "\(viaURL)")

        // The other repository's objects reached through links in the student's object folder instead: not followed either.
        try FileManager.default.removeItem(at: objects.appendingPathComponent("info/alternates"))
        try FileManager.default.removeItem(at: objects.appendingPathComponent("info/http-alternates"))
        var links: [String] = []
        let otherObjects = other.appendingPathComponent(".git/objects")
        for folder in try FileManager.default.contentsOfDirectory(atPath: otherObjects.path) where folder.count == 2 {
            try FileManager.default.createDirectory(at: objects.appendingPathComponent(folder), withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: otherObjects.appendingPathComponent(folder).path) {
                let link = objects.appendingPathComponent("\(folder)/\(name)").path
                guard !FileManager.default.fileExists(atPath: link) else { continue }
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: otherObjects.appendingPathComponent("\(folder)/\(name)").path)
                links.append(link)
            }
        }
        #expect(links.contains { $0.hasSuffix(String(borrowedID.dropFirst(2))) })
        let linking = refusal(room.scratch("c"))
        #expect(namesOthersObject(linking, then: " that its commits need is missing (the repository is incomplete or damaged)."), "\(linking)")
        for link in links { try FileManager.default.removeItem(atPath: link) }

        // Made complete, the same repository is graded.
        try Data("\(other.path)/.git/objects\n".utf8).write(to: objects.appendingPathComponent("info/alternates"))
        try room.git(["repack", "-a", "-d", "-q"], in: student)
        try FileManager.default.removeItem(at: objects.appendingPathComponent("info/alternates"))
        let complete = room.scratch("d")
        try FileManager.default.createDirectory(at: complete.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: complete, before: nil)
        #expect(fetched.repository.objectHeader(borrowed)?.type == GIT_OBJECT_BLOB)
    }
}

extension HostileSubmissionTests {
    /// Issue 30, item 7 for `grade --before`: the deadline walk reads at most ``GitRepository/maxDeadlineCommits``
    /// commits, each size-checked first, and says which bound stopped it.
    @Test func theDeadlineWalkIsBoundedAndSaysWhereItStopped() throws {
        let room = try Class()
        defer { room.remove() }
        let student = try room.student("late")
        let count = GitRepository.maxDeadlineCommits + 50
        try HostileSessionTests.importHistory(count, as: "refs/heads/long", in: student.path)
        try room.git(["symbolic-ref", "HEAD", "refs/heads/long"], in: student)
        func fetch(_ name: String, before seconds: Int) throws -> SubmissionSource.Fetched {
            let scratch = room.scratch(name)
            try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try SubmissionSource(location: student.path).fetch(into: scratch, before: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        // importHistory dates its n-th commit 1_700_000_000 + n: the newest before the deadline is the one before it.
        let found = try fetch("a", before: 1_700_000_000 + count - 5)
        let source = try #require(try GitRepository.open(containing: student.path))
        var expected = try #require(try source.resolve(reference: "refs/heads/long"))
        for _ in 0..<5 { expected = try #require(try source.authorAndParents(of: expected).parents.first) }
        #expect(GitRepository.hex(expected) == found.commit)
        let deadline = Date(timeIntervalSince1970: 1_700_000_010)
        #expect(throws: WorkbookError.refused("\(student.path) has no commit on long dated before \(ISO8601DateFormatter().string(from: deadline)) among those read: the walk stopped after the newest \(GitRepository.maxDeadlineCommits) commits of its first-parent line, the most the grader reads.")) {
            try fetch("b", before: 1_700_000_010)
        }
        // Before every commit, on a short line: no bound was hit, and none is named.
        try room.git(["symbolic-ref", "HEAD", "refs/heads/main"], in: student)
        #expect(throws: WorkbookError.refused("\(student.path) has no commit on main dated before 1970-01-01T00:00:00Z.")) {
            try fetch("c", before: 0)
        }

        // A commit of 2 MiB at the tip: not read, and said.
        try HostileSessionTests.importHistory(2, as: "refs/heads/fat", in: student.path, lastMessage: "fat\n" + String(repeating: "x", count: 2 << 20))
        try room.git(["symbolic-ref", "HEAD", "refs/heads/fat"], in: student)
        let fat = try #require(try GitRepository.open(containing: student.path)?.resolve(reference: "refs/heads/fat"))
        let fatID = GitRepository.hex(fat).prefix(10)
        let fatSize = try #require(source.objectHeader(fat)?.size)
        #expect(fatSize > 2 << 20)
        #expect(throws: WorkbookError.refused("\(student.path) has no commit on fat dated before 1970-01-01T00:00:00Z among those read: the walk stopped: commit \(fatID) is \(fatSize) bytes, over the 1024 KiB a commit may take, so it was not read.")) {
            try fetch("d", before: 0)
        }
    }

    /// Issue 30, item 7: a tree of a submission is size-checked from its header before it is read, however deep.
    @Test func anOversizedTreeIsNotRead() throws {
        let room = try Class()
        defer { room.remove() }
        let student = try room.student("wide")
        let repository = try #require(try GitRepository.open(containing: student.path))
        let blob = try repository.blob(Data("x".utf8))
        let name = String(repeating: "n", count: 60)
        let wide = try repository.tree(base: nil, inserting: (0..<20_000).map { ("\(name)\($0)", blob, false) })
        let size = try #require(repository.objectHeader(wide)?.size)
        #expect(size > GitRepository.maxTreeBytes)
        let exercises = try repository.tree(base: nil, inserting: [("01-one", wide, true)])
        let root = try repository.tree(base: nil, inserting: [("Exercises", exercises, true)])
        let tip = try #require(try repository.resolve(reference: "refs/heads/main"))
        let commit = try repository.commit(tree: root, parent: tip, message: "wide")
        try repository.compareAndSwap(reference: "refs/heads/main", to: commit, expected: tip, logMessage: "wide")

        let scratch = room.scratch("w")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: scratch, before: nil)
        #expect(throws: WorkbookError.setup("Could not read the submission's commit \(fetched.commit): tree \(GitRepository.hex(wide).prefix(10)) is \(size) bytes, over the 1024 KiB a tree may take, so it was not read")) {
            try SubmissionCopy.make(from: fetched, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                    provided: SubmissionCopy.Provided(room.instructor), at: room.base.appendingPathComponent("copy"))
        }
    }
}

extension HostileSubmissionTests {
    /// Break-it pass 30 of issue 30: a source that is a file, a device or a pipe is named as such (not "does not
    /// exist"), and a branch naming a blob is refused at the fetch, saying so, before any commit is reported.
    @Test func aSourceThatIsNotAFolderOrABranchThatIsNotACommitIsNamedAsSuch() throws {
        let room = try Class()
        defer { room.remove() }
        let file = room.base.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        for location in [file.path, "/dev/zero"] {
            #expect(throws: WorkbookError.refused("\(location) is not a folder (a file, a device or a pipe); a source is a repository's folder or a git URL.")) {
                try SubmissionSource(location: location).fetch(into: room.scratch("f"), before: nil)
            }
        }
        let student = try room.student("blob-branch")
        let repository = try #require(try GitRepository.open(containing: student.path))
        let blob = try repository.blob(Data("hi\n".utf8))
        try Data((GitRepository.hex(blob) + "\n").utf8).write(to: student.appendingPathComponent(".git/refs/heads/main"))
        #expect(throws: WorkbookError.refused("Could not fetch \(student.path) as a git repository: its branch main names \(GitRepository.hex(blob).prefix(10)), a blob, not a commit")) {
            try SubmissionSource(location: student.path).fetch(into: room.scratch("b"), before: nil)
        }
    }

    /// Break-it pass 30 of issue 30: once a submission reaches the file limit, each later exercise is flagged as not
    /// copied, and grading says so instead of reporting its empty folder as a build error.
    @Test func exercisesAfterTheFileLimitAreFlaggedAsNotCopied() throws {
        let room = try Class()
        defer { room.remove() }
        var files = ["Exercises/02-two/B.swift": "let b = 2\n"]
        for number in 0...SubmissionCopy.maxFiles { files["Exercises/01-one/F\(number).swift"] = "let f\(number) = 0\n" }
        let student = try room.student("many", files: files)
        let fetched = try SubmissionSource(location: student.path).fetch(into: room.scratch("m"), before: nil)
        let flags = try SubmissionCopy.make(from: fetched, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                            provided: SubmissionCopy.Provided(room.instructor), at: room.base.appendingPathComponent("copy"))
        #expect(SubmissionCopy.notCopied("01-one", in: flags) == nil)
        #expect(flags.contains { $0.kind == .oversize && $0.exercise == "01-one" && $0.path != nil })
        #expect(SubmissionCopy.notCopied("02-two", in: flags)?.message
                == "Exercises/02-two was not graded: the submission reached 2000 files or 32 MiB under Exercises/ before it.")
    }

    /// Issue 30, item 10: the tampering walk compares every kind of entry with the instructor's: a provided folder
    /// handed in as a file, a provided file or folder replaced by a submodule, and provided files deleted from a folder
    /// the student kept, are flagged; an area the submission never had is not.
    @Test func everyKindOfChangeToTheInstructorsFilesIsFlagged() throws {
        let room = try Class()
        defer { room.remove() }
        let instructorFiles = ["Tests/Hidden/01-one/Tests.swift": "// suite\n", "Tests/Hidden/01-one/Helper.swift": "// helper\n",
                               "Tests/Hidden/02-two/Tests.swift": "// two\n", "Sources/Core/A.swift": "// core\n"]
        for (path, contents) in instructorFiles {
            let file = room.instructor.contentRoot.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        let provided = SubmissionCopy.Provided(room.instructor)
        func flags(_ student: URL, _ name: String) throws -> [String: String] {
            let fetched = try SubmissionSource(location: student.path).fetch(into: room.scratch(name), before: nil)
            let made = try SubmissionCopy.make(from: fetched, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                               provided: provided, at: room.base.appendingPathComponent("copy-\(name)"))
            return Dictionary(made.filter { $0.kind == .tampering }.map { ($0.path ?? "", $0.message) }) { first, _ in first }
        }
        let commit = "0123456789abcdef0123456789abcdef01234567"

        // Tests/Hidden handed in as a file, Sources as a submodule.
        let swapped = try room.student("swapped", files: ["Exercises/01-one/A.swift": "let a = 1\n", "Tests/Hidden": "nothing to see\n",
                                                          "grader.yml": HostileSubmissionTests.graderYAML])
        try room.git(["update-index", "--add", "--cacheinfo", "160000,\(commit),Sources"], in: swapped)
        try room.git(["-c", "user.name=s", "-c", "user.email=s@x", "commit", "-q", "-m", "swap"], in: swapped)
        let first = try flags(swapped, "a")
        #expect(first["Tests/Hidden"] == "Tests/Hidden is a file where the instructor's workbook has a folder; the instructor's was used.")
        #expect(first["Sources"] == "Sources is a submodule where the instructor's workbook has a folder; the instructor's was used.")
        #expect(first.count == 2, "\(first)")

        // grader.yml a submodule; a hidden suite's helper deleted, and the whole suite of an exercise the student has.
        let deleting = try room.student("deleting", files: ["Exercises/01-one/A.swift": "let a = 1\n", "Tests/Hidden/01-one/Tests.swift": "// suite\n",
                                                            "Exercises/02-two/B.swift": "let b = 2\n", "Sources/Core/A.swift": "// core\n"])
        try room.git(["update-index", "--add", "--cacheinfo", "160000,\(commit),grader.yml"], in: deleting)
        try room.git(["-c", "user.name=s", "-c", "user.email=s@x", "commit", "-q", "-m", "delete"], in: deleting)
        let second = try flags(deleting, "b")
        #expect(second["grader.yml"] == "grader.yml is a submodule where the instructor's workbook has a file; the instructor's was used.")
        #expect(second["Tests/Hidden/01-one/Helper.swift"] == "Tests/Hidden/01-one/Helper.swift is missing from the submission (deleted, or from another version of the workbook); the instructor's was used.")
        #expect(second["Tests/Hidden/02-two"] == "Tests/Hidden/02-two is missing from the submission (deleted, or from another version of the workbook); the instructor's was used.")
        #expect(second.count == 3, "\(second)")

        // A clone of the workbook with its package file, grader.yml and a whole module of Sources deleted.
        try Data("// package\n".utf8).write(to: room.instructor.packageRoot.appendingPathComponent("Package.swift"))
        try Data("// more\n".utf8).write(to: { let file = room.instructor.packageRoot.appendingPathComponent("Sources/Extra/B.swift")
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true); return file }())
        let withPackage = SubmissionCopy.Provided(room.instructor)
        let trimmed = try room.student("trimmed", files: ["Exercises/01-one/A.swift": "let a = 1\n", "Tests/Hidden/01-one/Tests.swift": "// suite\n",
                                                          "Tests/Hidden/01-one/Helper.swift": "// helper\n", "Sources/Core/A.swift": "// core\n"])
        let fetchedTrimmed = try SubmissionSource(location: trimmed.path).fetch(into: room.scratch("d"), before: nil)
        let third = Dictionary(try SubmissionCopy.make(from: fetchedTrimmed, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                                       provided: withPackage, at: room.base.appendingPathComponent("copy-d"))
            .filter { $0.kind == .tampering }.map { ($0.path ?? "", $0.message) }) { first, _ in first }
        #expect(third["Package.swift"] == "Package.swift is missing from the submission (deleted, or from another version of the workbook); the instructor's was used.")
        #expect(third["grader.yml"] == "grader.yml is missing from the submission (deleted, or from another version of the workbook); the instructor's was used.")
        #expect(third["Sources/Extra"] == "Sources/Extra is missing from the submission (deleted, or from another version of the workbook); the instructor's was used.")
        #expect(third.count == 3, "\(third)")

        // A repository holding only the exercises (a course's template): nothing of the instructor's to compare.
        let bare = try room.student("exercises-only")
        let fetchedBare = try SubmissionSource(location: bare.path).fetch(into: room.scratch("c"), before: nil)
        #expect(try SubmissionCopy.make(from: fetchedBare, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                        provided: withPackage, at: room.base.appendingPathComponent("copy-c")).filter { $0.kind == .tampering }.isEmpty)
    }
}
