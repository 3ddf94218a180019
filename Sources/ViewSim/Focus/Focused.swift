/// Content whose text field reports focus to a `FocusState`.
public struct _FocusedView<Content: View, Value: Hashable>: View, PrimitiveView, ElementView, LifecycleView, FocusScope {
    let content: Content
    let binding: FocusState<Value>.Binding
    let focusedValue: Value

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element {
        let binding = binding
        let focusedValue = focusedValue
        return .focus(
            isFocused: binding.wrappedValue == focusedValue,
            focus: { binding.wrappedValue = focusedValue },
            unfocus: { if binding.wrappedValue == focusedValue { binding.wrappedValue = binding.resetValue } })
    }

    func willUnmount(_ node: Node) {
        focusedFieldDidLeave(node)
    }

    func focusedFieldDidLeave(_ node: Node) {
        guard let box = binding.box, box.current == focusedValue else { return }
        let resetValue = binding.resetValue
        node.graph.enqueue { box.set(resetValue) }
    }
}

/// A view that holds focus state for the fields inside it, told when the focused field leaves the hierarchy.
@MainActor
protocol FocusScope {
    func focusedFieldDidLeave(_ node: Node)
}

extension Node {
    /// Whether this node holds focus state for the fields inside it (a `.focused(_:)` view), found from its type.
    @_spi(ViewSimHost) public var isFocusScope: Bool { traits.contains(.focusScope) }
}

extension View {
    /// Binds this view's focus to `binding`: `true` while it has focus.
    ///
    /// Source: Apple, "focused(_:)" (https://developer.apple.com/documentation/swiftui/view/focused(_:)).
    public func focused(_ binding: FocusState<Bool>.Binding) -> _FocusedView<Self, Bool> {
        _FocusedView(content: self, binding: binding, focusedValue: true)
    }

    /// Binds this view's focus to `binding`: equal to `value` while it has focus.
    ///
    /// Source: Apple, "focused(_:equals:)" (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> _FocusedView<Self, Value> {
        _FocusedView(content: self, binding: binding, focusedValue: value)
    }
}
