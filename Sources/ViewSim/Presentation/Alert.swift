extension View {
    /// Presents an alert with a title and the buttons in `actions` while `isPresented` is `true`. Tapping any button
    /// dismisses it; with no buttons, the alert has an “OK” button.
    ///
    /// Source: Apple, "alert(_:isPresented:actions:)"
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bn7e).
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> _PresentationView<Self, Bool, Bool, _AlertContent<A, EmptyView>> {
        let content = _AlertContent(actions: actions(), message: EmptyView())
        return presentation(.alert(title: String(title)), isPresented: isPresented, onDismiss: nil) { content }
    }

    /// Presents an alert with a title, a message and the buttons in `actions` while `isPresented` is `true`.
    ///
    /// Source: Apple, "alert(_:isPresented:actions:message:)"
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8).
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> _PresentationView<Self, Bool, Bool, _AlertContent<A, M>> {
        let content = _AlertContent(actions: actions(), message: message())
        return presentation(.alert(title: String(title)), isPresented: isPresented, onDismiss: nil) { content }
    }

    /// Presents an alert about `data` while `isPresented` is `true`; the actions are built from the data, which the
    /// alert keeps while it is on screen.
    ///
    /// Source: Apple, "alert(_:isPresented:presenting:actions:)"
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-3ppqf).
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> _PresentationView<Self, Bool, Bool, _AlertContent<A?, EmptyView>> {
        let content = _AlertContent(actions: data.map(actions), message: EmptyView())
        return presentation(.alert(title: String(title)), isPresented: isPresented, onDismiss: nil) { content }
    }

    /// Presents an alert about `data` with a message while `isPresented` is `true`.
    ///
    /// Source: Apple, "alert(_:isPresented:presenting:actions:message:)"
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l).
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> _PresentationView<Self, Bool, Bool, _AlertContent<A?, M?>> {
        let content = _AlertContent(actions: data.map(actions), message: data.map(message))
        return presentation(.alert(title: String(title)), isPresented: isPresented, onDismiss: nil) { content }
    }

    /// Presents a confirmation dialog (an action sheet) while `isPresented` is `true`. Tapping any button dismisses it.
    ///
    /// Source: Apple, "confirmationDialog(_:isPresented:titleVisibility:actions:)"
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb).
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> _PresentationView<Self, Bool, Bool, _AlertContent<A, EmptyView>> {
        let content = _AlertContent(actions: actions(), message: EmptyView())
        return presentation(.confirmationDialog(title: String(title)), isPresented: isPresented, onDismiss: nil) { content }
    }

    /// Presents a confirmation dialog with a message while `isPresented` is `true`.
    ///
    /// Source: Apple, "confirmationDialog(_:isPresented:titleVisibility:actions:message:)"
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-371j5).
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> _PresentationView<Self, Bool, Bool, _AlertContent<A, M>> {
        let content = _AlertContent(actions: actions(), message: message())
        return presentation(.confirmationDialog(title: String(title)), isPresented: isPresented, onDismiss: nil) { content }
    }
}

/// The content of an alert or a confirmation dialog: its message, then its buttons (an “OK” button when it has none).
public struct _AlertContent<Actions: View, Message: View>: View, PrimitiveView {
    let actions: Actions
    let message: Message

    func makeChildren(into children: inout ChildList) {
        children.append(message, key: .position(0))
        if Actions.self == EmptyView.self || Actions.self == Optional<EmptyView>.self {
            children.append(Button("OK") {}, key: .position(1))
        } else {
            children.append(actions, key: .position(1))
        }
    }
}

/// Whether a title (of a confirmation dialog) is shown. Layout is not simulated; the value is kept for fidelity.
///
/// Source: Apple, "Visibility" (https://developer.apple.com/documentation/swiftui/visibility).
public enum Visibility: Sendable, Hashable, CaseIterable {
    case automatic, visible, hidden
}
