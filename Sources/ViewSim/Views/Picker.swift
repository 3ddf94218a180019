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
            if !node.pickerOptions.contains(where: { Self.selects($0.tag, selected) }) {
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
            isSelected: { Self.selects($0, selected) },
            select: { tag in
                guard let tag = tag.base as? OptionTag, Self.accepts(tag), let value = Self.value(of: tag) else { return false }
                selection.wrappedValue = value
                return true
            })
    }

    /// Whether the option tagged `tag` is `selected`.
    private static func selects(_ tag: AnyHashable, _ selected: SelectionValue) -> Bool {
        guard let tag = tag.base as? OptionTag, accepts(tag) else { return false }
        return value(of: tag) == selected
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
}

extension Node {
    /// For a picker: its options, each the innermost tagged view under it (a `.tag` inside a `ForEach` element's view
    /// takes the place of the element's id) with its tag, as the picker's element matches and selects it.
    public var pickerOptions: [(node: Node, tag: AnyHashable)] {
        var options: [(node: Node, tag: AnyHashable)] = []
        for child in children {
            let inner = child.pickerOptions
            if inner.isEmpty, case .tag(let tag) = child.element {
                options.append((child, tag))
            } else {
                options += inner
            }
        }
        return options
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
