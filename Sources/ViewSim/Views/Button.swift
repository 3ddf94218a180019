/// A control that performs an action when tapped.
///
/// Source: Apple, "Button" (https://developer.apple.com/documentation/swiftui/button).
public struct Button<Label: View>: View, PrimitiveView, ElementView {
    let label: Label
    let action: @MainActor () -> Void

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
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
