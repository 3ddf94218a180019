import Foundation

/// A private `$TMPDIR` for the compiler processes of one build, removed when the build ends.
///
/// The Swift driver makes a `TemporaryDirectory.XXXXXX` in `$TMPDIR` for every invocation (a compile, a link,
/// `-###`, `-print-target-info`) and leaves it there, empty; one per check would pile up in the user's temp folder.
/// Under `.build/workbook/tmp/`, where ``ExerciseBuilder`` also sweeps what a killed check left behind.
struct CompilerScratch: Sendable {
    /// `.build/workbook/tmp/<UUID>-tmp`.
    let directory: URL

    /// Creates a fresh scratch under `workDirectory/tmp/`.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when it cannot be created (a full disk is named as such).
    static func make(in workDirectory: URL) throws(WorkbookError) -> CompilerScratch {
        let directory = workDirectory.appendingPathComponent("tmp/\(UUID().uuidString)-tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DiskSpace.setupError(error, creating: directory)
        }
        return CompilerScratch(directory: directory)
    }

    /// The grader's environment with `TMPDIR` pointing here.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory.path
        return environment
    }

    /// Removes the scratch and everything the compilers left in it.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
