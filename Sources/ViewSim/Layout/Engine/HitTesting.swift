import Foundation

/// Where a tap lands: on the frontmost view at the point that takes taps, as a finger would.
///
/// Views are drawn in the order of the hierarchy, each container's content in order (later in front, an overlay in
/// front of what it modifies, a background behind), reordered among siblings by `zIndex(_:)`. A tap goes to the
/// frontmost view at the point that takes part in hit-testing:
/// - a view that draws something there: a text (its line box), a colour that is not `.clear`, a filled shape inside
///   its outline, a control (a toggle, a text field…);
/// - a view with `contentShape(_:)`, anywhere inside that shape, for all of its content;
/// - never a view inside `allowsHitTesting(false)`, `hidden()` or `opacity(0)`, nor the empty parts of a container
///   (the gap a `Spacer` leaves is nobody's).
///
/// Sources: Apple, "allowsHitTesting(_:)", "contentShape(_:eoFill:)" (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)),
/// "zIndex(_:)"; Hacking with Swift, "Disabling user interactivity with allowsHitTesting()"
/// (https://www.hackingwithswift.com/books/ios-swiftui/disabling-user-interactivity-with-allowshittesting), the frontmost
/// view and the transparent parts of a circle; fudong.dev, "Why a SwiftUI container needs contentShape to be fully
/// tappable" (https://fudong.dev/en/blog/swiftui-tap-target-content-shape). A `Color.clear` taking no taps is the
/// majority reading of L44 ([?]: one source says it does). Pinned by HitTestingTests (L13, L14, L21, L32, L42–L44).
extension LayoutEngine {
    /// A part of the screen that takes taps, in window coordinates.
    struct HitArea {
        /// The view that takes the tap.
        let node: Node
        let frame: CGRect
        /// The outline inside `frame` (window coordinates), where it is not the whole frame.
        let outline: Path?
        /// Set when only the line tracing `outline` takes taps: its width in points.
        var strokeWidth: CGFloat? = nil
        /// The outlines (window coordinates) of the clips it is drawn inside (`clipped()`, `clipShape(_:style:)`):
        /// only their common part is drawn. Drawn areas only: a clip does not change what takes taps.
        var clips: [Path] = []

        func contains(_ point: CGPoint) -> Bool {
            guard clips.allSatisfy({ $0.contains(point) }) else { return false }
            if let strokeWidth, let outline {
                // The line is centred on the outline, so half of it lies outside the frame.
                return frame.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2).contains(point)
                    && outline.strokeContains(point, lineWidth: strokeWidth)
            }
            guard frame.contains(point) else { return false }
            return outline?.contains(point) ?? true
        }

