/// What tells a child apart from its siblings: one component of a view's identity path.
///
/// Structural components come from the shape of the `@ViewBuilder` code (position in a block, the branch of an
/// `if`/`else`, the presence of an optional); explicit ones come from `.id(_:)` and `ForEach` element ids. The child's
/// view type is part of its identity too: a different type at the same place is a different view.
///
/// Source: WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/).
public enum IdentityComponent: Hashable, Sendable, CustomStringConvertible {
    case position(Int)
    case trueBranch
    case falseBranch
    case some
    case content
    case body
    case explicit(String)
    /// The content of the n-th presentation (sheet, alert…) of a presentation modifier: each presentation is new.
    case presentation(Int)

    public var description: String {
        switch self {
        case .position(let index): "\(index)"
        case .trueBranch: "if"
        case .falseBranch: "else"
        case .some: "some"
        case .content: "content"
        case .body: "body"
        case .explicit(let id): "id(\(id))"
        case .presentation(let count): "presentation(\(count))"
        }
    }
}

/// The key a child node is stored under: its identity component and its view type.
struct ChildKey: Hashable {
    private(set) var component: IdentityComponent
    let viewType: ObjectIdentifier
    let explicitID: AnyHashable?
    /// Which repeat of a duplicated id this is (0 for the first element with the id).
    private(set) var repeatIndex = 0

    init(component: IdentityComponent, viewType: Any.Type, explicitID: AnyHashable? = nil) {
        self.component = component
        self.viewType = ObjectIdentifier(viewType)
        self.explicitID = explicitID
    }

    /// Equal keys have equal explicit ids, and a key's component is most often made from its id, so the id is hashed
    /// in the component's place: hashing both would hash a row's id twice.
    func hash(into hasher: inout Hasher) {
        if let explicitID { hasher.combine(explicitID) } else { hasher.combine(component) }
        hasher.combine(viewType)
        hasher.combine(repeatIndex)
    }

    /// This key with another identity component (same view type and explicit id).
    func withComponent(_ component: IdentityComponent) -> ChildKey {
        var key = self
        key.component = component
        return key
    }

    /// The key of the `index`-th repeat of this key among siblings with duplicate ids.
    func occurrence(_ index: Int) -> ChildKey {
        var key = self
        key.repeatIndex = index
        return key
    }
}

/// The children a primitive view hands to the graph, in order.
@MainActor
struct ChildList {
    struct Entry {
        let key: ChildKey
        let view: any View
    }
    private(set) var entries: [Entry] = []
    /// Children that are kept, off screen, when they are not in `entries` (a lazy container's rows scrolled away):
    /// their state survives and they disappear instead of leaving the hierarchy.
    var retainedKeys: Set<ChildKey> = []
    /// Whether the entries are a lazy container's rows (counted as rows built when first made).
    var areLazyRows = false
    /// Entries whose view is the one their child already has, not made again (a lazy container building more rows for
    /// layout): no initialization of theirs is counted.
    var keptViews: Set<ChildKey> = []
    /// Whether the entries are the rows of a `ForEach` outside a lazy container (all built at once, and counted so).
    var areEagerRows = false
    /// Entries that are in the hierarchy but not on screen (the screens beneath a navigation stack's top one): they
    /// disappear, keep their state, and the host does not show them.
    var offscreenKeys: Set<ChildKey> = []
    /// Whether two entries may have the same key: only keys made elsewhere or from explicit ids can repeat; a view
    /// gives each of its structural children a component of its own.
    private(set) var mayRepeatKeys = false

    /// Makes room for `count` more entries at once (a `ForEach` knows how many rows it has).
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    mutating func append(_ child: any View, childKey: ChildKey) {
        entries.append(Entry(key: childKey, view: child))
        mayRepeatKeys = true
    }

    /// Appends a body's result as the only child, in the box it came in (`append(_:key:)` would copy it into a new one).
    mutating func append(body: any View) {
        entries.append(Entry(key: ChildKey(component: .body, viewType: type(of: body)), view: body))
    }

    mutating func append<Child: View>(_ child: Child, key component: IdentityComponent) {
        entries.append(Entry(key: ChildKey(component: component, viewType: Child.self), view: child))
    }

    mutating func append<Child: View>(_ child: Child, explicitID: AnyHashable) {
        let key = ChildKey(component: .explicit(description(of: explicitID.base)), viewType: Child.self, explicitID: explicitID)
        entries.append(Entry(key: key, view: child))
        mayRepeatKeys = true
    }
}

/// `String(describing: id)`, made directly for the ids rows are most often given (an `Int`, a `String`), without the
/// runtime's protocol lookups.
private func description(of id: Any) -> String {
    let type = type(of: id)
    if type == Int.self { return String(id as! Int) }
    if type == String.self { return id as! String }
    return String(describing: id)
}
