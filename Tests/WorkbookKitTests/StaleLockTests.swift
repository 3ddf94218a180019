import Foundation
import Testing
@testable import WorkbookKit

/// A check killed while libgit2 held `refs/workbook/progress.lock` must not block every later attempt.
@Suite struct StaleLockTests {
    @Test func aLockLeftByADeadWriterIsRemovedAndTheAttemptIsRecorded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises/01-a"), withIntermediateDirectories: true)
        let source = root.appendingPathComponent("Exercises/01-a/A.swift")
        try Data("struct A {}\n".utf8).write(to: source)
        let store = ProgressStore(root: root)
        let provenance = AttemptProvenance(hiddenSuiteHash: "h", toolchain: "t")
        let result = CheckResult(exercise: "01-a", title: "T", status: .fail, stage: .test, tests: [TestOutcome(name: "t", status: .fail, message: "m")])
        try store.record(result, sources: SourceSnapshot.read(source.deletingLastPathComponent()).files, provenance: provenance)

        let lock = root.appendingPathComponent(".git/refs/workbook/progress.lock")
        try Data("0000000000000000000000000000000000000000\n".utf8).write(to: lock)
        try store.record(result, sources: SourceSnapshot.read(source.deletingLastPathComponent()).files, provenance: provenance)

        #expect(try store.history().count == 2)
        #expect(!FileManager.default.fileExists(atPath: lock.path))
    }
}
