/// How many of one submission's exercises were stopped at a limit of the sandbox (the compiler's time or memory, the
/// tests' time), and whether the rest are still checked.
///
/// Code that keeps the compiler busy in every exercise would cost a minute per exercise, more than an hour for the
/// catalogue (break-it pass 33 of issue 30), so after ``stopsAllowed`` stops a submission's remaining exercises are
/// not checked; they are flagged `limit` with ``refusal``. Honest code meets none of these limits.
struct SubmissionLimitStops {
    static let stopsAllowed = 3
    static let refusalPrefix = "Not checked: "

    private(set) var stops = 0

    /// Counts `result` if a limit stopped it.
    mutating func record(_ result: CheckResult) {
        if Self.isLimitStop(result) { stops += 1 }
    }

    /// Why the next exercise is not checked, once ``stopsAllowed`` exercises were stopped.
    var refusal: String? {
        guard stops >= Self.stopsAllowed else { return nil }
        return Self.refusalPrefix + "\(stops) of this submission's exercises were stopped at a limit of the compiler or of the tests, so its other exercises were not checked (each could cost a minute more)."
    }

    /// Whether a check was stopped at a limit: its tests' time (`timeout`), or its compiler's time or memory.
    static func isLimitStop(_ result: CheckResult) -> Bool {
        switch result.stage {
        case .timeout?: return true
        case .build?: return result.detail?.hasPrefix("The compiler was stopped") == true
        default: return false
        }
    }
}