        /// Whether the two areas share a point (one of ``samplePoints(in:)`` of their common rectangle).
        func overlaps(_ other: HitArea) -> Bool {
            let common = frame.intersection(other.frame)
            guard !common.isNull, common.width > 0, common.height > 0 else { return false }
            return LayoutEngine.samplePoints(in: common).contains { contains($0) && other.contains($0) }
        }
    }

    /// The points a finger would try in `rect`: its centre, then the centres of a 5×5 grid over it.
    nonisolated static func samplePoints(in rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.midX, y: rect.midY)] + (0..<25).map { index in
            CGPoint(x: rect.minX + rect.width * (CGFloat(index % 5) + 0.5) / 5,
                    y: rect.minY + rect.height * (CGFloat(index / 5) + 0.5) / 5)
        }
    }

    /// The view that takes a tap at `point` (window coordinates) among the content of `layer` (the root, or a
    /// presentation's root): the frontmost hit area's view, or `nil` if the finger lands on nothing that takes taps.
    public func hitTest(_ point: CGPoint, in layer: Node) -> Node? {
        hitAreas(in: layer).last { $0.contains(point) }?.node
    }

    /// The parts of `layer` that take taps, back to front.
    func hitAreas(in layer: Node) -> [HitArea] {
        var areas: [HitArea] = []
        collectAreas(layer, drawn: false, isLayer: true, into: &areas)
        return areas
    }

    /// The parts of `layer` that draw something, back to front: as ``hitAreas(in:)``, but a view inside
    /// `allowsHitTesting(false)` is drawn all the same, and a `contentShape(_:)` draws nothing of its own.
    func drawnAreas(in layer: Node) -> [HitArea] {
        var areas: [HitArea] = []
        collectAreas(layer, drawn: true, isLayer: true, into: &areas)
        return areas
    }

    /// - Parameter foreground: the colour `foregroundStyle(_:)`/`foregroundColor(_:)` set above `node`, if one did: a
    ///   shape with no fill of its own is filled with it. A shape whose fill is clear draws nothing and takes no taps.
    private func collectAreas(_ node: Node, drawn: Bool, isLayer: Bool = false, foreground: Color? = nil, into areas: inout [HitArea]) {
        guard node.isMounted, !node.isOffscreen, isLayer || !node.isPresentationRoot else { return }
        var foreground = foreground
        if let setting = node.view as? any ForegroundColorSetting { foreground = setting.foregroundColor }
        if let shape = node.view as? any FilledShape, (shape.fillsWithForeground ? foreground : shape.fillColor)?.isClear == true { return }
        if let role = node.hitTestRole {
            switch drawn ? role.drawing : role.hitTesting {
            case .excluded:
                return
            case .shape(let shape):
                if let frame = frame(of: node) {
                    areas.append(HitArea(node: node, frame: frame, outline: shape.path(inFrame: frame)))
                }
                return
            case .frame:
                if let frame = frame(of: node) { areas.append(HitArea(node: node, frame: frame, outline: nil)) }
            case .outline(let outline, let strokeWidth):
                if let frame = frame(of: node) {
                    areas.append(HitArea(node: node, frame: frame, outline: outline(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY),
                                         strokeWidth: strokeWidth))
                }
            case .clip(let shape):
                guard let frame = frame(of: node) else { return }
                let first = areas.count
                for child in orderedChildren(of: node) { collectAreas(child, drawn: drawn, foreground: foreground, into: &areas) }
                let outline = shape.path(inFrame: frame)
                for index in areas.indices[first...] { areas[index].clips.append(outline) }
                return
            case .content:
                break
            }
        }
        for child in orderedChildren(of: node) { collectAreas(child, drawn: drawn, foreground: foreground, into: &areas) }
    }

    /// The children of `node` in drawing order: as in the hierarchy, reordered by `zIndex(_:)`.
    private func orderedChildren(of node: Node) -> [Node] {
        var children = node.children
        if children.count > 1 {
            let indices = children.map(zIndex(of:))
            if indices.contains(where: { $0 != 0 }) {
                var order = Array(children.indices)
                standardSort(&order) { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }
                children = order.map { children[$0] }
            }
        }
        return children
    }

    /// The `zIndex(_:)` set on `node` or on the views it wraps without laying anything out; 0 if none.
    private func zIndex(of node: Node) -> Double {
        var current: Node? = node
        while let candidate = current {
            if let traits = candidate.layoutTraitRole {
                var found = LayoutTraits()
                traits.apply(to: &found)
                if found.isZIndexSet { return found.zIndex }
            } else if candidate.layoutRole != nil, candidate.layoutRole?.appliesToEachView != true {
                return 0
            }
            current = candidate.children.count == 1 ? candidate.children[0] : nil
        }
        return 0
    }
}

