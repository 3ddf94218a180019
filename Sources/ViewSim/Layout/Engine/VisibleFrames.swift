import Foundation

/// A container that shows its content only inside its own bounds: a scroll view (SwiftUI clips a scroll view's
/// content to it unless `scrollClipDisabled()` says otherwise) and a list.
///
/// Source: Apple, "scrollClipDisabled(_:)" ("By default, a scroll view clips its content to its bounds")
/// (https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:)).
@MainActor
protocol ClipsContentToBounds {}

extension ScrollView: ClipsContentToBounds {}
extension List: ClipsContentToBounds {}

extension LayoutEngine {
    /// The part of `node`'s frame a user can see in the last pass, in window coordinates: inside the screen and inside
    /// every clip around it (`clipped()`, `clipShape(_:style:)`, taken by its frame, and a scroll view's or a list's
    /// bounds); `nil` when no part of it is, or it was not laid out.
    public func visibleFrame(of node: Node) -> CGRect? {
        guard let frame = frame(of: node) else { return nil }
        var visible = frame.intersection(screen)
        var ancestor = node.parent
        while let current = ancestor, !visible.isNull {
            if current.clipsItsContent, let bounds = self.frame(of: current) { visible = visible.intersection(bounds) }
            ancestor = current.parent
        }
        guard !visible.isNull, frame.width * frame.height == 0 || visible.width * visible.height > 0 else { return nil }
        return visible
    }

    /// Why no part of `node` can be seen, when none can: it lies beyond the screen's edges, or a clip around it cuts it
    /// away. `nil` when some of it shows or it was not laid out.
    public func unseenReason(of node: Node) -> UnseenReason? {
        guard let frame = frame(of: node), visibleFrame(of: node) == nil else { return nil }
        let onScreen = frame.intersection(screen)
        return onScreen.isNull || onScreen.width * onScreen.height == 0 && frame.width * frame.height > 0 ? .offScreen : .clippedAway
    }
}

/// Why a laid-out view cannot be seen (``LayoutEngine/unseenReason(of:)``).
public enum UnseenReason: Sendable, Equatable {
    /// It lies beyond the screen's edges.
    case offScreen
    /// A clip around it (`clipped()`, a scroll view's bounds) cuts all of it away.
    case clippedAway
}

extension Node {
    /// Whether the node shows its content only inside its own frame.
    fileprivate var clipsItsContent: Bool {
        if let role = hitTestRole, case .clip = role.drawing { return true }
        return role(of: view, as: (any ClipsContentToBounds).self) != nil
    }
}
