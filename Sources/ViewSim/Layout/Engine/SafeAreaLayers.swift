import Foundation

/// The safe area a view is placed in: the insets each container around it adds (a `safeAreaInset` bar, a navigation
/// bar, a tab bar), innermost first, out to the device's own (the status bar, the home indicator, the keyboard).
///
/// Each layer is a container's frame (its *space*) and the insets it adds inside that frame, each for a region
/// (`.container` or `.keyboard`). A view's safe-area insets are found by growing its frame layer by layer: on each
/// edge where the frame reaches the layer's inner edge (the space less all its insets), it grows out to the edge of
/// the regions asked for. So a view inside the safe area sees the insets beyond it (a root `GeometryReader` sees the
/// status bar's 59 and the home indicator's 34), a view that already reaches under them sees none, and
/// `ignoresSafeArea` grows a view by exactly what it sees.
///
/// Within one layer, an inset of a region not asked for hides those further out on its edge: while the keyboard is
/// up, a view ignoring only the `.container` region stops at the keyboard's top, and one ignoring only `.keyboard`
/// stops at the home indicator.
///
/// Sources: Apple, "safeAreaInset(edge:alignment:spacing:content:)" ("The modified view is inset by the height of
/// content, from edge"), "ignoresSafeArea(_:edges:)", "GeometryProxy.safeAreaInsets" ("The safe area inset of the
/// container view"), "SafeAreaRegions"; OpenSwiftUI's `SafeAreaInsets` (read, not copied) for how the layers are
/// resolved against a view's frame, which Apple does not document. Pinned by SafeAreaLayerTests.
struct SafeArea: Equatable {
    /// What one region adds on each edge, in points.
    struct Element: Equatable {
        var regions: SafeAreaRegions
        var insets: EdgeInsets
    }

    /// One container's insets, inside its frame (window coordinates).
    struct Layer: Equatable {
        var space: CGRect
        var elements: [Element]
    }

    /// Innermost first; the last is the device's.
    private(set) var layers: [Layer]

    /// The device's safe area on `screen`: the container region (status bar, home indicator) and the keyboard's,
    /// which reaches from the keyboard's top down to the container region's bottom.
    init(screen: CGRect, container: CGRect, keyboard: CGRect?) {
        var elements = [Element(regions: .container, insets: EdgeInsets(
            top: container.minY - screen.minY, leading: container.minX - screen.minX,
            bottom: screen.maxY - container.maxY, trailing: screen.maxX - container.maxX))]
        if let keyboard, keyboard.minY < container.maxY {
            elements.append(Element(regions: .keyboard, insets: EdgeInsets(bottom: container.maxY - max(container.minY, keyboard.minY))))
        }
        layers = [Layer(space: screen, elements: elements)]
    }

    /// This safe area with a container's `insets` (of `regions`) inside its frame `space` added innermost.
    func adding(_ insets: EdgeInsets, regions: SafeAreaRegions = .container, in space: CGRect) -> SafeArea {
        var inner = self
        inner.layers.insert(Layer(space: space, elements: [Element(regions: regions, insets: insets)]), at: 0)
        return inner
    }

    /// The region the outermost layer leaves safe: the device's safe area, above the keyboard while it is up.
    var deviceSafeRegion: CGRect {
        guard let device = layers.last else { return .zero }
        return device.space.inset(by: device.elements.reduce(EdgeInsets()) { $0 + $1.insets })
    }

    /// How far `rect` (window coordinates) would grow on each edge to reach under the safe area of `regions`.
    func insets(of rect: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
        var grown = rect
        for layer in layers { layer.grow(&grown, into: regions) }
        return EdgeInsets(top: rect.minY - grown.minY, leading: rect.minX - grown.minX,
                          bottom: grown.maxY - rect.maxY, trailing: grown.maxX - rect.maxX)
    }
}

extension SafeArea.Layer {
    /// How close to an edge a frame must be to count as reaching it: half a pixel at 3×, and a little more for
    /// rounding.
    private static let tolerance: CGFloat = 0.5 / 3 + 0.001

    /// Grows `rect` on each edge where it reaches this layer's inner edge, out to the edge of `regions`' insets.
    fileprivate func grow(_ rect: inout CGRect, into regions: SafeAreaRegions) {
        let (selected, total) = insets(for: regions)
        guard selected != EdgeInsets() else { return }
        let inner = space.inset(by: total)
        let outer = inner.outset(by: selected)
        let slack = Self.tolerance
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if minY - slack < inner.minY, outer.minY < minY + slack { minY = outer.minY }
        if maxY + slack > inner.maxY, outer.maxY > maxY - slack { maxY = outer.maxY }
        if minX - slack < inner.minX, outer.minX < minX + slack { minX = outer.minX }
        if maxX + slack > inner.maxX, outer.maxX > maxX - slack { maxX = outer.maxX }
        rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The insets of `regions` on each edge and of all regions. Going outwards from the innermost element, one of
    /// another region on an edge stops those further out from counting on that edge.
    private func insets(for regions: SafeAreaRegions) -> (selected: EdgeInsets, total: EdgeInsets) {
        var selected = EdgeInsets(), total = EdgeInsets()
        var open: Edge.Set = .all
        for element in elements.reversed() {
            let insets = element.insets
            if element.regions.isDisjoint(with: regions) {
                if insets.top != 0 { open.remove(.top) }
                if insets.leading != 0 { open.remove(.leading) }
                if insets.bottom != 0 { open.remove(.bottom) }
                if insets.trailing != 0 { open.remove(.trailing) }
            } else {
                if open.contains(.top) { selected.top += insets.top }
                if open.contains(.leading) { selected.leading += insets.leading }
                if open.contains(.bottom) { selected.bottom += insets.bottom }
                if open.contains(.trailing) { selected.trailing += insets.trailing }
            }
            total = total + insets
        }
        return (selected, total)
    }
}

extension EdgeInsets {
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// The inset on `edge`.
    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// These insets on `edges` only.
    func on(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
}

extension CGRect {
    /// This rectangle with `insets` taken off its edges (negative insets grow it).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }

    /// This rectangle with `insets` added around its edges.
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.leading, y: minY - insets.top,
               width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}
