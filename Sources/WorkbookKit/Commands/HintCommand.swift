/// What `workbook hint` revealed.
public struct HintReveal: Sendable, Equatable {
    public var exercise: Exercise
    /// The hints to show, tiers 1 through ``tier``.
    public var hints: [String]
    /// The tier revealed (1-based); equals ``total`` once every hint has been revealed. 0 when the exercise has no hints.
    public var tier: Int
    public var total: Int
    /// True when this call revealed a new tier (and recorded it); false when every hint had been revealed already.
    public var revealedNew: Bool
    /// Whether ``tier`` is the last hint.
    public var isLast: Bool { tier == total }
}

/// `workbook hint [ID]`: reveals the next hint tier of an exercise — 1, then 2, … — and records it in the progress
/// history (``ProgressStore/recordHint(exercise:tier:of:)``), so the tier survives across runs. Once the last tier
/// has been revealed, further calls show every hint again and record nothing.
public enum HintCommand {
    /// - Throws: ``WorkbookError/git(_:)`` when the history cannot be read or written.
    public static func run(_ workbook: Workbook, exercise: Exercise) throws(WorkbookError) -> HintReveal {
        _ = try? ShippedSnapshot.ensure(workbook)
        let store = ProgressStore(root: workbook.contentRoot)
        let total = exercise.hints.count
        guard total > 0 else { return HintReveal(exercise: exercise, hints: [], tier: 0, total: 0, revealedNew: false) }
        let used = min(try store.hintsUsed(exercise.id), total)
        if used >= total {
            return HintReveal(exercise: exercise, hints: exercise.hints, tier: total, total: total, revealedNew: false)
        }
        let tier = used + 1
        try store.recordHint(exercise: exercise.id, tier: tier, of: total)
        return HintReveal(exercise: exercise, hints: Array(exercise.hints.prefix(tier)), tier: tier, total: total, revealedNew: true)
    }
}
