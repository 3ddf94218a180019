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
    /// the current directory, and checks that every exercise of the catalogue has its folder (``checkFolders()``).
    ///
    /// - Throws: ``WorkbookError/notAWorkbook(searchedFrom:)``, ``WorkbookError/noCatalogue(givenRoot:)`` or
    ///   ``WorkbookError/catalogue(_:)``.
    public static func open(root: String? = nil) throws(WorkbookError) -> Workbook {
        let start = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        var directory = start
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("grader.yml").path) { break }
            if let root { throw .noCatalogue(givenRoot: root) }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { throw .notAWorkbook(searchedFrom: start.path) }
            directory = parent
        }
        do {
            let catalogue = try Catalogue.load(from: directory.appendingPathComponent("grader.yml"))
            let workbook = Workbook(contentRoot: directory, packageRoot: directory, catalogue: catalogue)
            try workbook.checkFolders()
            return workbook
        } catch {
            throw .catalogue(error)
        }
    }

    /// Checks that every exercise of the catalogue has its `Exercises/<id>/` folder, so an id that does not match its
    /// folder (a typo, a renamed folder) is reported at the id's line and column as soon as the workbook opens.
    ///
    /// An exercise whose folder is gone but whose hidden suite (`Tests/Hidden/<id>/`) is there is not an error here:
    /// the learner deleted it, and `workbook reset` (which must still open the workbook) puts it back.
    ///
    /// - Throws: ``CatalogueError`` for the first exercise without a folder.
    public func checkFolders() throws(CatalogueError) {
        let fileManager = FileManager.default
        func isDirectory(_ url: URL) -> Bool {
            var directory: ObjCBool = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
        }
        for exercise in catalogue.exercises where !isDirectory(exerciseDirectory(exercise)) {
            if isDirectory(hiddenSuiteDirectory(exercise)) { continue }
            let folders = ((try? fileManager.contentsOfDirectory(atPath: contentRoot.appendingPathComponent("Exercises").path)) ?? [])
                .filter { name in !name.hasPrefix(".") && !catalogue.exercises.contains { $0.id == name } }
            var message = "no folder Exercises/\(exercise.id)/ for this exercise"
            if let nearest = folders.min(by: { editDistance($0, exercise.id) < editDistance($1, exercise.id) }),
               editDistance(nearest, exercise.id) <= max(3, exercise.id.count / 3) {
                message += "; did you mean Exercises/\(nearest)/?"
            }
            throw CatalogueError(
                file: catalogue.file, position: catalogue.idPositions[exercise.id] ?? SourcePosition(line: 1, column: 1), message: message)
        }
    }

    /// Refuses an exercise whose folder, or any file or folder in it, is a symbolic link: a folder linked to
    /// `Solutions/<id>/` would pass with the reference fix, and a link out of the workbook would have the grader read
    /// (and `verify` write) files elsewhere. `Exercises/` itself must be a real folder too. Hidden entries (an
    /// editor's `.#lock` links) are not looked at; nothing is followed, nothing is written.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` naming the first link found and where it points.
    public func refuseSymbolicLinks(in exercise: Exercise) throws(WorkbookError) {
        let reset = "`workbook reset \(exercise.shortID)` replaces it with the shipped files (the link itself, never what it points to)"
        let exercises = contentRoot.appendingPathComponent("Exercises")
        if let target = Self.symbolicLinkTarget(exercises) {
            throw .refused("Exercises/ is a symbolic link (to \(target)); the exercises must be real folders in the workbook, so none is checked. Replace the link with the workbook's own Exercises/ folder.")
        }
        let directory = exerciseDirectory(exercise)
        if let target = Self.symbolicLinkTarget(directory) {
            throw .refused("Exercises/\(exercise.id) is a symbolic link (to \(target)); an exercise must be a real folder holding your own files, so it is not checked. \(reset).")
        }
        if let (path, target) = Self.firstSymbolicLink(under: directory, prefix: "") {
            throw .refused("Exercises/\(exercise.id)/\(path) is a symbolic link (to \(target)); an exercise's files must be real files, so it is not checked. Put a real file there, or \(reset).")
        }
    }

    /// Where a symbolic link at `url` points, or nil when `url` is not a symbolic link (or does not exist).
    static func symbolicLinkTarget(_ url: URL) -> String? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "somewhere"
    }

    /// The first non-hidden symbolic link under `directory` (relative path and target), not following any.
    static func firstSymbolicLink(under directory: URL, prefix: String) -> (path: String, target: String)? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            if let target = symbolicLinkTarget(url) { return (prefix + name, target) }
            var status = stat()
            if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
               let found = firstSymbolicLink(under: url, prefix: prefix + name + "/") {
                return found
            }
        }
        return nil
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
