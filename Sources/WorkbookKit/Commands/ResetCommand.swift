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
}

/// The outcome of `workbook reset`.
public struct ResetOutcome: Sendable, Equatable, Codable {
    public var exercises: [ExerciseReset]
    /// The backup commit on ``BackupStore/reference`` holding the learner's versions, or nil if nothing changed.
    public var backupCommit: String?
    public var backupReference: String { BackupStore.reference }
}

/// `workbook reset ID` / `workbook reset --all`: restores the shipped version of exercises, after saving the
/// learner's current files as a commit on `refs/workbook/backup` (see ``BackupStore``). The shipped version comes
/// from ``ShippedSnapshot``. Only `Exercises/<id>/` is written; hidden files (editor swap files) and symbolic links
/// in it are left alone. HEAD, the index and branches are never touched.
public enum ResetCommand {
    /// - Parameter all: the learner asked for `--all` (named so in the backup's message).
    /// - Throws: ``WorkbookError/setup(_:)`` when no shipped version of an exercise can be found; ``WorkbookError/git(_:)``.
    public static func run(_ workbook: Workbook, exercises: [Exercise], all: Bool = false) throws(WorkbookError) -> ResetOutcome {
        try ShippedSnapshot.ensure(workbook)
        var plans: [(exercise: Exercise, shipped: [String: Data], current: [String: Data])] = []
        for exercise in exercises {
            guard let shipped = try ShippedSnapshot.files(of: exercise, in: workbook) else {
                throw .setup("No shipped version of \(exercise.id) is recorded on \(ShippedSnapshot.reference), so it cannot be reset.")
            }
            plans.append((exercise, shipped, currentFiles(workbook.exerciseDirectory(exercise))))
        }
        let toSave = plans.filter { $0.shipped != $0.current && !$0.current.isEmpty }
        var backup: String?
        if !toSave.isEmpty {
            let command = all ? "workbook reset --all" : "workbook reset \(toSave.map(\.exercise.id).joined(separator: " "))"
            backup = try BackupStore(workbook: workbook).save(toSave.map(\.exercise), before: command)
        }
        var results: [ExerciseReset] = []
        for plan in plans {
            guard plan.shipped != plan.current else {
                results.append(ExerciseReset(exercise: plan.exercise.id, changed: false, saved: false, restored: [], removed: []))
                continue
            }
            let directory = workbook.exerciseDirectory(plan.exercise)
            let removed = plan.current.keys.filter { plan.shipped[$0] == nil }.sorted()
            let restored = plan.shipped.keys.filter { plan.current[$0] != plan.shipped[$0] }.sorted()
            do {
                for path in removed { try FileManager.default.removeItem(at: directory.appendingPathComponent(path)) }
                for path in restored {
                    let target = directory.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try plan.shipped[path]!.write(to: target, options: .atomic)
                }
            } catch {
                throw .setup("Could not restore \(plan.exercise.id): \(error.localizedDescription). Your version is saved on \(BackupStore.reference).")
            }
            results.append(ExerciseReset(exercise: plan.exercise.id, changed: true, saved: !plan.current.isEmpty, restored: restored, removed: removed))
        }
        return ResetOutcome(exercises: results, backupCommit: backup)
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
