import Foundation

/// Sets the priority a stack gives a view when dividing its space: higher priorities are offered space first,
/// after the minimum lengths of the lower ones are set aside. The default is 0.
///
/// Source: Apple, "layoutPriority(_:)" ("Views typically have a default priority of 0… Raising a view's layout
/// priority encourages the higher priority view to shrink later when the group is shrunk and stretch sooner when the
/// group is stretched") (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)). Pinned by
/// LayoutStackTests (L08).
public struct _LayoutPriorityModifier: _AppearanceModifier, LayoutTraitModifier {
    let priority: Double

    func apply(to traits: inout LayoutTraits) {
        traits.priority = priority
        traits.isPrioritySet = true
    }
}

/// Sets the order in which overlapping siblings are drawn (and take taps): the larger index in front; equal indices
/// keep the order of the content. The default is 0.
///
/// Source: Apple, "zIndex(_:)" (https://developer.apple.com/documentation/swiftui/view/zindex(_:)). Pinned by
/// LayoutStackTests (L14).
public struct _ZIndexModifier: _AppearanceModifier, LayoutTraitModifier {
    let index: Double

    func apply(to traits: inout LayoutTraits) {
        traits.zIndex = index
        traits.isZIndexSet = true
    }
}

/// Moves one of a view's alignment guides: the closure gets the view's dimensions and returns the guide's offset
/// from the view's origin, in points.
///
/// Source: Apple, "alignmentGuide(_:computeValue:)"
/// (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh); WWDC19 "Building
/// Custom Views with SwiftUI" (https://developer.apple.com/videos/play/wwdc2019/237/). Pinned by LayoutStackTests (L17).
public struct _AlignmentWritingModifier: _AppearanceModifier, LayoutTraitModifier {
    let id: ObjectIdentifier
    let compute: (ViewDimensions) -> CGFloat

    func apply(to traits: inout LayoutTraits) {
        traits.guides[id] = compute
    }
}

/// A view that moves an alignment guide of its content: with texts' baselines, the only source of explicit guides, so
/// while none is in the hierarchy, layout asks no view for a guide but the baselines (``ViewGraph/alignmentGuideViews``).
protocol AlignmentGuideSetting {}

extension ModifiedContent: AlignmentGuideSetting where Modifier == _AlignmentWritingModifier {}

/// A learner's `Layout` may set guides of its own (`explicitAlignment(of:in:proposal:subviews:cache:)`).
extension _LayoutView: AlignmentGuideSetting {}

/// Hands a value to the layout that arranges the view, read with `LayoutSubview`'s subscript.
///
/// Source: Apple, "layoutValue(key:value:)" (https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)).
public struct _LayoutValueModifier<Key: LayoutValueKey>: _AppearanceModifier, LayoutTraitModifier {
    let value: Key.Value

    func apply(to traits: inout LayoutTraits) {
        traits.values[ObjectIdentifier(Key.self)] = value
    }
}

extension View {
    /// Sets the priority a stack gives this view when dividing its space (0 by default).
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        ModifiedContent(content: self, modifier: _LayoutPriorityModifier(priority: value))
    }

    /// Sets the drawing order of this view among overlapping siblings (0 by default; larger is in front).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
        ModifiedContent(content: self, modifier: _ZIndexModifier(index: value))
    }

    /// Moves this view's horizontal alignment guide `g` to the offset `computeValue` returns.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        ModifiedContent(content: self, modifier: _AlignmentWritingModifier(id: ObjectIdentifier(g.id), compute: computeValue))
    }

    /// Moves this view's vertical alignment guide `g` to the offset `computeValue` returns.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        ModifiedContent(content: self, modifier: _AlignmentWritingModifier(id: ObjectIdentifier(g.id), compute: computeValue))
    }

    /// Hands `value` to the layout that arranges this view, under `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _LayoutValueModifier<K>> {
        ModifiedContent(content: self, modifier: _LayoutValueModifier<K>(value: value))
    }
}
