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

    /// Absolute path of the toolchain's `swift-demangle`: beside `swiftc` (links resolved), else beside `swift` (a
    /// `SWIFT_EXEC` wrapper has none beside it), else the first on `PATH`; the first of these when none exists.
    public var demangler: String {
        let beside = [swiftc, swift].map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-demangle").path
        }
        let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift-demangle" }
        return (beside + onPath).first(where: FileManager.default.isExecutableFile(atPath:)) ?? beside[0]
    }

    /// The compiler's version line (e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`), or `unknown`.
    public func version(cacheDirectory: URL) -> String {
        targetInfo(cacheDirectory: cacheDirectory)?.compilerVersion ?? "unknown"
    }

    /// The folders holding the toolchain's `bin` and `lib` (`/opt/swift/usr` for `/opt/swift/usr/bin/swiftc`), of
    /// `swiftc` and of `swift`, symbolic links resolved: what a sandboxed compiler job must see.
    var installDirectories: [String] { [swiftc, swift].map(Self.installDirectory(of:)) }

    /// The folder holding `program`'s `bin` folder (symbolic links resolved), or its own folder when that is not `bin`.
    static func installDirectory(of program: String) -> String {
        let bin = URL(fileURLWithPath: program).resolvingSymlinksInPath().deletingLastPathComponent()
        return bin.lastPathComponent == "bin" ? bin.deletingLastPathComponent().path : bin.path
    }

    /// The `clang` the Swift driver links with (the one in the toolchain's `bin`), if it is there.
    var clang: String? { tool("clang") }

    /// `swift-symbolgraph-extract` in the toolchain's `bin`, if it is there (``SuiteReach`` reads what it writes).
    var symbolGraphExtract: String? { tool("swift-symbolgraph-extract") }

    /// The toolchain's `lib/libIndexStore.so`, which reads what `-index-store-path` writes (``IndexStore``), if it is
    /// there: beside `swiftc`, or beside `swift` when `swiftc` is a wrapper of its own (`$SWIFT_EXEC`).
    var indexStoreLibrary: String? {
        installDirectories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("lib/libIndexStore.so").path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether the toolchain's `bin` has `ld.lld`, the linker `-use-ld=lld` asks for.
    var hasLLD: Bool { tool("ld.lld") != nil }

    /// `name` in the toolchain's `bin` (beside `swiftc`, links resolved), if it is an executable there.
    private func tool(_ name: String) -> String? {
        let path = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The compiler's modification time (links resolved), in seconds since 1970, 0 when unknown: with its path, what
    /// the caches built from its answers are keyed by.
    var compilerStamp: Double { FileStatus.ofProgram(swiftc)?.modified ?? 0 }

    /// What `swiftc -print-target-info` says, cached in `cacheDirectory` keyed by the compiler's path and modification
    /// time, so checks do not pay for it every time. Nil if the compiler cannot say. The driver runs with a scratch
    /// `TMPDIR` of its own under `cacheDirectory` (``CompilerScratch``), removed after it: it leaves a
    /// `TemporaryDirectory.*` folder behind in the temp folder it is given.
    func targetInfo(cacheDirectory: URL) -> TargetInfo? {
        let stamp = compilerStamp
        let key = ContentHash.hex("target-info-v1|\(swiftc)|\(stamp)").prefix(16)
        let cache = cacheDirectory.appendingPathComponent("toolchain-\(key).json")
        if let data = FileManager.default.contents(atPath: cache.path), let info = TargetInfo(json: data) { return info }
        guard let scratch = try? CompilerScratch.make(in: cacheDirectory) else { return nil }
        defer { scratch.remove() }
        let request = ChildProcessRequest(executable: swiftc, arguments: ["-print-target-info"], environment: scratch.environment, timeoutSeconds: 30)
        guard let outcome = try? ChildProcess.run(request), outcome.termination == .exited(0),
              let info = TargetInfo(json: Data(outcome.stdoutText.utf8)) else { return nil }
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? Data(outcome.stdoutText.utf8).write(to: cache, options: .atomic)
        return info
    }
}
