/// What a hosted hierarchy's updates did during one recorded interaction (``ViewGraph/recordingWork(_:)``): the
/// numbers SwiftUI's Instruments template shows as body updates, and a list's row creations.
///
/// View types are named as `String(describing:)` names them (`OrderRow`, `ForEach<Array<Order>, UUID, OrderRow>`).
///
/// Source: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/): a view's
/// body runs when its dependencies change; the cost of an update is the bodies it runs and the work inside them.
public struct UpdateWork: Sendable, Equatable {
    /// Body evaluations, per view type.
    public var bodyEvaluations: [String: Int] = [:]
    /// Per view type of the app's own (not the core's), body evaluations of the app's other views inside one of that
    /// type: the work a view's update led to below it. A row whose slow body moved into a child view still costs what
    /// it did; the count is here, under the row's type.
    public var bodyEvaluationsInside: [String: Int] = [:]
    /// The app's own view types (not the core's) whose body ran or whose values were created: every one of them is held
    /// to a budget on one view type, so a copy of a row under another name is counted too.
    public var appViewTypes: Set<String> = []
    /// How many different identities (views in the hierarchy) of each type had their body evaluated.
    public var identitiesEvaluated: [String: Int] { identities.mapValues(\.count) }
    /// View values created by the bodies and content closures that ran (a view's `init`), per view type. A parent
    /// that re-runs makes a new value for every child, even for children whose own body is then skipped.
    public var viewInitializations: [String: Int] = [:]
    /// Rows built (``ViewGraph/rowsBuilt``): by lazy containers as they come on screen, by an eager `ForEach` all at once.
    public var rowsBuilt = 0
    /// Views built: new identities, each a node of the hierarchy made (a stack, a modifier, a text, a view of the
    /// app's), wherever they are, in a row or not. Five thousand rows built by a recursive helper with no `ForEach`
    /// build as many views as in one (break-it pass 21 of issue 30).
    public var viewsBuilt = 0
    /// Per view type, each `_printChanges()` reason (`@self changed.`, `_favorites changed.`) and how often it was the
    /// reason for an evaluation.
    public var changeReasons: [String: [String: Int]] = [:]

    private var identities: [String: Set<Int>] = [:]

    public init() {}

    @MainActor
    mutating func recordBody(of node: Node) {
        let type = node.typeName
        bodyEvaluations[type, default: 0] += 1
        identities[type, default: []].insert(node.id)
        changeReasons[type, default: [:]][node.changeReasons.description, default: 0] += 1
        guard !Self.isCoreView(node) else { return }
        appViewTypes.insert(type)
        var counted: Set<ObjectIdentifier> = [ObjectIdentifier(Swift.type(of: node.view))]
        var ancestor = node.parent
        while let current = ancestor {
            if !Self.isCoreView(current), counted.insert(ObjectIdentifier(Swift.type(of: current.view))).inserted {
                bodyEvaluationsInside[current.typeName, default: 0] += 1
            }
            ancestor = current.parent
        }
    }

    /// Whether `node` is one of the core's own views (a stack, a modifier, a `ForEach`), not one the app declares.
    @MainActor
    private static func isCoreView(_ node: Node) -> Bool {
        isCoreType(Swift.type(of: node.view))
    }

    /// Whether `type` is one of the core's own view types; remembered per type.
    @MainActor
    private static func isCoreType(_ type: any View.Type) -> Bool {
        if let known = coreTypes[ObjectIdentifier(type)] { return known }
        let isCore = String(reflecting: type).hasPrefix("ViewSim.")
        coreTypes[ObjectIdentifier(type)] = isCore
        return isCore
    }

    @MainActor private static var coreTypes: [ObjectIdentifier: Bool] = [:]

    @MainActor
    mutating func recordInitializations<Views: Sequence<any View>>(of views: Views) {
        for view in views {
            let type = String(describing: Swift.type(of: view))
            viewInitializations[type, default: 0] += 1
            if !Self.isCoreType(Swift.type(of: view)) { appViewTypes.insert(type) }
        }
    }
}
