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

    /// The value the view's own content gives `guide` at `size`, its size for `proposal`; `nil` if it sets none. By
    /// default its subviews' values where it places them, combined (``GuideQuery/combine(_:)``).
    func explicitGuide(_ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, in context: LayoutContext) -> CGFloat?
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

    func explicitGuide(_ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, in context: LayoutContext) -> CGFloat? {
        context.combinedGuide(guide, of: self, size: size, proposal: proposal)
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
    /// `guide` of the role's subviews where `role` places them at `size`, in its coordinates, combined; `nil` if
    /// none sets it. A container of several views passes on text baselines and custom guides, not the built-in edge
    /// and centre guides its subviews move.
    ///
    /// Source: the QuickLayout documentation, "Alignment Guides", on SwiftUI's model ("alignment guides for default
    /// types are not recognized beyond the first multi-child container, however custom alignment guides are",
    /// https://facebookincubator.github.io/QuickLayout/layout/alignment-guides); WWDC19 "Building Custom Views with
    /// SwiftUI" (a custom guide lines up views in different containers).
    func combinedGuide(_ guide: GuideQuery, of role: any LayoutRole, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !content.isEmpty, content.count == 1 || !guide.isBuiltInPosition else { return nil }
        var values: [CGFloat] = []
        for placed in engine.placements(by: role, size: size, proposal: proposal, in: self) {
            let dimensions = engine.dimensions(of: placed.unit, proposal: placed.proposal)
            let value = guide.axis == .horizontal
                ? guide.horizontal.flatMap { dimensions[explicit: $0] }.map { $0 + placed.frame.minX }
                : guide.vertical.flatMap { dimensions[explicit: $0] }.map { $0 + placed.frame.minY }
            if let value { values.append(value) }
        }
        return guide.combine(values)
    }

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

    /// Where `layout` puts `guide` itself in bounds of `size` (its `explicitAlignment`), if it says.
    func explicitAlignment<L: Layout>(of layout: L, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        var cache = engine.cache(at: node, make: { layout.makeCache(subviews: content) }, update: { layout.updateCache(&$0, subviews: content) })
        defer { engine.store(cache, at: node) }
        let bounds = CGRect(origin: .zero, size: size)
        if let horizontal = guide.horizontal {
            return layout.explicitAlignment(of: horizontal, in: bounds, proposal: proposal, subviews: content, cache: &cache)
        }
        return guide.vertical.flatMap { layout.explicitAlignment(of: $0, in: bounds, proposal: proposal, subviews: content, cache: &cache) }
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

    /// The layout's own `explicitAlignment` for `guide` when it gives one, else its subviews' values where it places
    /// them (``LayoutContext/combinedGuide(_:of:size:proposal:)``).
    ///
    /// Source: Apple, "Layout.explicitAlignment(of:in:proposal:subviews:cache:)" ("Returns the position of the
    /// specified vertical alignment guide along the y axis"); OpenSwiftUI's `StackLayout.explicitAlignment` (read,
    /// not copied) for merging the subviews' values.
    func explicitGuide(_ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, in context: LayoutContext) -> CGFloat? {
        context.explicitAlignment(of: layout, guide, size: size, proposal: proposal)
            ?? context.combinedGuide(guide, of: self, size: size, proposal: proposal)
    }
}
