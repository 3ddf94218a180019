/// `Text`'s own styling methods and concatenation. Each returns a `Text`, not a modified view, exactly as in SwiftUI:
/// that is what lets styled pieces be joined with `+` (`Text("Total: ").bold() + Text(price)`). Because these are
/// members of `Text` itself, they win over the `View` modifiers of the same name when called on a `Text`.
///
/// Styling is not rendered by ViewSim: a styled `Text` shows the same characters, and `+` joins the characters.
///
/// Sources: Apple, "Text" (https://developer.apple.com/documentation/swiftui/text), topic "Styling the view's text",
/// and the individual pages linked below.
extension Text {
    /// Concatenates the text of two text views into a new text view.
    ///
    /// Source: Apple, "+(_:_:)" (https://developer.apple.com/documentation/swiftui/text/+(_:_:)). Apple now prefers
    /// string interpolation for localizable sentences; the operator still compiles and behaves the same.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    /// Applies a bold font weight to the text. Not rendered.
    ///
    /// Source: Apple, "bold()" (https://developer.apple.com/documentation/swiftui/text/bold()).
    public func bold() -> Text { self }

    /// Applies a bold font weight to the text when `isActive` is `true`. Not rendered.
    ///
    /// Source: Apple, "bold(_:)" (https://developer.apple.com/documentation/swiftui/text/bold(_:)).
    public func bold(_ isActive: Bool) -> Text { self }

    /// Applies italics to the text. Not rendered.
    ///
    /// Source: Apple, "italic()" (https://developer.apple.com/documentation/swiftui/text/italic()).
    public func italic() -> Text { self }

    /// Applies italics to the text when `isActive` is `true`. Not rendered.
    ///
    /// Source: Apple, "italic(_:)" (https://developer.apple.com/documentation/swiftui/text/italic(_:)).
    public func italic(_ isActive: Bool) -> Text { self }

    /// Sets the font of the text. Not rendered.
    ///
    /// Source: Apple, "font(_:)" (https://developer.apple.com/documentation/swiftui/text/font(_:)).
    public func font(_ font: Font?) -> Text { self }

    /// Sets the font weight of the text. Not rendered.
    ///
    /// Source: Apple, "fontWeight(_:)" (https://developer.apple.com/documentation/swiftui/text/fontweight(_:)).
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    /// Sets the style (a colour, here) of the text. Not rendered.
    ///
    /// Source: Apple, "foregroundStyle(_:)" (https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

    /// Sets the colour of the text (deprecated in SwiftUI in favour of `foregroundStyle(_:)`; it still compiles). Not
    /// rendered.
    ///
    /// Source: Apple, "foregroundColor(_:)" (https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)).
    public func foregroundColor(_ color: Color?) -> Text { self }
}
