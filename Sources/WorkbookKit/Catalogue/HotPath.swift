/// An interaction a slow-body exercise's hidden suite measures (`app.measure(name) { … }`), with the budgets its cost
/// must stay within, as declared in `grader.yml`:
///
/// ```yaml
/// hot_paths:
///   - name: toggle one favourite          # the name the hidden suite measures
///     title: Toggling one favourite       # how a sentence about it starts; default: the name in quotes
///     budgets:                            # each a maximum for one interaction
///       max_body_evaluations: {LandmarkRow: 2}      # per view type, with the app's views inside it
///       max_view_initializations: {LandmarkRow: 2}  # per view type
///       max_rows_built: 40
///       max_counter: {formatters: 2}                # formatters, coders, sorted elements, bytes read, views built, or the app's own
///       max_time_ratio: 50                          # median wall time ÷ the calibration workload's
/// ```
public struct HotPath: Sendable, Equatable {
    public var name: String
    /// The sentence opening for reports, e.g. `Toggling one favourite`.
    public var title: String
    public var budgets: [Budget]

    public init(name: String, title: String? = nil, budgets: [Budget]) {
        self.name = name; self.title = title ?? "“\(name)”"; self.budgets = budgets
    }
}

/// One limit on a hot path's cost. The deterministic kinds (everything but ``Kind/timeRatio``) count work, so the same
/// code gets the same figure on any machine; the timed kind is a ratio to a calibration workload timed in the same
/// process, so a slow machine slows both alike.
public struct Budget: Sendable, Equatable, Hashable {
    public enum Kind: Sendable, Equatable, Hashable {
        /// Body evaluations of views of this type (its name as Swift prints it, e.g. `LandmarkRow`).
        case bodyEvaluations(viewType: String)
        /// View values of this type created (the view's `init` run by a parent's body or a row closure).
        case viewInitializations(viewType: String)
        /// Rows lazy containers built.
        case rowsBuilt
        /// A named work counter: `formatters`, `coders`, `sorted elements`, `bytes read`, `views built` (new identities
        /// in the hierarchy), `view values` (views of every type that bodies and `ForEach` closures built: rows written
        /// inline in one body still cost what they build), or one the app charges.
        case counter(String)
        /// Median wall time of one interaction ÷ the calibration workload's median.
        case timeRatio
    }

    public var kind: Kind
    /// The most allowed per interaction (a count, or a ratio for ``Kind/timeRatio``).
    public var limit: Double

    public init(_ kind: Kind, limit: Double) { self.kind = kind; self.limit = limit }

    /// Whether the figure counts work (and so never varies between runs of the same code).
    public var isDeterministic: Bool { kind != .timeRatio }

    /// A short stable name for reports and leaderboards: `body evaluations of LandmarkRow`, `rows built`,
    /// `formatters`, `time ratio`.
    public var name: String {
        switch kind {
        case .bodyEvaluations(let type): "body evaluations of \(type)"
        case .viewInitializations(let type): "initializations of \(type)"
        case .rowsBuilt: "rows built"
        case .counter(let counter): counter
        case .timeRatio: Self.timeRatioName
        }
    }

    /// The name of every ``Kind/timeRatio`` budget.
    static let timeRatioName = "time ratio"

    /// The unit of the figure: `evaluations`, `initializations`, `rows`, the counter's own (`formatters`, `bytes`…),
    /// or `×` for a time ratio.
    public var unit: String {
        switch kind {
        case .bodyEvaluations: "evaluations"
        case .viewInitializations: "initializations"
        case .rowsBuilt: "rows"
        case .counter(let counter): counter == "bytes read" ? "bytes" : counter == "views built" ? "views" : counter == "view values" ? "views" : counter
        case .timeRatio: "×"
        }
    }
}

extension Catalogue {
    static let hotPathKeys: Set<String> = ["name", "title", "budgets"]
    static let budgetKeys: Set<String> = [
        "max_body_evaluations", "max_view_initializations", "max_rows_built", "max_counter", "max_time_ratio",
    ]

