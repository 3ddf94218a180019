import Foundation

@MainActor
extension LayoutSubviews {
    /// The size of a screen's content for `proposal`: its one view's, or, for several, an implicit `VStack`'s (a body
    /// listing several views at the root, or in a navigation stack's screen).
    func sizeAsScreen(_ proposal: ProposedViewSize) -> CGSize {
        if count == 1 { return self[startIndex].sizeThatFits(proposal) }
        var cache: Void = ()
        return VStackLayout().sizeThatFits(proposal: proposal, subviews: self, cache: &cache)
    }

    /// Places a screen's content centred in `region`, offered the region's size.
    func arrangeAsScreen(in region: CGRect) {
        let proposal = ProposedViewSize(region.size)
        if count == 1 {
            self[startIndex].place(at: CGPoint(x: region.midX, y: region.midY), anchor: .center, proposal: proposal)
            return
        }
        var cache: Void = ()
        let stack = VStackLayout()
        let size = stack.sizeThatFits(proposal: proposal, subviews: self, cache: &cache)
        let bounds = CGRect(x: region.midX - size.width / 2, y: region.midY - size.height / 2, width: size.width, height: size.height)
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: self, cache: &cache)
    }
}

/// The heights of the bars iOS draws, in points, by the screen's size classes.
///
/// Sources (third-party measurements; Apple documents no bar heights), collected in `../shared/LAYOUT-CASES.md` (L47):
/// a navigation bar is 44 points tall with an inline title and a large title adds 52 (96), iPad bars are 50 since iOS 12
/// (https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4); a phone's
/// bar on its side is 32 (https://useyourloaf.com/blog/supporting-iphone-x/); the tab bar is 49 on a phone (common
/// practice, no page found: [?]), taken as 50 on an iPad and 32 on a phone on its side ([?]). A phone on its side shows
/// no large title ([?]). iOS 26's redesigned bars may differ.
enum BarMetrics {
    private static func isCompactHeight(_ environment: EnvironmentValues) -> Bool {
        environment.verticalSizeClass == .compact
    }

    private static func isPad(_ environment: EnvironmentValues) -> Bool {
        environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
    }

    /// The navigation bar's height, with a large title or an inline one.
    static func navigationBar(large: Bool, in environment: EnvironmentValues) -> CGFloat {
        if isCompactHeight(environment) { return 32 }
        let inline: CGFloat = isPad(environment) ? 50 : 44
        return large ? inline + 52 : inline
    }

    /// The tab bar's height, above the home indicator.
    static func tabBar(in environment: EnvironmentValues) -> CGFloat {
        if isCompactHeight(environment) { return 32 }
        return isPad(environment) ? 50 : 49
    }
}

/// A container that shows a bar along its top or bottom edge (a navigation bar, a tab bar) and a screen of content in
/// the rest: it takes the space it is offered (its content's size plus the bar where it is offered none), offers the
/// content what the bar leaves, centres it there as a window centres its root, and adds the bar to the content's safe
/// area, so a view in it that ignores the safe area reaches under the bar.
///
/// Source: Apple, "NavigationStack" and "TabView" (a container view hosting its screens full size); "SafeAreaRegions"
/// (`.container`: "elements such as top and bottom bars"); the Chinese-language report at
/// https://www.jianshu.com/p/3f1fb2d18555 ("in a navigation view, the top of the navigation counts as safe distance").
@MainActor
struct BarredScreen {
    let edge: VerticalEdge
    let length: CGFloat

    func size(_ proposal: ProposedViewSize, content: LayoutSubviews) -> CGSize {
        var offered = proposal
        if let height = proposal.height { offered.height = max(0, height - length) }
        let size = content.sizeAsScreen(offered)
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height + length)
    }

    func place(in bounds: CGRect, context: LayoutContext) {
        let bar = min(length, bounds.height)
        var region = bounds
        region.size.height -= bar
        if edge == .top { region.origin.y += bar }
        context.engine.placing(insetBy: edge == .top ? EdgeInsets(top: bar) : EdgeInsets(bottom: bar), in: bounds) {
            context.content.arrangeAsScreen(in: region)
        }
    }
}

