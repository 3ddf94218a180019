import Foundation

/// A configuration for the navigation bar of the screen at the top of a navigation stack.
///
/// Source: Apple, "NavigationBarItem" (https://developer.apple.com/documentation/swiftui/navigationbaritem).
public struct NavigationBarItem: Sendable {
    /// How the navigation bar shows the screen's title.
    ///
    /// Source: Apple, "NavigationBarItem.TitleDisplayMode"
    /// (https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode).
    public enum TitleDisplayMode: Sendable, Hashable {
        /// "Inherit the display mode from the previous navigation item."
        case automatic
        /// "Display the title within the standard bounds of the navigation bar."
        case inline
        /// "Display a large title within an expanded navigation bar."
        case large
    }
}

/// How a toolbar (on iOS, the navigation bar) shows the screen's title (iOS 17's spelling of
/// ``NavigationBarItem/TitleDisplayMode``).
///
/// Source: Apple, "ToolbarTitleDisplayMode" (https://developer.apple.com/documentation/swiftui/toolbartitledisplaymode).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// Large for a stack's root with a title, inline for one without; a pushed screen takes the mode of the screen
    /// beneath it.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A large title inside the bar's standard bounds: laid out as `inline` here.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

/// A bar SwiftUI manages: the navigation bar, the tab bar.
///
/// Source: Apple, "ToolbarPlacement" (https://developer.apple.com/documentation/swiftui/toolbarplacement).
public struct ToolbarPlacement: Sendable, Hashable {
    enum Bar: Sendable, Hashable { case navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// "The primary toolbar": the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar: ViewSim draws no bottom toolbar, so hiding it changes nothing.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// What the views of a screen ask of the bars around them: the preferences flow up to the nearest container that
/// shows the bar (Apple, "toolbar(_:for:)": "The preferred visibility flows up to the nearest container that renders
/// a bar").
struct BarPreferences {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var navigationBar: Visibility?
    var tabBar: Visibility?
    /// The sheet's detents and the one selected, of the sheet the views are in (``PresentationDetent``).
    var detents: (Set<PresentationDetent>, PresentationDetent?)?
}

/// A view that states a bar preference for the screen it is in (``BarPreferences``). It lays out as its content.
@MainActor
protocol BarPreferenceView: LayoutRole {
    func state(in preferences: inout BarPreferences)
}

extension BarPreferenceView {
    var appliesToEachView: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.content.first?.sizeThatFits(proposal) ?? .zero
    }
}

/// Content with a title display mode for its screen's navigation bar.
public struct _TitleDisplayModeView<Content: View>: View, PrimitiveView, BarPreferenceView, LayoutInputsComparable {
    let content: Content
    let mode: NavigationBarItem.TitleDisplayMode

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func state(in preferences: inout BarPreferences) {
        if preferences.displayMode == nil { preferences.displayMode = mode }
    }

    func hasSameLayoutInputs(as other: Self) -> Bool { mode == other.mode }
}

/// Content that shows or hides bars of the containers around it.
public struct _BarVisibilityView<Content: View>: View, PrimitiveView, BarPreferenceView, LayoutInputsComparable {
    let content: Content
    let visibility: Visibility
    let bars: Set<ToolbarPlacement.Bar>

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func state(in preferences: inout BarPreferences) {
        if bars.contains(.navigationBar), preferences.navigationBar == nil { preferences.navigationBar = visibility }
        if bars.contains(.tabBar), preferences.tabBar == nil { preferences.tabBar = visibility }
    }

    func hasSameLayoutInputs(as other: Self) -> Bool { visibility == other.visibility && bars == other.bars }
}

extension _NavigationTitleView: BarPreferenceView, LayoutInputsComparable {
    func state(in preferences: inout BarPreferences) {
        if preferences.title == nil { preferences.title = title }
    }

    func hasSameLayoutInputs(as other: Self) -> Bool { title == other.title }
}

extension View {
    /// Sets how the navigation bar shows this screen's title: large (the bar grows by 52 points), inline, or as the
    /// screen beneath it does.
    ///
    /// Source: Apple, "navigationBarTitleDisplayMode(_:)"
    /// (https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> _TitleDisplayModeView<Self> {
        _TitleDisplayModeView(content: self, mode: displayMode)
    }

    /// Sets how the toolbar (the navigation bar) shows this screen's title.
    ///
    /// Source: Apple, "toolbarTitleDisplayMode(_:)"
    /// (https://developer.apple.com/documentation/swiftui/view/toolbartitledisplaymode(_:)).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> _TitleDisplayModeView<Self> {
        _TitleDisplayModeView(content: self, mode: mode.mode)
    }

    /// Shows or hides `bars` (the navigation bar when none is named) of the nearest containers that show them: a
    /// hidden bar takes no space, and the content gets it.
    ///
    /// Source: Apple, "toolbar(_:for:)" (https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _BarVisibilityView<Self> {
        _BarVisibilityView(content: self, visibility: visibility, bars: Set((bars.isEmpty ? [.automatic] : bars).map(\.bar)))
    }

    /// Shows or hides `bars` (iOS 18's spelling of ``toolbar(_:for:)``).
    ///
    /// Source: Apple, "toolbarVisibility(_:for:)" (https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:)).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _BarVisibilityView<Self> {
        _BarVisibilityView(content: self, visibility: visibility, bars: Set((bars.isEmpty ? [.automatic] : bars).map(\.bar)))
    }

    /// Hides or shows the navigation bar (deprecated in SwiftUI for `toolbar(.hidden, for: .navigationBar)`).
    ///
    /// Source: Apple, "navigationBarHidden(_:)" (https://developer.apple.com/documentation/swiftui/view/navigationbarhidden(_:)).
    public func navigationBarHidden(_ hidden: Bool) -> _BarVisibilityView<Self> {
        _BarVisibilityView(content: self, visibility: hidden ? .hidden : .visible, bars: [.navigationBar])
    }
}

extension Node {
    /// What the on-screen views under this node ask of their bars, the outermost view's preference first; presented
    /// content and the screens of a nested container of the same kind (`stoppingAt`) are not looked into.
    func barPreferences(stoppingAt isNested: (Node) -> Bool) -> BarPreferences {
        var preferences = BarPreferences()
        var pending: [Node] = [self]
        while let node = pending.popLast() {
            if node.traits.contains(.layout), let view = role(of: node.view, as: (any BarPreferenceView).self) {
                view.state(in: &preferences)
            }
            for child in node.children.reversed() where !child.isPresentationRoot && !child.isOffscreen && !isNested(child) {
                pending.append(child)
            }
        }
        return preferences
    }
}
