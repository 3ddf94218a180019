/// The budget stage: compares what a hidden suite measured with the budgets `grader.yml` sets for each hot path.
///
/// A hot path measured more than once (in several tests, or again after a restart) is judged by its costliest
/// measurement. A hot path the suite never measured fails each of its budgets, saying so: the test that measures it
/// did not get that far, or no longer measures it. A budget on a view type fails, saying so, when no view of that
/// type is in the hierarchy after any of its measurements (the learner renamed the view the budget counts: a
/// count of zero would otherwise pass), and holds for each of the app's view types (``HotPathRecord/figure(for:)``).
/// Every budget of a hot path fails, saying so, when a measurement ended with tasks it started still to run: the
/// work they do was not counted.
public enum BudgetCheck {
    public static func outcomes(for hotPaths: [HotPath], measured records: [HotPathRecord]) -> [BudgetOutcome] {
        hotPaths.flatMap { hotPath in
            let measurements = records.filter { $0.name == hotPath.name }
            let deferred = measurements.lazy.flatMap(\.unsettledTasks).first
            return hotPath.budgets.map { budget in
                guard let worst = measurements.max(by: { $0.figure(for: budget.kind) < $1.figure(for: budget.kind) }) else {
                    return BudgetOutcome(
                        hotPath: hotPath.name, name: budget.name, limit: budget.limit, measured: nil, unit: budget.unit, pass: false,
                        message: "The hidden tests never measured “\(hotPath.name)”, so its budget for \(budget.name) could not be checked.")
                }
                if let type = HotPathRecord.viewType(of: budget.kind), !measurements.contains(where: { $0.viewTypes.contains(type) }) {
                    return BudgetOutcome(
                        hotPath: hotPath.name, name: budget.name, limit: budget.limit, measured: nil, unit: budget.unit, pass: false,
                        message: "After \(hotPath.title.prefix(1).lowercased() + hotPath.title.dropFirst()), no \(type) is in the app's hierarchy, so its budget for \(budget.name) could not be checked: the hidden tests count \(type)'s work, and a view renamed or replaced is not counted. Keep \(type) as it is named.")
                }
                if let deferred {
                    return BudgetOutcome(
                        hotPath: hotPath.name, name: budget.name, limit: budget.limit, measured: nil, unit: budget.unit, pass: false,
                        message: "\(hotPath.title) started work the measurement could not see: \(deferred) was still to run when the interaction ended. Work a task does right after an update is part of the same hitch on a device: do it once (when the screen appears) and keep the result, rather than in a task each change starts again.")
                }
                let figure = worst.figure(for: budget.kind)
                let pass = figure <= budget.limit
                return BudgetOutcome(
                    hotPath: hotPath.name, name: budget.name, limit: budget.limit, measured: figure, unit: budget.unit, pass: pass,
                    message: pass ? nil : missSentence(hotPath, budget, figure, worst))
            }
        }
    }

    /// “Toggling one favourite re-evaluated LandmarkRow's body 1,000 times, in 1,000 different LandmarkRow views; the
    /// budget is 2. SwiftUI's `_printChanges()` would say “LandmarkRow: @self changed.” for them.”
    static func missSentence(_ hotPath: HotPath, _ budget: Budget, _ figure: Double, _ record: HotPathRecord) -> String {
        let title = hotPath.title
        let limit = count(budget.limit)
        switch budget.kind {
        case .bodyEvaluations(let type):
            if let other = otherView(type, budget, record) {
                return "\(title) re-evaluated \(other)'s body \(times(figure)); the budget of \(limit) for \(type) holds for each of the app's views, so a copy of \(type) under another name is counted too."
            }
            let own = Double(record.bodyEvaluations[type] ?? 0)
            var sentence = "\(title) re-evaluated \(type)'s body \(times(own))"
            if let identities = record.identitiesEvaluated[type], identities > 1 {
                sentence += ", in \(count(Double(identities))) different \(type) views"
            }
            if figure > own {
                sentence += ", and the bodies of the views inside \(type) \(times(figure - own)) (a body moved into a child view still runs for the same change)"
            }
            sentence += "; the budget is \(limit)."
            if let reason = record.reasons[type] {
                sentence += " SwiftUI's `_printChanges()` would say “\(type): \(reason)” for them."
            }
            return sentence
        case .viewInitializations(let type):
            if let other = otherView(type, budget, record) {
                return "\(title) created \(count(figure)) \(other) values (each a run of its init); the budget of \(limit) for \(type) holds for each of the app's views, so a copy of \(type) under another name is counted too."
            }
            return "\(title) created \(count(figure)) \(type) values (each a run of its init); the budget is \(limit)."
        case .rowsBuilt:
            return "\(title) built \(count(figure)) rows; the budget is \(limit)."
        case .counter(let name):
            return "\(title) \(work(name, figure)); the budget is \(limit)." + whereDone(record.sites[name] ?? [])
        case .timeRatio:
            let ratio = (figure * 10).rounded() / 10
            let milliseconds = (record.medianMilliseconds * 100).rounded() / 100
            return "\(title) took \(ratio.trimmedText)× as long as the calibration workload (\(milliseconds.trimmedText) ms each time); the budget is \(budget.limit.trimmedText)×."
        }
    }

    /// The app's view type other than `named` whose figure the budget's is, if it is another's.
    private static func otherView(_ named: String, _ budget: Budget, _ record: HotPathRecord) -> String? {
        record.figureAndType(for: budget.kind).type.flatMap { $0 == named ? nil : $0 }
    }

    /// The work a counter stands for, as a verb phrase: “created 1,000 formatters”, “read 48,000 bytes from files”.
    static func work(_ counter: String, _ figure: Double) -> String {
        switch counter {
        case "formatters": "created \(count(figure)) formatter\(figure == 1 ? "" : "s")"
        case "coders": "built or used a JSON or property-list coder \(count(figure)) time\(figure == 1 ? "" : "s")"
        case "sorted elements": "sorted \(count(figure)) element\(figure == 1 ? "" : "s")"
        case "bytes read": "read \(count(figure)) byte\(figure == 1 ? "" : "s") from files"
        case "views built": "built \(count(figure)) view\(figure == 1 ? "" : "s") (new identities: stacks, modifiers, texts and the app's own views)"
        case "view values": "made \(count(figure)) view value\(figure == 1 ? "" : "s") (each a view a body or a ForEach's closure built, of every type: the work an update does beside the bodies it runs)"
        default: "did \(count(figure)) of “\(counter)”"
        }
    }

    /// “ Most of it: DateFormatter() at Feed/CardHeader.swift:9, in CardHeader's body (1,000).”, up to two places.
    static func whereDone(_ sites: [HotPathRecord.SiteAmount]) -> String {
        guard !sites.isEmpty else { return "" }
        let shown = sites.prefix(2).map { "\($0.site) (\(count(Double($0.amount))))" }
        return sites.count == 1 ? " Where: \(shown[0])." : " Where, most first: \(shown.joined(separator: "; "))."
    }

    /// `1000` → `1,000`; fractions keep one decimal.
    static func count(_ value: Double) -> String {
        guard value.rounded() == value, abs(value) < 1e15 else { return ((value * 10).rounded() / 10).trimmedText }
        let digits = String(Int(value).magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    static func times(_ value: Double) -> String {
        value == 1 ? "once" : "\(count(value)) times"
    }
}

extension Double {
    /// `2.0` → `2`, `2.5` → `2.5`: a figure without a trailing `.0`.
    var trimmedText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
