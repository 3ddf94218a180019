extension Catalogue {
    /// The exercise with this id.
    public func exercise(id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// Resolves what a learner typed to an exercise: the full id (`01-state-reset-if-else`), its number with or without
    /// the leading zero (`01`, `1`), or its slug alone (`state-reset-if-else`).
    ///
    /// - Throws: ``WorkbookError/unknownExercise(_:suggestion:)`` with the nearest id by edit distance.
    public func resolve(_ query: String) throws(WorkbookError) -> Exercise {
        let trimmed = query.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let lowered = trimmed.lowercased()
        if let exact = exercise(id: lowered) { return exact }
        if !lowered.isEmpty, lowered.allSatisfy(\.isNumber), let number = Int(lowered),
           let match = exercises.first(where: { $0.number == number }) { return match }
        if let match = exercises.first(where: { $0.slug == lowered }) { return match }
        // A path like Exercises/01-state-reset-if-else.
        if let last = lowered.split(separator: "/").last, let match = exercise(id: String(last)) { return match }
        throw .unknownExercise(query, suggestion: suggestion(for: lowered))
    }

    /// The id nearest to `query` by edit distance (comparing against ids and slugs), if any is reasonably close.
    public func suggestion(for query: String) -> String? {
        // A unique partial match (`hidden-tally` for `01-hidden-tally-resets`) is the likeliest intent.
        let partial = exercises.filter { !query.isEmpty && ($0.slug.hasPrefix(query) || $0.id.hasPrefix(query) || $0.slug.contains(query)) }
        if partial.count == 1 { return partial[0].id }
        var best: (id: String, distance: Int)?
        for exercise in exercises {
            let distance = min(editDistance(query, exercise.id), editDistance(query, exercise.slug))
            if best == nil || distance < best!.distance { best = (exercise.id, distance) }
        }
        guard let best else { return nil }
        return best.distance <= max(3, query.count / 2) ? best.id : nil
    }
}

import Foundation
