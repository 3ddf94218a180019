/// A control that displays an editable text interface, writing each keystroke through its binding.
///
/// Like the platform field behind SwiftUI's, it keeps the text the user typed: an edit shows at once and is written
/// through the binding; the field takes the binding's value again only when an update brings it a *different* value
/// than the last one. So a binding that rejects or trims a keystroke without changing its value leaves the typed text
/// on screen, as on a device.
///
/// Source: Apple, "TextField" (https://developer.apple.com/documentation/swiftui/textfield); the kept-text behaviour is
/// the widely reported "TextField doesn't respect a character limit set in its binding" (Apple Developer Forums
/// thread 126330, Stack Overflow "SwiftUI TextField max length").
public struct TextField: View, PrimitiveView, NodeElementView, LifecycleView {
    let prompt: String
    let text: Binding<String>

    /// Creates a text field with a title shown as its prompt.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.prompt = String(title)
        self.text = text
    }

    func makeChildren(into children: inout ChildList) {}

    func element(in node: Node) -> Element {
        let text = text
        return .textField(
            prompt: prompt,
            text: node.builtInState as? String ?? text._renderedValue,
            edit: { [weak node] typed in
                if let node {
                    node.builtInState = typed
                    // What it shows sets its ideal width, even when the binding keeps its value.
                    node.graph.touchLayout(node)
                }
                text.wrappedValue = typed
            })
    }

    func didMount(_ node: Node) {
        node.builtInState = text._renderedValue
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard let previous = previous as? TextField, previous.text._renderedValue != text._renderedValue else { return }
        node.builtInState = text._renderedValue
        node.graph.touchLayout(node)
    }
}
