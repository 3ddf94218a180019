import Foundation

/// What a learner is offered after passing an exercise: the next exercise not yet passed, or, when none is left, that
/// the track (or the workbook) is finished and which track to take next.
public enum NextStep: Sendable, Equatable {
    /// The next exercise not yet passed: the first after the one just passed in the track's order (catalogue order
    /// without a track), else the first before it.
    case exercise(Exercise)
    /// Every exercise of `track` (of the workbook when nil) has passed: `count` of them. `nextTrack` is the first
    /// track after it in `grader.yml` (then from the top) that still has an exercise not passed; nil when there is none
    /// (or no track was given: then the whole workbook is done).
    case finished(track: Track?, count: Int, nextTrack: Track?)

    /// The step after `exercise` (just checked) given the exercises that count as passed now (`passed`, which
    /// should include `exercise` when it passed).
    public static func after(_ exercise: Exercise, in workbook: Workbook, track: Track?, passed: Set<String>) -> NextStep {
        let order = workbook.catalogue.exercises(in: track)
        let index = order.firstIndex { $0.id == exercise.id } ?? -1
        let candidates = order.dropFirst(index + 1) + order.prefix(max(0, index))
        if let next = candidates.first(where: { !passed.contains($0.id) && $0.id != exercise.id }) { return .exercise(next) }
        if !passed.contains(exercise.id), order.contains(exercise) { return .exercise(exercise) }
        return .finished(track: track, count: order.count, nextTrack: nextTrack(after: track, in: workbook, passed: passed))
    }

    /// The first track after `track` in the catalogue (then from the top) with an exercise not in `passed`.
    public static func nextTrack(after track: Track?, in workbook: Workbook, passed: Set<String>) -> Track? {
        guard let track else { return nil }
        let tracks = workbook.catalogue.tracks
        let index = tracks.firstIndex { $0.id == track.id } ?? -1
        let candidates = tracks.dropFirst(index + 1) + tracks.prefix(max(0, index))
        return candidates.first { other in
            other.id != track.id && workbook.catalogue.exercises(in: other).contains { !passed.contains($0.id) }
        }
    }

    /// The next exercise, when there is one.
    public var exercise: Exercise? {
        if case .exercise(let exercise) = self { return exercise }
        return nil
    }

    /// The sentence that tells the learner: `Next: 03-… · Title — `workbook check 03`` (`command` is how to start
    /// it: nil for that check command), or that the track is finished and which track is next.
    public func sentence(command: ((Exercise) -> String)? = nil) -> String {
        switch self {
        case .exercise(let next):
            let how = command?(next) ?? "`workbook check \(next.shortID)`"
            return "Next: \(next.id) · \(next.title) — \(how)"
        case .finished(let track, let count, let nextTrack):
            let exercises = count == 1 ? "the one exercise" : "all \(count) exercises"
            let scope = exercises + (track.map { " of track \($0.id)" } ?? "") + (count == 1 ? " passes" : " pass")
            var sentence = "That was the last one: \(scope)."
            if let nextTrack {
                sentence += " Next track: \(nextTrack.id)"
                if nextTrack.title != nextTrack.id { sentence += " · \(nextTrack.title)" }
                sentence += " — `workbook --track \(nextTrack.id)`"
            } else if track != nil {
                sentence += " Every track is done. Well done!"
            } else {
                sentence += " Well done!"
            }
            return sentence
        }
    }
}
