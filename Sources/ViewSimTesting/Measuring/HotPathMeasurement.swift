import ViewSim

/// What one hot path cost, as ``ViewHost/measure(_:repetitions:_:)`` records it for the grader's budgets.
///
/// Counts are those of the costliest repetition (an interaction that builds rows the first time and reuses them after
/// is charged the first time). Times are in milliseconds; with more than one repetition the first is a warm-up and is
/// left out of them.
///
/// One JSON line per measurement, the shape the grader reads (`Sources/WorkbookKit/Results/HotPathRecord.swift`):
/// ```json
/// {"name": "toggle one favourite", "repetitions": 5,
///  "body_evaluations": {"LandmarkRow": 1000}, "identities_evaluated": {"LandmarkRow": 1000},
///  "view_initializations": {"LandmarkRow": 1000}, "rows_built": 0,
///  "counters": {"formatters": 1000, "bytes read": 0},
///  "sites": {"formatters": [{"site": "DateFormatter() at Landmarks/LandmarkRow.swift:9, in LandmarkRow's body", "amount": 1000}]},
///  "reasons": {"LandmarkRow": "LandmarkRow: @self changed."},
///  "median_ms": 4.1, "p95_ms": 4.6, "calibration_ms": 0.21}
/// ```
public struct HotPathMeasurement: Sendable, Codable, Equatable {
    /// One place work was charged, with how much.
    public struct SiteAmount: Sendable, Codable, Equatable {
        public var site: String
        public var amount: Int
    }

    /// The hot path's name, as `grader.yml`'s `hot_paths` names it.
    public var name: String
    public var repetitions: Int
    /// Body evaluations per view type.
    public var bodyEvaluations: [String: Int]
    /// Per view type of the app's, body evaluations of the app's other views inside one of that type.
    public var bodyEvaluationsInside: [String: Int]
    /// How many different views of each type had their body evaluated.
    public var identitiesEvaluated: [String: Int]
    /// View values created (a view's `init`) per view type.
    public var viewInitializations: [String: Int]
    public var rowsBuilt: Int
    /// ``Cost`` counters (`formatters`, `coders`, `sorted elements`, your own), `bytes read` from files, `views built` (new identities in the hierarchy, ``UpdateWork/viewsBuilt``) and `view values` (every view value built, ``UpdateWork/viewInitializations`` summed).
    public var counters: [String: Int]
    /// Per counter, where the work was charged, most first.
    public var sites: [String: [SiteAmount]]
    /// Per view type, the `_printChanges()` line that most often explains its evaluations.
    public var reasons: [String: String]
    /// Wall time of one repetition: median and 95th percentile, in milliseconds.
    public var medianMilliseconds: Double
    public var p95Milliseconds: Double
    /// The median of the calibration workload (``Calibration``) in this process, in milliseconds: the unit timed
    /// budgets are expressed in.
    public var calibrationMilliseconds: Double
    /// The view types in the hierarchy once the costliest repetition's update ended, sorted: a budget on a view type
    /// that is not there (a renamed view) cannot be judged.
    public var viewTypes: [String]
    /// The app's own view types whose body ran or whose values were created in the costliest repetition, sorted.
    public var appViewTypes: [String]
    /// The tasks the interaction started or woke that had not run when it ended (the synchronous ``ViewHost/measure(_:repetitions:_:)``
    /// cannot wait for them): work they do right after the update is the interaction's, and was not counted.
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

    /// Body evaluations of `type` in the costliest repetition.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        bodyEvaluations[String(describing: type)] ?? 0
    }
}
