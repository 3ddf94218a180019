import Foundation
import Testing
@_spi(ViewSimHost) import ViewSim

/// Drives a view the way a user does — tap, toggle, type — and answers what the user sees.
///
/// Every interaction is one event, followed by one update of the hierarchy, as a real event is in SwiftUI.
/// Queries that cannot find what they are asked for throw a ``ViewHostError`` naming what *is* on screen.
///
/// A runtime issue (SwiftUI's purple warning, such as "Modifying state during view update…") fails the running test,
/// saying what SwiftUI would warn, unless the test declared it with `expecting:`; ``runtimeIssues`` lists them all.
///
/// ```swift
/// let app = ViewHost(ContentView())
/// try app.tap("Increment")
/// #expect(app.texts.contains("Count: 1"))
/// ```
@MainActor
public final class ViewHost<Root: View> {
    /// The runtime hosting the view; ``relaunch(forceQuit:)`` replaces it (ViewHost+Scene.swift).
    public internal(set) var graph: ViewGraph
    /// The scene the root view runs in (scene storage, default `@AppStorage` store) and how to build its hierarchy.
    let scene: _HostScene
    /// Builds the hierarchy at launch in the given root environment.
    let makeGraph: @MainActor (EnvironmentValues) -> ViewGraph
    /// The device whose screen the hierarchy is laid out on (ViewHost+Layout.swift); an iPhone 16 unless the test
    /// chooses another. Its size classes are the app's (``Device/sizeClasses(in:)``).
    public var device: Device { didSet { applySizeClasses() } }
    /// How the device is held. Turning it re-lays the screen out in the other orientation and gives the app that
    /// orientation's size classes (an iPhone 16 stays compact wide; an iPhone 16 Pro Max becomes regular), so the
    /// views that read them re-run, as a rotation does.
    public var orientation: Orientation = .portrait { didSet { applySizeClasses() } }

    /// The device's appearance, light or dark: the app reads it as `@Environment(\.colorScheme)`, and the screen is
    /// drawn in it (``drawnScreen``).
    public var colorScheme: ColorScheme = .light {
        didSet { let scheme = colorScheme; graph.changeEnvironment { $0.colorScheme = scheme } }
    }

    /// Hosts `root` and runs its first update (including `onAppear` actions).
    ///
    /// - Parameters:
    ///   - root: the app's root view; the expression is evaluated again by ``relaunch(forceQuit:)``, as a relaunched
    ///     app makes its root again.
    ///   - device: the device whose screen the hierarchy is laid out on (``Device``).
    ///   - defaults: the store standing in for `UserDefaults.standard` (what `@AppStorage` uses when it names no
    ///     store); pass `UserDefaults(suiteName: UUID().uuidString)!` so tests do not share settings. `nil`: `.standard`.
    ///   - openingURL: launches the app to open this URL (a deep link on a cold start): its `onOpenURL` handlers get
    ///     it once the hierarchy is built, before the first `onAppear` actions. ``open(url:)`` opens one later.
    ///   - expecting: the kinds of runtime issue this test provokes on purpose; any other runtime issue reported while
    ///     the host lives is recorded as a failure of the running Swift Testing test, at the place the host was made.
    public init(
        _ root: @autoclosure @escaping @MainActor () -> Root, device: Device = .iPhone16, defaults: UserDefaults? = nil, openingURL launchURL: URL? = nil,
        expecting expectedIssues: Set<RuntimeIssue.Kind> = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.device = device
        let scene = _HostScene(defaultAppStorage: defaults)
        self.scene = scene
        var launchURL = launchURL  // the first launch only; a relaunch opens no URL
        makeGraph = { environment in
            defer { launchURL = nil }
            return ViewGraph(root: _SceneRootView(content: root(), scene: scene), environment: environment,
                             launchURL: launchURL, viewportRows: 1) { issue in
                guard !expectedIssues.contains(issue.kind), Test.current != nil else { return }
                Issue.record(
                    Comment(rawValue: "While this ran, SwiftUI would warn: “\(issue.message)”"),
                    sourceLocation: sourceLocation)
            }
        }
        var environment = EnvironmentValues()
        (environment.horizontalSizeClass, environment.verticalSizeClass) = device.sizeClasses(in: .portrait)
        graph = makeGraph(environment)
        layOutAfterEachUpdate()
        FailureScreen.hostMade(self)
    }

