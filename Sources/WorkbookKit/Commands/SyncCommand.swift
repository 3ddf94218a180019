import CGit2
import Foundation
import Synchronization

/// `workbook sync [REMOTE] [--as NAME] [--auto]`: shares the learner's progress with a team session. Pushes
/// `refs/workbook/progress` to `refs/workbook/learners/<name>/progress` on `REMOTE` (a remote's name, a path, or a
/// `file://`, `ssh://` or `https://` URL) with libgit2 — never a branch, never another learner's ref, never forced.
///
/// `<name>` is `--as NAME`, else `git config user.name`, made into one ref component (letters, digits, `.`, `_` and `-`;
/// anything else becomes `-`). `--auto` also stores the remote and name in the repository's configuration
/// (`workbook.sync.remote`, `workbook.sync.name`): watch mode then syncs after every recorded attempt, in the
/// background (``afterAttempt(_:)``), and `workbook sync` alone uses them. Progress lives in the learner's own
/// repository first, so a learner who is offline loses nothing: the next sync sends the whole history.
public enum SyncCommand {
    public struct Outcome: Sendable, Equatable {
        public var remote: String
        public var name: String
        /// The ref written on the remote.
        public var reference: String
        /// Events (attempts, hints, solutions viewed) the remote now holds for this learner.
        public var events: Int
        /// Whether `--auto` stored this remote for watch mode.
        public var automatic: Bool
    }

    static let remoteKey = "workbook.sync.remote"
    static let nameKey = "workbook.sync.name"

    /// The ref a learner's progress is shared under.
    public static func reference(for name: String) -> String { "refs/workbook/learners/\(name)/progress" }

    /// - Throws: ``WorkbookError/refused(_:)`` in plain words when there is no remote or name, nothing to share yet, or
    ///   the remote already holds another history under this name (another learner with the same name: pick another
    ///   with `--as`); ``WorkbookError/git(_:)`` when the remote cannot be reached.
    public static func run(_ workbook: Workbook, remote given: String?, as givenName: String?, auto: Bool) throws(WorkbookError) -> Outcome {
        guard let repository = try open(workbook) else { throw nothingYet }
        guard let remote = given ?? repository.configValue(remoteKey) else {
            throw .refused("Sync where? Give the session's remote once with `workbook sync --auto REMOTE` (your facilitator printed it).")
        }
        let rawName = givenName ?? repository.configValue(nameKey) ?? repository.configValue("user.name")
        guard let rawName, let name = refComponent(rawName) else {
            throw .refused("Sync as whom? Set your name with `git config user.name \"Your Name\"`, or give one with `--as NAME`.")
        }
        let url = repository.remoteURL(named: remote) ?? remote
        let reference = Self.reference(for: name)
        do throws(GitError) {
            guard let local = try repository.resolve(reference: ProgressStore.reference) else {
                throw GitError(code: GIT_ENOTFOUND.rawValue, message: "nothing")
            }
            // What the remote holds under this name, fetched aside: a history that is not an older part of ours belongs
            // to someone else with the same name.
            let seen = "refs/workbook/sync/seen"
            repository.removeReference(seen)
            try repository.fetch(url: url, refspecs: ["+\(reference):\(seen)"], limits: PackLimits(maxPackBytes: TeamSession.maxFetchBytes))
            if let theirs = try repository.resolve(reference: seen), !repository.isDescendant(local, of: theirs) {
                let suggestion = name + "-" + String(ContentHash.hex(UUID().uuidString).prefix(4))
                throw GitError(code: GIT_ENONFASTFORWARD.rawValue, message: "Someone else already syncs as “\(name)” to \(remote), with a history that is not yours. Join under another name: `workbook sync --as \(suggestion)\(auto ? " --auto" : "") \(remote)`.")
            }
            try repository.push(url: url, refspecs: ["\(ProgressStore.reference):\(reference)"])
            if auto {
                try repository.setConfigValue(remoteKey, remote)
                try repository.setConfigValue(nameKey, name)
            }
            let events = try repository.log(reference: ProgressStore.reference).count
            return Outcome(remote: url, name: name, reference: reference, events: events, automatic: auto)
        } catch {
            if error.code == GIT_ENOTFOUND.rawValue, error.message == "nothing" { throw nothingYet }
            if error.code == GIT_ENONFASTFORWARD.rawValue { throw .refused(error.message) }
            throw .git(error.message)
        }
    }

    /// `text` as one git ref component, or nil if nothing usable is left.
    static func refComponent(_ text: String) -> String? {
        var result = ""
        for scalar in text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars {
            let ok = (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)) && scalar.value > 32
            if ok { result.unicodeScalars.append(scalar) } else if !result.hasSuffix("-") { result += "-" }
        }
        while result.contains("..") { result = result.replacingOccurrences(of: "..", with: ".") }
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        while true {
            if result.hasSuffix(".lock") { result.removeLast(5) } else if result.hasSuffix(".") || result.hasSuffix("-") { result.removeLast() } else { break }
        }
        guard !result.isEmpty else { return nil }
        var valid: Int32 = 0
        guard git_reference_name_is_valid(&valid, "refs/workbook/learners/\(result)/progress") == 0, valid == 1 else { return nil }
        return result
    }

    private static let nothingYet = WorkbookError.refused("There is nothing to share yet: check an exercise first (`workbook check`), then sync.")

    /// The workbook's repository; nil when there is none (then no attempt was ever recorded).
    private static func open(_ workbook: Workbook) throws(WorkbookError) -> GitRepository? {
        do throws(GitError) {
            return try GitRepository.open(containing: workbook.contentRoot.path)
        } catch {
            throw .git(error.message)
        }
    }

    // MARK: Watch mode

    /// After an attempt was recorded: when `--auto` configured a remote, syncs in the background (one push at a time;
    /// an attempt recorded meanwhile is sent by a second push right after). A failed push is tried again 10 and 30
    /// seconds later, and in any case with the next attempt — the whole history goes each time, so nothing is lost.
    public static func afterAttempt(_ workbook: Workbook) {
        guard let repository = try? open(workbook), repository.configValue(remoteKey) != nil else { return }
        let start = background.withLock { state -> Bool in
            if state.running { state.pending = true; return false }
            state.running = true
            return true
        }
        guard start else { return }
        Thread.detachNewThread {
            while true {
                for delay in [0.0, 10, 30] {
                    Thread.sleep(forTimeInterval: delay)
                    if (try? run(workbook, remote: nil, as: nil, auto: false)) != nil { break }
                }
                let again = background.withLock { state -> Bool in
                    if state.pending { state.pending = false; return true }
                    state.running = false
                    return false
                }
                if !again { return }
            }
        }
    }

    private static let background = Mutex<(running: Bool, pending: Bool)>((false, false))
}
