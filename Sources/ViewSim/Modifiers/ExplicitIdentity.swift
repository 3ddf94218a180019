/// Content with an explicit identity. When the id changes, the content is a new view: its state is discarded and it
/// disappears and appears again.
public struct _IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    func makeChildren(into children: inout ChildList) {
        children.append(content, explicitID: AnyHashable(id))
    }
}

extension View {
    /// Binds this view's identity to the given value. A different value makes it a different view, with fresh state.
    ///
    /// An id does not keep a view alive: content removed by an `if` loses its state whatever its id.
    ///
    /// Source: Apple, "id(_:)" (https://developer.apple.com/documentation/swiftui/view/id(_:)); WWDC21 "Demystify
    /// SwiftUI" (explicit identity).
    public func id<ID: Hashable>(_ id: ID) -> _IDView<Self, ID> {
        _IDView(content: self, id: id)
    }
}
