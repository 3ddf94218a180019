import Foundation

/// How the last layout pass is drawn (``DrawnScreen``): each view that draws something, in SwiftUI's drawing order
/// (``LayoutEngine/drawnAreas(in:)``: the hierarchy's order, later in front, an overlay in front of what it
/// modifies, a background behind, reordered by `zIndex`), inside its clips and at its opacity.
///
/// - A text is drawn in its font at its shown lines (wrapped and truncated as laid out), each placed by the
///   environment's `multilineTextAlignment`, in its foreground colour: the nearest `foregroundStyle(_:)` above it,
///   the accent colour in a button, the placeholder colour in a disabled control, else `.primary`.
///   Source: Apple, "foregroundStyle(_:)", "Button" (a button's label is drawn in the accent colour, its tint),
///   "multilineTextAlignment(_:)".
/// - A colour, a background and a shape fill their outline; a stroked shape and a border trace theirs.
/// - A toggle is a 51×31 switch at its trailing edge, green when on (Apple, HIG "Toggles"; the size is the
///   layout's, `Layout/Views/ToggleLayout.swift`); a text field shows its text, or its prompt in the placeholder
///   colour; a stepper its − and + box; an image or an SF Symbol, which ViewSim cannot draw, a box with its name.
/// - A presented sheet dims what is under it and is drawn on a card of the background colour.
/// - The device's status bar (the time) and home indicator are drawn where the safe area leaves room for them, and
///   the keyboard while it is up.
extension LayoutEngine {
    /// The screen as drawn in `scheme`: `layers` are the root and the presented content over it, bottom to top.
    public func drawnScreen(layers: [Node], scheme: ColorScheme) -> DrawnScreen {
        var items: [DrawnItem] = []
        let screenPath = Path(screen)
        for (index, layer) in layers.enumerated() {
            if index > 0 {
                items.append(DrawnItem(content: .fill(screenPath, .rgb(0, 0, 0, 0.2)), clips: [], frame: screen, name: "the dimming under a presentation"))
                if let card = frame(of: layer) {
                    let rect = CGRect(x: screen.minX, y: card.minY, width: screen.width, height: screen.maxY - card.minY)
                    items.append(DrawnItem(content: .fill(Path(roundedRect: rect, cornerRadius: 10), .background(scheme)), clips: [], frame: rect, name: "the sheet"))
                }
            }
            for area in drawnAreas(in: layer) {
                if let item = drawnItem(area, scheme: scheme) { items.append(item) }
            }
        }
        items += deviceItems(scheme: scheme)
        return DrawnScreen(size: screen.size, scheme: scheme, safeArea: safeArea.deviceSafeRegion, keyboard: keyboard, items: items)
    }

    private func drawnItem(_ area: HitArea, scheme: ColorScheme) -> DrawnItem? {
        let node = area.node
        let opacity = opacity(of: node)
        let name = describe(node)
        func item(_ content: DrawnItem.Content) -> DrawnItem { DrawnItem(content: content, clips: area.clips, frame: area.frame, name: name) }
        if let text = node.view as? Text {
            return textItem(text, node: node, frame: area.frame, scheme: scheme, opacity: opacity).map { DrawnItem(content: $0, clips: area.clips, frame: area.frame, name: name) }
        }
        if let color = node.view as? Color {
            // `opacity(of:)` counts the colour's own opacity, which `resolve(in:)` has applied already.
            return item(.fill(Path(area.frame), color.resolve(in: scheme).fading(by: color.alpha > 0 ? opacity / color.alpha : 0)))
        }
        if let shape = node.view as? any FilledShape {
            let color = ((shape.fillsWithForeground ? foregroundColor(of: node) : shape.fillColor) ?? .gray).resolve(in: scheme).fading(by: opacity)
            let outline = area.outline ?? Path(area.frame)
            if let width = area.strokeWidth { return item(.stroke(outline, color, width: width)) }
            return item(.fill(outline, color))
        }
        if let background = node.view as? any BackgroundFill {
            return item(.fill(Path(area.frame), (background.backgroundColor ?? .gray).resolve(in: scheme).fading(by: opacity)))
        }
        if let image = node.view as? Image {
            return item(.picture(name: image.name, isSymbol: image.isSystemImage, frame: area.frame, color: foregroundColor(of: node).resolve(in: scheme).fading(by: opacity)))
        }
        switch node.element {
        case .toggle(let isOn, _)?:
            let track = CGRect(x: area.frame.maxX - 51, y: area.frame.midY - 15.5, width: 51, height: 31)
            return item(.toggle(isOn: isOn, frame: track))
        case .textField(let prompt, let shown, _)?:
            let style = TextStyle.resolve(node.environment.font, weight: nil, bold: false)
            let color = (shown.isEmpty ? ResolvedColor.placeholder(scheme) : foregroundColor(of: node).resolve(in: scheme)).fading(by: opacity)
            let line = Self.line(shown.isEmpty ? prompt : shown, style: style, startingAt: area.frame.minX, middle: area.frame.midY)
            return item(.text([line], pointSize: style.pointSize, weight: style.weight.cssWeight, color: color))
        case .stepper?:
            return item(.stepper(frame: CGRect(x: area.frame.maxX - 94, y: area.frame.midY - 16, width: 94, height: 32)))
        default:
            return nil
        }
    }

