import CGit2
import Foundation

/// The latest recorded attempt of one exercise, read back whole: what a new check of it is compared with
/// (``AttemptPolicy``).
public struct PreviousAttempt: Sendable {
    /// The attempt's commit on ``ProgressStore/reference``.
    public var commit: String
    /// When it was recorded (second resolution).
    public var date: Date
    /// Its outcome as recorded (`attempts/<id>/result.json` in the commit's tree); nil when that cannot be read.
    public var result: CheckResult?
    /// The exercise's files as checked (`attempts/<id>/sources/` in the commit's tree).
    public var sources: [SourceSnapshot.File]
    /// What graded it, from the commit's trailers (`Hidden-Suite:`, `Toolchain:`, `Grader:`; empty strings when
    /// absent).
    public var provenance: AttemptProvenance
}

extension ProgressStore {
    /// The latest attempt of `exercise` (a commit with `Exercise: <id>` and `Status:` trailers), or nil when there is
    /// none (or no repository).
    ///
    /// - Parameter sinceReset: only an attempt made after the exercise was last reset (`workbook reset`): a reset
    ///   starts the exercise over, so the same code checked before it is no baseline for the code checked after.
    /// - Throws: ``WorkbookError/git(_:)``.
    public func previousAttempt(of exercise: String, sinceReset: Bool = false) throws(WorkbookError) -> PreviousAttempt? {
        do throws(GitError) {
            guard let repository = try GitRepository.open(containing: root.path) else { return nil }
            for entry in try repository.log(reference: Self.reference) {
                guard let event = ProgressEvent.parse(commit: entry.id, message: entry.message, time: entry.time),
                      event.exercise == exercise else { continue }
                if case .reset = event.kind, sinceReset { return nil }
                guard case .attempt = event.kind else { continue }
                let trailers = ProgressEvent.trailers(of: entry.message)
                var oid = git_oid()
                guard git_oid_fromstr(&oid, entry.id) == 0 else { return nil }
                let tree = try repository.treeOf(commit: oid)
                var sources: [SourceSnapshot.File] = []
                if let found = try repository.entry(atPath: "attempts/\(exercise)/sources", in: tree), found.isTree {
                    sources = try repository.files(in: found.oid).sorted { $0.key < $1.key }
                        .map { SourceSnapshot.File(name: $0.key, contents: $0.value) }
                }
                var result: CheckResult?
                if let found = try repository.entry(atPath: "attempts/\(exercise)/result.json", in: tree), !found.isTree {
                    result = try? JSONDecoder().decode(CheckResult.self, from: try repository.blobData(found.oid))
                }
                return PreviousAttempt(
                    commit: entry.id, date: event.date, result: result, sources: sources,
                    provenance: AttemptProvenance(
                        hiddenSuiteHash: trailers["Hidden-Suite"] ?? "", toolchain: trailers["Toolchain"] ?? "",
                        grader: trailers["Grader"]))
            }
            return nil
        } catch {
            throw .git(error.message)
        }
    }
}
