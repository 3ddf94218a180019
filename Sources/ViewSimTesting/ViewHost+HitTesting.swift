import Foundation
import ViewSim

/// Taps that land where a finger would: on the frontmost view at the point that takes taps (``LayoutEngine/hitTest(_:in:)``).
extension ViewHost {
    /// Throws if a finger could not reach `element`: every part of it that takes taps is covered by a view in front.
    /// An element that was not laid out (no frame) is tapped as before layout existed.
    func ensureReachable(_ element: ScreenElement) throws {
        let layout = layout
        switch layout.reach(element.node, in: element.presentation ?? graph.root) {
        case .covered(let point, let cover):
            let layer: Node = element.presentation ?? graph.root
            // A cover the user cannot see there: clipped away, or a content shape larger than what it draws.
            let unseen = !layout.drawnViews(at: point, in: layer).contains { $0 === cover }
            throw ViewHostError(
                "“\(element.label)” is covered by \(layout.describe(cover)) at (\(Self.format(point.x)), \(Self.format(point.y)))"
                    + (unseen ? ", which draws nothing there but takes taps there all the same" : "")
                    + ": a tap there goes to it, not to the \(element.kind.noun).",
                on: self)
        case .underKeyboard(let point):
            throw ViewHostError(
                "“\(element.label)” is under the keyboard at (\(Self.format(point.x)), \(Self.format(point.y))): "
                    + "a tap there types on the keyboard, it does not reach the \(element.kind.noun).",
                on: self)
        case .reachable, .noTapArea:
            return
        }
    }

    /// Taps the screen at `point` (window coordinates, points): the frontmost view there that takes taps gets it, and
    /// the nearest button, tap gesture or toggle around that view acts on it.
    /// - Throws: ``ViewHostError`` if nothing at the point takes the tap (a gap, a clear area, a view with
    ///   `allowsHitTesting(false)`).
    public func tap(at point: CGPoint) throws {
        let layout = layout
        let layer: Node = presentedRoot ?? graph.root
        if layout.keyboard?.contains(point) == true {
            throw ViewHostError("A tap at (\(Self.format(point.x)), \(Self.format(point.y))) lands on the keyboard.", on: self)
        }
        guard let hit = layout.hitTest(point, in: layer) else {
            throw ViewHostError("Nothing at (\(Self.format(point.x)), \(Self.format(point.y))) takes a tap.", on: self)
        }
        var current: Node? = hit
        while let node = current {
            if let action = node.tapAction {
                graph.perform(action)
                return
            }
            current = node.parent
        }
        throw ViewHostError("A tap at (\(Self.format(point.x)), \(Self.format(point.y))) lands on \(layout.describe(hit)), which does nothing with it.", on: self)
    }

    /// `16, 786 · 299×22`: a frame's origin and size, in points.
    static func format(_ frame: CGRect) -> String {
        "\(format(frame.minX)), \(format(frame.minY)) · \(format(frame.width))×\(format(frame.height))"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
