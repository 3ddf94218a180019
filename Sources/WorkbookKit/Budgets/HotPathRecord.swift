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

    enum CodingKeys: String, CodingKey {
        case name, repetitions, counters, sites, reasons
        case viewTypes = "view_types"
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

    /// The figure a budget limits, in its unit.
    public func figure(for kind: Budget.Kind) -> Double {
        switch kind {
        // A view's own evaluations and those of the app's views inside it: moving a slow body into a child view
        // moves the work, not away from the budget (found by break-it pass 18 of issue 30).
        case .bodyEvaluations(let type): Double((bodyEvaluations[type] ?? 0) + (bodyEvaluationsInside[type] ?? 0))
        case .viewInitializations(let type): Double(viewInitializations[type] ?? 0)
        case .rowsBuilt: Double(rowsBuilt)
        case .counter(let name): Double(counters[name] ?? 0)
        case .timeRatio: calibrationMilliseconds > 0 ? medianMilliseconds / calibrationMilliseconds : 0
        }
    }
}
