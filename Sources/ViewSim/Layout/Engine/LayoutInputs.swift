import Foundation

/// A built-in view whose size and placement depend only on its children, its environment and the fields compared
/// here: re-run with equal ones, it keeps the sizes remembered for it (``LayoutEngine``), and a state change elsewhere
/// in the same body does not size it again. A built-in view that is not one is sized again whenever its parent's body
/// re-runs, as its fields may have changed.
///
/// This is the runtime's own bookkeeping, with no SwiftUI behaviour of its own to mirror: what is laid out is the same
/// either way, only the work differs (issue 23: "layout does no work for views that did not change size"). Pinned by
/// IncrementalLayoutTests.
@MainActor
protocol LayoutInputsComparable {
    /// Whether `other`, an earlier value of this view at the same place, lays out as this one does, given the same
    /// children and environment.
    func hasSameLayoutInputs(as other: Self) -> Bool
}

/// A layout modifier whose effect on layout is its fields alone (``LayoutInputsComparable``).
@MainActor
protocol LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool
}

enum LayoutInputs {
    /// Whether `new`, replacing `old` at a node with `traits`, leaves the sizes remembered for the node valid: a view
    /// that takes no part in layout (no ``LayoutRole``, no ``LayoutTraitRole``) is laid out by its children alone,
    /// and a ``LayoutInputsComparable`` one says so itself.
    @MainActor
    static func same(_ old: any View, _ new: any View, traits: ViewTraits) -> Bool {
        if !traits.contains(.layout) && !traits.contains(.layoutTrait) { return true }
        guard traits.contains(.comparesLayoutInputs), let new = new as? any LayoutInputsComparable else { return false }
        return new.hasSameLayoutInputs(asAny: old)
    }
}

extension LayoutInputsComparable {
    fileprivate func hasSameLayoutInputs(asAny old: any View) -> Bool {
        guard let old = old as? Self else { return false }
        return hasSameLayoutInputs(as: old)
    }
}

extension VStack: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool {
        layout.alignment == other.layout.alignment && layout.spacing == other.layout.spacing
    }
}

extension HStack: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool {
        layout.alignment == other.layout.alignment && layout.spacing == other.layout.spacing
    }
}

extension ZStack: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool { layout.alignment == other.layout.alignment }
}

/// A button is the size of its label, a child of its own: its action and role do not enter layout.
extension Button: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool { true }
}

extension Spacer: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool { minLength == other.minLength }
}

extension Divider: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool { true }
}

extension _OverlayView: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool { alignment == other.alignment }
}

extension _BackgroundView: LayoutInputsComparable {
    func hasSameLayoutInputs(as other: Self) -> Bool { alignment == other.alignment }
}

extension ModifiedContent: LayoutInputsComparable where Content: View, Modifier: LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool { modifier.hasSameLayoutInputs(as: other.modifier) }
}

extension _PaddingLayout: LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool { insets == other.insets }
}

extension _FrameLayout: LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool {
        width == other.width && height == other.height && alignment == other.alignment
    }
}

extension _FlexFrameLayout: LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool {
        minWidth == other.minWidth && idealWidth == other.idealWidth && maxWidth == other.maxWidth
            && minHeight == other.minHeight && idealHeight == other.idealHeight && maxHeight == other.maxHeight
            && alignment == other.alignment
    }
}

extension _FixedSizeLayout: LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool { horizontal == other.horizontal && vertical == other.vertical }
}

extension _OffsetEffect: LayoutInputsComparableModifier {
    func hasSameLayoutInputs(as other: Self) -> Bool { offset == other.offset }
}
