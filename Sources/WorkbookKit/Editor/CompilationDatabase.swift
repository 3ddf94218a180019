import Foundation

/// Editor support for exercise files: `Exercises/compile_commands.json`, a JSON compilation database (the format of
/// Clang's `compile_commands.json`) with one entry per exercise file, giving the `swiftc` arguments the grader compiles
/// that exercise's module with (``ExerciseBuilder``): the module's name, Swift 6, the prebuilt core on the import path,
/// and every file of the module; and `Solutions/compile_commands.json` and `Tests/Hidden/compile_commands.json`, the
/// same for solution files and hidden suites, for authors.
///
/// SourceKit-LSP (the toolchain's `sourcekit-lsp`, which VS Code's Swift extension, Neovim, Emacs, Sublime and others
/// run) reads it, so exercise files get completion, diagnostics and jump-to-definition (into `Sources/ViewSim/`)
/// without every exercise being a target of `Package.swift`, which `swift build` would then have to compile, and a
/// learner's half-edited exercise break. How SourceKit-LSP finds it (6.x): the workbook's root is a SwiftPM
/// workspace, whose targets hold no exercise file; for a file no workspace handles, it looks in the file's folder and
/// each folder above it, up to the root it was opened on, for a build system, and finds the database in `Exercises/`
/// (or `Solutions/`, `Tests/Hidden/`). At the root itself `Package.swift` wins over a compilation database, so it cannot live there.
///
/// The databases hold absolute paths (this checkout's, this toolchain's), so they are not committed (`.gitignore`).
/// Every `workbook` command calls ``refresh(contentRoot:packageRoot:swiftc:)``: it costs a directory listing and a
/// comparison, and writes only when the file is missing or stale (an exercise file added or removed, the workbook
/// moved, another toolchain).
public enum CompilationDatabase {
    /// The file's name, which SourceKit-LSP (and clangd) look for.
    public static let fileName = "compile_commands.json"

    /// The folders that get a database: the exercises, for learners; the solutions and the hidden suites, for authors
    /// (SourceKit-LSP only looks in a file's own folder and those above it).
    public static let folders = ["Exercises", "Solutions", "Tests/Hidden"]

    /// The tags the grader compiles with every hidden suite (``ExerciseBuilder/supportSource``), where
    /// the hidden suites' entries find them: `.build/workbook/editor/HiddenSuiteSupport.swift`.
    public static func hiddenSuiteSupport(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent(".build/workbook/editor/HiddenSuiteSupport.swift")
    }

    /// `<folder>/compile_commands.json` under the content root.
    public static func location(_ folder: String, contentRoot: URL) -> URL {
        contentRoot.appendingPathComponent(folder).appendingPathComponent(fileName)
    }

    /// One entry: the file, the folder the command runs in, and the command (`swiftc` first).
    public struct Entry: Codable, Equatable, Sendable {
        public var directory: String
        public var file: String
        public var arguments: [String]
    }

    /// The arguments after `swiftc` for one exercise module: the language settings of ``ExerciseBuilder``'s module
    /// compile (`-parse-as-library -enable-testing -swift-version 6 -D DEBUG`, with strict memory safety and data-race warnings as
    /// errors for the learner's code, ``ExerciseBuilder/memorySafetyFlags`` and ``ExerciseBuilder/dataRaceSafetyFlags``,
    /// the core's modules on `-I`), then the files.
    public static func arguments(module: String, coreModules: URL, files: [URL], strictMemorySafety: Bool = true) -> [String] {
        ["-module-name", module, "-parse-as-library", "-enable-testing", "-swift-version", "6", "-Onone"] + ExerciseBuilder.compilationConditions
            + (strictMemorySafety ? ExerciseBuilder.memorySafetyFlags + ExerciseBuilder.dataRaceSafetyFlags : []) + ["-I", coreModules.path]
            + files.map(\.path)
    }

