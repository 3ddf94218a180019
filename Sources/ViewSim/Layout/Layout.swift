import Foundation

/// A type that sizes and places a collection of views: SwiftUI's layout protocol, with which `HStack`, `VStack` and
/// `ZStack` are written and a learner can write a layout of their own.
///
/// A parent proposes a size; the layout answers with ``sizeThatFits(proposal:subviews:cache:)``, asking its subviews
/// for their sizes under proposals of its choosing (several times if it wants: for their minimum with `.zero`, their
/// ideal with `.unspecified`, their maximum with `.infinity`); then, given the region it was granted,
/// ``placeSubviews(in:proposal:subviews:cache:)`` places each subview once, in the parent's coordinate space (so
/// relative to `bounds.minX` and `bounds.minY`, which are generally not 0). A subview that is not placed is drawn at
/// the centre of the bounds, at its size for the bounds' proposal.
///
/// A layout is used as a view: `MyLayout { … }`, or through ``AnyLayout``.
///
/// Sources: Apple, "Layout" (https://developer.apple.com/documentation/swiftui/layout),
/// "placeSubviews(in:proposal:subviews:cache:)", "LayoutSubview"; WWDC22 "Compose custom layouts with SwiftUI"
/// (https://developer.apple.com/videos/play/wwdc2022/10056/). The unplaced subview is undocumented: OpenSwiftUI's
/// `LayoutComputer` centres it, and so does ViewSim. Pinned by CustomLayoutTests (L41).
@MainActor @preconcurrency
public protocol Layout {
    /// Data the layout keeps between its calls (computed sizes, for example); `Void` if it keeps none.
    associatedtype Cache = Void

    /// The subviews of the layout, in the order its content lists them.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout as a container: the stack orientation its `Spacer`s expand along.
    static var layoutProperties: LayoutProperties { get }

    /// The size the layout chooses for `proposal`, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` (in the parent's coordinate space, of a size this layout returned from
    /// ``sizeThatFits(proposal:subviews:cache:)``), by calling `place(at:anchor:proposal:)` once on each.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The spacing the layout as a whole prefers around itself. By default, the union of its subviews' preferences.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Where the layout puts a horizontal alignment guide of its own, in `bounds`; `nil` for the guide's default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where the layout puts a vertical alignment guide of its own, in `bounds`; `nil` for the guide's default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Makes the cache, once per layout view, before the first call that uses it.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache when the subviews may have changed (ViewSim calls it at every layout pass after the first).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The name the screen dump shows for content arranged by this layout (`HStack`, `VStack`).
    var _containerName: String { get }
}

/// Properties of a layout as a container.
///
/// Source: Apple, "LayoutProperties" (https://developer.apple.com/documentation/swiftui/layoutproperties).
public struct LayoutProperties: Sendable {
    /// The axis a `Spacer` inside the layout expands along; `nil` for both.
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.unionSpacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public var _containerName: String { String(describing: Self.self) }

    /// Arranges `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A type-erased layout. Switching the layout inside an `AnyLayout` keeps the content's identity (and state): the
/// container's type stays `AnyLayout`, unlike swapping an `HStack` for a `VStack` with `if`/`else`.
///
/// Source: Apple, "AnyLayout" (https://developer.apple.com/documentation/swiftui/anylayout); WWDC22 "Compose custom
/// layouts with SwiftUI" (https://developer.apple.com/videos/play/wwdc2022/10056/), switching layouts with AnyLayout.
public struct AnyLayout: Layout {
    let base: any Layout
    public typealias Cache = Any

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        base = layout
    }

    public var _containerName: String { base._containerName }

    public func makeCache(subviews: Subviews) -> Any {
        func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
        return make(base)
    }

    public func updateCache(_ cache: inout Any, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            if var typed = cache as? L.Cache {
                layout.updateCache(&typed, subviews: subviews)
                cache = typed
            } else {
                cache = layout.makeCache(subviews: subviews)
            }
        }
        update(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        func place<L: Layout>(_ layout: L) {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        place(base)
    }

    public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return spacing(base)
    }
}

/// Content arranged by a layout value. Its identity depends on the layout's *type*, not its value.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView, ElementView {
    let layout: L
    let content: Content

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container(layout._containerName) }
}

extension _LayoutView: LayoutValueView {}
