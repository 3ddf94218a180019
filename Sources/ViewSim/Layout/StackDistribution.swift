import Foundation

/// How a horizontal or vertical stack divides its length among its subviews, and lines them up across it.
///
/// SwiftUI's algorithm: the stack subtracts the spacing, then offers the rest to its subviews group by group, highest
/// `layoutPriority` first, reserving the minimum lengths of the lower groups. Within a group it goes from the least
/// flexible subview to the most (flexibility: the length a subview takes when offered infinity minus the length it
/// takes when offered zero), offering each an equal share of what the group has left; each takes what it wants,
/// which may be more than its share (then the stack is longer than its proposal) or less (then the rest goes to the
/// next). Subviews are placed in source order, lined up across the axis on the stack's alignment guide; the stack's
/// cross length is the union of its aligned subviews.
///
/// Sources: objc.io, "How an HStack Lays out Its Children" (https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/),
/// offered 150, a `maxWidth: 100` view takes 75 and a `minWidth: 100` one 100; WWDC19 "Building Custom Views with
/// SwiftUI" (https://developer.apple.com/videos/play/wwdc2019/237/), least flexible first; Apple,
/// "layoutPriority(_:)"; the SwiftUI Field Guide, "HStack" (https://www.swiftuifieldguide.com/layout/hstack/).
/// Pinned by LayoutStackTests (L04–L12, L15–L17).
struct StackDistribution {
    let axis: Axis
    let spacing: CGFloat?
    /// Where a subview's cross-axis guide lies, in its own coordinates.
    let crossGuide: (ViewDimensions) -> CGFloat

    /// The gaps between adjacent subviews: the stack's `spacing`, else each pair's preferred distance.
    ///
    /// This and ``distribute(_:subviews:)`` run for every stack in every pass, so they loop rather than pass closures:
    /// a main-actor closure handed to `map` is checked for its actor each time it is called.
    @MainActor
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex]
        for subview in subviews.dropFirst() {
            gaps.append(spacing ?? previous.spacing.distance(to: subview.spacing, along: axis))
            previous = subview
        }
        return gaps
    }

    /// The proposal each subview gets for `proposal`, and the size it chooses, in source order.
    @MainActor
    func distribute(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let minor = proposal[axis.other]
        let all = Array(subviews)
        var results: [(proposal: ProposedViewSize, size: CGSize)] = []
        results.reserveCapacity(all.count)
        guard let major = proposal[axis] else {
            let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for subview in all { results.append((offer, subview.sizeThatFits(offer))) }
            return results
        }
        var minimums: [CGFloat] = [], flexibility: [CGFloat] = [], priorities: [Double] = []
        minimums.reserveCapacity(all.count)
        flexibility.reserveCapacity(all.count)
        let least = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let most = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        for subview in all {
            let minimum = subview.sizeThatFits(least)[axis], maximum = subview.sizeThatFits(most)[axis]
            minimums.append(minimum)
            flexibility.append(maximum.isInfinite ? .infinity : maximum - minimum)
            if !priorities.contains(subview.priority) { priorities.append(subview.priority) }
        }
        var placed = [(proposal: ProposedViewSize, size: CGSize)?](repeating: nil, count: all.count)
        var available = major
        for gap in gaps(subviews) { available -= gap }
        var minimumsLeft: CGFloat = 0
        for minimum in minimums { minimumsLeft += minimum }
        if priorities.count > 1 { standardSort(&priorities, by: >) }  // uncounted: the layout's work, not the app's (Cost)
        for priority in priorities {
            var group: [Int] = []
            for index in all.indices where all[index].priority == priority {
                group.append(index)
                minimumsLeft -= minimums[index]
            }
            // Least flexible first; equally flexible subviews keep source order.
            StackShares.sortLeastFlexibleFirst(&group, flexibility: flexibility)
            var groupAvailable = available - minimumsLeft
            var remaining = group.count
            for index in group {
                let share = max(0, groupAvailable / CGFloat(remaining))
                let offer = ProposedViewSize(major: share, minor: minor, axis: axis)
                let size = all[index].sizeThatFits(offer)
                placed[index] = (offer, size)
                groupAvailable -= size[axis]
                available -= size[axis]
                remaining -= 1
            }
        }
        for entry in placed { results.append(entry!) }
        return results
    }

    /// The stack's size for `proposal`.
    @MainActor
    func size(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let placed = distribute(proposal, subviews: subviews)
        var major: CGFloat = 0
        for entry in placed { major += entry.size[axis] }
        for gap in gaps(subviews) { major += gap }
        let extents = crossExtents(placed, subviews: subviews)
        return CGSize(major: major, minor: extents.upperBound - extents.lowerBound, axis: axis)
    }

    /// Places the subviews in `bounds`, in source order.
    @MainActor
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let placed = distribute(proposal, subviews: subviews)
        let gaps = gaps(subviews)
        let extents = crossExtents(placed, subviews: subviews)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        for (offset, subview) in subviews.enumerated() {
            let (offer, size) = placed[offset]
            let guide = crossGuide(subview.dimensions(in: offer))
            let cross = crossOrigin + (-guide - extents.lowerBound)
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            subview.place(at: origin, anchor: .topLeading, proposal: offer)
            position += size[axis] + (offset < gaps.count ? gaps[offset] : 0)
        }
    }

    /// The range the aligned subviews cover across the axis, relative to the alignment guide.
    @MainActor
    private func crossExtents(_ placed: [(proposal: ProposedViewSize, size: CGSize)], subviews: LayoutSubviews) -> ClosedRange<CGFloat> {
        var lower = CGFloat.infinity
        var upper = -CGFloat.infinity
        for (offset, subview) in subviews.enumerated() {
            let guide = crossGuide(subview.dimensions(in: placed[offset].proposal))
            lower = min(lower, -guide)
            upper = max(upper, placed[offset].size[axis.other] - guide)
        }
        return lower <= upper ? lower...upper : 0...0
    }
}

/// How a `ZStack`, an overlay or a background lines up views on top of each other.
struct OverlayArrangement {
    let alignment: Alignment

    @MainActor
    func size(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let (horizontal, vertical) = extents(proposal, subviews: subviews)
        return CGSize(width: horizontal.upperBound - horizontal.lowerBound, height: vertical.upperBound - vertical.lowerBound)
    }

    @MainActor
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let (horizontal, vertical) = extents(proposal, subviews: subviews)
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let origin = CGPoint(
                x: bounds.minX - horizontal.lowerBound - dimensions[alignment.horizontal],
                y: bounds.minY - vertical.lowerBound - dimensions[alignment.vertical])
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }

    @MainActor
    private func extents(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> (ClosedRange<CGFloat>, ClosedRange<CGFloat>) {
        var left = CGFloat.infinity, right = -CGFloat.infinity, top = CGFloat.infinity, bottom = -CGFloat.infinity
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let x = dimensions[alignment.horizontal], y = dimensions[alignment.vertical]
            left = min(left, -x); right = max(right, dimensions.width - x)
            top = min(top, -y); bottom = max(bottom, dimensions.height - y)
        }
        guard left <= right, top <= bottom else { return (0...0, 0...0) }
        return (left...right, top...bottom)
    }
}
