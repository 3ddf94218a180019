/// A view that shows a root view and the views pushed on top of it; only the top one is on screen.
///
/// Behaviour mirrored from SwiftUI:
/// - A `NavigationLink(value:)` pushes its value; the screen shown is what the nearest matching
///   `.navigationDestination(for:)` builds for it. The value's type must match exactly. A destination must be inside
///   the stack and not inside a lazy container's row (there it is not registered, with SwiftUI's warning). A value with
///   no destination does not push, with SwiftUI's warning. A link outside any stack does nothing.
/// - With `path:`, the path is the source of truth: pushing appends to it, going back removes its last value, and
///   changing it in code pushes or pops.
/// - Screens beneath the top one stay in the hierarchy with their state, but are off screen: the root disappears when
///   a screen is pushed and appears again when it is popped. A popped screen's state is gone.
/// - The stack's own path (without `path:`) belongs to its identity: a new identity starts at the root again.
/// - A pushed screen is rebuilt from its declaration: when the view that declares its `navigationDestination` (or holds
///   its `NavigationLink(destination:)`) re-runs, the screen gets the new inputs at that same update, and what the
///   destination closure reads is observed like a sheet's content (a change re-runs it).
///
/// Source: Apple, "NavigationStack" (https://developer.apple.com/documentation/swiftui/navigationstack),
/// "navigationDestination(for:destination:)"
/// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)),
/// "NavigationLink" (https://developer.apple.com/documentation/swiftui/navigationlink); WWDC22 "The SwiftUI cookbook
/// for navigation" (https://developer.apple.com/videos/play/wwdc2022/10054/).
public struct NavigationStack<Data, Root: View>: View, PrimitiveView, NodeElementView {
    let root: Root
    let path: Binding<Data>
    let usesPath: Bool
    let elements: (Data) -> [AnyHashable]
    let appending: (Data, AnyHashable) -> Data?
    let removingLast: (Data) -> Data

    func makeChildren(into children: inout ChildList) {}

    func makeChildren(into children: inout ChildList, in node: Node) {
        let state = NavigationStackState.of(node)
        state.bind(self, in: node)
        children.append(root, key: .content)
        if node.children.isEmpty, !state.values.isEmpty {
            // The destinations in the root are not registered before the root is built: build the path after it.
            node.graph.enqueue { [weak node] in if let node { node.graph.invalidate([node]) } }
            return
        }
        // Each screen is built when its node is reached, after the root's: from its declaration as it is then (see
        // PushedScreenView), so a declaration that changed in this update gives its screen the new inputs at once.
        var screens: [(ChildKey, PushedScreenView.Builder)] = []
        let destinations = NavigationDestinations.registered(in: node)
        for (index, value) in state.values.enumerated() {
            guard destinations[ObjectIdentifier(type(of: value.base))] != nil else {
                node.graph.report(.noNavigationDestination(type(of: value.base)))
                break
            }
            let key = ChildKey(component: .explicit("push\(index)"), viewType: PushedScreenView.self, explicitID: value)
            screens.append((key, { [weak node] in node.flatMap { state.destination(for: value, in: $0) } }))
        }
        state.boundPushes = NavigationDestinations.boundPushes(in: node)
        for push in state.boundPushes {
            let key = ChildKey(component: .explicit("bound\(push.node.id)"), viewType: PushedScreenView.self)
            screens.append((key, { [weak bound = push.node] in
                bound.flatMap { role(of: $0.view, as: (any BoundDestination).self) }?.presentedDestination
            }))
        }
        for push in state.liveViewPushes() {
            let key = ChildKey(component: .explicit("view\(push.id)"), viewType: PushedScreenView.self)
            screens.append((key, { [weak link = push.link] in
                link.flatMap { role(of: $0.view, as: (any DestinationLink).self) }?.destinationView
            }))
        }
        for (depth, (key, build)) in zip(1..., screens) {
            children.append(PushedScreenView(build: build, dismiss: state.dismissAction(toDepth: depth - 1, in: node)), childKey: key)
        }
        let keys = [children.entries[0].key] + screens.map(\.0)
        children.offscreenKeys = Set(keys.dropLast())
    }

    /// Shown in the screen dump with the screens it holds, by title: `NavigationStack: Recipes › Ramen`.
    func element(in node: Node) -> Element {
        .container("NavigationStack: " + node.children.map { Self.title(of: $0) ?? "(untitled)" }.joined(separator: " › "))
    }

