/// A view that switches between tabs; each tab keeps its identity and state while another is shown.
///
/// Behaviour mirrored from SwiftUI (iPhone):
/// - A tab is built the first time it is selected and then kept: switching away keeps its `@State` (and its
///   navigation stack's path); the tab it leaves disappears and the tab it shows appears, at every switch.
/// - A tab is identified by its `.tag(_:)` (matched against `selection`), else by its position.
///
/// Source: Apple, "TabView" (https://developer.apple.com/documentation/swiftui/tabview) and "tabItem(_:)"
/// (https://developer.apple.com/documentation/swiftui/view/tabitem(_:)); WWDC22 "The SwiftUI cookbook for navigation"
/// (each tab with its own NavigationStack).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView, NodeElementView {
    let content: Content
    let selection: Binding<SelectionValue>
    let hasSelection: Bool

    func makeChildren(into children: inout ChildList) {}

    func makeChildren(into children: inout ChildList, in node: Node) {
        let tabs = Self.tabs(of: content)
        let state = node.builtInState as? TabViewState ?? TabViewState()
        node.builtInState = state
        let selected = currentTab(among: tabs, state: state)
        state.visited.insert(selected)
        for (index, tab) in tabs.enumerated() where state.visited.contains(tab.identity(at: index)) {
            children.append(tab.row.make(), childKey: tab.row.key)
            if tab.identity(at: index) != selected { children.offscreenKeys.insert(tab.row.key) }
        }
    }

    func element(in node: Node) -> Element {
        let tabs = Self.tabs(of: content)
        let state = node.builtInState as? TabViewState ?? TabViewState()
        let selected = currentTab(among: tabs, state: state)
        let selection = selection
        let hasSelection = hasSelection
        return .tabBar(
            labels: tabs.map(\.label),
            selected: tabs.indices.firstIndex { tabs[$0].identity(at: $0) == selected },
            select: { [weak node] index in
                guard let node, tabs.indices.contains(index) else { return }
                let identity = tabs[index].identity(at: index)
                if hasSelection {
                    // A tab whose tag is not a selection value cannot be selected through the binding.
                    if let value = identity.base as? SelectionValue { selection.wrappedValue = value }
                } else {
                    state.selected = identity
                    node.graph.invalidate([node])
                }
            })
    }

    private func currentTab(among tabs: [TabItem], state: TabViewState) -> AnyHashable {
        if hasSelection { return AnyHashable(selection._renderedValue) }
        return state.selected ?? tabs.first.map { $0.identity(at: 0) } ?? AnyHashable(0)
    }

    /// The tabs of `content`: its views flattened as a list's rows are, each with its tag and tab item.
    static func tabs(of content: Content) -> [TabItem] {
        LazyRows.of(content).map { row in
            let view = row.make()
            return TabItem(row: row, tag: TabItem.tag(of: view), label: TabItem.label(of: view))
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, starting with the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .constant(0)
        self.hasSelection = false
    }
}

extension TabView {
    /// Creates a tab view whose selected tab is the one whose tag equals `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
        self.hasSelection = true
    }
}

/// The identity of a tab with no tag.
struct UntaggedTab: Hashable {
    let position: Int
}

/// One tab, as the tab view finds it.
struct TabItem {
    let row: LazyRow
    let tag: AnyHashable?
    let label: String

    /// Its tag, or its position (never equal to a tag) when it has none.
    func identity(at index: Int) -> AnyHashable { tag ?? AnyHashable(UntaggedTab(position: index)) }

    @MainActor
    static func tag(of view: any View) -> AnyHashable? {
        var current: (any View)? = view
        while let view = current {
            if let tagged = view as? any TabMetadata, let tag = tagged.tabTag { return tag }
            current = (view as? any TabMetadata)?.wrappedContent
        }
        return nil
    }

    @MainActor
    static func label(of view: any View) -> String {
        var current: (any View)? = view
        while let view = current {
            if let item = view as? any TabMetadata, let label = item.tabLabel { return label }
            current = (view as? any TabMetadata)?.wrappedContent
        }
        return ""
    }
}

/// What a tab view keeps: the tabs visited (built) so far and, without a selection binding, the selected one.
@MainActor
final class TabViewState {
    var visited: Set<AnyHashable> = []
    var selected: AnyHashable?
}

/// Modifiers a tab view looks through to find a tab's tag and tab item.
@MainActor
protocol TabMetadata {
    var tabTag: AnyHashable? { get }
    var tabLabel: String? { get }
    var wrappedContent: any View { get }
}

extension _TagView: TabMetadata {
    var tabTag: AnyHashable? { AnyHashable(tag) }
    var tabLabel: String? { nil }
    var wrappedContent: any View { content }
}

extension View {
    /// Sets the tab bar item of this view when it is a tab of a `TabView`.
    ///
    /// Source: Apple, "tabItem(_:)" (https://developer.apple.com/documentation/swiftui/view/tabitem(_:)).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _TabItemView<Self, V> {
        _TabItemView(content: self, label: label())
    }
}

/// Content with a tab bar item.
public struct _TabItemView<Content: View, Label: View>: View, PrimitiveView, TabMetadata {
    let content: Content
    let label: Label

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var tabTag: AnyHashable? { nil }
    var tabLabel: String? { StaticText.of(label) }
    var wrappedContent: any View { content }
}

/// The text a simple label view shows, read without building it (a `Text`, a `Label`'s title, or both in a tuple).
@MainActor
enum StaticText {
    static func of(_ view: any View) -> String? {
        if let text = view as? Text { return text.content }
        if let label = view as? any TitledLabel { return label.titleText }
        if let source = view as? any LazyRowSource {
            var rows: [LazyRow] = []
            source.appendRows(to: &rows, path: "")
            let parts = rows.compactMap { of($0.make()) }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
        return nil
    }
}

/// A `Label`, whose title is its text.
@MainActor
protocol TitledLabel {
    var titleText: String? { get }
}

extension Label: TitledLabel {
    var titleText: String? { StaticText.of(title) }
}

/// A tab of a `TabView`, with its title and, for `TabView(selection:)`, its value (iOS 18's spelling of
/// `.tabItem { … }.tag(value)`).
///
/// Source: Apple, "Tab" (https://developer.apple.com/documentation/swiftui/tab).
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView, TabMetadata {
    let title: String
    let value: Value?
    let content: Content

    /// Creates a tab titled `title` whose selection value is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.value = value
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var tabTag: AnyHashable? { value.map(AnyHashable.init) }
    var tabLabel: String? { title }
    var wrappedContent: any View { content }
}

extension Tab where Value == Never {
    /// Creates a tab titled `title`, for a `TabView` without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.value = nil
        self.content = content()
    }
}
