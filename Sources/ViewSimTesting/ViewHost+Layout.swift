import Foundation
@_spi(ViewSimHost) import ViewSim

/// Where things are on the host's screen: SwiftUI's layout of the hierarchy on the host's ``Device``.
///
/// Frames are in window coordinates: points, the origin at the top-left corner of the screen, y pointing down. The
/// root view is offered the safe area and centred in it.
extension ViewHost {
    /// The laid-out hierarchy, on the host's device, with the software keyboard while a text field has focus.
    public var layout: LayoutEngine {
        let keyboard = keyboardFrame
        let screen = CGRect(origin: .zero, size: device.screenSize(in: orientation))
        return graph.layout(in: device.safeArea(in: orientation), screen: screen, keyboard: keyboard)
    }

    /// The software keyboard's frame in window coordinates while it is up, else `nil`. It comes up when a text field
    /// gets keyboard focus (``type(_:into:)``, a `@FocusState` set by the app) and goes down when none has it; it is
    /// the device's (``Device/keyboardFrame(in:)``). It covers the bottom of the screen: a view under it cannot be
    /// tapped, and the safe area ends at its top (``LayoutEngine/layout(_:in:screen:keyboard:)``).
    public var keyboardFrame: CGRect? {
        focusedFieldPrompt == nil ? nil : device.keyboardFrame(in: orientation)
    }

    /// The frame of the element labelled `label` (a text's content, a button's or a toggle's label), in window
    /// coordinates.
    /// - Throws: ``ViewHostError`` if no element or several have that label, or it was not laid out.
    public func frame(of label: String) throws -> CGRect {
        try frame(of: element(labelled: label))
    }

    /// The one element labelled `label`.
    /// - Throws: ``ViewHostError`` if no element or several have that label.
    func element(labelled label: String) throws -> ScreenElement {
        let matches = elements.filter { $0.label == label }
        guard let match = matches.first else {
            throw ViewHostError("Nothing labelled “\(label)” is on screen.", on: self)
        }
        guard matches.count == 1 else {
            throw ViewHostError("\(matches.count) elements are labelled “\(label)”; ask for one by its view type.", on: self)
        }
        return match
    }

    /// The frame of `element`, in window coordinates.
    /// - Throws: ``ViewHostError`` if it was not laid out.
    public func frame(of element: ScreenElement) throws -> CGRect {
        guard let frame = layout.frame(of: element.node) else {
            throw ViewHostError("\(element.line) is not laid out (it takes no space on screen).", on: self)
        }
        return frame
    }

    /// The part of the element labelled `label` a user can see, in window coordinates: its frame inside the screen
    /// and inside every clip around it (`clipped()`, `clipShape(_:style:)`, a scroll view's or a list's bounds);
    /// `nil` when none of it shows (``LayoutEngine/visibleFrame(of:)``).
    /// - Throws: ``ViewHostError`` if no element or several have that label, or it was not laid out.
    public func visibleFrame(of label: String) throws -> CGRect? {
        let element = try element(labelled: label)
        _ = try frame(of: element)
        return layout.visibleFrame(of: element.node)
    }

    /// Whether all of the element labelled `label` is inside the safe area (clear of the status bar, the home
    /// indicator, and the keyboard while it is up).
    /// - Throws: ``ViewHostError`` if no element or several have that label, or it was not laid out.
    public func isInsideSafeArea(_ label: String) throws -> Bool {
        let frame = try frame(of: label)
        var safe = device.safeArea(in: orientation)
        if let keyboard = keyboardFrame, keyboard.minY < safe.maxY { safe.size.height = max(0, keyboard.minY - safe.minY) }
        return safe.insetBy(dx: -0.5, dy: -0.5).contains(frame)
    }

    /// The frames of every view of type `type` laid out, in window coordinates, in the hierarchy's order: hidden ones
    /// too (`hidden()` keeps a view's space), and views outside the screen. What the user sees is
    /// ``viewsDrawn(over:)`` and ``viewsDrawn(at:)``.
    public func frames<V: View>(of type: V.Type) -> [CGRect] {
        let layout = layout
        var frames: [CGRect] = []
        graph.root.forEachNode { node in
            // Exactly `V`: a cast would also take the optional an `if` wraps it in (`Optional<V>`), counting it twice.
            if Swift.type(of: node.view) == type, let frame = layout.frame(of: node) { frames.append(frame) }
        }
        return frames
    }
}

/// A text as the user sees it: its lines as laid out, and whether it was cut short ("…").
public struct ShownText: Equatable, Sendable, CustomStringConvertible {
    /// The lines shown, wrapped to the text's width, with "…" where the text was cut.
    public var lines: [String]
    /// Whether the text was cut (by its line limit or by the space it was given).
    public var isTruncated: Bool

    public init(lines: [String], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// The lines joined with spaces, as a reader would read them.
    public var description: String { lines.joined(separator: " ") }
}

extension ViewHost {
    /// The text whose content is `label`, as laid out on the host's screen: a text of its own, or else the text that
    /// labels a control (a button whose label is a text reading `label`).
    /// - Throws: ``ViewHostError`` if no text or several have that content.
    public func shownText(_ label: String) throws -> ShownText {
        var matches = elements.filter { $0.kind == .text && $0.label == label }
        if matches.isEmpty { matches = elements.filter { $0.label == label } }
        guard let match = matches.first else {
            throw ViewHostError("No text “\(label)” is on screen.", on: self)
        }
        guard matches.count == 1 else {
            throw ViewHostError("\(matches.count) texts read “\(label)”.", on: self)
        }
        let text = match.kind == .text ? match.node
            : match.node.firstNode { ($0.view as? Text)?.content == label }
        guard let text, let shown = layout.shownText(of: text) else {
            throw ViewHostError("The text “\(label)” is not laid out (it takes no space on screen).", on: self)
        }
        return ShownText(lines: shown.lines, isTruncated: shown.isTruncated)
    }
}
