import Foundation

/// `workbook session --html DIR`: the session as an offline page (`DIR/index.html`), built from the batch-grading
/// dashboard's pieces (``OutcomeGrid``, ``StuckTable``, ``DashboardPage``), reloading itself every
/// ``refreshSeconds`` so a facilitator can leave it open while `--watch` rewrites it.
public enum SessionPage {
    public static let refreshSeconds = 10

    public static func html(_ snapshot: SessionSnapshot, exercises: [Exercise], remote: String, track: String?, now: Date = Date()) -> String {
        let titles = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0.title) })
        let columns = snapshot.exercises.map { OutcomeGrid.Column(id: $0, title: $0) }
        let rows = snapshot.learners.map { learner in
            OutcomeGrid.Row(
                id: learner.name, name: learner.name,
                cells: snapshot.exercises.map { id in
                    let state = learner.exercises[id]
                    let outcome: GradeOutcome = state?.status == .passed ? .pass : state?.status == .failed ? .fail : .notGraded
                    let detail = "\(titles[id] ?? id): \(state?.status.rawValue ?? "pending"), \(state?.attempts ?? 0) attempts"
                    return OutcomeGrid.Cell(outcome: outcome, attempts: state?.attempts ?? 0, hintsUsed: state?.hintsUsed ?? 0, detail: detail)
                },
                total: learner.minutesOnCurrent.map { "\(learner.current.map { String($0.prefix { $0.isNumber }) } ?? "") · \($0) min" },
                note: learner.stuck ? "stuck" : nil)
        }
        let stuck = snapshot.learners.filter(\.stuck).compactMap { learner -> StuckEntry? in
            guard let current = learner.current, let state = learner.exercises[current] else { return nil }
            return StuckEntry(person: learner.name, name: learner.name, exercise: current, exerciseTitle: titles[current] ?? current,
                              outcome: state.status == .failed ? .fail : .notGraded, attempts: state.attempts, hintsUsed: state.hintsUsed)
        }
        let formatter = ISO8601DateFormatter()
        let headline = "\(snapshot.learners.count) learner\(snapshot.learners.count == 1 ? "" : "s")" + (track.map { " · track \($0)" } ?? "")
            + " · \(stuck.count) stuck · updated \(formatter.string(from: now)), reloads every \(refreshSeconds) s"
        let rule = "Stuck: no pass after \(snapshot.stuckAfter.attempts) attempts or \(snapshot.stuckAfter.minutes) minutes on the current exercise."
        return DashboardPage.html(
            title: "Session: \(remote)", heading: "Team session", headline: headline,
            sections: [
                DashboardPage.Section(
                    id: "grid", heading: "Learners × exercises",
                    lead: "✓ passed, ✗ tried and not passed yet, – not tried; then attempts and hints. The last column: the exercise each learner is on, and for how long.",
                    content: OutcomeGrid.legendHTML() + OutcomeGrid(columns: columns, rows: rows, rowHeading: "Learner", totalHeading: "Now on").html()),
                DashboardPage.Section(id: "stuck", heading: "Stuck", lead: rule,
                                      content: stuck.isEmpty ? "<p>Nobody is stuck.</p>" : StuckTable(entries: StuckEntry.ranked(stuck)).html()),
            ] + notes(snapshot),
            refreshSeconds: refreshSeconds)
    }

    /// A section naming the learners skipped or read in part, with why; none when there are none.
    static func notes(_ snapshot: SessionSnapshot) -> [DashboardPage.Section] {
        let items = snapshot.unreadable.map { "<li>Not shown: \(MarkupEscaping.html($0.name)) (\(MarkupEscaping.html($0.reason))).</li>" }
            + snapshot.learners.compactMap { learner in learner.historyCut.map { "<li>Read in part: \(MarkupEscaping.html(learner.name)) (\(MarkupEscaping.html($0))).</li>" } }
        guard !items.isEmpty else { return [] }
        return [DashboardPage.Section(id: "unreadable", heading: "Not shown in full", lead: "Learners whose shared progress could not be read, or only in part.",
                                      content: "<ul>\n" + items.joined(separator: "\n") + "\n</ul>")]
    }
}
