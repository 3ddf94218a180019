import Foundation

/// One measurement a hidden suite's `app.measure` wrote (ViewSimTesting's `HotPathMeasurement`), as the grader reads
/// it: one JSON line each, in the file the runner's `WORKBOOK_MEASUREMENTS` names.
///
/// Counts are per interaction (the costliest repetition); times in milliseconds.
public struct HotPathRecord: Sendable, Codable, Equatable {
    public struct SiteAmount: Sendable, Codable, Equatable {
        public var site: String
        public var amount: Int
    }

    public var name: String
    public var repetitions: Int
    public var bodyEvaluations: [String: Int]
    /// Per view type of the app's, body evaluations of the app's other views inside one of that type.
    public var bodyEvaluationsInside: [String: Int]
    public var identitiesEvaluated: [String: Int]
    public var viewInitializations: [String: Int]
    public var rowsBuilt: Int
    public var counters: [String: Int]
    public var sites: [String: [SiteAmount]]
    public var reasons: [String: String]
    public var medianMilliseconds: Double
    public var p95Milliseconds: Double
    public var calibrationMilliseconds: Double
    /// The view types in the hierarchy after the interaction: a budget on a type that is not there cannot be judged.
    public var viewTypes: [String]
    /// The app's own view types whose body ran or whose values were created: each is held to a budget on one view type.
    public var appViewTypes: [String]
    /// Tasks the interaction started or woke that had not run when the measurement ended: their work was not counted.
    public var unsettledTasks: [String]

    enum CodingKeys: String, CodingKey {
        case name, repetitions, counters, sites, reasons
        case viewTypes = "view_types"
        case appViewTypes = "app_view_types"
        case unsettledTasks = "unsettled_tasks"
        case bodyEvaluations = "body_evaluations"
        case bodyEvaluationsInside = "body_evaluations_inside"
        case identitiesEvaluated = "identities_evaluated"
        case viewInitializations = "view_initializations"
        case rowsBuilt = "rows_built"
        case medianMilliseconds = "median_ms"
        case p95Milliseconds = "p95_ms"
        case calibrationMilliseconds = "calibration_ms"
    }

    /// The records in a measurements file; lines that are not a record are skipped.
    public static func records(jsonLines data: Data) -> [HotPathRecord] {
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(HotPathRecord.self, from: Data($0)) }
    }

    /// The view type a budget on `kind` counts, if it counts one view type.
    static func viewType(of kind: Budget.Kind) -> String? {
        switch kind {
        case .bodyEvaluations(let type), .viewInitializations(let type): type
        case .rowsBuilt, .counter, .timeRatio: nil
        }
    }

    /// The figure a budget limits, in its unit. A budget on one view type holds for each of the app's view types of which
    /// several views ran: the figure is the named type's, or another app view's where that is higher (a copy of the row
    /// under another name, used while the named one stays somewhere in the hierarchy, does the same work: break-it
    /// pass 19 of issue 30).
    public func figure(for kind: Budget.Kind) -> Double {
        figureAndType(for: kind).figure
    }

    /// ``figure(for:)``, and for a budget on a view type, the type whose figure it is.
    func figureAndType(for kind: Budget.Kind) -> (figure: Double, type: String?) {
        switch kind {
        // A view's own evaluations and those of the app's views inside it: moving a slow body into a child view
        // moves the work, not away from the budget (found by break-it pass 18 of issue 30).
        // Of another type, only the evaluations of views of which several ran: a copy of a row, not the screen whose
        // one body ran again for each change.
        case .bodyEvaluations(let type):
            heaviest(type, (bodyEvaluations[type] ?? 0) + (bodyEvaluationsInside[type] ?? 0)) {
                identitiesEvaluated[$0] ?? 0 > 1 ? bodyEvaluations[$0] ?? 0 : 0
            }
        case .viewInitializations(let type):
            heaviest(type, viewInitializations[type] ?? 0) { viewInitializations[$0] ?? 0 }
        case .rowsBuilt: (Double(rowsBuilt), nil)
        case .counter(let name): (Double(counters[name] ?? 0), nil)
        case .timeRatio: (calibrationMilliseconds > 0 ? medianMilliseconds / calibrationMilliseconds : 0, nil)
        }
    }

    /// `named`'s figure, or the highest of another app view type's (`figure` of it) where that is higher.
    private func heaviest(_ named: String, _ namedFigure: Int, _ figure: (String) -> Int) -> (figure: Double, type: String?) {
        var heaviest = (figure: namedFigure, type: named)
        for type in appViewTypes where type != named && figure(type) > heaviest.figure { heaviest = (figure(type), type) }
        return (Double(heaviest.figure), heaviest.type)
    }
}
