/// What a user can see or operate in a node built into the runtime: the host's view of the screen.
public enum Element {
    /// A run of text (`Text`).
    case text(String)
    /// Something to tap (`Button`); its label is the text of its children.
    case button(action: @MainActor () -> Void)
    /// A switch (`Toggle`) showing the position the last update rendered, and what flipping it does; its label is the
    /// text of its children.
    case toggle(isOn: Bool, flip: @MainActor () -> Void)
    /// An editable text field (`TextField`) with its prompt, the text it shows, and what an edit by the user does: the
    /// field shows what was typed and writes it through its binding (see ``TextField``).
    case textField(prompt: String, text: String, edit: @MainActor (String) -> Void)
    /// A control that steps a value up and down (`Stepper`); its label is the text of its children.
    case stepper(increment: @MainActor () -> Void, decrement: @MainActor () -> Void)
    /// A control choosing one tagged option (`Picker`): whether an option's tag is the selection, and what choosing it
    /// does (`false` if the tag cannot be the selection, having another type).
    case picker(title: String, isSelected: @MainActor (AnyHashable) -> Bool, select: @MainActor (AnyHashable) -> Bool)
    /// An option of a picker (`.tag(_:)`, or a `ForEach` element's id), as the picker matches it.
    case tag(AnyHashable)
    /// Content marked `.focused(_:)`: whether its focus state says it has focus, and how to give it focus or take it away.
    case focus(isFocused: Bool, focus: @MainActor () -> Void, unfocus: @MainActor () -> Void)
    /// A layout container (`VStack`, `HStack`) named for the screen dump.
    case container(String)
    /// Content drawn with the given opacity (`.opacity(_:)`); 0 hides it from the user.
    case opacity(Double)
    /// Content whose controls are disabled (`.disabled(true)`).
    case disabled(Bool)
    /// A tab bar (`TabView`): its tabs' labels, the selected one, and how the user selects another (by index).
    case tabBar(labels: [String], selected: Int?, select: @MainActor (Int) -> Void)
    /// A split view: whether, collapsed into a stack, it has a column to go back from, and how.
    case splitView(canGoBack: Bool, back: @MainActor () -> Void)
    /// A screen's navigation title (`.navigationTitle(_:)`).
    case navigationTitle(String)
    /// Presented content (a sheet, an alert…): a layer over what is beneath it, and how the user dismisses it.
    case presentation(kind: PresentationKind, dismiss: @MainActor () -> Void)
}

/// A view built into the runtime that shows the user something.
@MainActor
protocol ElementView {
    var element: Element { get }
}

/// A view built into the runtime whose element depends on what its node keeps between updates (a text field's text).
@MainActor
protocol NodeElementView {
    func element(in node: Node) -> Element
}

extension Node {
    /// What this node shows the user, if it is a view built into the runtime that shows something.
    public var element: Element? {
        guard traits.contains(.showsElement) else { return nil }
        if let view = role(of: view, as: (any NodeElementView).self) { return view.element(in: self) }
        return role(of: view, as: (any ElementView).self)?.element
    }
}
