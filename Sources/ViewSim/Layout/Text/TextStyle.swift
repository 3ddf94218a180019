/// What the text model needs to know of a `Text`'s font: its size, its line height and its weight.
///
/// A `Font` in SwiftUI is resolved against the environment (Dynamic Type size, legibility weight) into a concrete
/// font; this is the model's resolved font, at the default Dynamic Type size, Large. Text is measured with Inter
/// (see ``InterMetrics``), Apple's SF Pro standing in.
///
/// Source: Apple, "Font" (https://developer.apple.com/documentation/swiftui/font): a text style's font scales with
/// Dynamic Type.
struct TextStyle: Hashable, Sendable {
    /// The font size, in points (`UIFont.pointSize`).
    var pointSize: CGFloat
    /// The height of one line, in points: the distance from one baseline to the next.
    var lineHeight: CGFloat
    /// The font weight.
    var weight: Font.Weight

    /// The style of a `Text` with no `.font(_:)` anywhere above it: SwiftUI's default font is `.body`.
    ///
    /// Source: Apple, "EnvironmentValues.font"
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/font): its default is `nil`, and a `Text`
    /// without a font shows in the body style.
    static func resolve(_ font: Font?, weight: Font.Weight?, bold: Bool) -> TextStyle {
        (font ?? .body).resolved(weight: weight, bold: bold)
    }

    /// The Inter face the model measures this style with. SwiftUI's nine weights map in order onto Inter's nine
    /// static faces: `ultraLight` is Inter Thin (100), `thin` Inter ExtraLight (200), `light` 300, `regular` 400,
    /// `medium` 500, `semibold` 600, `bold` 700, `heavy` Inter ExtraBold (800) and `black` 900.
    ///
    /// Source: Apple, "Font.Weight" (https://developer.apple.com/documentation/swiftui/font/weight), whose nine values
    /// run from `ultraLight` to `black`; Inter's weight classes from its OS/2 tables.
    var face: InterMetrics.Face {
        switch weight.name {
        case "ultraLight": .thin
        case "thin": .extraLight
        case "light": .light
        case "medium": .medium
        case "semibold": .semiBold
        case "bold": .bold
        case "heavy": .extraBold
        case "black": .black
        default: .regular
        }
    }
}

extension Font {
    /// The text styles at the default Dynamic Type size, Large, keyed by the `Font`'s name: point size, line height
    /// (both in points) and weight. Every `Font` this table does not name and that is not `system(size:)` measures
    /// as `.body`.
    ///
    /// Sizes: `UIFont.preferredFont(forTextStyle:)` printed at the default size
    /// (https://gist.github.com/zacwest/916d31da5d03405809c4). Line heights: Apple's Human Interface Guidelines,
    /// Typography, "Large (default)" table (https://developer.apple.com/design/human-interface-guidelines/typography),
    /// read as reproduced in /work/shared/LAYOUT-CASES.md L45 (marked [?] there). `caption2` is in the table although
    /// ViewSim's `Font` has no `caption2` yet.
    static func textStyle(named name: String) -> TextStyle? {
        switch name {
        case "largeTitle": TextStyle(pointSize: 34, lineHeight: 41, weight: .regular)
        case "title": TextStyle(pointSize: 28, lineHeight: 34, weight: .regular)
        case "title2": TextStyle(pointSize: 22, lineHeight: 28, weight: .regular)
        case "title3": TextStyle(pointSize: 20, lineHeight: 25, weight: .regular)
        case "headline": TextStyle(pointSize: 17, lineHeight: 22, weight: .semibold)
        case "body": TextStyle(pointSize: 17, lineHeight: 22, weight: .regular)
        case "callout": TextStyle(pointSize: 16, lineHeight: 21, weight: .regular)
        case "subheadline": TextStyle(pointSize: 15, lineHeight: 20, weight: .regular)
        case "footnote": TextStyle(pointSize: 13, lineHeight: 18, weight: .regular)
        case "caption": TextStyle(pointSize: 12, lineHeight: 16, weight: .regular)
        case "caption2": TextStyle(pointSize: 11, lineHeight: 13, weight: .regular)
        default: nil
        }
    }

    /// A `system(size: s)` font: `s` points, regular, with a line height of `round(s × 1.2)` points. The factor is a
    /// documented approximation: SF Pro's own line height (ascender + descender + leading) is about 1.19–1.2 times its
    /// size (`UIFont.systemFont(ofSize: 17).lineHeight` ≈ 20.3 [?]), tighter than the text styles' HIG line heights
    /// (body 17/22).
    static func systemTextStyle(size: CGFloat) -> TextStyle {
        TextStyle(pointSize: size, lineHeight: (size * 1.2).rounded(), weight: .regular)
    }

    /// This font resolved for measuring: the text style's size and line height, with the weight `fontWeight(_:)` sets
    /// if any, else bold if `bold()` applies, else the style's own weight (`headline` is semibold).
    ///
    /// Source: Apple, "Text.bold()" ("Applies a bold font weight to the text") and "Text.fontWeight(_:)" ("Sets the
    /// font weight of the text"); the order of precedence between the two is this model's choice [?].
    func resolved(weight: Font.Weight?, bold: Bool) -> TextStyle {
        var style = Font.textStyle(named: name) ?? Font.systemSize(in: name).map(Font.systemTextStyle(size:))
            ?? Font.textStyle(named: "body")!
        if let weight {
            style.weight = weight
        } else if bold {
            style.weight = .bold
        }
        return style
    }

    /// The size in a `system(size:)` font's name, `"system(17.0)"`, or `nil` for any other name.
    private static func systemSize(in name: String) -> CGFloat? {
        guard name.hasPrefix("system("), name.hasSuffix(")") else { return nil }
        return Double(name.dropFirst("system(".count).dropLast()).map { CGFloat($0) }
    }
}
