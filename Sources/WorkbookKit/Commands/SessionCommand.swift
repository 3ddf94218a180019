import Foundation

/// `workbook session init PATH` and `workbook session REMOTE [--track NAME] [--html DIR] [--watch] [--json]`: a
/// facilitator's view of a team session (see ``TeamSession``, ``SessionSnapshot``).
public enum SessionCommand {
    /// What `session init` made: the session's path and the command each learner runs to join.
    public struct Created: Sendable, Equatable {
        public var path: String
        public var joinCommand: String
    }

    /// Creates the session's bare repository at `path`.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` when `path` is in use.
    public static func initialise(at path: String) throws(WorkbookError) -> Created {
        let created = try TeamSession.initialise(at: path)
        return Created(path: created, joinCommand: "workbook sync --auto \(created)")
    }

    /// One look at the session: reads every learner's progress (``TeamSession/read(cache:maxEvents:)``; a learner
    /// that cannot be read is listed in ``SessionSnapshot/unreadable``) and, with `html`, writes `html/index.html`. The
    /// exercises are the track's, or without one those any learner has tried. Histories already read at the same tip
    /// come from `cache`.
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` when the remote cannot be read; ``WorkbookError/setup(_:)`` when the
    ///   page cannot be written.
    public static func snapshot(
        _ workbook: Workbook, remote: String, track: Track?, html: URL?, rule: SessionSnapshot.StuckRule = .init(), now: Date = Date(),
        cache: SessionHistoryCache = .shared, maxEvents: Int = TeamSession.maxEvents
    ) throws(WorkbookError) -> SessionSnapshot {
        let session = TeamSession(remote: remote, workbook: workbook)
        let histories = try session.read(cache: cache, maxEvents: maxEvents)
        var exercises = workbook.catalogue.exercises(in: track)
        if track == nil {
            // Without a track, the exercises someone has touched (all 60-odd would not fit a terminal).
            let touched = Set(histories.learners.flatMap { $0.events.map(\.exercise) })
            exercises = exercises.filter { touched.contains($0.id) }
        }
        let snapshot = SessionSnapshot.make(histories, exercises: exercises, rule: rule, now: now)
        if let html {
            let page = SessionPage.html(snapshot, exercises: exercises, remote: session.remote, track: track?.id, now: now)
            try ReportFolder(html).write(Data(page.utf8), as: "index.html")
        }
        return snapshot
    }
}
