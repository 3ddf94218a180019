import Synchronization

/// Each learner's events as last read, keyed by the commit their progress ref points at: a commit's history never
/// changes, so a redraw of `workbook session --watch` with an unchanged tip reads nothing of it again. Holds only the
/// tips of the latest read.
public final class SessionHistoryCache: Sendable {
    /// The cache one process's views share (`--watch` redraws).
    public static let shared = SessionHistoryCache()

    struct Entry: Sendable {
        var events: [ProgressEvent]
        /// Why older events were not read, if so.
        var cut: String?
    }

    private let state = Mutex<(entries: [String: Entry], walks: Int)>(([:], 0))

    public init() {}

    /// How many histories were walked (not found here) since this cache was made.
    public var walks: Int { state.withLock { $0.walks } }

    /// The entry for `tip` (hex), made by `read` when it is not held.
    func entry(tip: String, read: () throws(GitError) -> Entry) throws(GitError) -> Entry {
        if let held = state.withLock({ $0.entries[tip] }) { return held }
        let entry = try read()
        state.withLock { $0.entries[tip] = entry; $0.walks += 1 }
        return entry
    }

    /// Forgets every entry but those of `tips`.
    func keep(only tips: Set<String>) {
        state.withLock { $0.entries = $0.entries.filter { tips.contains($0.key) } }
    }
}
