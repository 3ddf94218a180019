/// `Text`'s own styling methods and concatenation. Each returns a `Text`, not a modified view, exactly as in SwiftUI:
/// that is what lets styled pieces be joined with `+` (`Text("Total: ").bold() + Text(price)`). Because these are
/// members of `Text` itself, they win over the `View` modifiers of the same name when called on a `Text`.
///
/// The font, weight and boldness set here measure the text (`Text`'s layout); colours and italics are not drawn yet.
/// `+` joins the characters, keeping the left-hand text's font (ViewSim measures a text in one style).
///
/// Sources: Apple, "Text" (https://developer.apple.com/documentation/swiftui/text), topic "Styling the view's text",
/// and the individual pages linked below.
extension Text {
    /// Concatenates the text of two text views into a new text view.
    ///
    /// Source: Apple, "+(_:_:)" (https://developer.apple.com/documentation/swiftui/text/+(_:_:)). Apple now prefers
    /// string interpolation for localizable sentences; the operator still compiles and behaves the same.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content = lhs.content + rhs.content
        return joined
    }

    /// Applies a bold font weight to the text.
    ///
    /// Source: Apple, "bold()" (https://developer.apple.com/documentation/swiftui/text/bold()).
    public func bold() -> Text { bold(true) }

    /// Applies a bold font weight to the text when `isActive` is `true`.
    ///
    /// Source: Apple, "bold(_:)" (https://developer.apple.com/documentation/swiftui/text/bold(_:)).
    public func bold(_ isActive: Bool) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }

    /// Applies italics to the text. Not rendered.
    ///
    /// Source: Apple, "italic()" (https://developer.apple.com/documentation/swiftui/text/italic()).
    public func italic() -> Text { self }

    /// Applies italics to the text when `isActive` is `true`. Not rendered.
    ///
    /// Source: Apple, "italic(_:)" (https://developer.apple.com/documentation/swiftui/text/italic(_:)).
    public func italic(_ isActive: Bool) -> Text { self }

    /// Sets the font of the text.
    ///
    /// Source: Apple, "font(_:)" (https://developer.apple.com/documentation/swiftui/text/font(_:)).
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// Sets the font weight of the text.
    ///
    /// Source: Apple, "fontWeight(_:)" (https://developer.apple.com/documentation/swiftui/text/fontweight(_:)).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// Sets the style of the text: a colour is what it is drawn in (another style, such as a gradient, is drawn as
    /// the text's default colour).
    ///
    /// Source: Apple, "foregroundStyle(_:)" (https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.foreground = style as? Color
        return text
    }

    /// Sets the colour of the text (deprecated in SwiftUI in favour of `foregroundStyle(_:)`; it still compiles).
    ///
    /// Source: Apple, "foregroundColor(_:)" (https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.foreground = color
        return text
    }
}
