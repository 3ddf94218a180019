/// Who is presenting in each presentation context, as UIKit allows one presentation per presenting view controller.
///
/// A context is the app's root hierarchy, or the content of a presentation: SwiftUI presents everything declared in
/// one hosting controller from that controller. While one modifier of a context presents, another asking to present
/// there is refused:
/// - a sheet, full-screen cover or popover waits, with SwiftUI's warning "Currently, only presenting a single sheet is
///   supported. The next sheet will be presented when the currently presented sheet gets dismissed.", and is presented
///   once the current presentation is dismissed (its binding still asking);
/// - an alert or confirmation dialog shows nothing, with UIKit's "Attempt to present … which is already presenting …",
///   until its binding asks again after it has been reset.
///
/// Sources: UIKit, "present(_:animated:completion:)" (a view controller presents one view controller at a time);
/// SwiftUI's console messages as developers quote them: the sheet one (subconsciousnetwork/subconscious issue 900,
/// 2023), UIKit's for a presentation over one already there (stleamist/BetterSafariView issue 8; joogps/SlideOverCard
/// issue 6). That an alert refused this way does not show once the sheet is dismissed is ViewSim's choice, pinned in
/// `PresentationContextTests`, for the "my alert never shows" bug developers report.
@MainActor
struct PresentationContexts {
    private var presenters: [Int: Entry] = [:]
    private var waiting: [Int: [Weak]] = [:]

    private struct Entry {
        weak var node: Node?
        let kind: PresentationKind
    }

    private struct Weak { weak var node: Node? }

    /// The context `node` presents in: the id of the nearest presentation root above it, or 0 for the app's root.
    static func context(of node: Node) -> Int {
        var ancestor = node.parent
        while let current = ancestor {
            if current.isPresentationRoot { return current.id }
            ancestor = current.parent
        }
        return 0
    }

    /// What is presenting in `context` other than `node`, if anything.
    func otherPresenter(in context: Int, than node: Node) -> PresentationKind? {
        guard let entry = presenters[context], let presenter = entry.node, presenter !== node, presenter.isMounted else { return nil }
        return entry.kind
    }

    mutating func begin(_ kind: PresentationKind, by node: Node, in context: Int) {
        presenters[context] = Entry(node: node, kind: kind)
    }

    /// Records that a sheet-like presentation by `node` waits for `context`.
    mutating func wait(_ node: Node, in context: Int) {
        if !(waiting[context] ?? []).contains(where: { $0.node === node }) { waiting[context, default: []].append(Weak(node: node)) }
    }

    /// `node` stopped presenting in `context` (dismissed, or gone): the presentations waiting there may go.
    mutating func end(by node: Node, in context: Int) -> [Node] {
        guard let entry = presenters[context], entry.node === node || entry.node == nil else { return [] }
        presenters[context] = nil
        let woken = (waiting.removeValue(forKey: context) ?? []).compactMap(\.node).filter(\.isMounted)
        return woken
    }
}

extension RuntimeIssue {
    /// SwiftUI's warning for a sheet asked for while another presentation of its context is up.
    static let singleSheetOnly = RuntimeIssue(
        .presentingWhilePresenting,
        "Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.")

    /// UIKit's message for an alert or dialog asked for while another presentation of its context is up.
    static func alreadyPresenting(_ refused: PresentationKind, over presented: PresentationKind) -> RuntimeIssue {
        RuntimeIssue(
            .presentingWhilePresenting,
            "[Presentation] Attempt to present <\(refused.controllerName)> on <UIHostingController> which is already presenting <\(presented.controllerName)>.")
    }
}

extension PresentationKind {
    /// The UIKit view controller that shows this kind of presentation, as UIKit's messages name it.
    var controllerName: String {
        switch self {
        case .sheet, .fullScreenCover, .popover: "PresentationHostingController"
        case .alert, .confirmationDialog: "UIAlertController"
        }
    }
}
