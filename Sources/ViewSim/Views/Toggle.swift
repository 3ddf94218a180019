/// A control that toggles between on and off, reading and writing the state through a binding.
///
/// It shows the value its binding had at the last update; tapping it writes the opposite of what it shows. A binding
/// that ignores the write leaves it showing the old position.
///
/// Source: Apple, "Toggle" (https://developer.apple.com/documentation/swiftui/toggle).
public struct Toggle<Label: View>: View, PrimitiveView, ElementView {
    let label: Label
    let isOn: Binding<Bool>

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    func makeChildren(into children: inout ChildList) {
        children.append(label, key: .content)
    }

    var element: Element {
        let isOn = isOn
        let shown = isOn._renderedValue
        return .toggle(isOn: shown, flip: { isOn.wrappedValue = !shown })
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
