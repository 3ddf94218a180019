extension View {
    /// Adds an action to perform when `value` changes, handing it the new value. This is the iOS 14 spelling that
    /// SwiftUI deprecated in iOS 17 in favour of `onChange(of:initial:_:)`; it still compiles (with the same deprecation
    /// warning). The action does not run when the view first appears, and several writes in one event are one change,
    /// reported with the value after the event. Unlike the new spelling, the closure that runs is the one from the
    /// *previous* update, so what it captured (`self`'s properties, a capture list) is the old state.
    ///
    /// Source: Apple, "onChange(of:perform:)"
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)), whose example captures the old
    /// value with `[playState]`; Apple's deprecation note: "Using the deprecated API, the closure is run with captured
    /// values that represent the 'old' state. With the replacement API, the closure is run with captured values that
    /// represent the 'new' state."
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> _ValueChangeView<Self, V> {
        _ValueChangeView(content: self, value: value, initial: false, action: { _, newValue in action(newValue) },
                         runsPreviousAction: true)
    }
}