    /// A failure posted after the test let go of its host (a helper made it) shows the screen as the host last had it.
    isolated deinit {
        graph.layoutAfterUpdate = nil  // it reaches the host unowned, which no longer can be now
        FailureScreen.capture(self)
    }

    /// Has the graph lay the screen out after each update, so that lazy containers build the rows that fit on this
    /// host's screen (``ViewGraph/layoutAfterUpdate``), and lays it out now.
    func layOutAfterEachUpdate() {
        graph.layoutAfterUpdate = { [unowned self] in _ = self.layout }
        graph.update()
    }

    /// Gives the app the size classes of ``device`` held in ``orientation``.
    private func applySizeClasses() {
        let classes = device.sizeClasses(in: orientation)
        graph.changeEnvironment { ($0.horizontalSizeClass, $0.verticalSizeClass) = classes }
    }

    // MARK: - Interactions

    /// Taps the button whose label is `label`, where a finger would (ViewHost+HitTesting.swift).
    /// - Throws: ``ViewHostError`` if no such button is on screen, it is disabled, or a view in front of it covers
    ///   every part of it that takes taps (the error says what, and where).
    ///
    /// In an alert or a confirmation dialog, any button also dismisses it, after its action. With no button of that
    /// label, a text field whose prompt it is takes the tap: it gets keyboard focus, as a finger in it gives it.
    public func tap(_ label: String) throws {
        if !elements.contains(where: { $0.kind == .button && $0.label.hasPrefix(label) }),
           let field = try? control(.textField, label) {
            try ensureReachable(field)
            focus(field.node)
            return
        }
        let button = try control(.button, label)
        try ensureReachable(button)
        guard case .button(let action) = button.node.element else { return }
        let dismissal: (@MainActor () -> Void)? =
            if case .presentation(let kind, let dismiss) = button.presentation?.element, kind.dismissesOnAction { dismiss } else { nil }
        graph.perform {
            action()
            dismissal?()
        }
    }

    /// Flips the toggle whose label is `label`, tapping it where a finger would (ViewHost+HitTesting.swift).
    /// - Throws: ``ViewHostError`` if no such toggle is on screen, it is disabled, or a view in front of it covers
    ///   every part of it that takes taps (the error says what, and where).
    public func toggle(_ label: String) throws {
        let toggle = try control(.toggle, label)
        try ensureReachable(toggle)
        guard case .toggle(_, let flip) = toggle.node.element else { return }
        graph.perform { flip() }
    }

    /// Taps into the text field whose prompt is `prompt` and types `text`, one keystroke (one event) per
    /// character, as a keyboard does. If the field leaves the screen while typing (its identity changed), the keyboard
    /// focus goes with it and the remaining keystrokes go nowhere — exactly what a user sees.
    /// - Throws: ``ViewHostError`` if no such field is on screen, or it is disabled.
    public func type(_ text: String, into prompt: String) throws {
        let field = try control(.textField, prompt)
        focus(field.node)
        for character in text {
            guard typeKeystroke(character) else { return }
        }
    }

