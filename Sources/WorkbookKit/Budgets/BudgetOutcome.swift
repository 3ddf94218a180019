/// How one budget of a hot path fared in a check.
///
/// JSON shape (in ``CheckResult``'s `budgets`; `measured` is `null` when the hidden suite never measured the hot path):
/// ```json
/// {"hot_path": "toggle one favourite", "name": "body evaluations of LandmarkRow", "limit": 2, "measured": 1000,
///  "unit": "evaluations", "pass": false,
///  "message": "Toggling one favourite re-evaluated LandmarkRow's body 1,000 times, in 1,000 different LandmarkRow views; the budget is 2."}
/// ```
public struct BudgetOutcome: Sendable, Codable, Equatable {
    public var hotPath: String
    /// The budget's name (``Budget/name``).
    public var name: String
    public var limit: Double
    /// The costliest measurement's figure; `nil` when the hot path was not measured.
    public var measured: Double?
    public var unit: String
    public var pass: Bool
    /// For a miss: the user-visible cost and where the work was done, in plain words.
    public var message: String?

    public init(hotPath: String, name: String, limit: Double, measured: Double?, unit: String, pass: Bool, message: String? = nil) {
        self.hotPath = hotPath; self.name = name; self.limit = limit; self.measured = measured; self.unit = unit
        self.pass = pass; self.message = message
    }

    /// Whether the figure counts work (every budget but a time ratio), and so must not change between runs.
    var isDeterministic: Bool { name != Budget.timeRatioName }

    enum CodingKeys: String, CodingKey {
        case name, limit, measured, unit, pass, message
        case hotPath = "hot_path"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hotPath, forKey: .hotPath)
        try container.encode(name, forKey: .name)
        try container.encode(limit, forKey: .limit)
        try container.encode(measured.map { ($0 * 1000).rounded() / 1000 }, forKey: .measured)  // explicit null
        try container.encode(unit, forKey: .unit)
        try container.encode(pass, forKey: .pass)
        try container.encodeIfPresent(message, forKey: .message)
    }
}

extension BudgetOutcome {
    /// `Budget: “toggle one favourite”, body evaluations of LandmarkRow ≤ 2`: the name a budget gets where reports
    /// list tests (JUnit, Exercism, Gradescope).
    public var testName: String {
        "Budget: “\(hotPath)”, \(name) ≤ \(limit.trimmedText)"
    }

    /// The budget as a test outcome tagged `budget`: a miss fails with its sentence; a pass says what was measured.
    public var asTestOutcome: TestOutcome {
        let figure = measured.map { "measured \(BudgetCheck.count($0)) \(unit), budget \(BudgetCheck.count(limit))" } ?? "not measured"
        return TestOutcome(name: testName, status: pass ? .pass : .fail, message: pass ? figure : (message ?? figure), tags: ["budget"])
    }
}

extension CheckResult {
    /// The hidden tests followed by one entry per budget (``BudgetOutcome/asTestOutcome``), for reports that only
    /// know tests.
    public var testsAndBudgets: [TestOutcome] { tests + budgets.map(\.asTestOutcome) }
}
