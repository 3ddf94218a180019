import Foundation

/// The texts measured lately, so a layout pass that asks a text the same question as the pass before (every pass
/// after a change elsewhere on the screen) gets its lines without wrapping them again. Measuring is a pure function of
/// what is kept as the key, so a cached answer is the answer. Bounded: when full, it starts over.
@MainActor
enum TextLayoutCache {
    struct Key: Hashable {
        let content: String
        let style: TextStyle
        let proposal: ProposedViewSize
        let lineLimit: Int?
        let truncation: TextTruncation
    }

    private static var layouts: [Key: TextLayout] = [:]
    static let capacity = 4096

    static func layout(_ key: Key) -> TextLayout {
        if let known = layouts[key] { return known }
        let measured = TextLayout.measure(
            key.content, style: key.style, width: key.proposal.width, height: key.proposal.height,
            lineLimit: key.lineLimit, truncationMode: key.truncation)
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = measured
        return measured
    }
}
