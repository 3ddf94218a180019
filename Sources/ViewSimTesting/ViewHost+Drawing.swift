import Foundation
import ViewSim

/// What the user sees on the host's screen, whether or not it takes taps: the views drawn at a point and in front of
/// an element, in SwiftUI's drawing order (``LayoutEngine/drawnViews(at:in:)``). A view inside `hidden()` or
/// `opacity(0)` draws nothing; one inside `allowsHitTesting(false)` is drawn all the same.
extension ViewHost {
    /// The views drawn in front of the element labelled `label` where they overlap it, described as a user would point
    /// at them (`a yellow Color in PromoBanner`), back to front; empty when nothing hides any part of it.
    /// - Throws: ``ViewHostError`` if no element or several have that label.
    public func viewsDrawn(over label: String) throws -> [String] {
        let element = try element(labelled: label)
        let layout = layout
        return layout.views(drawnOver: element.node, in: element.presentation ?? graph.root).map(layout.describe)
    }

    /// The views drawn at `point` (window coordinates, points), described as a user would point at them, back to
    /// front; empty where the app draws nothing (the window's background shows).
    public func viewsDrawn(at point: CGPoint) -> [String] {
        let layout = layout
        return layout.drawnViews(at: point, in: presentedRoot ?? graph.root).map(layout.describe)
    }
}
