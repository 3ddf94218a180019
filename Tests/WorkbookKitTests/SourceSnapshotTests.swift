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

    /// Break-it pass 43 of issue 30: a folder of 1,500 one-megabyte notes held 4.6 GB in the grader. At most
    /// ``SourceSnapshot/maxFiles`` files and ``SourceSnapshot/maxFolderBytes`` are read, Swift files first; a Swift file
    /// left out is named.
    @Test func aFolderIsReadUpToItsLimitsSwiftFilesFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<(SourceSnapshot.maxFiles + 10) {
            try Data("note".utf8).write(to: folder.appendingPathComponent(String(format: "a-note-%03d.txt", index)))
        }
        try Data("struct Z {}\n".utf8).write(to: folder.appendingPathComponent("Z.swift"))
        let snapshot = SourceSnapshot.read(folder)
        #expect(snapshot.files.count == SourceSnapshot.maxFiles)
        #expect(snapshot.swiftFiles.map(\.name) == ["Z.swift"])
        #expect(snapshot.files.map(\.name) == snapshot.files.map(\.name).sorted())

        let big = Data(repeating: 0x2f, count: SourceSnapshot.maxFileBytes)
        for index in 0..<(SourceSnapshot.maxFolderBytes / SourceSnapshot.maxFileBytes + 1) {
            try big.write(to: folder.appendingPathComponent("Big\(index).swift"))
        }
        let full = SourceSnapshot.read(folder)
        #expect(full.files.reduce(0) { $0 + $1.contents.count } <= SourceSnapshot.maxFolderBytes)
        #expect(full.skipped.contains { $0.reason == "the folder holds more than the 64 files or 8 MiB a check reads" })
    }

    static let exercise = Exercise(id: "01-x", title: "X", category: .stateReset)

    /// A workbook in a scratch folder whose exercise 01-x holds only what `make` writes into its folder.
    func workbook(_ make: (URL) throws -> Void) throws -> Workbook {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("only-file-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Exercises/01-x")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try make(folder)
        return Workbook(contentRoot: root, packageRoot: root, catalogue: Catalogue(exercises: [Self.exercise]))
    }

    /// Issue 30: a check whose only file is left out names it and why, as it does when another file remains. Both get
    /// past the check for a folder with no `.swift` name (a name that is not UTF-8 is listed as U+FFFD) to the build's.
    @Test(arguments: [
        ("Big.swift", "it is 1.0 MiB, over the 1 MiB limit of an exercise file"),
        ("Bad\u{FFFD}.swift", "its name is not UTF-8"),
    ])
    func aFolderWhoseOnlyFileIsLeftOutSaysWhichAndWhy(name: String, reason: String) throws {
        let workbook = try workbook { folder in
            guard name == "Big.swift" else {
                let path = Array(folder.path.utf8) + Array("/Bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
                let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
                #expect(descriptor >= 0)
                close(descriptor)
                return
            }
            try Data(repeating: 0x2f, count: SourceSnapshot.maxFileBytes + 1).write(to: folder.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: workbook.contentRoot) }
        try CheckPipeline.requireSources(Self.exercise, in: workbook)
        let builder = ExerciseBuilder(
            workbook: workbook, toolchain: try Toolchain.locate(), core: CoreProducts(binDirectory: workbook.contentRoot.appendingPathComponent(".build/debug")))
        let expected = "No .swift file of Exercises/01-x/ can be compiled. Not compiled: Exercises/01-x/\(name) (\(reason)). `workbook reset 01` puts back the shipped version."
        #expect(throws: WorkbookError.refused(expected)) { _ = try builder.build(Self.exercise) }
    }

    @Test func aNearlyFullDiskIsNamedWhenNothingCanBeCompiled() {
        let folder = URL(fileURLWithPath: "/nonexistent")
        let skipped = SourceSnapshot(files: [], skipped: [.init(name: "A.swift", reason: "it could not be read: Input/output error")])
        #expect(skipped.nothingToCompile(Self.exercise, in: folder, availableBytes: 3 << 20) == .refused(
            "No .swift file of Exercises/01-x/ can be compiled. Not compiled: Exercises/01-x/A.swift (it could not be read: Input/output error). "
                + "The disk holding Exercises/01-x/ is nearly full (3.0 MiB free), so saving may have failed: free some space, then save your files again. "
                + "`workbook reset 01` puts back the shipped version."))
        #expect(SourceSnapshot(files: []).nothingToCompile(Self.exercise, in: folder, availableBytes: 0)?.description
            == "The disk holding Exercises/01-x/ is nearly full (0.0 MiB free), so saving may have failed: free some space, then save your files again. `workbook reset 01` puts back the shipped version.")
        // Nothing left out and room to spare: the folder simply has no file, as before.
        #expect(SourceSnapshot(files: []).nothingToCompile(Self.exercise, in: folder, availableBytes: 1 << 40) == nil)
    }
}