/// How a view built into the runtime takes part in hit-testing.
enum HitTesting {
    /// Neither it nor its content takes taps.
    case excluded
    /// Its whole frame takes taps for all of its content (`contentShape(_:)`), inside the shape.
    case shape(any Shape)
    /// Its frame takes taps (a text, a colour, a control); its content too, in front of it.
    case frame
    /// The outline a function draws in its own frame: inside it (a filled shape), or, with a stroke width, only on the
    /// line that wide tracing it (a stroked shape).
    case outline(@MainActor (CGRect) -> Path, strokeWidth: CGFloat? = nil)
    /// It draws nothing of its own, and its content is drawn only inside the shape laid over its frame (a clip).
    case clip(any Shape)
    /// Only its content takes taps.
    case content
}

/// A view built into the runtime that takes taps, or keeps its content from taking them.
@MainActor
protocol HitTestRole {
    var hitTesting: HitTesting { get }
    /// How it takes part in drawing, in the same terms: what it draws, or keeps its content from drawing.
    var drawing: HitTesting { get }
    /// What it draws, as a user would name it, where its type does not say (`a background`).
    var drawnName: String? { get }
}

extension HitTestRole {
    /// Most views draw where they take taps.
    var drawing: HitTesting { hitTesting }
    var drawnName: String? { nil }
}

extension Node {
    var hitTestRole: (any HitTestRole)? {
        traits.contains(.hitTest) ? role(of: view, as: (any HitTestRole).self) : nil
    }
}

