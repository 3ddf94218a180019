import Foundation
import Testing
@testable import WorkbookKit

@Suite struct FileWatcherTests {
    func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("01-a"), withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("01-a/A.swift"))
        return root
    }

    @Test func inotifySeesAWriteAndARenameIntoPlace() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = FileWatcher(root: root, forcePolling: false)
        #expect(watcher.method == .inotify)
        #expect(watcher.changes().isEmpty)

        try Data("struct A { var x = 1 }\n".utf8).write(to: root.appendingPathComponent("01-a/A.swift"))
        #expect(watcher.waitForChanges(timeout: 2, debounce: 0.02) == ["01-a/A.swift"])

        // The way many editors save: write a temporary file, then rename it over the original.
        let temporary = root.appendingPathComponent("01-a/.A.swift.tmp")
        try Data("struct A { var x = 2 }\n".utf8).write(to: temporary)
        #expect(rename(temporary.path, root.appendingPathComponent("01-a/A.swift").path) == 0)
        #expect(watcher.waitForChanges(timeout: 2, debounce: 0.02) == ["01-a/A.swift"])

        // A directory made later is watched too; non-Swift files (swap files, READMEs) do not count.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("02-b"), withIntermediateDirectories: true)
        _ = watcher.waitForChanges(timeout: 2, debounce: 0.02)
        try Data("x".utf8).write(to: root.appendingPathComponent("02-b/notes.txt"))
        #expect(watcher.waitForChanges(timeout: 0.2, debounce: 0.02).isEmpty)
        try Data("struct B {}\n".utf8).write(to: root.appendingPathComponent("02-b/B.swift"))
        #expect(watcher.waitForChanges(timeout: 2, debounce: 0.02) == ["02-b/B.swift"])
    }

    @Test func pollingSeesAChangeAndSaysWhyItPolls() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = FileWatcher(root: root, forcePolling: true, pollInterval: 0.02)
        #expect(watcher.method == .polling(reason: "WORKBOOK_POLL=1 is set"))
        #expect(watcher.descriptor == nil)
        #expect(watcher.waitForChanges(timeout: 0.1, debounce: 0.02).isEmpty)
        try Data("struct A { var changed = true }\n".utf8).write(to: root.appendingPathComponent("01-a/A.swift"))
        #expect(watcher.waitForChanges(timeout: 2, debounce: 0.05) == ["01-a/A.swift"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("01-a/A.swift"))
        #expect(watcher.waitForChanges(timeout: 2, debounce: 0.05) == ["01-a/A.swift"])
    }

    @Test func networkAndSharedMountsAreRecognisedFromMountInfo() {
        let mountInfo = """
            22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
            40 22 0:35 / /mnt/c rw,noatime - 9p drvfs rw,dirsync,aname=drvfs
            41 22 0:36 / /home/me/nfs\\040share rw - nfs4 server:/export rw
            """
        #expect(MountKind.filesystemType(of: "/", mountInfo: mountInfo) == "ext4")
        #expect(MountKind.networkOrShared(path: "/home/me/work", mountInfo: mountInfo) == nil)
        #expect(MountKind.networkOrShared(path: "/mnt/c/Users/me/workbook", mountInfo: mountInfo) == "9p (WSL2 drvfs or a VM share)")
        #expect(MountKind.networkOrShared(path: "/home/me/nfs share/Exercises", mountInfo: mountInfo) == "NFS")
        #expect(MountKind.networkOrShared(path: "/mnt/cdrom", mountInfo: mountInfo) == nil)
    }

    @Test func watchModeCapsHugeOutput() {
        let text = (1...100).map { "line \($0)" }.joined(separator: "\n")
        let capped = WatchSession.cap(text, lines: 60)
        #expect(capped.count == 60)  // the count's line is one of the 60
        #expect(capped[58] == "line 59")
        #expect(capped[59].hasPrefix("… 41 more lines"))
        #expect(WatchSession.cap("a\nb", lines: 60) == ["a", "b"])
    }
}
