import Foundation
@testable import WorkbookKit

/// A one-file stand-in for the core, built with `swiftc` into a workbook's `.build/debug`, so a test workbook does not
/// depend on the real core's build: the module `ViewSim` compiled from `root/core/ViewSimTesting.swift`, and a module
/// `ViewSimTesting` that re-exports it, as the real one builds on ViewSim, and an empty `Combine`. Exercises import `ViewSim` (an exercise may
/// never import ViewSimTesting); hidden suites import `ViewSimTesting`.
enum StandInCore {
    /// Builds it; the toolchain and where the products are.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` with the compiler's output when it does not compile.
    static func build(in root: URL) throws -> (toolchain: Toolchain, core: CoreProducts) {
        let toolchain = try Toolchain.locate()
        let core = CoreProducts(binDirectory: root.appendingPathComponent(".build/debug"))
        try FileManager.default.createDirectory(at: core.modulesDirectory, withIntermediateDirectories: true)
        let reexport = root.appendingPathComponent("core/ViewSimTestingExports.swift")
        try Data("@_exported import ViewSim\n".utf8).write(to: reexport)
        // The real core has a Combine module beside ViewSim; the stand-in's is empty.
        let combine = root.appendingPathComponent("core/Combine.swift")
        try Data("public enum CombineStandIn {}\n".utf8).write(to: combine)
        for (module, source, links) in [
            ("Combine", combine, [String]()),
            ("ViewSim", root.appendingPathComponent("core/ViewSimTesting.swift"), [String]()),
            ("ViewSimTesting", reexport, ["-L", core.binDirectory.path, "-lViewSim", "-I", core.modulesDirectory.path]),
        ] {
            let built = try ChildProcess.run(ChildProcessRequest(
                executable: toolchain.swiftc,
                arguments: ["-emit-library", "-emit-module", "-module-name", module, "-module-link-name", module, "-parse-as-library", source.path,
                            "-o", core.binDirectory.appendingPathComponent("lib\(module).so").path,
                            "-emit-module-path", core.modulesDirectory.appendingPathComponent("\(module).swiftmodule").path] + links,
                timeoutSeconds: 300))
            guard built.termination == .exited(0) else { throw WorkbookError.setup("stand-in core (\(module)): \(built.stderrText)") }
        }
        return (toolchain, core)
    }
}
