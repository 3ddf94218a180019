/// Content with a tap action (`onTapGesture(count:perform:)`). A tap by position (`ViewHost.tap(at:)`) that lands on
/// the content runs the action when `count` is 1; the host has no double tap, so a gesture of more taps never runs.
public struct _TapGestureView<Content: View>: View, PrimitiveView {
    let content: Content
    /// How many taps trigger the action.
    public let count: Int
    let action: @MainActor () -> Void

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }
}

/// The kinds of submission that trigger an `onSubmit(of:_:)` action.
///
/// Source: Apple, "SubmitTriggers" (https://developer.apple.com/documentation/swiftui/submittriggers).
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Submission from text input controls like `TextField` and `SecureField` (the Return key).
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submission from search fields (`searchable`).
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Content with a submit action (`onSubmit(of:_:)`). The action and triggers are stored; the test host has no
/// Return key yet, so nothing runs the action for now.
public struct _SubmitView<Content: View>: View, PrimitiveView {
    let content: Content
    /// Which submissions trigger the action.
    public let triggers: SubmitTriggers
    let action: @MainActor () -> Void

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }
}

extension View {
    /// Adds an action to perform when the user taps this view `count` times. Adding it keeps the content's identity
    /// and state. The tap lands only where the content draws something, or inside a `contentShape(_:)` set before this
    /// modifier (LAYOUT-CASES L43).
    ///
    /// Source: Apple, "onTapGesture(count:perform:)"
    /// (https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> _TapGestureView<Self> {
        _TapGestureView(content: self, count: count, action: action)
    }

    /// Adds an action to perform when the user submits a value to this view (Return in a text field). Adding it keeps
    /// the content's identity and state. (The host cannot press Return yet.)
    ///
    /// Source: Apple, "onSubmit(of:_:)" (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> _SubmitView<Self> {
        _SubmitView(content: self, triggers: triggers, action: action)
    }
}
