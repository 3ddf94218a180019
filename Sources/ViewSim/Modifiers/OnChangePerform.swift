extension View {
    /// Adds an action to perform when `value` changes, handing it the new value. This is the iOS 14 spelling that
    /// SwiftUI deprecated in iOS 17 in favour of `onChange(of:initial:_:)`; it still compiles (with the same deprecation
    /// warning) and behaves like it: the action does not run when the view first appears, and several writes in one
    /// transaction are one change, reported with the value after the transaction.
    ///
    /// Source: Apple, "onChange(of:perform:)"
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> _ValueChangeView<Self, V> {
        _ValueChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }
}
