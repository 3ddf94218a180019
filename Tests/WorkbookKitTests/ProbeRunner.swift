import Foundation
@testable import WorkbookKit

/// A stand-in hidden-suite runner for tests: a Swift Testing source of the test's own (its tests, no `@main`) compiled
/// with the grader's own entry point (``ExerciseBuilder/runnerMainSource``), so it reports through the authenticated
/// record channel exactly as every runner the grader links does.
enum ProbeRunner {
    /// Builds `source` as module `module` into `directory/runner`, with `extra` more executables built beside it from
    /// their sources (name → source, each a plain program).
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` with the compiler's output when one does not compile.
    static func build(_ source: String, module: String, in directory: URL, extra: [String: String] = [:]) throws(WorkbookError) -> URL {
        let toolchain = try Toolchain.locate()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let probe = directory.appendingPathComponent("Runner.swift"), main = directory.appendingPathComponent("RunnerMain.swift")
        let executable = directory.appendingPathComponent("runner")
        try? source.write(to: probe, atomically: true, encoding: .utf8)
        try? ExerciseBuilder.runnerMainSource.write(to: main, atomically: true, encoding: .utf8)
        var jobs = [(["-parse-as-library", "-module-name", module, "-Onone", probe.path, main.path, "-o", executable.path, "-lTesting", "-lcrypto"], "runner")]
        for (name, text) in extra.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent("\(name).swift")
            try? text.write(to: file, atomically: true, encoding: .utf8)
            jobs.append((["-module-name", "Extra", "-Onone", file.path, "-o", directory.appendingPathComponent(name).path], name))
        }
        for (arguments, name) in jobs {
            let outcome = try ChildProcess.run(ChildProcessRequest(executable: toolchain.swiftc, arguments: arguments, timeoutSeconds: 300))
            guard outcome.termination == .exited(0) else { throw .setup("swiftc failed for \(name): \(outcome.stderrText)") }
        }
        return executable
    }
}