extension Shape {
    /// The outline in `frame` (window coordinates).
    func path(inFrame frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// Whether a finger can reach a view: where it would tap, or what covers it.
public enum TapReach {
    /// A tap at this point (window coordinates) goes to the view.
    case reachable(CGPoint)
    /// Every part of the view that takes taps is covered: at this point the tap goes to the covering view.
    case covered(at: CGPoint, by: Node)
    /// Every part of the view that takes taps is covered, and at this point by the software keyboard.
    case underKeyboard(at: CGPoint)
    /// The view has no part that takes taps on screen (it was not laid out, or draws nothing).
    case noTapArea
}

extension LayoutEngine {
    /// Where a finger would tap `node` (a button, a control) among the content of `layer`: the centre of its largest
    /// part that takes taps, else another point of its parts (a grid of 5×5 over each) not covered by a view in
    /// front or by the software keyboard (``keyboard``), which is in front of everything; if every one is covered,
    /// what covers the first tried.
    public func reach(_ node: Node, in layer: Node) -> TapReach {
        let areas = hitAreas(in: layer)
        func belongs(_ candidate: Node) -> Bool { candidate.isDescendant(of: node, within: layer) }
        var own = areas.filter { belongs($0.node) }
        guard !own.isEmpty else { return .noTapArea }
        standardSort(&own) { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }
        var firstCovered: TapReach?
        for area in own {
            for point in Self.samplePoints(in: area.frame) where area.contains(point) {
                if let keyboard, keyboard.contains(point) {
                    if firstCovered == nil { firstCovered = .underKeyboard(at: point) }
                    continue
                }
                guard let front = areas.last(where: { $0.contains(point) }) else { continue }
                if belongs(front.node) { return .reachable(point) }
                if firstCovered == nil { firstCovered = .covered(at: point, by: front.node) }
            }
        }
        return firstCovered ?? .noTapArea
    }

    /// The views drawn at `point` (window coordinates) among the content of `layer`, back to front: what the user sees
    /// there, whether or not it takes taps. Empty where nothing is drawn (the window's own background shows).
    public func drawnViews(at point: CGPoint, in layer: Node) -> [Node] {
        drawnAreas(in: layer).filter { $0.contains(point) }.map(\.node)
    }

    /// How opaque `node` is drawn, from 0 to 1: the product of the opacities of every `opacity(_:)` it is inside (SwiftUI
    /// multiplies a view's opacity into its content's; Apple, "opacity(_:)"), and of a colour's own
    /// (`Color.opacity(_:)`). 1 outside any.
    public func opacity(of node: Node) -> Double {
        var opacity = (node.view as? Color)?.alpha ?? 1
        var current: Node? = node
        while let candidate = current {
            if case .opacity(let value)? = candidate.element { opacity *= min(max(value, 0), 1) }
            current = candidate.parent
        }
        return opacity
    }

    /// The views drawn in front of `node` among the content of `layer`, where they overlap what `node` draws: what
    /// hides it from the user, whether or not it takes taps; in drawing order, each once.
    public func views(drawnOver node: Node, in layer: Node) -> [Node] {
        let areas = drawnAreas(in: layer)
        var covering: [Node] = []
        var own: [HitArea] = []
        for area in areas {
            if area.node.isDescendant(of: node, within: layer) {
                own.append(area)
            } else if !covering.contains(where: { $0 === area.node }), own.contains(where: { $0.overlaps(area) }) {
                covering.append(area.node)
            }
        }
        return covering
    }

    /// The shape a `_ShapeView` draws, as a user would name it (`Circle`, `stroked Circle`, `border`); nil for
    /// another view.
    nonisolated static func drawnShapeName(_ typeName: String) -> String? {
        guard typeName.hasPrefix("_ShapeView<") else { return nil }
        var shape = typeName.dropFirst("_ShapeView<".count)
        let stroked = shape.hasPrefix("_StrokedShape<")
        if stroked { shape = shape.dropFirst("_StrokedShape<".count) }
        let name = String(shape.prefix { $0 != "," && $0 != "<" && $0 != ">" })
        if name == "_BorderShape" { return "border" }
        return stroked ? "stroked \(name)" : name
    }

    /// A view as a user would point at it in a sentence: `a yellow Color in CheckoutScreen's ZStack`, `the text “Sale”`.
    public func describe(_ node: Node) -> String {
        let what: String
        if let text = node.view as? Text {
            what = "the text “\(text.content)”"
        } else if let image = node.view as? Image {
            what = image.isSystemImage ? "the symbol “\(image.name)”" : "the image “\(image.name)”"
        } else if let color = node.view as? Color {
            what = ("aeiou".contains(color.name.prefix(1)) ? "an " : "a ") + "\(color.name) Color"
        } else if let name = node.hitTestRole?.drawnName {
            what = name
        } else {
            what = Self.drawnShapeName(node.typeName).map { "a \($0)" } ?? "a \(node.typeName.prefix { $0 != "<" })"
        }
        var container: String?
        var owner: String?
        var current = node.parent
        while let ancestor = current, owner == nil {
            if container == nil, case .container(let name)? = ancestor.element { container = name }
            if !ancestor.traits.contains(.primitive) { owner = ancestor.typeName.prefix { $0 != "<" }.description }
            current = ancestor.parent
        }
        switch (owner, container) {
        case let (owner?, container?): return "\(what) in \(owner)'s \(container)"
        case let (owner?, nil): return "\(what) in \(owner)"
        case let (nil, container?): return "\(what) in a \(container)"
        case (nil, nil): return what
        }
    }
}

/// A view built into the runtime that acts on a tap that lands in it (`onTapGesture`).
@MainActor
protocol TapActionView {
    var tapAction: (@MainActor () -> Void)? { get }
}

extension Node {
    /// What a tap that lands in this node does, if it handles taps: a button's action, a toggle's flip, a tap gesture's
    /// action (one tap).
    public var tapAction: (@MainActor () -> Void)? {
        switch element {
        case .button(let action)?: return action
        case .toggle(_, let flip)?: return flip
        default: return role(of: view, as: (any TapActionView).self)?.tapAction
        }
    }
}

extension _TapGestureView: TapActionView {
    var tapAction: (@MainActor () -> Void)? { count == 1 ? action : nil }
}

extension Node {
    /// Whether this node is `ancestor` or inside it, looking no higher than `layer`.
    func isDescendant(of ancestor: Node, within layer: Node) -> Bool {
        var current: Node? = self
        while let candidate = current {
            if candidate === ancestor { return true }
            if candidate === layer { return false }
            current = candidate.parent
        }
        return false
    }
}
