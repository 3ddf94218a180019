import Foundation

/// An alignment guide a layout asks a view for: a horizontal one (an offset along x) or a vertical one (along y).
///
/// A container's value of a guide none of its own code sets is its subviews' values, each moved by where the container
/// places it, combined by the guide: the topmost of the first text baselines, the bottommost of the last ones, the
/// mean of any other guide's.
///
/// Source: Apple, "VerticalAlignment.firstTextBaseline" ("A guide that marks the top-most text baseline in a view"),
/// "VerticalAlignment.lastTextBaseline" ("the bottom-most text baseline"), "AlignmentID" (a guide's default value
/// when a view sets none); OpenSwiftUI's `AlignmentID._combineExplicit` (read, not copied) for combining children's
/// values, which Apple does not document: the mean for guides other than the baselines.
struct GuideQuery {
    enum Combination { case topmost, bottommost, mean }

    let id: ObjectIdentifier
    let axis: Axis
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?

    init(_ guide: HorizontalAlignment) {
        id = ObjectIdentifier(guide.id); axis = .horizontal; horizontal = guide; vertical = nil
    }

    init(_ guide: VerticalAlignment) {
        id = ObjectIdentifier(guide.id); axis = .vertical; horizontal = nil; vertical = guide
    }

    private static let firstBaseline = ObjectIdentifier(VerticalAlignment.firstTextBaseline.id)
    private static let lastBaseline = ObjectIdentifier(VerticalAlignment.lastTextBaseline.id)

    var isFirstTextBaseline: Bool { id == Self.firstBaseline }
    var isLastTextBaseline: Bool { id == Self.lastBaseline }
    /// Whether text sets this guide (so it is worth asking for even where no view moves a guide).
    var isTextBaseline: Bool { isFirstTextBaseline || isLastTextBaseline }

    private static let builtInPositions: Set<ObjectIdentifier> = [
        ObjectIdentifier(HorizontalAlignment.leading.id), ObjectIdentifier(HorizontalAlignment.center.id),
        ObjectIdentifier(HorizontalAlignment.trailing.id), ObjectIdentifier(VerticalAlignment.top.id),
        ObjectIdentifier(VerticalAlignment.center.id), ObjectIdentifier(VerticalAlignment.bottom.id),
    ]

    /// Whether the guide is one of the built-in edges or centres (`leading`, `center`, `top`…).
    var isBuiltInPosition: Bool { Self.builtInPositions.contains(id) }

    /// How several subviews' values make the container's.
    var combination: Combination { isFirstTextBaseline ? .topmost : isLastTextBaseline ? .bottommost : .mean }

    /// The container's value from its subviews' (already in its coordinates); `nil` when none has one.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard var result = values.first else { return nil }
        switch combination {
        case .topmost: for value in values.dropFirst() { result = min(result, value) }
        case .bottommost: for value in values.dropFirst() { result = max(result, value) }
        case .mean:
            for value in values.dropFirst() { result += value }
            result /= CGFloat(values.count)
        }
        return result
    }
}

/// Where a view's guides that it does not set in its `alignmentGuide`s are found, when a layout asks for one: the
/// layout engine, for the subview at the proposal the dimensions were measured at. Valid during the layout pass that
/// made the dimensions.
struct GuideSource {
    unowned let engine: LayoutEngine
    unowned let unit: LayoutUnit
    let proposal: ProposedViewSize
    /// Whether any view in the hierarchy sets a guide other than the text baselines; if not, only those are looked up.
    let anyGuides: Bool

    func value(of guide: GuideQuery) -> CGFloat? {
        guard anyGuides || guide.isTextBaseline else { return nil }
        return MainActor.assumeIsolated { engine.explicitGuide(guide, of: unit, proposal: proposal) }
    }
}
