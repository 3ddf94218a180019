import Foundation

/// A workbook on disk: the directory holding `grader.yml`, its catalogue, and where each exercise's files live.
///
/// `contentRoot` holds `grader.yml`, `Exercises/`, `Solutions/` and `Tests/Hidden/`; `packageRoot` holds
/// `Package.swift` and the prebuilt view-simulation core under `.build/`. They are the same directory except in
/// `workbook verify`, which checks a scratch copy of the content against the real package's core.
public struct Workbook: Sendable {
    public var contentRoot: URL
    public var packageRoot: URL
    public var catalogue: Catalogue

    public init(contentRoot: URL, packageRoot: URL, catalogue: Catalogue) {
        self.contentRoot = contentRoot.standardizedFileURL
        self.packageRoot = packageRoot.standardizedFileURL
        self.catalogue = catalogue
    }

    /// Opens the workbook at `root`, or — when nil — the nearest directory containing `grader.yml`, walking up from
    /// the current directory.
    ///
    /// - Throws: ``WorkbookError/notAWorkbook(searchedFrom:)`` or ``WorkbookError/catalogue(_:)``.
    public static func open(root: String? = nil) throws(WorkbookError) -> Workbook {
        let start = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        var directory = start
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("grader.yml").path) { break }
            let parent = directory.deletingLastPathComponent()
            if root != nil || parent.path == directory.path { throw .notAWorkbook(searchedFrom: start.path) }
            directory = parent
        }
        do {
            let catalogue = try Catalogue.load(from: directory.appendingPathComponent("grader.yml"))
            return Workbook(contentRoot: directory, packageRoot: directory, catalogue: catalogue)
        } catch {
            throw .catalogue(error)
        }
    }

    /// `Exercises/<id>/` — the learner's module.
    public func exerciseDirectory(_ exercise: Exercise) -> URL { contentRoot.appendingPathComponent("Exercises/\(exercise.id)") }
    /// `Solutions/<id>/` — the reference fix.
    public func solutionDirectory(_ exercise: Exercise) -> URL { contentRoot.appendingPathComponent("Solutions/\(exercise.id)") }
    /// `Tests/Hidden/<id>/` — the hidden suite.
    public func hiddenSuiteDirectory(_ exercise: Exercise) -> URL { contentRoot.appendingPathComponent("Tests/Hidden/\(exercise.id)") }
    /// `.build/workbook/` under the package root: build cache and run scratch space (gitignored with `.build/`).
    public var workDirectory: URL { packageRoot.appendingPathComponent(".build/workbook") }

    /// The `.swift` files directly in a directory, sorted by name; empty if the directory is missing.
    public static func swiftFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// A path relative to the content root when it lies inside it (`Exercises/01-…/Counter.swift`), else unchanged.
    public func relativePath(_ path: String) -> String {
        for root in [contentRoot.path, contentRoot.resolvingSymlinksInPath().path] {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return path
    }
}
