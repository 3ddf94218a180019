// SwiftUI API that ViewSim does not implement yet, declared unavailable so that a learner who reaches for it gets
// "'NavigationStack' is unavailable: ViewSim does not implement NavigationStack yet…" instead of "cannot find
// 'NavigationStack' in scope". Each declaration goes when the API is implemented. The list of what exists and what
// does not is Sources/ViewSim/SwiftUICompatibility.md.

// MARK: Lists and navigation
// Each type has unavailable initializers in SwiftUI's shapes, so the compiler picks one and prints its message instead
// of failing to infer generic parameters first.

// MARK: Conformances
// Unavailable too, so a result builder that needs a `View` reports the same message.

@available(*, unavailable, message: "ViewSim does not implement Slider yet (Sources/ViewSim/SwiftUICompatibility.md)")
extension Slider: View {}

@available(*, unavailable, message: "ViewSim does not implement ProgressView yet (Sources/ViewSim/SwiftUICompatibility.md)")
extension ProgressView: View {}

// MARK: Data flow

// MARK: Views

@available(*, unavailable, message: "ViewSim does not implement Slider yet (Sources/ViewSim/SwiftUICompatibility.md); use Stepper")
public struct Slider<Label: View, ValueLabel: View> {}

@available(*, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    @available(*, unavailable, message: "ViewSim does not implement Slider yet (Sources/ViewSim/SwiftUICompatibility.md); use Stepper")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement ProgressView yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct ProgressView<Label: View, CurrentValueLabel: View> {}

@available(*, unavailable)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    @available(*, unavailable, message: "ViewSim does not implement ProgressView yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public init() { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement ProgressView yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fatalError() }
}

@available(*, unavailable)
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    @available(*, unavailable, message: "ViewSim does not implement ProgressView yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public init<S: StringProtocol>(_ title: S) { fatalError() }
}

// MARK: Modifiers

extension View {
    @available(*, unavailable, message: "ViewSim does not implement searchable yet (Sources/ViewSim/SwiftUICompatibility.md); use a TextField")
    public func searchable(text: Binding<String>) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement toolbar items yet; toolbar(_:for:) hides a bar (Sources/ViewSim/SwiftUICompatibility.md)")
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Never { fatalError() }
}