    /// Parses an exercise's `hot_paths` list.
    ///
    /// - Throws: ``CatalogueError`` at the offending node: not a list, a hot path without `name` or `budgets`, a
    ///   duplicate name, an unknown budget, a limit that is not a non-negative number.
    static func parseHotPaths(_ node: YAMLNode, fail: (YAMLNode?, String) -> CatalogueError) throws(CatalogueError) -> [HotPath] {
        guard case .sequence(let items, _) = node else {
            throw fail(node, "`hot_paths` must be a list of hot paths ({name, title, budgets}), not \(node.kindDescription)")
        }
        var hotPaths: [HotPath] = []
        var names: Set<String> = []
        for item in items {
            let fields = try mapping(item, named: "a hot path", fail: fail)
            try rejectUnknownKeys(fields, allowed: hotPathKeys, context: "in a hot path", fail: fail)
            guard let nameField = fields["name"] else { throw fail(item, "hot path is missing `name` (the name its hidden test passes to app.measure)") }
            guard let name = nameField.value.scalarText, !name.isEmpty else { throw fail(nameField.value, "`name` must be a string") }
            guard names.insert(name).inserted else { throw fail(nameField.value, "duplicate hot path '\(name)'") }
            var title: String?
            if let titleField = fields["title"] {
                guard let text = titleField.value.scalarText, !text.isEmpty else { throw fail(titleField.value, "`title` must be a string") }
                title = text
            }
            guard let budgetsField = fields["budgets"] else { throw fail(item, "hot path '\(name)' is missing `budgets`") }
            let budgets = try parseBudgets(budgetsField.value, hotPath: name, fail: fail)
            hotPaths.append(HotPath(name: name, title: title, budgets: budgets))
        }
        return hotPaths
    }

    private static func parseBudgets(_ node: YAMLNode, hotPath: String, fail: (YAMLNode?, String) -> CatalogueError) throws(CatalogueError) -> [Budget] {
        let fields = try mapping(node, named: "`budgets`", fail: fail)
        try rejectUnknownKeys(fields, allowed: budgetKeys, context: "in the budgets of '\(hotPath)'", fail: fail)
        var budgets: [Budget] = []
        for entry in fields.entries {
            switch entry.name {
            case "max_rows_built":
                budgets.append(Budget(.rowsBuilt, limit: try limit(entry.value, entry.name, fail: fail)))
            case "max_time_ratio":
                let ratio = try limit(entry.value, entry.name, fail: fail)
                guard ratio > 0 else { throw fail(entry.value, "`max_time_ratio` must be more than 0") }
                budgets.append(Budget(.timeRatio, limit: ratio))
            default:
                let perName = try mapping(entry.value, named: "`\(entry.name)`", fail: fail)
                guard !perName.entries.isEmpty else { throw fail(entry.value, "`\(entry.name)` names nothing; e.g. `{Row: 2}`") }
                for pair in perName.entries {
                    let limit = try limit(pair.value, "\(entry.name).\(pair.name)", fail: fail)
                    let kind: Budget.Kind = switch entry.name {
                    case "max_body_evaluations": .bodyEvaluations(viewType: pair.name)
                    case "max_view_initializations": .viewInitializations(viewType: pair.name)
                    default: .counter(pair.name)
                    }
                    budgets.append(Budget(kind, limit: limit))
                }
            }
        }
        guard !budgets.isEmpty else { throw fail(node, "hot path '\(hotPath)' has no budgets") }
        return budgets
    }

    private static func limit(_ node: YAMLNode, _ name: String, fail: (YAMLNode?, String) -> CatalogueError) throws(CatalogueError) -> Double {
        guard let text = node.scalarText, let value = Double(text), value.isFinite, value >= 0 else {
            throw fail(node, "`\(name)` must be a number, 0 or more")
        }
        return value
    }
}
