extension Sequence where Element == Int {
    /// The sum of the counts, each taken as at least 0, at most `Int.max`: counts that come from a report or a history
    /// anyone can write (attempts, hints) may claim any `Int`, and a sum that overflowed would stop the program
    /// (break-it pass 34 of issue 30).
    func saturatingSum() -> Int {
        var total = 0
        for count in self {
            let (sum, overflow) = total.addingReportingOverflow(Swift.max(0, count))
            if overflow { return .max }
            total = sum
        }
        return total
    }
}
