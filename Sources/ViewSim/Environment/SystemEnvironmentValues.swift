/// Environment values the system provides.
extension EnvironmentValues {
    /// Whether controls in this view accept the user's input; `.disabled(true)` on an ancestor makes it `false`.
    ///
    /// Source: Apple, "isEnabled" (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Dismisses what this view is in, the innermost first: the pushed screen of a navigation stack (popping it and
    /// every screen above it), else the presentation (a sheet, a cover, a popover). Outside both it does nothing.
    ///
    /// Source: Apple, "dismiss" (https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss),
    /// "DismissAction" (https://developer.apple.com/documentation/swiftui/dismissaction): "Dismiss a modal
    /// presentation… Pop the current view from a NavigationStack… The specific behavior of the action depends on where
    /// you call it from".
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The horizontal size class of the window: `.compact` on an iPhone in portrait, `.regular` on an iPad in full
    /// screen and on a Plus or Pro Max iPhone in landscape. The host sets it from its device and orientation.
    ///
    /// Source: Apple, "horizontalSizeClass"
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window: `.compact` on an iPhone in landscape, else `.regular`. The host sets it
    /// from its device and orientation.
    ///
    /// Source: Apple, "verticalSizeClass"
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether the scene is active, inactive or in the background. The host sets it.
    ///
    /// Source: Apple, "scenePhase" (https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum DismissKey: EnvironmentKey { static let defaultValue = DismissAction(.nothing) {} }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

/// An action that dismisses a presentation or pops a pushed screen: call it as a function, `dismiss()`.
///
/// Source: Apple, "DismissAction" (https://developer.apple.com/documentation/swiftui/dismissaction).
public struct DismissAction: Sendable, Equatable {
    /// What it dismisses, so two actions for the same thing are equal (and readers of `dismiss` do not re-run).
    enum Target: Hashable, Sendable {
        case nothing
        /// The presentation with this number (`PresentationState.presentationID`).
        case presentation(Int)
        /// The screen at this depth (1: the first pushed) of the navigation stack node with this id.
        case pushedScreen(stack: Int, depth: Int)
    }

    let target: Target
    let action: @MainActor @Sendable () -> Void

    init(_ target: Target, _ action: @escaping @MainActor @Sendable () -> Void) {
        self.target = target
        self.action = action
    }

    /// Dismisses the presentation, or pops the screen.
    @MainActor public func callAsFunction() { action() }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.target == rhs.target }
}

/// A size class: how much room a dimension of the window has.
///
/// Source: Apple, "UserInterfaceSizeClass" (https://developer.apple.com/documentation/swiftui/userinterfacesizeclass).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

/// Whether a scene is in the foreground and taking input, visible but not taking input, or in the background.
///
/// Source: Apple, "ScenePhase" (https://developer.apple.com/documentation/swiftui/scenephase).
public enum ScenePhase: Sendable, Hashable, Comparable {
    case background
    case inactive
    case active
}
