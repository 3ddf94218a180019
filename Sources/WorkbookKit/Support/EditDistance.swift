/// Levenshtein distance between two strings, counted in `Character`s (insertions, deletions and substitutions each cost 1).
///
/// Used to suggest the nearest exercise id for a mistyped one.
public func editDistance(_ a: String, _ b: String) -> Int {
    distancesToPrefixes(of: b, from: a).last!
}

/// The smallest edit distance from `a` to any prefix of `b` (`hiden-tally` is 1 from `hidden-tally-resets`), for
/// suggesting an id whose start was typed with a typo.
public func prefixEditDistance(_ a: String, toPrefixOf b: String) -> Int {
    distancesToPrefixes(of: b, from: a).min()!
}

/// The edit distance from `a` to each prefix of `b`, from the empty one to all of `b` (the last row of the
/// Levenshtein table).
private func distancesToPrefixes(of b: String, from a: String) -> [Int] {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    var current = previous
    for i in a.indices {
        current[0] = i + 1
        for j in b.indices {
            let cost = a[i] == b[j] ? 0 : 1
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + cost)
        }
        swap(&previous, &current)
    }
    return previous
}
