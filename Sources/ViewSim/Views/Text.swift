/// A view that displays one or more lines of read-only text.
///
/// Source: Apple, "Text" (https://developer.apple.com/documentation/swiftui/text).
public struct Text: View, PrimitiveView, ElementView, Equatable {
    /// The text shown.
    public let content: String

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
