import Foundation

/// One subview as a layout sees it: a view that sizes itself (`node`), with the layout modifiers written around a
/// group of views that apply to each of them (`wrappers`, outermost first: `Group { a; b }.padding()` pads `a` and
/// `b` each).
///
/// Made once per layout pass and per place in the hierarchy (``LayoutEngine`` keeps them), so it can remember the
/// sizes it chose for each proposal during the pass.
@MainActor
final class LayoutUnit: Equatable {
    let node: Node
    let wrappers: ArraySlice<Node>
    /// Traits set on the unit from outside it (`layoutPriority`, `zIndex`… written around a group of views).
    var outerTraits: LayoutTraits
    /// Sizes chosen in this pass, by proposal: a few at most (a stack asks its minimum, maximum and share), so a list
    /// searched in order costs less than hashing the proposal.
    private var sizes: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The role of ``top``, looked up once per pass: a dynamic cast each time it is asked costs more than the layout.
    private var topRole: (any LayoutRole)??
    /// The pass in which the unit was last placed.
    var placedPass = -1
    /// What the unit arranges, found the first time it is asked for.
    var content: [LayoutUnit]?
    /// The axis of the stack the unit is in, if any: the axis a `Spacer` expands along.
    var containerAxis: Axis?
    /// For a unit with wrappers: the alignment guides set on ``node`` itself, inside them, which its innermost unit
    /// takes (``LayoutTraits/hoisting(from:)``).
    var innerGuides: [ObjectIdentifier: (ViewDimensions) -> CGFloat] = [:]

    init(node: Node, wrappers: ArraySlice<Node> = [], outerTraits: LayoutTraits = LayoutTraits()) {
        self.node = node
        self.wrappers = wrappers
        self.outerTraits = outerTraits
    }

    /// The node whose layout role sizes this unit: its outermost wrapper, else its view.
    var top: Node { wrappers.first ?? node }

    /// ``top``'s layout role.
    var role: (any LayoutRole)? {
        if let known = topRole { return known }
        let found = top.layoutRole
        topRole = .some(found)
        return found
    }

    /// The size chosen for `proposal` in this pass, if it was asked.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        for entry in sizes where entry.proposal == proposal { return entry.size }
        return nil
    }

    func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        sizes.append((proposal, size))
    }

    /// Dimensions (size and guides) found in this pass, by proposal, as ``size(for:)``.
    private var dimensions: [(proposal: ProposedViewSize, dimensions: ViewDimensions)] = []

    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions? {
        for entry in dimensions where entry.proposal == proposal { return entry.dimensions }
        return nil
    }

    func remember(_ dimensions: ViewDimensions, for proposal: ProposedViewSize) {
        self.dimensions.append((proposal, dimensions))
    }

    /// Guides the unit's content sets, found in this pass, by guide and proposal (`nil`: asked, and it sets none).
    private var guides: [(id: ObjectIdentifier, proposal: ProposedViewSize, value: CGFloat?)] = []

    func guide(_ id: ObjectIdentifier, for proposal: ProposedViewSize) -> CGFloat?? {
        for entry in guides where entry.id == id && entry.proposal == proposal { return .some(entry.value) }
        return nil
    }

    func remember(guide value: CGFloat?, _ id: ObjectIdentifier, for proposal: ProposedViewSize) {
        guides.append((id, proposal, value))
    }

    nonisolated static func == (lhs: LayoutUnit, rhs: LayoutUnit) -> Bool { lhs === rhs }
}

/// What a subview tells the layout that arranges it besides its size: set by modifiers that do not size anything.
struct LayoutTraits {
    /// `layoutPriority(_:)`; 0 by default.
    var priority: Double = 0
    var isPrioritySet = false
    /// `zIndex(_:)`; 0 by default.
    var zIndex: Double = 0
    var isZIndexSet = false
    /// `alignmentGuide(_:computeValue:)` closures, by alignment id; the outermost one wins.
    var guides: [ObjectIdentifier: (ViewDimensions) -> CGFloat] = [:]
    /// `layoutValue(key:value:)`, by key.
    var values: [ObjectIdentifier: Any] = [:]

    /// These traits with `inner`'s filling what these leave unset (an outer modifier wins).
    func filling(from inner: LayoutTraits) -> LayoutTraits {
        var merged = self
        if !isPrioritySet && inner.isPrioritySet { merged.priority = inner.priority; merged.isPrioritySet = true }
        if !isZIndexSet && inner.isZIndexSet { merged.zIndex = inner.zIndex; merged.isZIndexSet = true }
        merged.guides.merge(inner.guides) { outer, _ in outer }
        merged.values.merge(inner.values) { outer, _ in outer }
        return merged
    }

    /// These traits with those of the view a layout modifier wraps, which pass through it (its priority, its z index,
    /// its layout values), but for its alignment guides: those stay with the view, and reach the modifier moved as the
    /// modifier places the view (``LayoutEngine/explicitGuide(_:of:proposal:)``).
    func hoisting(from inner: LayoutTraits) -> LayoutTraits {
        var without = inner
        without.guides = [:]
        return filling(from: without)
    }
}