/// A container that draws a navigation bar (``NavigationStack``): the screens inside it state its preferences, and
/// a nested one's are its own.
@MainActor
protocol NavigationBarContainer {}

/// A container that draws a tab bar (``TabView``).
@MainActor
protocol TabBarContainer {}

extension Node {
    fileprivate var drawsNavigationBar: Bool {
        traits.contains(.layout) && role(of: view, as: (any NavigationBarContainer).self) != nil
    }

    fileprivate var drawsTabBar: Bool {
        traits.contains(.layout) && role(of: view, as: (any TabBarContainer).self) != nil
    }

    /// Whether a lazy container in this screen (not under a navigation stack of its own) shows a row after its first:
    /// the screen's content is scrolled away from its top. A container's rows are not looked into.
    fileprivate var isScrolledDown: Bool {
        if let first = firstVisibleRow { return first > 0 }
        return children.contains { !$0.drawsNavigationBar && $0.isScrolledDown }
    }
}

extension NavigationStack: LayoutRole, NavigationBarContainer {
    /// The navigation bar above the top screen: hidden if the screen says so (`toolbar(.hidden, for: .navigationBar)`),
    /// else large or inline by the screen's title display mode. An `automatic` screen takes the mode of the screen
    /// beneath it; at the root it is large with a title and inline without. A large mode with no title shows an inline
    /// bar ([?]: no source found). A large title collapses into an inline bar once the screen's list or lazy stack is
    /// scrolled away from its top, and comes back when it is scrolled back (Apple, "ToolbarTitleDisplayMode.large":
    /// "displays the toolbar title below the content of the navigation bar when scrollable content is scrolled to the
    /// top and transitions to the center of the toolbar as content is scrolled"; no animation here).
    ///
    /// Source: Apple, "ToolbarTitleDisplayMode.automatic" ("For root content in a navigation stack in iOS… Default to
    /// large when a navigation title is configured. Default to inline when no navigation title is provided… content
    /// pushed onto a navigation stack will use the behavior of the content already on the stack"); "toolbar(_:for:)".
    /// Pinned by BarLayoutTests (L47).
    private func bar(in context: LayoutContext) -> BarredScreen {
        let screens = context.node.children.filter { !$0.isPresentationRoot }
        guard let top = screens.last else { return BarredScreen(edge: .top, length: 0) }
        let shown = top.barPreferences(stoppingAt: \.drawsNavigationBar)
        if shown.navigationBar == .hidden { return BarredScreen(edge: .top, length: 0) }
        var mode = shown.displayMode ?? .automatic
        var index = screens.count - 1
        while mode == .automatic {
            guard index > 0 else {
                let rootTitle = index == screens.count - 1 ? shown.title : screens[0].barPreferences(stoppingAt: \.drawsNavigationBar).title
                mode = rootTitle?.isEmpty == false ? .large : .inline
                break
            }
            index -= 1
            mode = screens[index].barPreferences(stoppingAt: \.drawsNavigationBar).displayMode ?? .automatic
        }
        let large = mode == .large && shown.title?.isEmpty == false && !top.isScrolledDown
        return BarredScreen(edge: .top, length: BarMetrics.navigationBar(large: large, in: context.environment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        bar(in: context).size(proposal, content: context.content)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        bar(in: context).place(in: bounds, context: context)
    }
}

extension TabView: LayoutRole, TabBarContainer {
    /// The tab bar below the selected tab, hidden if the tab's on-screen views say so (`toolbar(.hidden, for: .tabBar)`,
    /// for instance on a screen pushed in the tab). Source: Apple, "TabView", "toolbar(_:for:)". Pinned by
    /// BarLayoutTests (L47).
    private func bar(in context: LayoutContext) -> BarredScreen {
        let selected = context.node.children.first { !$0.isOffscreen && !$0.isPresentationRoot }
        let hidden = selected?.barPreferences(stoppingAt: \.drawsTabBar).tabBar == .hidden
        return BarredScreen(edge: .bottom, length: hidden ? 0 : BarMetrics.tabBar(in: context.environment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        bar(in: context).size(proposal, content: context.content)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        bar(in: context).place(in: bounds, context: context)
    }
}
