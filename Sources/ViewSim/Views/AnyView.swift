/// A type-erased view.
///
/// Behaviour mirrored from SwiftUI: "Whenever the type of view used with an `AnyView` changes, the old hierarchy is
/// destroyed and a new hierarchy is created for the new type." So wrapping a view of the *same* type again keeps its
/// identity and `@State`; wrapping a view of a *different* type is a new identity (its state starts over, and it
/// disappears and appears). The wrapped view is keyed by its dynamic type.
///
/// Source: Apple, "AnyView" (https://developer.apple.com/documentation/swiftui/anyview).
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Creates an instance that type-erases `view`.
    ///
    /// Source: Apple, "init(_:)" (https://developer.apple.com/documentation/swiftui/anyview/init(_:)).
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Creates an instance that type-erases `view`.
    ///
    /// Source: Apple, "init(erasing:)" (https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)).
    public init<V: View>(erasing view: V) {
        self.view = view
    }

    func makeChildren(into children: inout ChildList) {
        // Opening the existential makes the child's key carry the wrapped view's dynamic type.
        children.append(view, key: .content)
    }
}
