/// A control that performs an action when tapped.
///
/// Source: Apple, "Button" (https://developer.apple.com/documentation/swiftui/button).
public struct Button<Label: View>: View, PrimitiveView, ElementView {
    let label: Label
    let action: @MainActor () -> Void
    /// The button's semantic role, if any. It changes only how the button looks: tapping it runs its action.
    public let role: ButtonRole?

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = nil
    }

    /// Creates a button with a role (`.destructive`, `.cancel`) that displays a custom label.
    ///
    /// Source: Apple, "init(role:action:label:)" (https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)).
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    func makeChildren(into children: inout ChildList) {
        children.append(label, key: .content)
    }

    var element: Element { .button(action: action) }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == Text {
    /// Creates a button with a role that generates its label from a string.
    ///
    /// Source: Apple, "init(_:role:action:)" (https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)).
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// The semantic role of a button. SwiftUI uses it for styling and placement (red text, the cancel slot of a dialog);
/// it never stops the button's action from running.
///
/// Source: Apple, "ButtonRole" (https://developer.apple.com/documentation/swiftui/buttonrole).
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A role for a button that deletes user data or performs an irreversible operation.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role for a button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: LayoutRole {
    /// A button is the size of its label (the default style adds no padding on iOS).
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.overlaidSize(of: context.content, proposal: proposal)
    }
}
