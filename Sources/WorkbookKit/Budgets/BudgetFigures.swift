/// What an attempt's budgets measured, kept in its progress commit as one trailer, so `workbook progress` can show a
/// learner's figures improving across attempts:
///
/// `Budgets: scroll through the orders · formatters = 120 / 2; scroll through the orders · rows built = 12 / 40`
///
/// (hot path · budget = measured / limit; a hot path not measured is left out). `;`, `=` and `/` in names become `,`.
public enum BudgetFigures {
    public struct Figure: Sendable, Equatable, Codable {
        /// `hot path · budget name`.
        public var name: String
        public var measured: Double
        public var limit: Double
    }

    /// The trailer line, or an empty line when there are no measured budgets.
    static func trailer(_ budgets: [BudgetOutcome]) -> String {
        let entries = budgets.compactMap { budget in
            budget.measured.map { "\(clean("\(budget.hotPath) · \(budget.name)")) = \($0.trimmedText) / \(budget.limit.trimmedText)" }
        }
        return entries.isEmpty ? "" : "Budgets: " + entries.joined(separator: "; ") + "\n"
    }

    /// The most figures read from one trailer: an exercise has a few budgets; a longer list was written by hand
    /// (100,000 entries made `progress` take minutes, break-it pass 34).
    static let mostFigures = 64

    static func parse(_ trailer: String) -> [Figure] {
        trailer.split(separator: ";", maxSplits: mostFigures).prefix(mostFigures).compactMap { entry in
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let numbers = parts[1].split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            // A figure the workbook wrote is a finite number; `nan` or `inf` was written by hand (and stops JSON).
            guard numbers.count == 2, let measured = numbers[0], let limit = numbers[1], measured.isFinite, limit.isFinite else { return nil }
            return Figure(name: UntrustedText.printable(parts[0].trimmingCharacters(in: .whitespaces)), measured: measured, limit: limit)
        }
    }

    private static func clean(_ name: String) -> String {
        String(name.map { ";=/".contains($0) ? "," : $0 })
    }
}