    private func textItem(_ text: Text, node: Node, frame: CGRect, scheme: ColorScheme, opacity: Double) -> DrawnItem.Content? {
        guard let shown = shownText(of: node) else { return nil }
        let style = text.style(in: node.environment)
        let alignment = node.environment.multilineTextAlignment
        var lines: [DrawnItem.TextLine] = []
        for (index, line) in shown.lines.enumerated() {
            let width = TextLayout.width(of: line, style: style)
            let x: CGFloat = switch alignment {
            case .leading: frame.minX
            case .center: frame.midX - width / 2
            case .trailing: frame.maxX - width
            }
            lines.append(DrawnItem.TextLine(text: line, baseline: CGPoint(x: x, y: frame.minY + CGFloat(index) * style.lineHeight + style.baselineOffset), width: width))
        }
        let color = (node.environment.isEnabled ? (text.foreground ?? foregroundColor(of: node)).resolve(in: scheme) : .placeholder(scheme)).fading(by: opacity)
        return .text(lines, pointSize: style.pointSize, weight: style.weight.cssWeight, color: color)
    }

    /// One line of `text` in `style` from `x`, its line box centred on `middle`.
    private static func line(_ text: String, style: TextStyle, startingAt x: CGFloat, middle: CGFloat) -> DrawnItem.TextLine {
        DrawnItem.TextLine(text: text, baseline: CGPoint(x: x, y: middle - style.lineHeight / 2 + style.baselineOffset),
                           width: TextLayout.width(of: text, style: style))
    }

    /// The colour a view's content is drawn in: the nearest `foregroundStyle(_:)` colour above it, the accent colour
    /// inside a button, else `.primary`.
    private func foregroundColor(of node: Node) -> Color {
        var current: Node? = node
        while let candidate = current {
            if let setting = candidate.view as? any ForegroundColorSetting { return setting.foregroundColor ?? .primary }
            if case .button? = candidate.element { return .accentColor }
            current = candidate.parent
        }
        return .primary
    }

    /// The status bar's time, the home indicator and the keyboard.
    private func deviceItems(scheme: ColorScheme) -> [DrawnItem] {
        var items: [DrawnItem] = []
        let safe = safeArea.deviceSafeRegion
        let ink = Color.primary.resolve(in: scheme)
        if safe.minY - screen.minY >= 20 {
            let style = TextStyle.resolve(.body, weight: .semibold, bold: false)
            let width = TextLayout.width(of: "9:41", style: style)
            let center = CGPoint(x: screen.minX + screen.width * 0.16, y: screen.minY + (safe.minY - screen.minY) / 2)
            let line = Self.line("9:41", style: style, startingAt: center.x - width / 2, middle: center.y)
            items.append(DrawnItem(content: .text([line], pointSize: style.pointSize, weight: style.weight.cssWeight, color: ink), clips: [],
                                   frame: CGRect(x: line.baseline.x, y: center.y - style.lineHeight / 2, width: width, height: style.lineHeight), name: "the status bar"))
        }
        if let keyboard {
            items.append(DrawnItem(content: .fill(Path(keyboard), .keyboard(scheme)), clips: [], frame: keyboard, name: "the keyboard"))
        } else if screen.maxY - safe.maxY >= 20 {
            let bar = CGRect(x: screen.midX - 67, y: screen.maxY - 13, width: 134, height: 5)
            items.append(DrawnItem(content: .fill(Path(roundedRect: bar, cornerRadius: 2.5), ink), clips: [], frame: bar, name: "the home indicator"))
        }
        return items
    }
}

/// A view that fills its frame with a background style (`background(_:ignoresSafeAreaEdges:)`).
protocol BackgroundFill {
    /// The style, where it is a colour.
    var backgroundColor: Color? { get }
}

extension ModifiedContent: BackgroundFill where Modifier: BackgroundStyleCarrier {
    var backgroundColor: Color? { modifier.styleColor }
}

/// A modifier carrying a background style.
protocol BackgroundStyleCarrier {
    var styleColor: Color? { get }
}

extension _BackgroundStyleModifier: BackgroundStyleCarrier {
    var styleColor: Color? { style as? Color }
}

extension Font.Weight {
    /// The weight as CSS and OpenType number it: 100 (ultra light) to 900 (black), 400 regular.
    var cssWeight: Int {
        switch name {
        case "ultraLight": 100
        case "thin": 200
        case "light": 300
        case "medium": 500
        case "semibold": 600
        case "bold": 700
        case "heavy": 800
        case "black": 900
        default: 400
        }
    }
}
