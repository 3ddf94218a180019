import Foundation

/// The Swift toolchain the grader compiles with: `swift` and `swiftc` from `PATH` (or `$SWIFT_EXEC` for `swiftc`).
public struct Toolchain: Sendable {
    /// Absolute path of `swiftc`.
    public var swiftc: String
    /// Absolute path of `swift` (SwiftPM's driver).
    public var swift: String

    /// Finds the toolchain on `PATH`.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` naming what is missing.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(WorkbookError) -> Toolchain {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        func find(_ name: String) -> String? {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            return nil
        }
        guard let swiftc = environment["SWIFT_EXEC"].flatMap({ FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }) ?? find("swiftc") else {
            throw .setup("No Swift compiler found: install Swift 6 and put its bin directory on PATH (swiftc is missing).")
        }
        let swift = find("swift") ?? URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        return Toolchain(swiftc: swiftc, swift: swift)
    }

    /// The first line of `swiftc --version` (e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`), cached in
    /// `cacheDirectory` keyed by the compiler's path and modification time, so checks do not pay for it every time.
    public func version(cacheDirectory: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path)
        let stamp = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = ContentHash.hex("\(swiftc)|\(stamp)").prefix(16)
        let cache = cacheDirectory.appendingPathComponent("toolchain-\(key).txt")
        if let cached = try? String(contentsOf: cache, encoding: .utf8), !cached.isEmpty { return cached }
        let request = ChildProcessRequest(executable: swiftc, arguments: ["--version"], timeoutSeconds: 30)
        guard let outcome = try? ChildProcess.run(request) else { return "unknown" }
        let line = (outcome.stdoutText + outcome.stderrText).split(separator: "\n").first { $0.contains("version") }.map(String.init) ?? "unknown"
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? line.write(to: cache, atomically: true, encoding: .utf8)
        return line
    }
}
