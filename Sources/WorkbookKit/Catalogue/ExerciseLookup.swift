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

    /// The id `query` most likely meant, if any is reasonably close: a unique partial match, then a unique id or slug
    /// whose start is within a typo or two of `query`, then the nearest id or slug by edit distance. A number glued to
    /// the words (`01hidden`) is also tried as `01-hidden`.
    public func suggestion(for query: String) -> String? {
        if let nearest = nearest(to: query) { return nearest }
        guard let glued = query.wholeMatch(of: /([0-9]{1,2})[-_ ]?([a-z].*)/), let number = Int(glued.1) else { return nil }
        let separated = String(format: "%02d-", number) + glued.2
        return separated == query ? nil : nearest(to: separated)
    }

    private func nearest(to query: String) -> String? {
        guard !query.isEmpty else { return nil }
        // A unique partial match (`hidden-tally` for `01-hidden-tally-resets`) is the likeliest intent; a letter or two
        // inside a word (`ab` in `price-label-stale`) is not one.
        let partial = exercises.filter {
            $0.slug.hasPrefix(query) || $0.id.hasPrefix(query) || (query.count >= 3 && $0.slug.contains(query))
        }
        if partial.count == 1 { return partial[0].id }
        // A typo in the start of an id or slug (`hiden-tally`): one typo in 4 characters, and only one exercise that near.
        if query.count >= 5 {
            let distances = exercises.map { min(prefixEditDistance(query, toPrefixOf: $0.id), prefixEditDistance(query, toPrefixOf: $0.slug)) }
            if let best = distances.min(), best <= query.count / 4, distances.filter({ $0 == best }).count == 1,
               let index = distances.firstIndex(of: best) {
                return exercises[index].id
            }
        }
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
