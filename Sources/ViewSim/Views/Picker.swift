/// A control for selecting one of a set of values. Each option is a view in the content marked with `.tag(_:)`, or an
/// element of a `ForEach` whose id has the selection's type; the option whose tag equals the selection is the selected
/// one.
///
/// Behaviour mirrored from SwiftUI:
/// - A `ForEach` in the content tags each of its views with its element's id when the id's type is the selection's
///   type, or the selection's `Optional` (Apple's "Iterating over a picker's options": "ForEach automatically assigns
///   a tag to the selection views using each option's id"). A `.tag(_:)` inside the element's view takes its place.
/// - A tag of type `V` also matches an `Optional<V>` selection unless `includeOptional` is `false`; a tag of another
///   type never matches (`Text("One").tag(1)` for a `UInt8` selection selects nothing).
/// - A selection that no option's tag matches is reported with SwiftUI's warning ("Picker: the selection … is invalid
///   and does not have an associated tag, this will give undefined results."), and no option shows as selected.
///
/// Source: Apple, "Picker" (https://developer.apple.com/documentation/swiftui/picker) and "tag(_:includeOptional:)"
/// (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)); the warning as developers quote
/// it (AuroraEditor/AuroraEditor issue 731).
public struct Picker<SelectionValue: Hashable, Content: View>: View, PrimitiveView, ElementView, EnvironmentWritingView {
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

    func makeChildren(into children: inout ChildList, in node: Node) {
        children.append(content, key: .content)
        // The options are built after this: check the selection against them once the update is done.
        let selected = selection._renderedValue
        node.graph.enqueue { [weak node] in
            guard let node, node.isMounted else { return }
            let tags = OptionTag.all(in: node)
            if !tags.contains(where: { Self.accepts($0) && Self.value(of: $0) == selected }) {
                node.graph.report(.pickerSelectionWithoutTag(selected))
            }
        }
    }

    /// The picker's content knows the selection's type, for a `ForEach` to tag its views.
    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        let type = ObjectIdentifier(SelectionValue.self)
        return EnvironmentWriteCache.environment(from: parent, writing: type, in: node) { $0.pickerSelectionType = type }
    }

    var element: Element {
        let selection = selection
        let selected = selection._renderedValue
        return .picker(
            title: title,
            isSelected: { tag in
                guard let tag = tag.base as? OptionTag, Self.accepts(tag) else { return false }
                return Self.value(of: tag) == selected
            },
            select: { tag in
                guard let tag = tag.base as? OptionTag, Self.accepts(tag), let value = Self.value(of: tag) else { return false }
                selection.wrappedValue = value
                return true
            })
    }

    private static func accepts(_ tag: OptionTag) -> Bool {
        type(of: tag.value.base) == SelectionValue.self || (tag.includeOptional && tag.value.base is SelectionValue)
    }

    private static func value(of tag: OptionTag) -> SelectionValue? {
        tag.value.base as? SelectionValue
    }
}

/// An option's tag as a picker matches it: the value, and whether it also stands for the value's `Optional`.
struct OptionTag: Hashable {
    let value: AnyHashable
    let includeOptional: Bool

    /// The tags of the options under `node`: each tagged view's innermost tag.
    @MainActor
    static func all(in node: Node) -> [OptionTag] {
        var tags: [OptionTag] = []
        for child in node.children {
            let inner = all(in: child)
            if inner.isEmpty, case .tag(let tag) = child.element, let tag = tag.base as? OptionTag {
                tags.append(tag)
            } else {
                tags += inner
            }
        }
        return tags
    }
}

/// Content marked with a value that identifies it as an option of a `Picker` (or a tab of a `TabView`).
public struct _TagView<Content: View, V: Hashable>: View, PrimitiveView, ElementView {
    let content: Content
    let tag: V
    let includeOptional: Bool

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .tag(AnyHashable(OptionTag(value: AnyHashable(tag), includeOptional: includeOptional))) }
}

extension View {
    /// Marks this view as the option for `tag` in a `Picker`, and for `Optional(tag)` too unless `includeOptional` is
    /// `false`.
    ///
    /// Source: Apple, "tag(_:includeOptional:)" (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> _TagView<Self, V> {
        _TagView(content: self, tag: tag, includeOptional: includeOptional)
    }
}

extension EnvironmentValues {
    /// Inside a picker's content: its selection's type (for `ForEach`'s implicit tags).
    var pickerSelectionType: ObjectIdentifier? {
        get { self[PickerSelectionTypeKey.self] }
        set { self[PickerSelectionTypeKey.self] = newValue }
    }
}

private enum PickerSelectionTypeKey: EnvironmentKey { static let defaultValue: ObjectIdentifier? = nil }

extension ForEach {
    /// In a picker whose selection has the type of the ids (or their `Optional`), each element's view is tagged with
    /// its id.
    func makeChildren(into children: inout ChildList, in node: Node) {
        guard let selectionType = node.environment.pickerSelectionType,
              selectionType == ObjectIdentifier(ID.self) || selectionType == ObjectIdentifier(ID?.self) else {
            makeChildren(into: &children)
            return
        }
        for element in data {
            let id = idOf(element)
            children.append(content(element).tag(id), explicitID: AnyHashable(id))
        }
    }
}

extension RuntimeIssue {
    /// Reported when a picker's selection matches none of its options' tags. Source: SwiftUI's console message, as
    /// developers quote it (AuroraEditor/AuroraEditor issue 731).
    static func pickerSelectionWithoutTag(_ selection: some Hashable) -> RuntimeIssue {
        RuntimeIssue(.pickerSelectionWithoutTag,
                     "Picker: the selection \"\(String(describing: selection))\" is invalid and does not have an associated tag, this will give undefined results.")
    }
}
