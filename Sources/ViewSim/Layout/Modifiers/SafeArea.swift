import Foundation

/// The parts of the screen the safe area keeps content out of.
///
/// Source: Apple, "SafeAreaRegions" (https://developer.apple.com/documentation/swiftui/safearearegions).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device's and the containers' (bars, the status bar, the home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Extends a view into the safe area on `edges`, where it reaches the safe area's edge: it is laid out as before, then
/// offered and given the bigger region, so its content may slide under the status bar or the home indicator.
///
/// Source: Apple, "ignoresSafeArea(_:edges:)" ("By default, the SwiftUI layout system sizes and positions views to
/// avoid certain safe areas") (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
/// Pinned by SafeAreaTests (L36, L37).
public struct _SafeAreaIgnoringLayout: _AppearanceModifier, LayoutModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        let region = child.engine.expanded(bounds, ignoring: regions, edges: edges)
        child.place(at: region.origin, anchor: .topLeading, proposal: region == bounds ? proposal : ProposedViewSize(region.size))
    }
}

extension View {
    /// Lets this view extend into the safe area `regions` on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        ModifiedContent(content: self, modifier: _SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// Lets this view extend into the safe area on `edges` (deprecated in SwiftUI for `ignoresSafeArea(_:edges:)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        ignoresSafeArea(.all, edges: edges)
    }
}
