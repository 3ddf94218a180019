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
        var views = layout.views(drawnOver: element.node, in: element.presentation ?? graph.root).map(layout.describe)
        if let keyboard = layout.keyboard, let frame = layout.frame(of: element.node), !frame.intersection(keyboard).isEmpty {
            views.append("the keyboard")
        }
        return views
    }

    /// The views drawn at `point` (window coordinates, points), described as a user would point at them, back to
    /// front; empty where the app draws nothing (the window's background shows).
    public func viewsDrawn(at point: CGPoint) -> [String] {
        drawing(at: point).map(\.description)
    }

    /// The views drawn at `point` (window coordinates, points), back to front, each with how opaque it is drawn: what
    /// the user sees there. Empty where the app draws nothing (the window's background shows).
    public func drawing(at point: CGPoint) -> [DrawnView] {
        let layout = layout
        var drawn = layout.drawnViews(at: point, in: presentedRoot ?? graph.root).map {
            DrawnView(description: layout.describe($0), opacity: layout.opacity(of: $0))
        }
        if layout.keyboard?.contains(point) == true { drawn.append(DrawnView(description: "the keyboard", opacity: 1)) }
        return drawn
    }
}

/// The screen as a picture: what the user sees, drawn from the last layout (``LayoutEngine/drawnScreen(layers:scheme:)``)
/// in the host's ``ViewHost/colorScheme``, with whatever is presented on top.
extension ViewHost {
    /// What the screen shows, back to front.
    public var drawnScreen: DrawnScreen {
        let root: Node = graph.root
        let layers: [Node] = ScreenReader.layers(in: graph) { self.layout }.map { $0.presentation ?? root }
        return layout.drawnScreen(layers: layers, scheme: colorScheme)
    }

    /// The screen as an SVG document (``SVGScreen``); `showingSafeArea` outlines the safe area.
    public func svg(showingSafeArea: Bool = false) -> String {
        SVGScreen.document(drawnScreen, showsSafeArea: showingSafeArea)
    }

    /// The screen drawn in character cells, `columns` wide inside its outline (``CellScreen``).
    public func cellDrawing(columns: Int = 40) -> String {
        CellScreen.drawing(drawnScreen, columns: columns)
    }
}

/// A view drawn at a point of the screen (``ViewHost/drawing(at:)``).
public struct DrawnView: Sendable, Equatable, CustomStringConvertible {
    /// The view as a user would point at it: `a blue Color in SkyBackground`, `the text “London”`.
    public let description: String
    /// How opaque it is drawn, from 0 (never listed: it draws nothing) to 1: the product of every `opacity(_:)` it is
    /// inside. Below 0.5, more of what is behind it shows than of it.
    public let opacity: Double

    /// Whether the user sees more of this view than of what is behind it (``opacity`` at least 0.5).
    public var isMostlyOpaque: Bool { opacity >= 0.5 }
}
