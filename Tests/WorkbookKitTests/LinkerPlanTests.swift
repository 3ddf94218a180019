import Foundation
import Testing
@testable import WorkbookKit

@Suite struct LinkerPlanTests {
    @Test func readsTheOneLinkerJobOfClangDryRunOutput() {
        let output = """
            clang version 21.0.0
            Target: x86_64-unknown-linux-gnu
             "/usr/bin/ld.gold" "-shared" "-o" "/w/tmp/A/libM.so" "/w/tmp/A/M.o" "-lswiftCore"
            """
        #expect(LinkerPlan.linkerCommand(clangOutput: output) == ["/usr/bin/ld.gold", "-shared", "-o", "/w/tmp/A/libM.so", "/w/tmp/A/M.o", "-lswiftCore"])
        // Escapes, a relative linker or two jobs: not planned.
        #expect(LinkerPlan.linkerCommand(clangOutput: #" "/usr/bin/ld" "-o" "/a b\"c""#) == nil)
        #expect(LinkerPlan.linkerCommand(clangOutput: #" "/usr/bin/ld" "$HOME""#) == nil)
        #expect(LinkerPlan.linkerCommand(clangOutput: #" "ld" "-o" "x""#) == nil)
        #expect(LinkerPlan.linkerCommand(clangOutput: " \"/usr/bin/as\" \"x.s\"\n \"/usr/bin/ld\" \"x.o\"") == nil)
        #expect(LinkerPlan.linkerCommand(clangOutput: "clang: error: no input files") == nil)
    }

    /// A scratch folder with a stand-in `bin/clang` running `script`, its modification time set to ``stamp``.
    static func standInClang(_ script: String) throws -> (directory: URL, clang: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("linkplan-\(UUID().uuidString)")
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let clang = bin.appendingPathComponent("clang")
        try Data(script.utf8).write(to: clang)
        try FileManager.default.setAttributes([.posixPermissions: 0o755, .modificationDate: stamp], ofItemAtPath: clang.path)
        return (directory, clang)
    }

    /// Whole seconds, so it can be set again exactly: the plan's key does not change when the stand-in is rewritten.
    static let stamp = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func replaysTheStoredCommandForAnotherOutputDirectory() throws {
        // A stand-in clang whose dry run prints a linker job naming its -o argument.
        let (directory, clang) = try Self.standInClang(
            "#!/bin/sh\nwhile [ \"$1\" != -o ]; do shift; done\necho ' \"/usr/bin/ld.gold\" \"-o\" \"'\"$2\"'\" \"-lswiftCore\"' >&2\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stamp = Self.stamp
        let plans = directory.appendingPathComponent("plans")
        let first = directory.appendingPathComponent("tmp/first").path
        let second = directory.appendingPathComponent("tmp/second").path
        func job(_ output: String) -> [String] { [clang.path, "-shared", "\(output)/M.o", "-o", "\(output)/libM.so"] }

        let learned = try #require(LinkerPlan.load(clangJob: job(first), outputDirectory: first, cacheDirectory: plans))
        #expect(learned.command == ["/usr/bin/ld.gold", "-o", "\(first)/libM.so", "-lswiftCore"])
        // The stand-in now fails (same modification time, so the same key): the second job's command can only come
        // from the stored plan.
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: clang)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: clang.path)
        let replayed = LinkerPlan.load(clangJob: job(second), outputDirectory: second, cacheDirectory: plans)
        #expect(replayed?.command == ["/usr/bin/ld.gold", "-o", "\(second)/libM.so", "-lswiftCore"])
        // Other arguments: another key, and the (now failing) dry run gives no plan.
        #expect(LinkerPlan.load(clangJob: job(second) + ["-lFoo"], outputDirectory: second, cacheDirectory: plans) == nil)
        // A discarded plan is learned again.
        replayed?.discard()
        #expect(LinkerPlan.load(clangJob: job(second), outputDirectory: second, cacheDirectory: plans) == nil)
    }

    /// A runner links against the module's directory, a fresh staging directory too: one plan for every build.
    @Test func otherDirectoriesThatChangeEveryBuildShareThePlan() throws {
        // Prints a linker job with the argument after -L and the output.
        let (directory, clang) = try Self.standInClang(
            "#!/bin/sh\nwhile [ \"$1\" != -L ]; do shift; done\necho ' \"/usr/bin/ld.lld\" \"-L\" \"'\"$2\"'\" \"-o\" \"'\"$4\"'\"' >&2\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stamp = Self.stamp
        let plans = directory.appendingPathComponent("plans")
        func job(_ output: String, _ module: String) -> [String] { [clang.path, "-L", module, "-o", "\(output)/runner"] }
        let interface = DriverPlan.Placeholder.interface
        let learned = try #require(LinkerPlan.load(
            clangJob: job("/w/tmp/o1", "/w/tmp/m1"), outputDirectory: "/w/tmp/o1", directories: [(interface, "/w/tmp/m1")], cacheDirectory: plans))
        #expect(learned.command == ["/usr/bin/ld.lld", "-L", "/w/tmp/m1", "-o", "/w/tmp/o1/runner"])
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: clang)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: clang.path)
        let replayed = LinkerPlan.load(
            clangJob: job("/w/tmp/o2", "/w/tmp/m2"), outputDirectory: "/w/tmp/o2", directories: [(interface, "/w/tmp/m2")], cacheDirectory: plans)
        #expect(replayed?.command == ["/usr/bin/ld.lld", "-L", "/w/tmp/m2", "-o", "/w/tmp/o2/runner"])
    }
}
