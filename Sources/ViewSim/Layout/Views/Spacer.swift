import Foundation

/// Flexible space: along the axis of the stack holding it, at least `minLength` (iOS's default spacing, 8 points,
/// when `nil`) and as much as it is offered; across it, nothing. Outside a stack it expands on both axes. Neighbours
/// sit flush against it (it prefers no spacing), and it shows the user nothing.
///
/// Source: Apple, "Spacer" ("expands along the major axis of its containing stack layout, or on both axes if not
/// contained in a stack"), read as reproduced in OpenSwiftUI's `Spacer.swift`, which also gives the default minimum
/// and the zero spacing (https://developer.apple.com/documentation/swiftui/spacer). Pinned by LayoutStackTests (L09).
public struct Spacer: View, PrimitiveView, LayoutRole {
    /// The least length the spacer takes along its stack's axis, in points; `nil` for the default spacing.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func makeChildren(into children: inout ChildList) {}

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minimum, minimum) }
        switch context.unit.containerAxis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func spacing(in context: LayoutContext) -> ViewSpacing { .zero }
}

/// A visual separator: a hairline across the axis of the stack holding it (horizontal outside a stack), as long as
/// it is offered. Shows the user no text.
///
/// Source: Apple, "Divider" ("When contained in a stack, the divider extends across the minor axis of the stack, or
/// horizontally when not in a stack") (https://developer.apple.com/documentation/swiftui/divider). Its thickness,
/// one pixel of a 3× screen, is the common measurement, not a documented value.
public struct Divider: View, PrimitiveView, LayoutRole {
    public init() {}

    /// One pixel of a 3× screen, in points.
    static let thickness: CGFloat = 1.0 / 3.0

    func makeChildren(into children: inout ChildList) {}

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        if context.unit.containerAxis == .horizontal {
            return CGSize(width: Self.thickness, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: Self.thickness)
    }
}
