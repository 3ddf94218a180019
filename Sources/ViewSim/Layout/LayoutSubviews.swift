import Foundation

/// The subviews a layout arranges, in the order its content lists them. The views of a `ForEach`, a `Group`, an
/// `if` and a view whose body lists several views each count as one subview; an `EmptyView` as none.
///
/// Source: Apple, "LayoutSubviews" (https://developer.apple.com/documentation/swiftui/layoutsubviews).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Index = Int

    let engine: LayoutEngine
    let units: ArraySlice<LayoutUnit>

    init(engine: LayoutEngine, units: ArraySlice<LayoutUnit>) {
        self.engine = engine
        self.units = units
    }

    /// The layout direction of the subviews' context: always left to right here.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public var startIndex: Int { units.startIndex }
    public var endIndex: Int { units.endIndex }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(engine: engine, unit: units[index])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(engine: engine, units: units[bounds])
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.units == rhs.units
    }
}

/// The direction of text and of leading/trailing edges.
///
/// Source: Apple, "LayoutDirection" (https://developer.apple.com/documentation/swiftui/layoutdirection).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// One subview of a layout: a proxy to ask the view for its size and to place it. It is valid during the layout call
/// that handed it over.
///
/// Source: Apple, "LayoutSubview" (https://developer.apple.com/documentation/swiftui/layoutsubview) and
/// "place(at:anchor:proposal:)" ("Do this once for each subview").
public struct LayoutSubview: Equatable {
    let engine: LayoutEngine
    let unit: LayoutUnit

    /// The size the view chooses for `proposal`, in points.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: unit, proposal: proposal)
    }

    /// The view's size for `proposal` with its alignment guides.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: unit, proposal: proposal)
    }

    /// Places the view with its `anchor` at `position` (in the coordinate space of the bounds the layout was given),
    /// at the size it chooses for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(unit, at: position, anchor: anchor, proposal: proposal)
    }

    /// The view's layout priority (`layoutPriority(_:)`; 0 by default).
    @MainActor public var priority: Double { engine.traits(of: unit).priority }

    /// The spacing the view prefers around itself.
    @MainActor public var spacing: ViewSpacing { engine.spacing(of: unit) }

    /// The value the view sets for `key` with `layoutValue(key:value:)`, or the key's default.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.traits(of: unit).values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.unit == rhs.unit
    }
}

/// A key for a value a view hands to the layout that arranges it (`layoutValue(key:value:)`), read through
/// `LayoutSubview`'s subscript.
///
/// Source: Apple, "LayoutValueKey" (https://developer.apple.com/documentation/swiftui/layoutvaluekey).
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension LayoutSubviews {
    /// The spacing the subviews prefer around them together: on each edge the largest any of them states.
    @MainActor var unionSpacing: ViewSpacing {
        var spacing = ViewSpacing()
        for subview in self { spacing.formUnion(subview.spacing) }
        return spacing
    }
}
