import ViewSim

/// One thing a user sees on screen, as the host found it: its kind, its label or text, and where it sits.
public struct ScreenElement {
    public enum Kind: String, Sendable {
        case text = "Text"
        case button = "Button"
        case toggle = "Toggle"
        case textField = "TextField"
        case stepper = "Stepper"
        case picker = "Picker"
        case container = ""
    }

    public let kind: Kind
    /// The text of a `Text`, the label of a button or toggle, the prompt of a text field, the name of a container.
    public let label: String
    /// Nesting level among containers, for the screen dump.
    public let level: Int
    /// Whether the control ignores the user (`.disabled(true)` on it or an ancestor).
    public let isDisabled: Bool
    /// The node the element was found in.
    public let node: Node

    /// The line the screen dump shows for this element, e.g. `Toggle “Wi-Fi”: on`.
    @MainActor
    var line: String {
        let indent = String(repeating: "  ", count: level)
        let disabled = isDisabled ? " (disabled)" : ""
        switch node.element {
        case .toggle(let isOn, _): return "\(indent)Toggle “\(label)”: \(isOn ? "on" : "off")\(disabled)"
        case .textField(_, let text, _): return "\(indent)TextField “\(label)”: “\(text)”\(disabled)"
        case .picker: return "\(indent)Picker “\(label)”: \(ScreenReader.selectedOption(of: node) ?? "(nothing selected)")\(disabled)"
        case .container: return "\(indent)\(label)"
        default: return "\(indent)\(kind.rawValue) “\(label)”\(disabled)"
        }
    }
}

/// Walks a graph and lists what a user sees: content under `.opacity(0)` is invisible, labels of controls are the
/// text of their content.
@MainActor
enum ScreenReader {
    static func elements(in graph: ViewGraph) -> [ScreenElement] {
        var found: [ScreenElement] = []
        visit(graph.root, level: 0, disabled: false, into: &found)
        return found
    }

    private static func visit(_ node: Node, level: Int, disabled: Bool, into found: inout [ScreenElement]) {
        var level = level
        var disabled = disabled
        switch node.element {
        case .text(let content):
            found.append(ScreenElement(kind: .text, label: content, level: level, isDisabled: disabled, node: node))
            return
        case .button:
            found.append(ScreenElement(kind: .button, label: label(of: node), level: level, isDisabled: disabled, node: node))
            return
        case .toggle:
            found.append(ScreenElement(kind: .toggle, label: label(of: node), level: level, isDisabled: disabled, node: node))
            return
        case .textField(let prompt, _, _):
            found.append(ScreenElement(kind: .textField, label: prompt, level: level, isDisabled: disabled, node: node))
            return
        case .stepper:
            found.append(ScreenElement(kind: .stepper, label: label(of: node), level: level, isDisabled: disabled, node: node))
            return
        case .picker(let title, _, _):
            found.append(ScreenElement(kind: .picker, label: title, level: level, isDisabled: disabled, node: node))
            return
        case .container(let name):
            found.append(ScreenElement(kind: .container, label: name, level: level, isDisabled: disabled, node: node))
            level += 1
        case .opacity(let opacity):
            if opacity <= 0 { return }
        case .disabled(let isDisabled):
            disabled = disabled || isDisabled
        case .tag, .focus, nil:
            break
        }
        for child in node.children {
            visit(child, level: level, disabled: disabled, into: &found)
        }
    }

    /// The options of a picker: each tagged view's text and tag.
    static func options(of picker: Node) -> [(label: String, tag: AnyHashable)] {
        var options: [(label: String, tag: AnyHashable)] = []
        collectOptions(picker, into: &options)
        return options
    }

    private static func collectOptions(_ node: Node, into options: inout [(label: String, tag: AnyHashable)]) {
        if case .tag(let tag) = node.element {
            options.append((label(of: node), tag))
            return
        }
        for child in node.children { collectOptions(child, into: &options) }
    }

    /// The label of the option a picker has selected, if any option's tag equals its selection.
    static func selectedOption(of picker: Node) -> String? {
        guard case .picker(_, let selection, _) = picker.element else { return nil }
        return options(of: picker).first { $0.tag == selection }?.label
    }

    /// The text a control's content shows, joined with spaces.
    static func label(of node: Node) -> String {
        var parts: [String] = []
        node.forEachNode { if case .text(let content) = $0.element { parts.append(content) } }
        return parts.joined(separator: " ")
    }
}
