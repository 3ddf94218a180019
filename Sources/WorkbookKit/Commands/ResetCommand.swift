import Foundation

/// What `workbook reset` did to one exercise.
public struct ExerciseReset: Sendable, Equatable, Codable {
    public var exercise: String
    /// False when the learner's files were already the shipped ones (nothing saved, nothing written).
    public var changed: Bool
    /// Whether the learner's version went into the backup: false when it was unchanged, or when the folder was
    /// missing or empty (nothing to save).
    public var saved: Bool
    /// Files written back as shipped, relative to `Exercises/<id>/`.
    public var restored: [String]
    /// Files that were not in the shipped version and were removed (they are in the backup).
    public var removed: [String]
    /// Symbolic links that were removed — the links themselves, never what they point to — relative to
    /// `Exercises/<id>/` (`""` for the exercise folder itself), each with its target: `Counter.swift → /tmp/x`.
    /// What a link points to is not read and not saved in the backup.
    public var replacedLinks: [String] = []
    /// Where the shipped version came from (``ShippedSnapshot/Version/origin``): `HEAD (commit 1a2b3c4d5e)`, or the
    /// shipped snapshot with why (JSON `restored_from`).
    public var restoredFrom = ""
    /// The exercise had passed: it is to do again now, "passed before, reset since" (JSON `was_passed`).
    public var wasPassed = false

    public init(
        exercise: String, changed: Bool, saved: Bool, restored: [String], removed: [String], replacedLinks: [String] = [],
        restoredFrom: String = "", wasPassed: Bool = false
    ) {
        self.exercise = exercise; self.changed = changed; self.saved = saved; self.restored = restored; self.removed = removed
        self.replacedLinks = replacedLinks; self.restoredFrom = restoredFrom; self.wasPassed = wasPassed
    }

    enum CodingKeys: String, CodingKey {
        case exercise, changed, saved, restored, removed
        case replacedLinks = "replaced_links"
        case restoredFrom = "restored_from"
        case wasPassed = "was_passed"
    }
}

/// The outcome of `workbook reset`.
public struct ResetOutcome: Sendable, Equatable, Codable {
    public var exercises: [ExerciseReset]
    /// The backup commit on ``BackupStore/reference`` holding the learner's versions, or nil if nothing changed.
    public var backupCommit: String?
    public var backupReference: String { BackupStore.reference }
}

/// `workbook reset ID` / `workbook reset --all`: restores the shipped version of exercises, after saving the
/// learner's current files as a commit on `refs/workbook/backup` (see ``BackupStore``). The shipped version is the one
/// shipped now (``ShippedSnapshot/version(of:in:)`` after ``ShippedSnapshot/ensure(_:)``: the one committed at HEAD,
/// so a pulled update is what is restored), and the outcome says where it came from. Each exercise restored, or
/// reset after passing, is recorded on `refs/workbook/progress` (``ProgressStore/recordReset(exercise:from:)``): one
/// that had passed is to do again, "passed before, reset since" (``ExerciseStanding``). Only `Exercises/<id>/` is written, and never through a symbolic link: a linked exercise
/// folder, or a linked file or folder in it, is removed (the link itself, unlinked; what it points to is neither read
/// nor touched) and replaced by real shipped files. Hidden files (editor swap files) are left alone. HEAD, the index
/// and branches are never touched.
public enum ResetCommand {
    /// - Parameter all: the learner asked for `--all` (named so in the backup's message).
    /// - Throws: ``WorkbookError/setup(_:)`` when no shipped version of an exercise can be found; ``WorkbookError/refused(_:)``
    ///   when `Exercises/` itself is a symbolic link; ``WorkbookError/git(_:)``.
    public static func run(_ workbook: Workbook, exercises: [Exercise], all: Bool = false) throws(WorkbookError) -> ResetOutcome {
        if let target = Workbook.symbolicLinkTarget(workbook.contentRoot.appendingPathComponent("Exercises")) {
            throw .refused("Exercises/ is a symbolic link (to \(target)); reset writes only inside the workbook, so it changed nothing. Replace the link with the workbook's own Exercises/ folder (`git checkout -- Exercises`).")
        }
        try ShippedSnapshot.ensure(workbook)
        let store = ProgressStore(root: workbook.contentRoot)
        let passed = try ExerciseStanding.passed(in: store)
        var plans: [(exercise: Exercise, shipped: [String: Data], current: [String: Data], links: [String], origin: String)] = []
        for exercise in exercises {
            guard let version = try ShippedSnapshot.version(of: exercise, in: workbook) else {
                throw .setup("No shipped version of \(exercise.id) is committed at HEAD or recorded on \(ShippedSnapshot.reference), so it cannot be reset.")
            }
            let directory = workbook.exerciseDirectory(exercise)
            if let target = Workbook.symbolicLinkTarget(directory) {
                plans.append((exercise, version.files, [:], ["→ \(target)"], version.origin))
            } else {
                plans.append((exercise, version.files, currentFiles(directory), symbolicLinks(under: directory), version.origin))
            }
        }
        let toSave = plans.filter { $0.shipped != $0.current && !$0.current.isEmpty }
        var backup: String?
        if !toSave.isEmpty {
            let command = all ? "workbook reset --all" : "workbook reset \(toSave.map(\.exercise.id).joined(separator: " "))"
            backup = try BackupStore(workbook: workbook).save(toSave.map(\.exercise), before: command)
        }
        var results: [ExerciseReset] = []
        for plan in plans {
            let wasPassed = passed.contains(plan.exercise.id)
            guard plan.shipped != plan.current || !plan.links.isEmpty else {
                if wasPassed { _ = try? store.recordReset(exercise: plan.exercise.id, from: plan.origin) }
                results.append(ExerciseReset(
                    exercise: plan.exercise.id, changed: false, saved: false, restored: [], removed: [], restoredFrom: plan.origin, wasPassed: wasPassed))
                continue
            }
            let directory = workbook.exerciseDirectory(plan.exercise)
            let removed = plan.current.keys.filter { plan.shipped[$0] == nil }.sorted()
            // A linked folder held nothing of the learner's that reset reads: every shipped file is written anew.
            let restored = plan.shipped.keys.filter { plan.current[$0] != plan.shipped[$0] || plan.links.first?.hasPrefix("→") == true }.sorted()
            do {
                try removeSymbolicLinks(in: directory)
                for path in removed {
                    let target = try realPath(path, in: directory)
                    if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
                }
                for path in restored {
                    let target = try realPath(path, in: directory)
                    try plan.shipped[path]!.write(to: target, options: .atomic)
                }
            } catch {
                throw .setup("Could not restore \(plan.exercise.id): \(error.localizedDescription). Your version is saved on \(BackupStore.reference).")
            }
            let links = plan.links.map { $0.hasPrefix("→") ? "(the folder) \($0)" : $0 }
            // The files are back as shipped either way; a reset the history misses only leaves a pass standing.
            _ = try? store.recordReset(exercise: plan.exercise.id, from: plan.origin)
            results.append(ExerciseReset(
                exercise: plan.exercise.id, changed: true, saved: !plan.current.isEmpty, restored: restored, removed: removed, replacedLinks: links,
                restoredFrom: plan.origin, wasPassed: wasPassed))
        }
        return ResetOutcome(exercises: results, backupCommit: backup)
    }

