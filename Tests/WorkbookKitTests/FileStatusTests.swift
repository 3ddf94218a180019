import Foundation
import Testing
@testable import WorkbookKit

@Suite struct FileStatusTests {
    /// The same size and modification time as FileManager gives, a link's own (not its target's), nil for nothing.
    @Test func agreesWithFileManagerWithoutFollowingALink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("file-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.txt")
        try Data("hello".utf8).write(to: file)
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
        let status = try #require(FileStatus(file.path))
        #expect(status.size == 5)
        #expect(abs(status.modified - 1_700_000_000.25) < 0.001)
        #expect(status.modificationDate == (try FileManager.default.attributesOfItem(atPath: file.path))[.modificationDate] as? Date)
        #expect(!status.isSymbolicLink)
        let link = directory.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        let linked = try #require(FileStatus(link.path))
        #expect(linked.isSymbolicLink)
        #expect(linked.inode != status.inode)
        #expect(FileStatus(directory.appendingPathComponent("missing").path) == nil)
    }
}
