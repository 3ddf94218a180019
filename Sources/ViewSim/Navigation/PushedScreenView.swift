/// A screen a navigation stack pushed, built from its declaration each time it is evaluated, with a `dismiss` action
/// that pops it (and every screen above it).
///
/// - The screen is built when its node is reached, after the stack's root and the screens beneath it have been updated:
///   a `navigationDestination` or `NavigationLink(destination:)` whose view re-ran gives the screen its new inputs at
///   that same update, and the declaring view re-running alone rebuilds the screen (``NavigationStackState/rebuildScreens(of:above:)``).
///   What the destination closure reads is observed for this node, as a sheet's content closure is.
/// - Content presented from the screen (a sheet) gets the presentation's own `dismiss`, and a stack inside the screen
///   gives its own pushed screens theirs: the innermost context wins.
///
/// Sources: Apple, "DismissAction" (https://developer.apple.com/documentation/swiftui/dismissaction): "Pop the current
/// view from a NavigationStack… The specific behavior of the action depends on where you call it from";
/// "navigationDestination(for:destination:)"; skiptools/skip issue 687 (on iOS a pushed screen showing a parent's value
/// updates at the parent's first change).
struct PushedScreenView: View, PrimitiveView, EnvironmentWritingView, EvaluatesContentClosures {
    /// Builds the screen from its declaration as it is now; `nil` once the declaration is gone.
    typealias Builder = @MainActor () -> (any View)?

    let build: Builder
    let dismiss: DismissAction

    func makeChildren(into children: inout ChildList) {
        guard let screen = build() else { return }
        children.append(screen, childKey: ChildKey(component: .content, viewType: type(of: screen)))
    }

    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        EnvironmentWriteCache.environment(from: parent, writing: dismiss, in: node) { $0.dismiss = dismiss }
    }
}
