/// A control that increments or decrements a value.
///
/// Source: Apple, "Stepper" (https://developer.apple.com/documentation/swiftui/stepper).
public struct Stepper<Label: View>: View, PrimitiveView, ElementView {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?

    /// Creates a stepper that runs the given actions.
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    func makeChildren(into children: inout ChildList) {
        children.append(label, key: .content)
    }

    var element: Element { .stepper(increment: onIncrement ?? {}, decrement: onDecrement ?? {}) }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a text label that changes a bound value by `step`, kept within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(
            onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
            label: { Text(title) })
    }

    /// Creates a stepper with a text label that changes a bound value by `step`, unbounded.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            label: { Text(title) })
    }
}
