/// A control for selecting one of a set of values. Each option is a view in the content marked with `.tag(_:)`; the
/// option whose tag equals the selection is the selected one.
///
/// Source: Apple, "Picker" (https://developer.apple.com/documentation/swiftui/picker) and "tag(_:includeOptional:)"
/// (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)).
public struct Picker<SelectionValue: Hashable, Content: View>: View, PrimitiveView, ElementView {
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content

    /// Creates a picker with a text label, bound to `selection`, offering the tagged views in `content`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.selection = selection
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element {
        let selection = selection
        return .picker(
            title: title,
            selection: AnyHashable(selection._renderedValue),
            select: { tag in
                guard let value = tag.base as? SelectionValue else { return false }
                selection.wrappedValue = value
                return true
            })
    }
}

/// Content marked with a value that identifies it as an option of a `Picker`.
public struct _TagView<Content: View, V: Hashable>: View, PrimitiveView, ElementView {
    let content: Content
    let tag: V

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .tag(AnyHashable(tag)) }
}

extension View {
    /// Marks this view as the option for `tag` in a `Picker`.
    ///
    /// Source: Apple, "tag(_:includeOptional:)" (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)).
    public func tag<V: Hashable>(_ tag: V) -> _TagView<Self, V> {
        _TagView(content: self, tag: tag)
    }
}
