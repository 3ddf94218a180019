import Foundation

/// A view built into the runtime that takes part in layout: it chooses its size for a proposal and places what it
/// arranges. Views without a role are transparent to layout: a view with a `body`, a `Group`, a `ForEach` or a
/// modifier that only changes behaviour hands its content to the layout around it.
@MainActor
protocol LayoutRole {
    /// Whether, written around several views (a `Group`, a `ForEach`, a body listing several views), the modifier
    /// applies to each of them rather than to the group: true for layout modifiers, false for containers.
    var appliesToEachView: Bool { get }

    /// The axis a `Spacer` directly inside expands along (a stack's), or `nil`.
    var stackOrientation: Axis? { get }

    /// The size chosen for `proposal`, in points.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize

    /// Places what the view arranges inside `bounds` (window coordinates, of a size this role chose for `proposal`).
    /// By default each subview is centred in the bounds at its size for the bounds' size.
    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext)

    /// The spacing the view prefers around itself. By default, its content's (a modifier), or none (a leaf).
    func spacing(in context: LayoutContext) -> ViewSpacing

    /// Guides the view sets itself, given its size (a stack's, from its subviews).
    func explicitGuides(size: CGSize, proposal: ProposedViewSize, in context: LayoutContext) -> [ObjectIdentifier: CGFloat]
}

extension LayoutRole {
    var appliesToEachView: Bool { false }
    var stackOrientation: Axis? { nil }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for subview in context.content {
            subview.place(at: center, anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }

    func spacing(in context: LayoutContext) -> ViewSpacing {
        context.content.unionSpacing
    }

    func explicitGuides(size: CGSize, proposal: ProposedViewSize, in context: LayoutContext) -> [ObjectIdentifier: CGFloat] {
        guard appliesToEachView, let only = context.content.first, context.content.count == 1 else { return [:] }
        return context.engine.dimensions(of: only.unit, proposal: proposal).explicitGuides
    }
}

/// A modifier that sets a trait of the view it modifies without sizing anything (`layoutPriority(_:)`, `zIndex(_:)`,
/// `alignmentGuide(_:computeValue:)`, `layoutValue(key:value:)`).
@MainActor
protocol LayoutTraitRole {
    func apply(to traits: inout LayoutTraits)
}

/// What a layout role is handed: the engine, the node it belongs to, and the subviews it arranges.
@MainActor
struct LayoutContext {
    let engine: LayoutEngine
    /// The node the role belongs to.
    let node: Node
    /// The subview being sized or placed.
    let unit: LayoutUnit
    /// The subviews the role arranges, in order.
    let content: LayoutSubviews

    /// The environment the view inherits (its font, line limit…).
    var environment: EnvironmentValues { node.environment }

    /// The subviews made by the node's child at `position` (an overlay's content, or its overlay).
    func content(ofChild position: Int) -> LayoutSubviews {
        engine.subviews(ofChild: position, of: node)
    }
}

extension LayoutContext {
    /// The size `layout` chooses for the role's subviews (a stack view's layout value, or an app's `Layout`), with
    /// the layout's cache kept at the role's node.
    func size<L: Layout>(of layout: L, proposal: ProposedViewSize) -> CGSize {
        var cache = engine.cache(at: node, make: { layout.makeCache(subviews: content) }, update: { layout.updateCache(&$0, subviews: content) })
        defer { engine.store(cache, at: node) }
        return layout.sizeThatFits(proposal: proposal, subviews: content, cache: &cache)
    }

    /// Places the role's subviews with `layout` in `bounds`.
    func place<L: Layout>(with layout: L, in bounds: CGRect, proposal: ProposedViewSize) {
        var cache = engine.cache(at: node, make: { layout.makeCache(subviews: content) }, update: { layout.updateCache(&$0, subviews: content) })
        defer { engine.store(cache, at: node) }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: content, cache: &cache)
    }

    /// The spacing `layout` prefers around the role's subviews.
    func spacing<L: Layout>(of layout: L) -> ViewSpacing {
        var cache = engine.cache(at: node, make: { layout.makeCache(subviews: content) }, update: { layout.updateCache(&$0, subviews: content) })
        defer { engine.store(cache, at: node) }
        return layout.spacing(subviews: content, cache: &cache)
    }

    /// The size of `subviews` stacked on top of each other (an overlay's content, a button's label).
    func overlaidSize(of subviews: LayoutSubviews, proposal: ProposedViewSize, alignment: Alignment = .center) -> CGSize {
        if subviews.count == 1 { return subviews[subviews.startIndex].sizeThatFits(proposal) }
        return OverlayArrangement(alignment: alignment).size(for: proposal, subviews: subviews)
    }
}

/// A view built into the runtime that arranges its content with a `Layout` value (a stack with its layout, a
/// learner's layout used as a view): its size, placement, spacing and spacer axis are the layout's.
@MainActor
protocol LayoutValueView: LayoutRole {
    associatedtype LayoutValue: Layout
    var layout: LayoutValue { get }
}

extension LayoutValueView {
    var stackOrientation: Axis? { LayoutValue.layoutProperties.stackOrientation }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.size(of: layout, proposal: proposal)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        context.place(with: layout, in: bounds, proposal: proposal)
    }

    func spacing(in context: LayoutContext) -> ViewSpacing {
        context.spacing(of: layout)
    }
}
