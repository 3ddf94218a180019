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
    /// The root of the presentation (sheet, alert…) the element is in; `nil` for the app's own content.
    public let presentation: Node?

    /// The line the screen dump shows for this element, e.g. `Toggle “Wi-Fi”: on`.
    /// One line per element: a line break or other control character in what the app shows is written as Swift
    /// writes it (`\n`), so nothing the app shows reads as a line of its own (break-it pass 30 of issue 30: a text
    /// ending in a made-up pass line).
    @MainActor
    var line: String {
        let indent = String(repeating: "  ", count: level)
        let disabled = isDisabled ? " (disabled)" : ""
        let label = Self.oneLine(label)
        switch node.element {
        case .toggle(let isOn, _): return "\(indent)Toggle “\(label)”: \(isOn ? "on" : "off")\(disabled)"
        case .textField(_, let text, _): return "\(indent)TextField “\(label)”: “\(Self.oneLine(text))”\(disabled)"
        case .picker: return "\(indent)Picker “\(label)”: \(ScreenReader.selectedOption(of: node).map(Self.oneLine) ?? "(nothing selected)")\(disabled)"
        case .container: return "\(indent)\(label)"
        default: return "\(indent)\(kind.rawValue) “\(label)”\(disabled)"
        }
    }

    /// `text` with its control characters written out: `\n`, `\r`, `\t`, else `\u{1B}`.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Walks a graph and lists what a user sees: content under `.opacity(0)` is invisible, labels of controls are the
/// text of their content.
///
/// Presented content (a sheet, an alert…) is a layer of its own over what presents it; the user sees and operates only
/// the top layer.
@MainActor
enum ScreenReader {
    /// One layer of the screen: the app's own content, or something presented over it.
    struct Layer {
        /// The presentation's root node; `nil` for the app's own content.
        let presentation: Node?
        var elements: [ScreenElement] = []
    }

    /// The layout of the screen, laid out only if something on it is chosen by layout (a `ViewThatFits`).
    final class LayoutChoices {
        private let layOut: () -> LayoutEngine
        private(set) lazy var engine = layOut()

        init(_ layOut: @escaping () -> LayoutEngine) {
            self.layOut = layOut
        }
    }

    /// - Parameter layout: lays the screen out, for the options a `ViewThatFits` leaves out.
    static func layers(in graph: ViewGraph, layout: @escaping () -> LayoutEngine) -> [Layer] {
        var layers = [Layer(presentation: nil)]
        visit(graph.root, level: 0, disabled: false, layer: 0, choices: LayoutChoices(layout), into: &layers)
        return layers
    }

    /// The presentations inside content that is off screen: a sheet presented from a screen a push covered.
    private static func visitPresentations(below node: Node, choices: LayoutChoices, into layers: inout [Layer]) {
        for child in node.children {
            if case .presentation = child.element {
                visit(child, level: 0, disabled: false, layer: 0, choices: choices, into: &layers)
            } else {
                visitPresentations(below: child, choices: choices, into: &layers)
            }
        }
    }

    /// What the user sees and can operate: the top layer.
    static func elements(in graph: ViewGraph, layout: @escaping () -> LayoutEngine) -> [ScreenElement] {
        layers(in: graph, layout: layout).last?.elements ?? []
    }

    /// - Parameter isChosen: whether the node is inside a view that shows one of its options (a `ViewThatFits`).
    private static func visit(
        _ node: Node, level: Int, disabled: Bool, layer: Int, isChosen: Bool = false, choices: LayoutChoices, into layers: inout [Layer]
    ) {
        guard node.isAppeared else {
            // Kept in the hierarchy but off screen (a screen beneath the top one): what it presents is still up.
            visitPresentations(below: node, choices: choices, into: &layers)
            return
        }
        if isChosen, choices.engine.isLeftOut(node) { return }
        if case .presentation = node.element {
            layers.append(Layer(presentation: node))
            let presented = layers.count - 1
            for child in node.children { visit(child, level: 0, disabled: false, layer: presented, choices: choices, into: &layers) }
            return
        }
        func found(_ kind: ScreenElement.Kind, _ label: String) {
            layers[layer].elements.append(
                ScreenElement(kind: kind, label: label, level: level, isDisabled: disabled, node: node,
                              presentation: layers[layer].presentation))
        }
        var level = level
        var disabled = disabled
        switch node.element {
        case .text(let content):
            found(.text, content)
            return
        case .button:
            found(.button, label(of: node))
            return
        case .toggle:
            found(.toggle, label(of: node))
            return
        case .textField(let prompt, _, _):
            found(.textField, prompt)
            return
        case .stepper:
            found(.stepper, label(of: node))
            return
        case .picker(let title, _, _):
            found(.picker, title)
            return
        case .container(let name):
            found(.container, name)
            level += 1
        case .opacity(let opacity):
            if opacity <= 0 { return }
        case .disabled(let isDisabled):
            disabled = disabled || isDisabled
        case .tabBar(let labels, let selected, _):
            found(.container, "TabView: " + labels.enumerated().map { $0.offset == selected ? "[\($0.element)]" : $0.element }.joined(separator: " · "))
            level += 1
        case .tag, .focus, .presentation, .navigationTitle, .splitView, nil:
            break
        }
        let isChosen = isChosen || node.choosesAnOption
        for child in node.children {
            visit(child, level: level, disabled: disabled, layer: layer, isChosen: isChosen, choices: choices, into: &layers)
        }
    }

    /// The options of a picker: each tagged view's text and tag.
    static func options(of picker: Node) -> [(label: String, tag: AnyHashable)] {
        picker.pickerOptions.map { (label(of: $0.node), $0.tag) }
    }

    /// The label of the option a picker has selected, if any option's tag is its selection.
    static func selectedOption(of picker: Node) -> String? {
        guard case .picker(_, let isSelected, _) = picker.element else { return nil }
        return options(of: picker).first { isSelected($0.tag) }?.label
    }

    /// The text a control's content shows, joined with spaces.
    static func label(of node: Node) -> String {
        var parts: [String] = []
        node.forEachNode { if case .text(let content) = $0.element { parts.append(content) } }
        return parts.joined(separator: " ")
    }
}
