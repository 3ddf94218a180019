/// A control that displays an editable text interface, writing each keystroke through its binding.
///
/// Source: Apple, "TextField" (https://developer.apple.com/documentation/swiftui/textfield).
public struct TextField: View, PrimitiveView, ElementView {
    let prompt: String
    let text: Binding<String>

    /// Creates a text field with a title shown as its prompt.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.prompt = String(title)
        self.text = text
    }

    func makeChildren(into children: inout ChildList) {}
    var element: Element { .textField(prompt: prompt, text: text) }
}
