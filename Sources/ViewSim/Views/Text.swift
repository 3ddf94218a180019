import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Source: Apple, "Text" (https://developer.apple.com/documentation/swiftui/text).
public struct Text: View, PrimitiveView, ElementView, Equatable {
    /// The text shown.
    public internal(set) var content: String
    /// The font `font(_:)` set on this text, if any (else the environment's).
    var font: Font?
    /// The weight `fontWeight(_:)` set on this text, if any.
    var weight: Font.Weight?
    /// Whether `bold()` applies to this text.
    var isBold = false
    /// The colour `foregroundStyle(_:)` or `foregroundColor(_:)` set on this text, if any (else its ancestors').
    var foreground: Color?

    /// Creates a text view that displays a string (interpolations included) without localization.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        self.content = content
    }

    func makeChildren(into children: inout ChildList) {}
    var element: Element { .text(content) }
}

extension Text: LayoutRole {
    /// The text's style: its own font, weight and boldness, else those of its environment.
    func style(in environment: EnvironmentValues) -> TextStyle {
        TextStyle.resolve(font ?? environment.font, weight: weight ?? environment.fontWeight, bold: isBold || environment.isBold)
    }

    /// The text as shown for `proposal`: wrapped to the proposed width, cut to the line limit and to the proposed
    /// height (always at least one line).
    func layout(for proposal: ProposedViewSize, in environment: EnvironmentValues) -> TextLayout {
        TextLayoutCache.layout(TextLayoutCache.Key(
            content: content, style: style(in: environment), proposal: proposal,
            lineLimit: environment.lineLimit, truncation: environment.truncationMode.truncation))
    }

    /// A text is as wide as its widest shown line and as tall as its lines; its ideal size is one line per paragraph.
    ///
    /// Source: the SwiftUI Field Guide, "Ideal Size" ("A text's ideal size is the bounding box of the rendered text
    /// without any word wrapping"); WWDC19 "Building Custom Views with SwiftUI" ("The bounds of a Text view never
    /// stretch beyond the height and width of its displayed lines"); Apple, "fixedSize()". Pinned by TextLayoutTests
    /// and LayoutTextTests (L07, L26, L27, L30, L31).
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        layout(for: proposal, in: context.environment).size
    }
}
