import Foundation

/// A ``DrawnScreen`` as an SVG document: the screen's background, then every item back to front, texts as text (in
/// Inter, the typeface the text model measures with, at its weight), inside their clips and the display's rounded
/// corners, and the device's outline.
///
/// The output is deterministic: the same screen gives the same bytes (numbers rounded to hundredths of a point,
/// clips numbered in order of use), so pictures can be compared and cached. Text is escaped, and characters XML does
/// not allow (control characters) are left out, so any string the app shows makes a valid document.
public enum SVGScreen {
    /// The SVG document of `screen`; `showsSafeArea` outlines the safe area with a dashed line.
    public static func document(_ screen: DrawnScreen, showsSafeArea: Bool = false) -> String {
        var clipIDs: [String: Int] = [:]
        var definitions = ""
        var body = ""
        for item in screen.items {
            var opened = 0
            for clip in item.clips {
                let d = pathData(clip)
                let id: Int
                if let known = clipIDs[d] { id = known } else {
                    id = clipIDs.count + 1
                    clipIDs[d] = id
                    definitions += "<clipPath id=\"c\(id)\"><path d=\"\(d)\"/></clipPath>"
                }
                body += "<g clip-path=\"url(#c\(id))\">"
                opened += 1
            }
            body += element(item, scheme: screen.scheme)
            body += String(repeating: "</g>", count: opened)
            body += "\n"
        }
        let width = number(screen.size.width), height = number(screen.size.height)
        let cornerRadius = number(min(screen.size.width, screen.size.height) * 0.14)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
            + " font-family=\"Inter\">\n"
        // The display's rounded corners clip what is drawn, as a device's do.
        svg += "<defs><clipPath id=\"screen\"><rect width=\"\(width)\" height=\"\(height)\" rx=\"\(cornerRadius)\"/></clipPath>\(definitions)</defs>\n"
        svg += "<g clip-path=\"url(#screen)\">\n"
        svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(ResolvedColor.background(screen.scheme).hex)\"/>\n"
        svg += body
        svg += "</g>\n"
        if showsSafeArea {
            let safe = screen.safeArea
            svg += "<rect x=\"\(number(safe.minX))\" y=\"\(number(safe.minY))\" width=\"\(number(safe.width))\" height=\"\(number(safe.height))\""
                + " fill=\"none\" stroke=\"#ff2d55\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
        }
        svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(number(screen.size.width - 1))\" height=\"\(number(screen.size.height - 1))\" rx=\"\(cornerRadius)\""
            + " fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\"/>\n"
        return svg + "</svg>\n"
    }

    private static func element(_ item: DrawnItem, scheme: ColorScheme) -> String {
        switch item.content {
        case .fill(let path, let color):
            return "<path d=\"\(pathData(path))\"\(fill(color))/>"
        case .stroke(let path, let color, let width):
            return "<path d=\"\(pathData(path))\" fill=\"none\" stroke=\"\(color.hex)\"\(opacity("stroke-opacity", color)) stroke-width=\"\(number(width))\"/>"
        case .text(let lines, let pointSize, let weight, let color):
            return lines.map { line in
                "<text x=\"\(number(line.baseline.x))\" y=\"\(number(line.baseline.y))\" font-size=\"\(number(pointSize))\""
                    + (weight == 400 ? "" : " font-weight=\"\(weight)\"") + fill(color) + " xml:space=\"preserve\">\(escaped(line.text))</text>"
            }.joined()
        case .picture(let name, let isSymbol, let frame, let color):
            let size = max(6, min(11, frame.height * 0.45))
            return "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" rx=\"3\""
                + " fill=\"none\" stroke=\"\(color.hex)\"\(opacity("stroke-opacity", color)) stroke-width=\"1\" stroke-dasharray=\"2 2\"/>"
                + "<text x=\"\(number(frame.midX))\" y=\"\(number(frame.midY + size * 0.35))\" font-size=\"\(number(size))\" text-anchor=\"middle\"\(fill(color))>"
                + "\(escaped(isSymbol ? name : "image " + name))</text>"
        case .toggle(let isOn, let frame):
            let track = isOn ? Color.green.resolve(in: scheme) : ResolvedColor.fill(scheme)
            let knob = CGRect(x: isOn ? frame.maxX - 29 : frame.minX + 2, y: frame.minY + 2, width: 27, height: 27)
            return "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"51\" height=\"31\" rx=\"15.5\"\(fill(track))/>"
                + "<circle cx=\"\(number(knob.midX))\" cy=\"\(number(knob.midY))\" r=\"13.5\" fill=\"#ffffff\"/>"
        case .stepper(let frame):
            let ink = Color.primary.resolve(in: scheme)
            return "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"94\" height=\"32\" rx=\"8\"\(fill(.fill(scheme)))/>"
                + "<text x=\"\(number(frame.minX + 23.5))\" y=\"\(number(frame.midY + 6))\" font-size=\"20\" text-anchor=\"middle\"\(fill(ink))>−</text>"
                + "<text x=\"\(number(frame.minX + 70.5))\" y=\"\(number(frame.midY + 6))\" font-size=\"20\" text-anchor=\"middle\"\(fill(ink))>+</text>"
        }
    }

    private static func fill(_ color: ResolvedColor) -> String {
        " fill=\"\(color.hex)\"" + opacity("fill-opacity", color)
    }

    private static func opacity(_ attribute: String, _ color: ResolvedColor) -> String {
        color.opacity >= 1 ? "" : " \(attribute)=\"\(number(color.opacity))\""
    }

    /// A path as SVG path data, in absolute commands.
    static func pathData(_ path: Path) -> String {
        var parts: [String] = []
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M\(number(p.x)) \(number(p.y))")
            case .line(let p): parts.append("L\(number(p.x)) \(number(p.y))")
            case .quadCurve(let p, let c): parts.append("Q\(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y))")
            case .curve(let p, let c1, let c2):
                parts.append("C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// A length rounded to hundredths, without trailing zeros (`12.5`, `0`, `-3.25`).
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        // Held within a billion points, far off any screen: an app can offset a view by 1e18.
        let hundredths = Int((max(-1e9, min(1e9, value)) * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        return fraction % 10 == 0 ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `text` as XML character data: `&`, `<`, `>`, quotes escaped; characters XML 1.0 does not allow left out.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let value = scalar.value
                let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
                    || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
                if allowed && !(value >= 0x7F && value <= 0x9F) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