    /// In an async test: types `text` as ``type(_:into:)`` does, and lets the app's tasks run between keystrokes, as
    /// they do on a device, where each keystroke is an event of its own: a `.task(id:)` that a keystroke restarts runs
    /// up to its first suspension (a sleep, a network call) before the next keystroke arrives.
    /// - Throws: ``ViewHostError`` if no such field is on screen, or it is disabled.
    public func type(
        _ text: String, into prompt: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async throws {
        let field = try control(.textField, prompt)
        focus(field.node)
        for character in text {
            guard typeKeystroke(character) else { return }
            await settle(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Types one character into the focused field, as one event; `false` if no field has focus any more.
    private func typeKeystroke(_ character: Character) -> Bool {
        guard let node = focusedFieldNode, case .textField(_, let shown, let edit) = node.element else { return false }
        graph.perform { edit(shown + String(character)) }
        return true
    }

    /// Replaces the whole content of the text field whose prompt is `prompt` with `text` in one edit (select all, paste).
    /// - Throws: ``ViewHostError`` if no such field is on screen, or it is disabled.
    public func replaceText(in prompt: String, with text: String) throws {
        let field = try control(.textField, prompt)
        focus(field.node)
        guard case .textField(_, _, let edit) = field.node.element else { return }
        graph.perform { edit(text) }
    }

    /// Taps the “+” of the stepper whose label is `label`.
    /// - Throws: ``ViewHostError`` if no such stepper is on screen, or it is disabled.
    public func increment(_ label: String) throws {
        let stepper = try control(.stepper, label)
        guard case .stepper(let increment, _) = stepper.node.element else { return }
        graph.perform { increment() }
    }

    /// Taps the “−” of the stepper whose label is `label`.
    /// - Throws: ``ViewHostError`` if no such stepper is on screen, or it is disabled.
    public func decrement(_ label: String) throws {
        let stepper = try control(.stepper, label)
        guard case .stepper(_, let decrement) = stepper.node.element else { return }
        graph.perform { decrement() }
    }

    /// Opens the picker titled `picker` and chooses the option labelled `option`.
    /// - Throws: ``ViewHostError`` if the picker or the option is not there, or the picker is disabled.
    public func select(_ option: String, in picker: String) throws {
        let found = try control(.picker, picker)
        guard case .picker(_, _, let select) = found.node.element else { return }
        let options = ScreenReader.options(of: found.node)
        guard let match = options.first(where: { $0.label == option }) else {
            let offered = options.map { "“\($0.label)”" }.joined(separator: ", ")
            throw ViewHostError("The picker “\(picker)” has no option “\(option)”; it offers \(offered.isEmpty ? "nothing" : offered).", on: self)
        }
        graph.perform { _ = select(match.tag) }
    }

    /// The label of the option the picker titled `picker` shows as selected, or `nil` if no option matches its selection.
    /// - Throws: ``ViewHostError`` if no such picker is on screen.
    public func selection(of picker: String) throws -> String? {
        ScreenReader.selectedOption(of: try element(.picker, picker).node)
    }

    /// Gives keyboard focus to a text field, as tapping into it does: `.focused(_:)` modifiers around it learn it has
    /// focus, and those around any other field learn theirs has gone.
    private func focus(_ field: Node) {
        graph.focus(field)
        var ancestors = Set<ObjectIdentifier>()
        var actions: [@MainActor () -> Void] = []
        var ancestor = field.parent
        while let node = ancestor {
            ancestors.insert(ObjectIdentifier(node))
            if case .focus(false, let focus, _) = node.element { actions.append(focus) }
            ancestor = node.parent
        }
        graph.root.forEachNode { node in
            if case .focus(true, _, let unfocus) = node.element, !ancestors.contains(ObjectIdentifier(node)) {
                actions.insert(unfocus, at: 0)
            }
        }
        guard !actions.isEmpty else { return }
        graph.perform { actions.forEach { $0() } }
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
            throw ViewHostError("No text starting with “\(prefix)” is on screen.", on: self)
        }
        return match
    }

    /// Whether the toggle labelled `label` is on.
    /// - Throws: ``ViewHostError`` if no such toggle is on screen.
    public func isOn(_ label: String) throws -> Bool {
        let toggle = try element(.toggle, label)
        guard case .toggle(let isOn, _) = toggle.node.element else { return false }
        return isOn
    }

    /// The text currently in the field whose prompt is `prompt`.
    /// - Throws: ``ViewHostError`` if no such field is on screen.
    public func value(of prompt: String) throws -> String {
        let field = try element(.textField, prompt)
        guard case .textField(_, let text, _) = field.node.element else { return "" }
        return text
    }

    /// The prompt of the text field that has keyboard focus, if any.
    public var focusedFieldPrompt: String? {
        guard case .textField(let prompt, _, _) = focusedFieldNode?.element else { return nil }
        return prompt
    }

    /// The field keystrokes go to: the one a `.focused(_:)` state says has focus; else the one last tapped into, if it
    /// is still there and no `.focused(_:)` state governs it.
    private var focusedFieldNode: Node? {
        graph.update()
        if let scope = graph.root.firstNode(where: { if $0.isFocusScope, case .focus(true, _, _) = $0.element { true } else { false } }) {
            return scope.firstNode { if case .textField = $0.element { true } else { false } }
        }
        guard let field = graph.focusedField, field.isMounted, !Self.hasFocusScope(above: field) else { return nil }
        return field
    }

    private static func hasFocusScope(above field: Node) -> Bool {
        var ancestor = field.parent
        while let node = ancestor {
            if case .focus = node.element { return true }
            ancestor = node.parent
        }
        return false
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
    ///
    /// While something is presented, the screen is what is presented, under a line naming it (`Sheet`,
    /// `Alert “Delete draft?”`). An element laid out where the user cannot see any of it says so: `(off screen)`
    /// beyond the screen's edges, `(clipped away)` cut off by a clip or a scroll view's bounds.
    public var screen: String {
        let layout = layout
        return dump { element in
            switch layout.unseenReason(of: element.node) {
            case .offScreen?: element.line + "  (off screen)"
            case .clippedAway?: element.line + "  (clipped away)"
            case nil: element.line
            }
        }
    }

    /// ``screen`` with where each element is, in window coordinates (points: `at 16, 786 · 299×22`), and a last line
    /// for the keyboard while it is up: what Xcode's view debugger shows of each view's frame.
    public var screenWithFrames: String {
        let layout = layout
        var text = dump { element in
            layout.frame(of: element.node).map { element.line + "  at " + Self.format($0) } ?? element.line + "  (not laid out)"
        }
        if let keyboard = layout.keyboard { text += "\nKeyboard  at " + Self.format(keyboard) }
        return text
    }

    /// The screen's elements, one `line` each, under a line naming what is presented while something is.
    private func dump(_ line: (ScreenElement) -> String) -> String {
        let elements = elements
        var lines = elements.map(line)
        if case .presentation(let kind, _) = elements.first?.presentation?.element ?? presentedRoot?.element {
            lines = [kind.label] + lines.map { "  " + $0 }
        }
        return lines.isEmpty ? "(nothing)" : lines.joined(separator: "\n")
    }

    /// Everything on screen, in order.
    public var elements: [ScreenElement] {
        graph.update()
        return ScreenReader.elements(in: graph) { self.layout }
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

    /// The element of `kind` labelled exactly `label`; failing that, the only one whose label starts with `label`
    /// (so `"Quantity"` finds the stepper labelled “Quantity: 3”).
    private func element(_ kind: ScreenElement.Kind, _ label: String) throws -> ScreenElement {
        let ofKind = elements.filter { $0.kind == kind }
        var matches = ofKind.filter { $0.label == label }
        if matches.isEmpty {
            let prefixed = ofKind.filter { $0.label.hasPrefix(label) }
            if prefixed.count == 1 { matches = prefixed }
        }
        guard let match = matches.first else {
            throw ViewHostError("No \(kind.noun) labelled “\(label)” is on screen.", on: self)
        }
        guard matches.count == 1 else {
            throw ViewHostError("\(matches.count) \(kind.noun)s are labelled “\(label)”; say which row: `row(containing:)` in a test, `in row TEXT` in `workbook run`.", on: self)
        }
        return match
    }

    private func control(_ kind: ScreenElement.Kind, _ label: String) throws -> ScreenElement {
        let match = try element(kind, label)
        if match.isDisabled {
            throw ViewHostError("The \(kind.noun) “\(label)” is disabled.", on: self)
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
        case .stepper: "stepper"
        case .picker: "picker"
        case .container: "container"
        }
    }
}
