/// A screen a navigation stack pushed: its content, with a `dismiss` action that pops it (and every screen above it).
/// Content presented from the screen (a sheet) gets the presentation's own action, and a stack inside the screen gives
/// its own pushed screens theirs: the innermost context wins.
///
/// Source: Apple, "DismissAction" (https://developer.apple.com/documentation/swiftui/dismissaction): "Pop the current
/// view from a NavigationStack… The specific behavior of the action depends on where you call it from".
struct PushedScreenView<Content: View>: View, PrimitiveView, EnvironmentWritingView {
    let content: Content
    let dismiss: DismissAction

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        EnvironmentWriteCache.environment(from: parent, writing: dismiss, in: node) { $0.dismiss = dismiss }
    }
}

extension View {
    /// This view as a screen pushed on a navigation stack, popped by `dismiss`.
    func pushedScreen(dismiss: DismissAction) -> any View {
        PushedScreenView(content: self, dismiss: dismiss)
    }
}