    /// The entries of `folder` (one of ``folders``): for `Exercises`, every file of every exercise folder
    /// (`Exercises/NN-slug/`, in the catalogue or not yet, so an author's new exercise is covered); for `Solutions`,
    /// every solution file, compiled with the exercise's other files as `verify` builds the solution; for
    /// `Tests/Hidden`, every hidden suite file, compiled in one module with the exercise's files and the grader's support
    /// file (the grader compiles the suite against the built module instead, so here the suite's
    /// `@testable import <Module>` is a warning, "ignoring import", and the exercise's `private` names are visible).
    public static func entries(_ folder: String, contentRoot: URL, packageRoot: URL, swiftc: String) -> [Entry] {
        entries(folder, ids: exerciseIDs(contentRoot: contentRoot), contentRoot: contentRoot, packageRoot: packageRoot, swiftc: swiftc)
    }

    /// The folders in `Exercises/` named like exercises (``Exercise/isValidID(_:)``), sorted.
    static func exerciseIDs(contentRoot: URL) -> [String] {
        let exercises = contentRoot.appendingPathComponent("Exercises")
        return ((try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []).filter(Exercise.isValidID).sorted()
    }

    static func entries(_ folder: String, ids: [String], contentRoot: URL, packageRoot: URL, swiftc: String) -> [Entry] {
        // Where `swift build` puts the core's modules (``CoreBuilder/defaultProducts``).
        let coreModules = CoreProducts(binDirectory: packageRoot.appendingPathComponent(".build/debug")).modulesDirectory
        let exercises = contentRoot.appendingPathComponent("Exercises")
        var entries: [Entry] = []
        for id in ids {
            let exerciseFiles = Workbook.swiftFiles(in: exercises.appendingPathComponent(id))
            let module = Exercise.moduleName(forSlug: String(id.drop { $0 != "-" }.dropFirst()))
            func add(_ files: [URL], for targets: [URL]) {
                // A hidden suite is the grader's code, compiled without strict memory safety.
                let command = [swiftc] + arguments(module: module, coreModules: coreModules, files: files, strictMemorySafety: folder != "Tests/Hidden")
                for file in targets { entries.append(Entry(directory: contentRoot.path, file: file.path, arguments: command)) }
            }
            if folder == "Tests/Hidden" {
                let hiddenFiles = Workbook.swiftFiles(in: contentRoot.appendingPathComponent("Tests/Hidden/\(id)"))
                if !hiddenFiles.isEmpty { add(exerciseFiles + hiddenFiles + [hiddenSuiteSupport(packageRoot: packageRoot)], for: hiddenFiles) }
            } else if folder == "Solutions" {
                let solutionFiles = Workbook.swiftFiles(in: contentRoot.appendingPathComponent("Solutions/\(id)"))
                let replaced = Set(solutionFiles.map(\.lastPathComponent))
                add(exerciseFiles.filter { !replaced.contains($0.lastPathComponent) } + solutionFiles, for: solutionFiles)
                // Each known fix (``Variant``) is laid over the shipped exercise, as `verify` compiles it.
                let variants = contentRoot.appendingPathComponent("Solutions/\(id)/\(Variant.folder)")
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: variants.path)) ?? []).sorted() where Variant.isValidName(name) {
                    let variantFiles = Workbook.swiftFiles(in: variants.appendingPathComponent(name))
                    let overlaid = Set(variantFiles.map(\.lastPathComponent))
                    if !variantFiles.isEmpty { add(exerciseFiles.filter { !overlaid.contains($0.lastPathComponent) } + variantFiles, for: variantFiles) }
                }
            } else {
                add(exerciseFiles, for: exerciseFiles)
            }
        }
        return entries
    }

    /// The database's text: one entry per line, keys in order, so the same workbook always gives the same bytes.
    /// (Written by hand: every `workbook` command renders it, and Foundation's encoder costs tens of milliseconds here.)
    public static func render(_ entries: [Entry]) -> Data {
        func string(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                default:
                    if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
                }
            }
            return result + "\""
        }
        let lines = entries.map { entry in
            "  {\"arguments\": [\(entry.arguments.map(string).joined(separator: ", "))], \"directory\": \(string(entry.directory)), \"file\": \(string(entry.file))}"
        }
        return Data(("[\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]\n").utf8)
    }

    /// Writes `Exercises/compile_commands.json` and `Solutions/compile_commands.json` where they are missing or differ
    /// from what the workbook's files give now (a folder that does not exist gets none).
    ///
    /// - Returns: the databases written.
    /// - Throws: the file system's error when one cannot be written (a read-only checkout).
    ///
    /// Every command calls it, so it first compares a stamp of everything the databases are made from (the compiler,
    /// the roots, the support file, each folder's Swift file names, and each database's size and modification time)
    /// with the one it left last time (`.build/workbook/editor/stamp`), and does nothing more when they agree.
    @discardableResult
    public static func refresh(contentRoot: URL, packageRoot: URL, swiftc: String) throws -> [URL] {
        var written: [URL] = []
        let support = hiddenSuiteSupport(packageRoot: packageRoot)
        let ids = exerciseIDs(contentRoot: contentRoot)
        let stampFile = support.deletingLastPathComponent().appendingPathComponent("stamp")
        let stamp = Self.stamp(ids: ids, contentRoot: contentRoot, packageRoot: packageRoot, swiftc: swiftc)
        if FileManager.default.contents(atPath: stampFile.path) == Data(stamp.utf8) { return [] }
        if FileManager.default.contents(atPath: support.path) != Data(ExerciseBuilder.supportSource.utf8) {
            try FileManager.default.createDirectory(at: support.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(ExerciseBuilder.supportSource.utf8).write(to: support, options: .atomic)
        }
        defer {
            // Taken again: the databases just written have new sizes and times.
            let after = Self.stamp(ids: ids, contentRoot: contentRoot, packageRoot: packageRoot, swiftc: swiftc)
            try? Data(after.utf8).write(to: stampFile, options: .atomic)
        }
        for folder in folders {
            let target = location(folder, contentRoot: contentRoot)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target.deletingLastPathComponent().path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { continue }
            let data = render(entries(folder, ids: ids, contentRoot: contentRoot, packageRoot: packageRoot, swiftc: swiftc))
            if FileManager.default.contents(atPath: target.path) == data { continue }
            // Never write through a link someone put there.
            if Workbook.symbolicLinkTarget(target) != nil { continue }
            try data.write(to: target, options: .atomic)
            written.append(target)
        }
        return written
    }

    /// What the databases are made from, hashed (see ``refresh(contentRoot:packageRoot:swiftc:)``).
    static func stamp(ids: [String], contentRoot: URL, packageRoot: URL, swiftc: String) -> String {
        var hasher = ContentHash()
        hasher.update("editor-v1|\(swiftc)|\(contentRoot.path)|\(packageRoot.path)|\(ExerciseBuilder.supportSource)")
        for folder in folders {
            let target = location(folder, contentRoot: contentRoot)
            let status = FileStatus(target.path)
            hasher.update("\n\(folder)|\(status?.size ?? -1)|\(status?.modified ?? 0)|\(status?.isSymbolicLink ?? false)")
            for id in ids {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: contentRoot.appendingPathComponent("\(folder)/\(id)").path)) ?? []
                hasher.update("\n\(id):" + names.filter { $0.hasSuffix(".swift") }.sorted().joined(separator: "/"))
            }
        }
        return hasher.hexDigest()
    }

    /// ``refresh(contentRoot:packageRoot:swiftc:)`` for the workbook at `root` (or the one the current directory is
    /// in), with the toolchain on `PATH`; does nothing when there is no workbook or no compiler, and never fails: editor
    /// support must never stand in the way of a command.
    public static func refreshQuietly(root: String?) {
        var directory = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("grader.yml").path) {
            let parent = directory.deletingLastPathComponent()
            if root != nil || parent.path == directory.path { return }
            directory = parent
        }
        guard let toolchain = try? Toolchain.locate() else { return }
        _ = try? refresh(contentRoot: directory, packageRoot: directory, swiftc: toolchain.swiftc)
    }
}
