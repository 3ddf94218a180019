import Foundation

/// A view that shows the first of its subviews whose ideal size fits the space it is offered, along `axes`; if none
/// fits, the last one. The others are built (each must be measured) but not shown: no frame, not drawn, not on
/// screen, not tappable.
///
/// A subview is judged by its *ideal* size (its size for a `nil` proposal), so a text that would wrap counts at its
/// one-line width and a flexible view at its ideal size; along an axis the proposal leaves unspecified, everything
/// fits. The chosen subview is then offered the proposal and chooses its size as usual.
///
/// Source: Apple, "ViewThatFits" ("It selects the first child whose ideal size on the constrained axes fits within
/// the proposed size… By default, ViewThatFits constrains in both the horizontal and vertical axes"; "If axes is an
/// empty set, ViewThatFits uses the first child view") (https://developer.apple.com/documentation/swiftui/viewthatfits).
/// The last subview when none fits: fatbobman's `_MyViewThatFitsLayout`, reproduced in OpenSwiftUI (the public
/// evidence; Apple does not say). Whether an option left out runs its `onAppear` is not documented: here every option
/// appears, since every option is built. Pinned by ViewThatFitsTests (L40).
public struct ViewThatFits<Content: View>: View, PrimitiveView, LayoutRole, ChoosesAnOption {
    let axes: Axis.Set
    let content: Content

    /// - Parameters:
    ///   - axes: the axes along which a subview's ideal size must fit the proposal.
    ///   - content: the options, in order of preference (usually the largest first).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    /// The option shown for `proposal`, by its index among the subviews; `nil` if there is none.
    private func choice(for proposal: ProposedViewSize, among options: LayoutSubviews) -> Int? {
        guard !options.isEmpty else { return nil }
        guard !axes.isEmpty else { return options.startIndex }
        func fits(_ ideal: CGFloat, _ offered: CGFloat?) -> Bool {
            guard let offered else { return true }
            return ideal <= offered + 0.001
        }
        return options.indices.first { index in
            let ideal = options[index].sizeThatFits(.unspecified)
            return (!axes.contains(.horizontal) || fits(ideal.width, proposal.width))
                && (!axes.contains(.vertical) || fits(ideal.height, proposal.height))
        } ?? options.index(before: options.endIndex)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        guard let chosen = choice(for: proposal, among: context.content) else { return .zero }
        return context.content[chosen].sizeThatFits(proposal)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        let chosen = choice(for: proposal, among: context.content)
        for index in context.content.indices {
            if index == chosen {
                context.content[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                context.engine.leaveOut(context.content[index].unit)
            }
        }
    }
}

/// A view that shows one of its subviews, chosen when it is laid out (``ViewThatFits``): the others are in the
/// hierarchy but not on screen (``LayoutEngine/isLeftOut(_:)``).
protocol ChoosesAnOption {}

extension Node {
    /// Whether the node shows only one of its subviews, chosen by layout (a `ViewThatFits`): what the user sees below it
    /// depends on the last layout (``LayoutEngine/isLeftOut(_:)``).
    public var choosesAnOption: Bool { traits.contains(.choosesAnOption) }
}
