import Foundation

/// Which checks are attempts, so the numbers an instructor reads count the learner's tries and nothing else.
///
/// **An attempt is a check of code the learner wrote that differs from their last attempt.** The code is an
/// exercise's `.swift` files (names and contents; a README edit changes nothing). So:
/// - code that differs from the exercise's last recorded attempt (or, before the first, code the learner changed) is
///   recorded;
/// - checking the **shipped** code (as `refs/workbook/shipped` holds it: a fresh exercise, or one just reset) is never
///   an attempt: it shows the bug, it is no try at a fix. Opening an exercise in watch mode, or moving to one with
///   `n`, checks it, and is therefore an attempt only when its code has changed since;
/// - checking the **same code as the last attempt** again (watch mode's `r`, a save with no change, `check --json`
///   after `check`) records nothing. Its result is the recorded one, shown without running the check again
///   (``reusableResult(previous:sources:provenance:)``), when nothing else that decides it has changed either: the
///   hidden suite, the toolchain (both in the attempt's trailers) and the rest of the grader (``AttemptProvenance/grader``).
///   Otherwise it is checked again, and then it is recorded when the hidden suite or the toolchain differ (it is
///   another check of that code), or when the verdict differs from the recorded one (a timeout on a busy machine
///   that now passes: the record must not keep the wrong verdict); an equal verdict is not recorded.
///
/// `workbook reset` starts an exercise over: an attempt before it is no baseline (``ProgressStore/previousAttempt(of:sinceReset:)``),
/// so solving it again with the same code as before is an attempt, and makes it passed again.
///
/// Checking while authoring (`workbook check --author`, `workbook verify`) records nothing at all.
public enum AttemptPolicy {
    /// Whether a check is recorded, and why.
    public enum Decision: Sendable, Equatable {
        /// Record it, for `reason`.
        case record(Reason)
        /// Not an attempt: the same code as the attempt recorded at `since`, with the same verdict.
        case unchanged(since: Date)
        /// Not an attempt: the code is the exercise as shipped.
        case asShipped

        /// Whether the check is recorded.
        public var records: Bool {
            if case .record = self { return true }
            return false
        }
    }

    /// Why a check is recorded.
    public enum Reason: String, Sendable, Equatable {
        /// The code differs from the last attempt's (or there was none) and from the shipped version.
        case changedCode = "changed-code"
        /// The same code as the last attempt, checked by another hidden suite or toolchain.
        case otherTests = "other-tests"
        /// The same code, checked the same way, got another verdict than the one recorded.
        case otherVerdict = "other-verdict"
    }

    /// Whether two snapshots hold the same code: the same `.swift` files with the same contents.
    public static func sameCode(_ a: [SourceSnapshot.File], _ b: [SourceSnapshot.File]) -> Bool {
        func code(_ files: [SourceSnapshot.File]) -> [String: Data] {
            Dictionary(files.filter { $0.name.hasSuffix(".swift") && !$0.name.contains("/") }.map { ($0.name, $0.contents) }) { first, _ in first }
        }
        return code(a) == code(b)
    }

    /// The recorded result that stands for a check of `sources` under `provenance` without running it, or nil when
    /// the check must run: there is no previous attempt, its code or anything in its provenance differs (a
    /// provenance without a ``AttemptProvenance/grader`` fingerprint never matches), its result cannot be read, or
    /// its verdict depended on the wall clock or the machine (a timeout, a compiler stopped for taking too long or too
    /// much memory).
    public static func reusableResult(previous: PreviousAttempt?, sources: [SourceSnapshot.File], provenance: AttemptProvenance) -> CheckResult? {
        guard let previous, let result = previous.result, sameCode(previous.sources, sources),
              provenance.grader != nil, previous.provenance == provenance else { return nil }
        if result.stage == .timeout { return nil }
        if result.stage == .build, result.detail?.hasPrefix("The compiler was stopped") == true { return nil }
        return result
    }

    /// Whether the check of `sources` that gave `result` under `provenance` is recorded.
    ///
    /// - Parameters:
    ///   - previous: the exercise's last attempt, if any.
    ///   - shipped: the exercise's shipped files (`refs/workbook/shipped`), if known.
    public static func decide(
        sources: [SourceSnapshot.File], result: CheckResult, provenance: AttemptProvenance, previous: PreviousAttempt?,
        shipped: [SourceSnapshot.File]?
    ) -> Decision {
        if let shipped, !shipped.isEmpty, sameCode(sources, shipped) { return .asShipped }
        guard let previous, sameCode(sources, previous.sources) else { return .record(.changedCode) }
        if previous.provenance.hiddenSuiteHash != provenance.hiddenSuiteHash || previous.provenance.toolchain != provenance.toolchain {
            return .record(.otherTests)
        }
        if let recorded = previous.result, recorded.status != result.status || recorded.stage != result.stage {
            return .record(.otherVerdict)
        }
        return .unchanged(since: previous.date)
    }
}
