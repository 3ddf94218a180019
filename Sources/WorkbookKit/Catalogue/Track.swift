/// An ordered path through some of the exercises, e.g. a short onboarding taster or every exercise of one category.
///
/// Declared in `grader.yml`'s optional top-level `tracks:` list, in the order a learner should meet them:
/// ```yaml
/// tracks:
///   - id: onboarding
///     title: "A first taste"
///     exercises: [01-hidden-tally-resets, 02-notification-switch-snaps-back]   # ids, in the order to do them
///   - id: state-reset
///     title: "State that resets"      # no `exercises`: every exercise whose `tracks` names state-reset, in catalogue order
/// ```
/// When the top-level list exists, an exercise's `tracks` field may name only declared tracks (anything else is a
/// catalogue error, so a typo cannot silently drop the exercise). With no top-level `tracks:`, every track is derived
/// from the exercises' `tracks` fields (title = its id).
public struct Track: Sendable, Equatable {
    /// The name used with `--track`, e.g. `onboarding`.
    public var id: String
    public var title: String
    /// Exercise ids in the order the track visits them.
    public var exercises: [String]

    public init(id: String, title: String, exercises: [String]) {
        self.id = id; self.title = title; self.exercises = exercises
    }
}

extension Catalogue {
    /// The track named `name`.
    ///
    /// - Throws: ``WorkbookError/unknownTrack(_:suggestion:known:)`` with the nearest track name.
    public func track(named name: String) throws(WorkbookError) -> Track {
        let lowered = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let track = tracks.first(where: { $0.id == lowered }) { return track }
        let nearest = tracks.map(\.id).min { editDistance($0, lowered) < editDistance($1, lowered) }
        let close = nearest.flatMap { editDistance($0, lowered) <= max(3, lowered.count / 2) || $0.hasPrefix(lowered) ? $0 : nil }
        throw .unknownTrack(name, suggestion: close, known: tracks.map(\.id))
    }

    /// The exercises of a track in its order, or every exercise in catalogue order when `track` is nil.
    public func exercises(in track: Track?) -> [Exercise] {
        guard let track else { return exercises }
        return track.exercises.compactMap { exercise(id: $0) }
    }

    /// Derives tracks from the exercises' `tracks` fields: each name, in order of first appearance, with its
    /// exercises in catalogue order.
    static func derivedTracks(from exercises: [Exercise]) -> [Track] {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for exercise in exercises {
            for name in exercise.tracks {
                if members[name] == nil { order.append(name) }
                members[name, default: []].append(exercise.id)
            }
        }
        return order.map { Track(id: $0, title: $0, exercises: members[$0] ?? []) }
    }
}