    /// The first navigation title in a screen, outside what it presents.
    private static func title(of node: Node) -> String? {
        if node.isPresentationRoot { return nil }
        if case .navigationTitle(let text) = node.element { return text }
        return node.children.lazy.compactMap { title(of: $0) }.first
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), path: .constant(NavigationPath()), usesPath: false, elements: \.elements,
                  appending: { path, value in var path = path; path.elements.append(value); return path },
                  removingLast: { path in var path = path; path.removeLast(); return path })
    }

    /// Creates a stack whose path is `path`: pushing appends to it, going back removes from it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: path, usesPath: true, elements: \.elements,
                  appending: { path, value in var path = path; path.elements.append(value); return path },
                  removingLast: { path in var path = path; path.removeLast(); return path })
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// Creates a stack whose path is a collection of values of one type: only values of that type can be pushed.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: path, usesPath: true, elements: { $0.map(AnyHashable.init) },
                  appending: { path, value in
                      guard let element = value.base as? Data.Element else { return nil }
                      var path = path
                      path.append(element)
                      return path
                  },
                  removingLast: { path in var path = path; path.removeLast(); return path })
    }
}

/// What a navigation stack node keeps: its own path (without `path:`), the views pushed by destination-style links,
/// and how to push and pop for the stack's current binding.
@MainActor
final class NavigationStackState {
    /// A screen pushed by a `NavigationLink(destination:)`: it shows what the link's destination is now, and it is
    /// popped when the link leaves the hierarchy (its row removed, its identity changed).
    struct ViewPush {
        let id: Int
        weak var link: Node?
    }

    private(set) var values: [AnyHashable] = []
    /// Whether the path is an array of one type (`path:` not a `NavigationPath`): only the root's destinations count.
    private(set) var isHomogeneous = false
    private(set) var viewPushes: [ViewPush] = []
    /// Screens pushed by `navigationDestination(isPresented:)`/`(item:)`, above the path's, below the links' views.
    var boundPushes: [(node: Node, dismiss: @MainActor () -> Void)] = []
    private var ownPath: [AnyHashable] = []
    private var push: (AnyHashable) -> Bool = { _ in false }
    private var popValues: (Int) -> Void = { _ in }
    private var lastPushID = 0

    static func of(_ node: Node) -> NavigationStackState {
        if let state = node.builtInState as? NavigationStackState { return state }
        let state = NavigationStackState()
        node.builtInState = state
        return state
    }

    func bind<Data, Root>(_ stack: NavigationStack<Data, Root>, in node: Node) {
        isHomogeneous = stack.usesPath && Data.self != NavigationPath.self
        if stack.usesPath {
            values = stack.elements(stack.path._renderedValue)
            let path = stack.path
            push = { value in
                guard let appended = stack.appending(path.wrappedValue, value) else { return false }
                path.wrappedValue = appended
                return true
            }
            popValues = { count in
                var data = path.wrappedValue
                for _ in 0..<count { data = stack.removingLast(data) }
                path.wrappedValue = data
            }
        } else {
            values = ownPath
            push = { [weak self, weak node] value in
                self?.ownPath.append(value)
                if let node { node.graph.invalidate([node]) }
                return true
            }
            popValues = { [weak self, weak node] count in
                self?.ownPath.removeLast(count)
                if let node { node.graph.invalidate([node]) }
            }
        }
    }

    /// How many screens are pushed.
    var depth: Int { values.count + boundPushes.count + viewPushes.count }

    /// Re-runs the pushed screens of the stack at `stack` above the one that holds `declaration` (whose declaring view
    /// re-ran), at this same update.
    static func rebuildScreens(of stack: Node, above declaration: Node) {
        guard stack.children.count > 1 else { return }
        var holder: Node = declaration
        while let parent = holder.parent, parent !== stack { holder = parent }
        guard let position = stack.children.firstIndex(where: { $0 === holder }) else { return }
        let screens = stack.children[(position + 1)...].filter { $0.view is PushedScreenView }
        if !screens.isEmpty { stack.graph.invalidate(Array(screens)) }
    }

    /// Pushes `value`, if its type has a destination visible from the stack; else reports SwiftUI's warning.
    func push(_ value: AnyHashable, in node: Node) {
        guard destination(for: value, in: node) != nil else { return }
        _ = push(value)
    }

    /// Pushes the destination of `link` (a `NavigationLink(destination:)`).
    func push(viewOf link: Node, in node: Node) {
        lastPushID += 1
        viewPushes.append(ViewPush(id: lastPushID, link: link))
        node.graph.invalidate([node])
    }

    /// The view pushes whose link is still in the hierarchy; the others are popped.
    func liveViewPushes() -> [ViewPush] {
        viewPushes.removeAll { !($0.link?.isMounted ?? false) }
        return viewPushes
    }

    /// Pops the top screen, as the back button does.
    func pop(in node: Node) {
        if depth > 0 { pop(toDepth: depth - 1, in: node) }
    }

    /// Pops every screen above `depth` (0: back to the root), the topmost first: links' views, then screens pushed by
    /// bindings (each binding is reset), then the path's values (one write of the path).
    func pop(toDepth depth: Int, in node: Node) {
        let keptViews = max(0, depth - values.count - boundPushes.count)
        if viewPushes.count > keptViews {
            viewPushes.removeLast(viewPushes.count - keptViews)
            node.graph.invalidate([node])
        }
        let keptBound = min(boundPushes.count, max(0, depth - values.count))
        for bound in boundPushes[keptBound...].reversed() { bound.dismiss() }
        if values.count > depth { popValues(values.count - depth) }
    }