    /// Every non-hidden symbolic link under `directory`, as `path → target`, not following any.
    static func symbolicLinks(under directory: URL, prefix: String = "") -> [String] {
        var found: [String] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            if let target = Workbook.symbolicLinkTarget(url) {
                found.append("\(prefix)\(name) → \(target)")
            } else if isRealDirectory(url) {
                found += symbolicLinks(under: url, prefix: prefix + name + "/")
            }
        }
        return found
    }

    /// Unlinks `directory` if it is a symbolic link, and every non-hidden symbolic link under it; never follows one.
    static func removeSymbolicLinks(in directory: URL) throws {
        if Workbook.symbolicLinkTarget(directory) != nil {
            try unlinkItem(directory)
            return
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            if Workbook.symbolicLinkTarget(url) != nil {
                try unlinkItem(url)
            } else if isRealDirectory(url) {
                try removeSymbolicLinks(in: url)
            }
        }
    }

    /// `directory/path` with every folder on the way a real folder inside `directory`, created where missing; a
    /// symbolic link on the way is unlinked and replaced by a folder, so nothing is written through it.
    static func realPath(_ path: String, in directory: URL) throws -> URL {
        var current = directory
        let components = path.split(separator: "/").map(String.init)
        guard !components.isEmpty, !components.contains(".."), !components.contains(".") else {
            throw CocoaError(.fileWriteInvalidFileName)
        }
        for component in [""] + components.dropLast() {
            if !component.isEmpty { current = current.appendingPathComponent(component) }
            if Workbook.symbolicLinkTarget(current) != nil { try unlinkItem(current) }
            if !isRealDirectory(current) {
                if FileManager.default.fileExists(atPath: current.path) { try FileManager.default.removeItem(at: current) }
                try FileManager.default.createDirectory(at: current, withIntermediateDirectories: false)
            }
        }
        let target = current.appendingPathComponent(components.last!)
        if Workbook.symbolicLinkTarget(target) != nil { try unlinkItem(target) }
        return target
    }

    private static func unlinkItem(_ url: URL) throws {
        guard unlink(url.path) == 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
    }

    private static func isRealDirectory(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The learner's files as a backup would save them: regular, non-hidden files up to 1 MiB, recursively, by
    /// relative path.
    static func currentFiles(_ directory: URL, prefix: String = "") -> [String: Data] {
        var result: [String: Data] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey, .fileSizeKey])
            if values?.isSymbolicLink == true { continue }
            if values?.isDirectory == true {
                result.merge(currentFiles(url, prefix: prefix + name + "/")) { $1 }
            } else if values?.isRegularFile == true, (values?.fileSize ?? 0) <= 1 << 20, let data = FileManager.default.contents(atPath: url.path) {
                result[prefix + name] = data
            }
        }
        return result
    }
}
