import Foundation
import Testing
@testable import WorkbookKit

/// Issue 12: files the grader leaves out are named in the result, never replaced by a puzzling compiler error.
@Suite struct SourceSnapshotTests {
    @Test func filesLeftOutAreNamedWithWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct A {}\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        try Data(repeating: 0x2f, count: SourceSnapshot.maxFileBytes + 1).write(to: folder.appendingPathComponent("Big.swift"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes-big.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Link.swift").path, withDestinationPath: "/etc/hostname")
        // A name that is not UTF-8: 0xFF never appears in UTF-8.
        let badName = folder.path + "/Bad\u{FFFD}.swift"
        let rawPath = Array(folder.path.utf8) + Array("/Bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = rawPath.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)

        let snapshot = SourceSnapshot.read(folder)
        #expect(snapshot.files.map(\.name) == ["A.swift", "notes-big.txt"])
        #expect(snapshot.skipped.map(\.name) == [URL(fileURLWithPath: badName).lastPathComponent, "Big.swift", "Link.swift"])
        #expect(snapshot.skippedSentence(in: "Exercises/01-x") == "Not compiled: Exercises/01-x/Bad\u{FFFD}.swift (its name is not UTF-8); "
            + "Exercises/01-x/Big.swift (it is 1.0 MiB, over the 1 MiB limit of an exercise file); Exercises/01-x/Link.swift (it is a symbolic link).")
        #expect(SourceSnapshot(files: []).skippedSentence(in: "Exercises/01-x") == nil)
    }
}