    /// The `dismiss` action of the screen pushed at `depth + 1`: it pops that screen and those above it.
    ///
    /// Source: Apple, "DismissAction" ("Pop the current view from a NavigationStack").
    func dismissAction(toDepth depth: Int, in node: Node) -> DismissAction {
        DismissAction(.pushedScreen(stack: node.id, depth: depth + 1)) { [weak self, weak node] in
            guard let self, let node, node.isMounted, self.depth > depth else { return }
            self.pop(toDepth: depth, in: node)
        }
    }

    /// The screen for `value`: what the destination registered for its exact type builds; `nil` (with SwiftUI's
    /// warning) when none is visible from the stack. `destinations` are the stack's, when the caller has them already.
    func destination(
        for value: AnyHashable, in node: Node,
        among destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?]? = nil
    ) -> (any View)? {
        let destinations = destinations ?? NavigationDestinations.registered(in: node)
        if let make = destinations[ObjectIdentifier(type(of: value.base))] { return make(value) }
        node.graph.report(.noNavigationDestination(type(of: value.base)))
        return nil
    }
}

extension RuntimeIssue {
    /// Reported when a link (or a path) presents a value whose type has no `navigationDestination(for:)` visible from
    /// it. Source: SwiftUI's console message (Apple Developer Forums, "no matching navigationDestination declaration").
    static func noNavigationDestination(_ type: Any.Type) -> RuntimeIssue {
        RuntimeIssue(.noNavigationDestination,
                     "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }

    /// Reported for a `navigationDestination` declared in a pushed screen of a stack whose path is an array of one type;
    /// the stack ignores it. Source: SwiftUI's console message, as developers quote it (openillumi.com).
    static let onlyRootDestinationsWithHomogeneousPath = RuntimeIssue(
        .navigationDestinationDeclaredEarlier,
        "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path.")

    /// Reported when a stack sees two `navigationDestination(for:)` for one type: the one closest to the root is used.
    /// Source: SwiftUI's console message, as developers quote it (johnpatrickmorgan/NavigationBackport issue 58,
    /// Team-ShortcutsZip/MacC-Team-HappyAnding issue 310).
    static func navigationDestinationDeclaredEarlier(_ type: Any.Type) -> RuntimeIssue {
        RuntimeIssue(.navigationDestinationDeclaredEarlier,
                     "A navigationDestination for “\(String(reflecting: type))” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.")
    }

    /// Reported for a `navigationDestination(for:)` declared inside a lazy container's row, which the stack ignores
    /// (iOS 18), and for a `navigationDestination(isPresented:)`/`(item:)` there, which still pushes. Source: SwiftUI's
    /// console messages, as developers quote them: for `(for:)` on iOS 18 "…It will be ignored." (airbnb/lottie-ios
    /// pull request 2528, January 2025, whose links did not push on iOS 18); for `(isPresented:)` "…modifier
    /// presenting `…`. It will be ignored in a future release." (RevenueCat/purchases-ios pull request 5149, May 2025).
    static func navigationDestinationInLazyContainer(_ modifier: String, _ what: String, ignored: Bool) -> RuntimeIssue {
        RuntimeIssue(.navigationDestinationInLazyContainer,
                     "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or `LazyVStack`. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination. There's a misplaced `\(modifier)` modifier \(what). It will be ignored\(ignored ? "" : " in a future release").")
    }
}

extension Node {
    /// The navigation stack around this node, if any.
    /// Presented content (a sheet) is a hierarchy of its own: no stack around the presenter is around it.
    var enclosingNavigationStack: Node? {
        var ancestor = parent
        while let node = ancestor, !node.isPresentationRoot {
            if node.builtInState is NavigationStackState { return node }
            ancestor = node.parent
        }
        return nil
    }

    /// Whether this node is the root of presented content (a sheet, an alert…).
    var isPresentationRoot: Bool {
        traits.contains(.presentationRoot)
    }

    /// The nearest list with a selection around this node, inside the nearest navigation stack.
    var enclosingSelectingList: Node? {
        var ancestor = parent
        while let node = ancestor, !(node.builtInState is NavigationStackState), !node.isPresentationRoot {
            if role(of: node.view, as: (any SelectingList).self) != nil { return node }
            ancestor = node.parent
        }
        return nil
    }

    /// For a navigation stack: how many screens are pushed on its root.
    public var navigationDepth: Int? { (builtInState as? NavigationStackState)?.depth }

    /// For a navigation stack: the values on its path, as text.
    public var navigationValues: [String]? {
        (builtInState as? NavigationStackState)?.values.map { String(describing: $0.base) }
    }

    /// For a navigation stack: pops its top screen, as one event (the back button).
    public func navigateBack() {
        guard let state = builtInState as? NavigationStackState else { return }
        graph.perform { state.pop(in: self) }
    }
}
