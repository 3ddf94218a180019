import Foundation

/// The outline of a 2D shape: lines and curves in a view's coordinate space (points, y down), as SwiftUI's `Path`.
///
/// Besides drawing (the renderer reads its elements), ViewSim uses it to hit-test a shape: a tap lands on a filled
/// shape only inside its outline (nonzero winding, curves followed in short straight steps).
///
/// Source: Apple, "Path" (https://developer.apple.com/documentation/swiftui/path).
public struct Path: Equatable, Sendable {
    /// One element of a path.
    ///
    /// Source: Apple, "Path.Element" (https://developer.apple.com/documentation/swiftui/path/element).
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A rectangle with rounded corners of `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The path `callback` draws.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point): return point
            case .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: return subpathStart
            }
        }
        return nil
    }

    private var subpathStart: CGPoint? {
        for element in elements.reversed() { if case .move(let point) = element { return point } }
        return nil
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed polyline through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds an ellipse inscribed in `rect` as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498  // the control distance of a quarter circle, as a fraction of the radius
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a rectangle with rounded corners (quarter ellipses of `cornerSize`, at most half the rectangle).
    /// The continuous style's smoother corner is drawn as the circular one.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// Adds an arc of a circle around `center`, from `startAngle` to `endAngle` (angles measured clockwise on screen
    /// from the positive x axis, y pointing down), in short line segments.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in its flipped coordinate space: `clockwise: true` runs towards decreasing angles.
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let steps = max(1, Int((abs(sweep) / (.pi / 16)).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0 && currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }

    /// The path moved by `(x, y)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: moved(point))
            case .line(let point): .line(to: moved(point))
            case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
            case .curve(let point, let c1, let c2): .curve(to: moved(point), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    /// The smallest rectangle holding every point of the path (control points included), `.null` if empty.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let c1, let c2): points += [point, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Whether `point` is inside the filled path, by the nonzero winding rule (or even-odd when `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for (a, b) in segments() {
            guard (a.y <= point.y) != (b.y <= point.y) else { continue }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > point.x {
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// Whether `point` is on the line `lineWidth` points wide that traces the outline (each subpath closed): within half
    /// the width of it, what a stroke of the path draws.
    func strokeContains(_ point: CGPoint, lineWidth: CGFloat) -> Bool {
        let reach = lineWidth / 2
        return segments().contains { a, b in
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / length, 0), 1)
            let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
            return x * x + y * y <= reach * reach
        }
    }

    /// The outline as straight segments, each subpath closed, curves in 16 steps.
    private func segments() -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        var start: CGPoint?
        var current: CGPoint?
        func line(to point: CGPoint) {
            if let from = current { result.append((from, point)) }
            current = point
        }
        func close() {
            if let from = current, let start, from != start { result.append((from, start)) }
            current = start
        }
        for element in elements {
            switch element {
            case .move(let point):
                close()
                start = point; current = point
            case .line(let point):
                line(to: point)
            case .quadCurve(let point, let control):
                let from = current ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    line(to: CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                                     y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let from = current ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(to: CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * point.x, y: a * from.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .closeSubpath:
                close()
            }
        }
        close()
        return result
    }
}

/// How a rounded rectangle's corners curve.
///
/// Source: Apple, "RoundedCornerStyle" (https://developer.apple.com/documentation/swiftui/roundedcornerstyle).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smoother continuous curve (drawn as circular here).
    case continuous
}
