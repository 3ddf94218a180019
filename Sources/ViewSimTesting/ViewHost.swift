import ViewSim

/// Drives a view the way a user does — tap, toggle, type — and answers what the user sees.
///
/// Every interaction is one transaction, followed by one update of the hierarchy, as a real event is in SwiftUI.
/// Queries that cannot find what they are asked for throw a ``ViewHostError`` naming what *is* on screen.
///
/// ```swift
/// let app = ViewHost(ContentView())
/// try app.tap("Increment")
/// #expect(app.texts.contains("Count: 1"))
/// ```
@MainActor
public final class ViewHost<Root: View> {
    /// The runtime hosting the view.
    public let graph: ViewGraph
    private var focusedField: Node?

    /// Hosts `root` and runs its first update (including `onAppear` actions).
    public init(_ root: Root) {
        graph = ViewGraph(root: root)
    }

    // MARK: - Interactions

    /// Taps the button whose label is `label`.
    /// - Throws: ``ViewHostError`` if no such button is on screen, or it is disabled.
    public func tap(_ label: String) throws {
        let button = try control(.button, label)
        guard case .button(let action) = button.node.element else { return }
        graph.perform { action() }
    }

    /// Flips the toggle whose label is `label`.
    /// - Throws: ``ViewHostError`` if no such toggle is on screen, or it is disabled.
    public func toggle(_ label: String) throws {
        let toggle = try control(.toggle, label)
        guard case .toggle(let isOn) = toggle.node.element else { return }
        graph.perform { isOn.wrappedValue.toggle() }
    }

    /// Taps into the text field whose prompt is `prompt` and types `text`, one keystroke (one transaction) per
    /// character, as a keyboard does. If the field leaves the screen while typing (its identity changed), the keyboard
    /// focus goes with it and the remaining keystrokes go nowhere — exactly what a user sees.
    /// - Throws: ``ViewHostError`` if no such field is on screen, or it is disabled.
    public func type(_ text: String, into prompt: String) throws {
        let field = try control(.textField, prompt)
        focusedField = field.node
        for character in text {
            guard let node = focusedField, node.isMounted, case .textField(_, let binding) = node.element else {
                focusedField = nil
                return
            }
            graph.perform { binding.wrappedValue.append(character) }
        }
    }

    /// Replaces the whole content of the text field whose prompt is `prompt` with `text` in one edit (select all, paste).
    /// - Throws: ``ViewHostError`` if no such field is on screen, or it is disabled.
    public func replaceText(in prompt: String, with text: String) throws {
        let field = try control(.textField, prompt)
        guard case .textField(_, let binding) = field.node.element else { return }
        focusedField = field.node
        graph.perform { binding.wrappedValue = text }
    }

    // MARK: - What the user sees

    /// Every piece of text on screen, in order (labels of controls excluded).
    public var texts: [String] {
        elements.filter { $0.kind == .text }.map(\.label)
    }

    /// The on-screen text that starts with `prefix` (`"Count:"` → `"Count: 2"`).
    /// - Throws: ``ViewHostError`` if no text on screen starts with `prefix`.
    public func text(startingWith prefix: String) throws -> String {
        guard let match = texts.first(where: { $0.hasPrefix(prefix) }) else {
            throw ViewHostError("No text starting with “\(prefix)” is on screen.", screen: screen)
        }
        return match
    }

    /// Whether the toggle labelled `label` is on.
    /// - Throws: ``ViewHostError`` if no such toggle is on screen.
    public func isOn(_ label: String) throws -> Bool {
        let toggle = try element(.toggle, label)
        guard case .toggle(let isOn) = toggle.node.element else { return false }
        return isOn.wrappedValue
    }

    /// The text currently in the field whose prompt is `prompt`.
    /// - Throws: ``ViewHostError`` if no such field is on screen.
    public func value(of prompt: String) throws -> String {
        let field = try element(.textField, prompt)
        guard case .textField(_, let text) = field.node.element else { return "" }
        return text.wrappedValue
    }

    /// The prompt of the text field that has keyboard focus, if any.
    public var focusedFieldPrompt: String? {
        guard let node = focusedField, node.isMounted, case .textField(let prompt, _) = node.element else { return nil }
        return prompt
    }

    /// Whether a control of the given kind and label is on screen.
    public func isShowing(_ kind: ScreenElement.Kind, _ label: String) -> Bool {
        elements.contains { $0.kind == kind && $0.label == label }
    }

    /// A readable dump of the screen, one element per line, containers indenting their content:
    /// ```
    /// VStack
    ///   Text “Count: 0”
    ///   Button “Increment”
    ///   Toggle “Show details”: off
    /// ```
    public var screen: String {
        let lines = elements.map(\.line)
        return lines.isEmpty ? "(nothing)" : lines.joined(separator: "\n")
    }

    /// Everything on screen, in order.
    public var elements: [ScreenElement] {
        graph.update()
        return ScreenReader.elements(in: graph)
    }

    // MARK: - Diagnostics

    /// Runtime issues SwiftUI would have reported in Xcode's console, in order.
    public var runtimeIssues: [RuntimeIssue] { graph.runtimeIssues }

    /// Lines printed by `Self._printChanges()`.
    public var log: [String] { graph.log }

    /// How many times the body of any `V` was evaluated since the host was created.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        graph.bodyEvaluations(of: type)
    }

    // MARK: - Finding elements

    private func element(_ kind: ScreenElement.Kind, _ label: String) throws -> ScreenElement {
        let matches = elements.filter { $0.kind == kind && $0.label == label }
        guard let match = matches.first else {
            throw ViewHostError("No \(kind.noun) labelled “\(label)” is on screen.", screen: screen)
        }
        guard matches.count == 1 else {
            throw ViewHostError("\(matches.count) \(kind.noun)s are labelled “\(label)”; the test cannot tell which one to use.", screen: screen)
        }
        return match
    }

    private func control(_ kind: ScreenElement.Kind, _ label: String) throws -> ScreenElement {
        let match = try element(kind, label)
        if match.isDisabled {
            throw ViewHostError("The \(kind.noun) “\(label)” is disabled.", screen: screen)
        }
        return match
    }
}

extension ScreenElement.Kind {
    var noun: String {
        switch self {
        case .text: "text"
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "text field"
        case .container: "container"
        }
    }
}
