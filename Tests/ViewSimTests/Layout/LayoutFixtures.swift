import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The frames of a laid-out view, for the layout behaviour tests: every `Color` in the hierarchy's order, relative to
/// the root view's origin (the cases in `../shared/LAYOUT-CASES.md` give coordinates in the outermost container's
/// space), and the root's own frame in window coordinates.
@MainActor
struct LaidOut {
    let root: CGRect
    let colors: [CGRect]

    init<V: View>(_ view: V, device: Device = .iPhone16) {
        let app = ViewHost(view, device: device)
        let root = app.layout.frame(of: app.graph.root) ?? .null
        self.root = root
        colors = app.frames(of: Color.self).map { $0.offsetBy(dx: -root.minX, dy: -root.minY) }
    }

    /// The `index`-th colour's frame as (x, y, width, height).
    subscript(index: Int) -> Frame { Frame(colors[index]) }
}

/// A frame with `==` that tolerates floating-point rounding (a thousandth of a point).
struct Frame: Equatable, CustomStringConvertible {
    let x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat

    init(_ rect: CGRect) {
        x = rect.minX; y = rect.minY; width = rect.width; height = rect.height
    }

    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    static func == (lhs: Frame, rhs: Frame) -> Bool {
        abs(lhs.x - rhs.x) < 0.001 && abs(lhs.y - rhs.y) < 0.001
            && abs(lhs.width - rhs.width) < 0.001 && abs(lhs.height - rhs.height) < 0.001
    }

    var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A layout that proposes one fixed proposal to its only subview and takes the size the subview chooses: how the
/// tests ask a view what it does with `.zero`, `.unspecified` or `.infinity`.
struct Proposing: Layout {
    let proposal: ProposedViewSize

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
