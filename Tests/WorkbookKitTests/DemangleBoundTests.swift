import Foundation
import Testing
@testable import WorkbookKit

/// Break-it pass 42 of issue 30: names are demangled in the grader's process only once the toolchain's
/// `swift-demangle`, in a limited process, has shown they fit (``DemangleBound``).
@Suite struct DemangleBoundTests {
    /// A function taking a pair type doubled `levels` times, compiled; its Swift symbols.
    func symbols(levels: Int) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demangle-bound-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var source = "struct Pair<A, B> {}\ntypealias Level0 = Int\n"
        for level in 1...levels { source += "typealias Level\(level) = Pair<Level\(level - 1), Level\(level - 1)>\n" }
        source += "func deep(_ x: Level\(levels).Type) -> Int { 0 }\n"
        let file = root.appendingPathComponent("Deep.swift")
        try Data(source.utf8).write(to: file)
        let object = root.appendingPathComponent("Deep.o")
        let compiled = try ChildProcess.run(ChildProcessRequest(
            executable: try Toolchain.locate().swiftc,
            arguments: ["-parse-as-library", "-module-name", "Deep", "-c", "-o", object.path, file.path], timeoutSeconds: 300))
        guard compiled.termination == .exited(0) else { throw WorkbookError.setup("compile: \(compiled.stderrText)") }
        return try ModulePolicy.swiftSymbolNames(inObject: object, exercise: "01-attack")
    }

    @Test func ordinaryNamesPassAndADoublingTypeIsRefused() throws {
        let tool = try Toolchain.locate().demangler
        let shallow = try symbols(levels: 4)
        #expect(shallow.contains { Demangler.demangle($0).contains("Deep.deep(Deep.Pair<Deep.Pair<") })
        #expect(try DemangleBound.violation(in: shallow, tool: tool) == nil)
        // Many ordinary names go in several batches, all within the bound.
        #expect(try DemangleBound.violation(in: Array(repeating: shallow, count: 2_000).flatMap { $0 }, tool: tool) == nil)

        let deep = try symbols(levels: 22)
        #expect(deep.allSatisfy { $0.utf8.count < 400 })
        let violation = try #require(try DemangleBound.violation(in: deep, tool: tool))
        #expect(violation.reason == DemangleBound.reason)
    }

    @Test func aDemanglerThatCannotRunIsASetupError() {
        #expect(throws: WorkbookError.self) { try DemangleBound.violation(in: ["$sSiD"], tool: "/nonexistent/swift-demangle") }
    }
}
