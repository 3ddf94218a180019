/// What `workbook verify` demands of a slow-body exercise's budgets, so that its verdict never depends on the day:
/// the shipped exercise misses a deterministic budget by at least ``shippedMissFactor``; the solution meets every budget
/// with at least ``solutionSpareFactor`` to spare; and repeated checks give the same verdict and, for the deterministic
/// budgets, the same figures.
public enum BudgetMargins {
    /// The shipped exercise's worst deterministic miss must be at least this many times its limit.
    public static let shippedMissFactor = 5.0
    /// Every limit must be at least this many times what the solution measures.
    public static let solutionSpareFactor = 2.0
    /// How many times `verify` checks the shipped exercise and the solution of an exercise with hot paths: twice, so a
    /// figure that differs between two runs of the same code is found (every budget counts work; none is timed).
    public static let runs = 2

    /// Problems with the shipped exercise's runs: a test failing (the budget alone must fail it), a stage other than
    /// `budget`, too small a miss, figures that change from run to run.
    static func shippedProblems(_ runs: [CheckResult], id: String) -> [String] {
        var problems: [String] = []
        for (index, run) in runs.enumerated() where run.stage != .budget {
            let stage = run.stage?.rawValue ?? "none (it passed)"
            problems.append("\(id): check \(index + 1) of the shipped exercise stopped at stage \(stage); it must pass every hidden test and miss a budget (stage budget)")
        }
        guard let first = runs.first, problems.isEmpty else { return problems }
        let misses = first.budgets.compactMap { budget -> Double? in
            guard budget.isDeterministic, let measured = budget.measured else { return nil }
            return budget.limit == 0 ? (measured > 0 ? .infinity : 0) : measured / budget.limit
        }
        let worst = misses.max() ?? 0
        if worst < shippedMissFactor {
            problems.append("\(id): the shipped exercise misses its budgets by only \(rounded(worst))× (at most); a verdict that holds on any machine needs a deterministic budget missed by ≥ \(rounded(shippedMissFactor))×")
        }
        problems += unstable(runs, id: id, variant: "the shipped exercise")
        return problems
    }

    /// Problems with the solution's runs: a missed budget, a budget met with less than ``solutionSpareFactor`` to spare,
    /// figures that change from run to run.
    static func solutionProblems(_ runs: [CheckResult], id: String) -> [String] {
        var problems: [String] = []
        for (index, run) in runs.enumerated() {
            for budget in run.budgets {
                guard let measured = budget.measured else {
                    problems.append("\(id): check \(index + 1) of the solution never measured “\(budget.hotPath)”")
                    continue
                }
                if measured * solutionSpareFactor > budget.limit {
                    problems.append("\(id): the solution measures \(BudgetCheck.count(measured)) \(budget.unit) for “\(budget.hotPath)”, \(budget.name); the budget \(BudgetCheck.count(budget.limit)) must be at least \(rounded(solutionSpareFactor))× that (check \(index + 1))")
                }
            }
        }
        problems += unstable(runs, id: id, variant: "the solution")
        var seen = Set<String>()
        return problems.filter { seen.insert($0).inserted }
    }

    /// Deterministic figures that differ between runs.
    private static func unstable(_ runs: [CheckResult], id: String, variant: String) -> [String] {
        guard let first = runs.first else { return [] }
        var problems: [String] = []
        for run in runs.dropFirst() {
            for (budget, again) in zip(first.budgets, run.budgets) where budget.isDeterministic && budget.measured != again.measured {
                problems.append("\(id): \(variant) measured \(budget.measured.map { BudgetCheck.count($0) } ?? "nothing") and then \(again.measured.map { BudgetCheck.count($0) } ?? "nothing") for “\(budget.hotPath)”, \(budget.name); a deterministic figure must not change between checks")
            }
            if run.status != first.status {
                problems.append("\(id): \(variant) got \(first.status.rawValue) and then \(run.status.rawValue) from the same code")
            }
        }
        return problems
    }

    private static func rounded(_ value: Double) -> String {
        value.isInfinite ? "∞" : ((value * 10).rounded() / 10).trimmedText
    }
}
