import Foundation

/// How a stack shares out a length among parts that each take what they want of an offer: least flexible first (the
/// length taken when offered infinity less that taken when offered zero), each offered an equal share of what is
/// left (``StackDistribution``'s rule, for one priority).
@MainActor
enum StackShares {
    static func divide(_ available: inout CGFloat, among parts: [(CGFloat?) -> CGFloat]) -> [CGFloat] {
        var flexibility: [CGFloat] = []
        for part in parts {
            let most = part(.infinity)
            flexibility.append(most.isInfinite ? .infinity : most - part(0))
        }
        var order = Array(parts.indices)
        sortLeastFlexibleFirst(&order, flexibility: flexibility)
        var lengths = [CGFloat](repeating: 0, count: parts.count)
        var remaining = parts.count
        for index in order {
            let share = max(0, available / CGFloat(remaining))
            lengths[index] = parts[index](share)
            available -= lengths[index]
            remaining -= 1
        }
        return lengths
    }

    /// Sorts `indices` by `flexibility`, least first, keeping source order among equals (an insertion sort: stacks
    /// and grids have few parts, and it hands no closure to a sort).
    static func sortLeastFlexibleFirst(_ indices: inout [Int], flexibility: [CGFloat]) {
        for position in indices.indices.dropFirst() {
            let index = indices[position]
            var slot = position
            while slot > 0, flexibility[indices[slot - 1]] > flexibility[index] {
                indices[slot] = indices[slot - 1]
                slot -= 1
            }
            indices[slot] = index
        }
    }
}
