import Foundation

/// Reports long-running work to the user (the CLI shows a spinner on a TTY). Called on the working thread.
public protocol ActivityReporter: Sendable {
    /// Work described by `message` begins (e.g. "Building the view-simulation core (first run only)…").
    func begin(_ message: String)
    /// The work begun last has ended.
    func end()
}

/// Reports nothing.
public struct SilentReporter: ActivityReporter {
    public init() {}
    public func begin(_ message: String) {}
    public func end() {}
}

/// Where the prebuilt view-simulation core lives: `libViewSimTesting.so` and the `Combine`, `ViewSim` and `ViewSimTesting` modules.
///
/// SwiftPM links the `ViewSim` target's code into `libViewSimTesting.so` as well as into `libViewSim.so`. Loading both
/// would give a process two copies of every ViewSim type and global, so exercises and runners link against
/// `libViewSimTesting.so` alone, which exports all of ViewSim; `libViewSim.so` is never loaded by a check.
public struct CoreProducts: Sendable {
    /// SwiftPM's bin directory, e.g. `<package>/.build/debug`.
    public var binDirectory: URL
    /// `<bin>/Modules`, holding `ViewSim.swiftmodule` and `ViewSimTesting.swiftmodule`.
    public var modulesDirectory: URL { binDirectory.appendingPathComponent("Modules") }
    /// The files whose presence and age decide whether the core must be rebuilt.
    public var artefacts: [URL] {
        [binDirectory.appendingPathComponent("libViewSimTesting.so"),
         modulesDirectory.appendingPathComponent("Combine.swiftmodule"), modulesDirectory.appendingPathComponent("ViewSim.swiftmodule"),
         modulesDirectory.appendingPathComponent("ViewSimTesting.swiftmodule")]
    }

    /// A short fingerprint of the built core (paths, sizes and modification times of its artefacts), folded into
    /// build-cache keys so exercises rebuild after the core changes.
    public var fingerprint: String {
        var hasher = ContentHash()
        for artefact in artefacts {
            let status = FileStatus(artefact.path)
            hasher.update("\(artefact.path)|\(status?.size ?? 0)|\(status?.modified ?? 0)\n")
        }
        return hasher.hexDigest()
    }
}

/// Makes sure the view-simulation core is built before an exercise is compiled against it.
///
/// A no-op `swift build` costs seconds, so freshness is decided by modification times: the core is rebuilt
/// (`swift build --product ViewSimTesting` in the package root) only when an artefact is missing or older than
/// `Package.swift` or any file under `Sources/Combine`, `Sources/ViewSim` or `Sources/ViewSimTesting`.
public struct CoreBuilder: Sendable {
    public var packageRoot: URL
    public var toolchain: Toolchain

    public init(packageRoot: URL, toolchain: Toolchain) { self.packageRoot = packageRoot; self.toolchain = toolchain }

    /// The bin directory SwiftPM uses by default for debug builds.
    public var defaultProducts: CoreProducts { CoreProducts(binDirectory: packageRoot.appendingPathComponent(".build/debug")) }

    /// Whether the core's artefacts exist and are newer than its sources.
    public func isFresh(_ products: CoreProducts) -> Bool {
        var oldestArtefact = Date.distantFuture
        for artefact in products.artefacts {
            guard let date = modificationDate(artefact) else { return false }
            oldestArtefact = min(oldestArtefact, date)
        }
        return newestSource() <= oldestArtefact
    }

    /// Returns the core's products, building them first if they are missing or stale.
    ///
    /// - Throws: ``WorkbookError/coreBuildFailed(output:)`` with SwiftPM's output, or ``WorkbookError/setup(_:)``.
    public func ensureBuilt(reporter: any ActivityReporter = SilentReporter()) throws(WorkbookError) -> CoreProducts {
        let products = defaultProducts
        if isFresh(products) { return products }
        reporter.begin("Building the view-simulation core (first run only)…")
        defer { reporter.end() }
        // SwiftPM and the compilers it runs leave `TemporaryDirectory.*` folders in TMPDIR: give them one of our own.
        let scratch = try CompilerScratch.make(in: packageRoot.appendingPathComponent(".build/workbook"))
        defer { scratch.remove() }
        let request = ChildProcessRequest(
            executable: toolchain.swift, arguments: ["build", "--product", "ViewSimTesting"], environment: scratch.environment,
            workingDirectory: packageRoot.path, timeoutSeconds: 1800, outputLimitBytes: 4 * 1024 * 1024)
        let outcome = try ChildProcess.run(request)
        guard outcome.termination == .exited(0) else {
            if DiskSpace.ranOut(outcome.stdoutText + outcome.stderrText) { throw DiskSpace.full(at: packageRoot.appendingPathComponent(".build")) }
            throw .coreBuildFailed(output: outcome.stdoutText + outcome.stderrText)
        }
        // A build with nothing to do leaves old timestamps behind; mark the artefacts current so the next check skips it.
        if !isFresh(products), products.artefacts.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) {
            for artefact in products.artefacts {
                try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: artefact.path)
            }
        }
        if isFresh(products) { return products }
        // SwiftPM may use another bin directory (e.g. a configured triple); ask it only in that rare case.
        let showPath = ChildProcessRequest(
            executable: toolchain.swift, arguments: ["build", "--show-bin-path"], environment: scratch.environment,
            workingDirectory: packageRoot.path, timeoutSeconds: 120)
        let shown = try ChildProcess.run(showPath).stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        let alternative = CoreProducts(binDirectory: URL(fileURLWithPath: shown))
        guard products.artefacts.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) })
            || alternative.artefacts.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            throw .setup("`swift build --product ViewSimTesting` succeeded but libViewSimTesting.so was not found in \(shown).")
        }
        return alternative.artefacts.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) ? alternative : products
    }

    private func newestSource() -> Date {
        var newest = modificationDate(packageRoot.appendingPathComponent("Package.swift")) ?? .distantPast
        for directory in ["Sources/Combine", "Sources/ViewSim", "Sources/ViewSimTesting"] {
            let root = packageRoot.appendingPathComponent(directory)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey]) else { continue }
            for case let url as URL in enumerator {
                if let date = modificationDate(url) { newest = max(newest, date) }
            }
        }
        return newest
    }

    private func modificationDate(_ url: URL) -> Date? {
        FileStatus(url.path)?.modificationDate
    }
}
