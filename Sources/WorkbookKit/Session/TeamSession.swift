import Foundation

/// A team session's shared repository, as the facilitator reads it: every learner's progress fetched (libgit2) from
/// `refs/workbook/learners/*/progress` into a bare copy of the facilitator's own under `.build/workbook/sessions/`,
/// kept between reads so each fetch brings only what is new. Nothing is written to the remote.
public struct TeamSession: Sendable {
    /// The remote as given: a path or a URL.
    public var remote: String
    /// The facilitator's copy.
    public var copy: URL

    public init(remote: String, workbook: Workbook) {
        let location = SubmissionSource.isURL(remote) ? remote : URL(fileURLWithPath: remote).standardizedFileURL.path
        self.remote = location
        copy = workbook.workDirectory.appendingPathComponent("sessions/\(ContentHash.hex(location).prefix(16)).git")
    }

    /// Fetches the learners' refs and returns each learner's name and events (newest first); a learner's ref that
    /// vanished from the remote is dropped.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` when the remote cannot be read.
    public func fetchHistories() throws(WorkbookError) -> [(name: String, events: [ProgressEvent])] {
        do throws(GitError) {
            let repository: GitRepository
            if let existing = try? GitRepository.open(containing: copy.path), FileManager.default.fileExists(atPath: copy.path) {
                repository = existing
            } else {
                try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                repository = try GitRepository.initialiseBare(at: copy.path)
            }
            for (name, _) in try repository.references(matching: "refs/workbook/learners/*") { repository.removeReference(name) }
            try repository.fetch(url: remote, refspecs: ["+refs/workbook/learners/*:refs/workbook/learners/*"])
            let prefix = "refs/workbook/learners/", suffix = "/progress"
            var histories: [(name: String, events: [ProgressEvent])] = []
            for reference in try repository.references(matching: "refs/workbook/learners/*")
            where reference.name.hasPrefix(prefix) && reference.name.hasSuffix(suffix) {
                let name = String(reference.name.dropFirst(prefix.count).dropLast(suffix.count))
                let events = try repository.log(reference: reference.name).compactMap {
                    ProgressEvent.parse(commit: $0.id, message: $0.message, time: $0.time)
                }
                histories.append((name, events))
            }
            return histories
        } catch {
            throw .refused("Could not read the session at \(remote): \(error.message)")
        }
    }

    /// Creates an empty bare repository at `path` for a session (a shared folder, or a folder on a machine everyone
    /// can reach over ssh) and returns its absolute path.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` when `path` exists and is not an empty folder or a session already.
    public static func initialise(at path: String) throws(WorkbookError) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        if !existing.isEmpty {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("HEAD").path),
               FileManager.default.fileExists(atPath: url.appendingPathComponent("refs").path) { return url.path }
            throw .refused("\(url.path) already holds files; give a new or empty folder for the session.")
        }
        do throws(GitError) {
            _ = try GitRepository.initialiseBare(at: url.path)
        } catch {
            throw .refused("Could not create a session at \(url.path): \(error.message)")
        }
        return url.path
    }
}
