/// Content that presents something over itself (a sheet, a full-screen cover, a popover, an alert, a confirmation
/// dialog) while a binding says so.
///
/// Behaviour mirrored from SwiftUI:
/// - The modifier, not the view that declares it, reads the binding: setting `isPresented` (or `item`) re-runs the
///   modifier with the content closure it was last given. If the presenter's body did not re-run in the same event,
///   that closure still sees the presenter's state from its last update — the classic "the sheet shows stale data the
///   first time" bug, which `sheet(item:)` avoids by handing the content its item.
/// - Whenever the presenter's body re-runs, the content closure is evaluated again: the presented view keeps its
///   identity and `@State`, and its init parameters are recomputed.
/// - A full-screen cover takes its presenter (the view the modifier is on) off screen: it disappears, and its tasks are
///   cancelled, until the cover is dismissed. A sheet leaves it on screen beneath. (The views around the presenter
///   are not taken off screen here.)
/// - Each presentation is a new hierarchy with fresh state; with `item:`, an item with a different id is a new
///   presentation. Dismissing (the user, `dismiss()`, or code setting the binding) writes `false`/`nil` back and runs
///   `onDismiss`.
///
/// Source: Apple, "sheet(isPresented:onDismiss:content:)"
/// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)),
/// "sheet(item:onDismiss:content:)" (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)),
/// "fullScreenCover(isPresented:onDismiss:content:)" ("covers as much of the screen as possible"; it presents with
/// UIKit's `.fullScreen` style, under which the presenting view controller gets `viewWillDisappear`/`viewDidDisappear`
/// and its view leaves the window until the dismissal: Michael Long, "Do you remember what happens to the UIKit
/// presentingViewController of a modally presented VC?", 2019), "DismissAction"; the stale-content behaviour is widely
/// reported (Apple Developer Forums, "sheet shows old value the first time"; Stack Overflow "SwiftUI sheet not updating
/// variable") and follows from the modifier reading the binding.
public struct _PresentationView<Content: View, Trigger, Item, Presented: View>: View, PrimitiveView,
    EvaluatesContentClosures, LifecycleView {
    let content: Content
    let kind: PresentationKind
    let trigger: Binding<Trigger>
    let item: (Trigger) -> Item?
    let identity: (Item) -> AnyHashable
    let dismissedValue: Trigger
    let onDismiss: (() -> Void)?
    let presented: (Item) -> Presented

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func makeChildren(into children: inout ChildList, in node: Node) {
        children.append(content, key: .content)
        var state = node.builtInState as? PresentationState ?? PresentationState()
        defer { node.builtInState = state }
        let context = PresentationContexts.context(of: node)
        guard let current = item(trigger._renderedValue) else {
            if state.presentedID != nil, let onDismiss {
                node.graph.enqueue { onDismiss() }
            }
            if state.presentedID != nil { endPresenting(node, in: context) }
            state.presentedID = nil
            state.refusedID = nil
            return
        }
        let id = identity(current)
        if state.presentedID == nil {
            // One presentation at a time per context (see PresentationContexts).
            if state.refusedID == id { return }
            if let presented = node.graph.presentationContexts.otherPresenter(in: context, than: node) {
                if kind.dismissesOnAction {
                    node.graph.report(.alreadyPresenting(kind, over: presented))
                    state.refusedID = id
                } else {
                    node.graph.report(.singleSheetOnly)
                    node.graph.presentationContexts.wait(node, in: context)
                }
                return
            }
            node.graph.presentationContexts.begin(kind, by: node, in: context)
        }
        if state.presentedID != id {
            state.presentationCount += 1
            state.presentedID = id
            PresentationState.lastID += 1
            state.presentationID = PresentationState.lastID
        }
        let trigger = trigger
        let dismissedValue = dismissedValue
        let root = _PresentedRoot(
            kind: kind, presentation: state.presentationID,
            dismiss: { trigger.wrappedValue = dismissedValue }, content: presented(current))
        children.append(root, key: .presentation(state.presentationCount))
        if kind == .fullScreenCover {
            // A cover hides its presenter: the presenter disappears (its onDisappear runs, its tasks are cancelled) and
            // appears again when the cover is dismissed; a sheet leaves it on screen beneath.
            children.offscreenKeys.insert(ChildKey(component: .content, viewType: Content.self))
        }
    }
}

extension _PresentationView {
    func willUnmount(_ node: Node) {
        guard (node.builtInState as? PresentationState)?.presentedID != nil else { return }
        endPresenting(node, in: PresentationContexts.context(of: node))
    }

    /// Frees the context for the presentations waiting there, on the next update.
    private func endPresenting(_ node: Node, in context: Int) {
        let woken = node.graph.presentationContexts.end(by: node, in: context)
        if !woken.isEmpty { node.graph.enqueue { woken.first?.graph.invalidate(woken) } }
    }
}

/// What a presentation modifier remembers between updates.
struct PresentationState {
    var presentedID: AnyHashable?
    /// The item of an alert refused because its context was presenting: not shown until the binding asks again.
    var refusedID: AnyHashable?
    var presentationCount = 0
    /// A number no other presentation has, for its `DismissAction`.
    var presentationID = 0
    @MainActor static var lastID = 0
}

/// The kind of a presentation, and what the host shows for it.
public enum PresentationKind: Sendable, Equatable {
    case sheet
    case fullScreenCover
    case popover
    case alert(title: String)
    case confirmationDialog(title: String)

    /// The line the screen dump shows above the presented content, e.g. `Sheet` or `Alert “Delete draft?”`.
    public var label: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "Full-screen cover"
        case .popover: "Popover"
        case .alert(let title): "Alert “\(title)”"
        case .confirmationDialog(let title): "Confirmation dialog “\(title)”"
        }
    }

    /// Whether tapping any of its buttons also dismisses it (alerts and confirmation dialogs).
    public var dismissesOnAction: Bool {
        switch self {
        case .alert, .confirmationDialog: true
        case .sheet, .fullScreenCover, .popover: false
        }
    }
}

/// A view that is the root of presented content (its element is `.presentation`); the graph knows it by its type.
protocol PresentationRootView {
    var kind: PresentationKind { get }
}

/// The root of presented content: a layer of its own on screen, with a `dismiss` action in its environment.
public struct _PresentedRoot<Content: View>: View, PrimitiveView, ElementView, EnvironmentWritingView, PresentationRootView {
    let kind: PresentationKind
    let presentation: Int
    let dismiss: @MainActor () -> Void
    let content: Content

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .presentation(kind: kind, dismiss: dismiss) }

    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        nonisolated(unsafe) let dismiss = dismiss
        let action = DismissAction(.presentation(presentation)) { dismiss() }
        return EnvironmentWriteCache.environment(from: parent, writing: action, in: node) { $0.dismiss = action }
    }
}
