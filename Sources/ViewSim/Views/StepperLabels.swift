/// `Stepper` initializers whose label is any view built with `@ViewBuilder`, as in SwiftUI:
/// `Stepper(value: $count, in: 0...10) { Text("Count: \(count)") }`. The host reads the label as the text inside it.
///
/// `onEditingChanged` is accepted for source compatibility; ViewSim's host taps are instantaneous (no press-and-hold),
/// so it is never called.
///
/// Source: Apple, "Stepper" (https://developer.apple.com/documentation/swiftui/stepper).
extension Stepper {
    /// Creates a stepper that changes a bound value by `step`, kept within `bounds`, with a custom label.
    ///
    /// Source: Apple, "init(value:in:step:onEditingChanged:label:)"
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:)).
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
            label: label)
    }

    /// Creates a stepper that changes a bound value by `step`, unbounded, with a custom label.
    ///
    /// Source: Apple, "init(value:step:label:onEditingChanged:)"
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)).
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            label: label)
    }

    /// Creates a stepper with a custom label that runs the given closures; a `nil` closure makes that button do
    /// nothing.
    ///
    /// Source: Apple, "init(label:onIncrement:onDecrement:onEditingChanged:)"
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(label:onincrement:ondecrement:oneditingchanged:)).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, label: label)
    }
}
