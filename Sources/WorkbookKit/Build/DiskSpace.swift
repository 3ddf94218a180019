#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Telling a full disk from a learner's mistake: a build that fails because `.build/workbook` has no room left is a
/// setup problem (``WorkbookError/setup(_:)``), never the learner's build error.
enum DiskSpace {
    /// What compilers and linkers print when a write fails for lack of space (`ENOSPC`, `EDQUOT`).
    static let messages = ["No space left on device", "Disk quota exceeded"]

    /// Whether tool output says a write failed for lack of space.
    static func ranOut(_ output: String) -> Bool {
        messages.contains { output.contains($0) }
    }

    /// The setup error for a full disk under `directory`.
    static func full(at directory: URL) -> WorkbookError {
        .setup("The disk holding \(directory.path) is full, so the exercise could not be built. Free some space (or remove .build/workbook) and check again; your code was not judged.")
    }

    /// A setup error for a failure to create `url`: ``full(at:)`` when the disk is full, else the error's own words.
    static func setupError(_ error: any Error, creating url: URL) -> WorkbookError {
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code
        let codes = [error.code, underlying ?? 0]
        if codes.contains(Int(ENOSPC)) || codes.contains(Int(EDQUOT)) || error.code == NSFileWriteOutOfSpaceError || ranOut(error.localizedDescription) {
            return full(at: url.deletingLastPathComponent())
        }
        return .setup("Could not create \(url.path): \(error.localizedDescription)")
    }
}
