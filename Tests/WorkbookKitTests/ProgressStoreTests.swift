import Foundation
import Testing
@testable import WorkbookKit

@Suite struct ProgressStoreTests {
    /// A fresh directory with one exercise's files.
    func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises/01-a"), withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("Exercises/01-a/A.swift"))
        return root
    }

    func result(_ exercise: String, _ status: CheckResult.Status) -> CheckResult {
        CheckResult(
            exercise: exercise, title: "T", status: status, stage: status == .pass ? nil : .test,
            tests: [TestOutcome(name: "t", status: status == .pass ? .pass : .fail, message: status == .pass ? "" : "broken")])
    }

    let provenance = AttemptProvenance(hiddenSuiteHash: String(repeating: "ab", count: 32), toolchain: "Swift version 6.3.1")

    @Test func recordsAttemptsInAFreshRepositoryWithoutTouchingHEADOrBranches() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ProgressStore(root: root)
        #expect(try store.history().isEmpty)

        let source = SourceSnapshot.read(root.appendingPathComponent("Exercises/01-a")).files
        try store.record(result("01-a", .fail), sources: source, provenance: provenance)
        let headAfterInit = try String(contentsOf: root.appendingPathComponent(".git/HEAD"), encoding: .utf8)
        try store.record(result("01-a", .pass), sources: source, provenance: provenance)

        let history = try store.history()
        #expect(history.map(\.status) == [.pass, .fail])
        #expect(history.allSatisfy { $0.exercise == "01-a" })
        #expect(history[1].summary == "01-a: fail (test) 1 of 1 hidden tests failing")
        #expect(history[1].stage == "test")
        #expect(history[0].stage == nil)

        // HEAD stays unborn on its branch; no index, no branch commits.
        #expect(try String(contentsOf: root.appendingPathComponent(".git/HEAD"), encoding: .utf8) == headAfterInit)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".git/index").path))
        let branches = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".git/refs/heads").path)
        #expect(branches.isEmpty)
    }

    @Test func theTipTreeKeepsEveryExercisesLatestAttempt() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ProgressStore(root: root)
        let source = SourceSnapshot.read(root.appendingPathComponent("Exercises/01-a")).files
        try store.record(result("01-a", .fail), sources: source, provenance: provenance)
        try store.record(result("02-b", .pass), sources: [], provenance: provenance)
        try store.record(result("01-a", .pass), sources: source, provenance: provenance)

        let repository = try #require(try GitRepository.open(containing: root.path))
        let tip = try #require(try repository.resolve(reference: ProgressStore.reference))
        let attempts = try #require(try repository.entry(named: "attempts", in: try repository.treeOf(commit: tip)))
        let first = try #require(try repository.entry(named: "01-a", in: attempts))
        #expect(try repository.entry(named: "02-b", in: attempts) != nil)
        let resultBlob = try #require(try repository.entry(named: "result.json", in: first))
        let json = try JSONSerialization.jsonObject(with: try repository.blobData(resultBlob)) as? [String: Any]
        #expect(json?["status"] as? String == "pass")
        let sources = try #require(try repository.entry(named: "sources", in: first))
        let snapshot = try #require(try repository.entry(named: "A.swift", in: sources))
        #expect(String(decoding: try repository.blobData(snapshot), as: UTF8.self) == "struct A {}\n")
    }

    @Test func concurrentRecordingLosesNothing() async throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ProgressStore(root: root)
        try store.record(result("00-seed", .pass), sources: [], provenance: provenance)  // init once, up front
        let provenance = self.provenance
        await withThrowingTaskGroup(of: Void.self) { group in
            for exercise in ["01-a", "02-b"] {
                group.addTask {
                    for index in 0..<10 {
                        let status: CheckResult.Status = index % 2 == 0 ? .fail : .pass
                        let result = CheckResult(exercise: exercise, title: "T", status: status, stage: nil)
                        try store.record(result, sources: [], provenance: provenance)
                    }
                }
            }
        }
        let history = try store.history()
        #expect(history.count == 21)
        #expect(history.filter { $0.exercise == "01-a" }.count == 10)
        #expect(history.filter { $0.exercise == "02-b" }.count == 10)
        let repository = try #require(try GitRepository.open(containing: root.path))
        let tip = try #require(try repository.resolve(reference: ProgressStore.reference))
        let attempts = try #require(try repository.entry(named: "attempts", in: try repository.treeOf(commit: tip)))
        for exercise in ["00-seed", "01-a", "02-b"] { #expect(try repository.entry(named: exercise, in: attempts) != nil) }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func anExistingRepositorysHEADIndexAndBranchAreUntouched() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        func git(_ arguments: String...) throws -> String {
            let outcome = try ChildProcess.run(ChildProcessRequest(
                executable: "/usr/bin/git",
                arguments: ["-C", root.path, "-c", "user.name=Learner", "-c", "user.email=l@example.com"] + arguments,
                timeoutSeconds: 20))
            return outcome.stdoutText
        }
        _ = try git("init", "-q", "-b", "main")
        _ = try git("add", "-A")
        _ = try git("commit", "-q", "-m", "start")
        try Data("struct A { var edited = true }\n".utf8).write(to: root.appendingPathComponent("Exercises/01-a/A.swift"))
        let before = try git("rev-parse", "HEAD", "refs/heads/main") + git("status", "--porcelain") + git("symbolic-ref", "HEAD")
        let index = try Data(contentsOf: root.appendingPathComponent(".git/index"))

        try ProgressStore(root: root).record(
            result("01-a", .fail), sources: SourceSnapshot.read(root.appendingPathComponent("Exercises/01-a")).files, provenance: provenance)

        let after = try git("rev-parse", "HEAD", "refs/heads/main") + git("status", "--porcelain") + git("symbolic-ref", "HEAD")
        #expect(before == after)
        #expect(try Data(contentsOf: root.appendingPathComponent(".git/index")) == index)
        #expect(try git("log", "--format=%s", ProgressStore.reference) == "01-a: fail (test) 1 of 1 hidden tests failing\n")
        let message = try git("log", "-1", "--format=%B", ProgressStore.reference)
        #expect(message.contains("Hidden-Suite: \(provenance.hiddenSuiteHash)"))
        #expect(message.contains("Toolchain: Swift version 6.3.1"))
    }
}
