import Foundation
@testable import WorkbookKit

/// A one-file stand-in for the core, built with `swiftc` into a workbook's `.build/debug`, so a test workbook does not
/// depend on the real core's build: the module `ViewSimTesting` compiled from `root/core/ViewSimTesting.swift`.
enum StandInCore {
    /// Builds it; the toolchain and where the products are.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` with the compiler's output when it does not compile.
    static func build(in root: URL) throws -> (toolchain: Toolchain, core: CoreProducts) {
        let toolchain = try Toolchain.locate()
        let core = CoreProducts(binDirectory: root.appendingPathComponent(".build/debug"))
        try FileManager.default.createDirectory(at: core.modulesDirectory, withIntermediateDirectories: true)
        let built = try ChildProcess.run(ChildProcessRequest(
            executable: toolchain.swiftc,
            arguments: ["-emit-library", "-emit-module", "-module-name", "ViewSimTesting", "-parse-as-library",
                        root.appendingPathComponent("core/ViewSimTesting.swift").path,
                        "-o", core.binDirectory.appendingPathComponent("libViewSimTesting.so").path,
                        "-emit-module-path", core.modulesDirectory.appendingPathComponent("ViewSimTesting.swiftmodule").path],
            timeoutSeconds: 300))
        guard built.termination == .exited(0) else { throw WorkbookError.setup("stand-in core: \(built.stderrText)") }
        return (toolchain, core)
    }
}
