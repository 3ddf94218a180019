// Attack (from break-it pass 46 of issue 30): a type of the app's own named like a Swift Testing type the hidden suite
// names in an expression. Overload ranking, not name lookup, picks between the two, and `record(_: String)` beats
// Testing's `record(_: Comment?, …)` for the suite's `Issue.record("…")`: every failure exercise 67's suite reports
// that way went unrecorded, and with its label changed so the suite could not find it, the exercise passed with its
// bug. Refused when the suite names the type and the solution declares none of that name (ModulePolicyLookalikes).
// exercise: 67-arrival-time-cut-short
// adds: Issue.swift
// stage: build
// message: `Issue` is named like something the hidden tests call from another module

/// Something on the order page that needs attention.
struct Issue {
    var note: String

    /// Notes an issue (nothing is sent anywhere yet).
    static func record(_ note: String) {}
}
