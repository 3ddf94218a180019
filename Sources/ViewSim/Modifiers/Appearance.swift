import Foundation

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`. The modifiers here change how content looks or is
/// laid out (`Layout/Modifiers`): they keep their content's state, but like any modifier they are part of the view's
/// type, so `if a { Text("x").bold() } else { Text("x") }` is still two identities.
///
/// Source: Apple, "ModifiedContent" (https://developer.apple.com/documentation/swiftui/modifiedcontent).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// A modifier that changes only appearance or layout, not behaviour.
public protocol _AppearanceModifier {}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: _AppearanceModifier {
    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }
}

/// An edge of a rectangle, for `padding(_:_:)`.
public enum Edge: Sendable, Hashable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A font: a text style at the default Dynamic Type size, or a system font of a given size. Texts are measured with
/// it (`Layout/Text/TextStyle.swift`); it is not drawn yet.
///
/// Source: Apple, "Font" (https://developer.apple.com/documentation/swiftui/font).
public struct Font: Sendable, Hashable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// A system font of the given size in points.
    public static func system(size: Double) -> Font { Font(name: "system(\(size))") }

    /// The weight of a font: `Text("Total").fontWeight(.semibold)`. Not rendered.
    ///
    /// Source: Apple, "Font.Weight" (https://developer.apple.com/documentation/swiftui/font/weight).
    public struct Weight: Sendable, Hashable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }
}

/// Something that fills a shape or draws text: here only ``Color``, so `.background(.red)` and
/// `Text("x").foregroundStyle(.blue)` read as in SwiftUI. Not rendered.
///
/// Source: Apple, "ShapeStyle" (https://developer.apple.com/documentation/swiftui/shapestyle).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

@MainActor
extension ShapeStyle where Self == Color {
    // Lets a leading-dot colour stand where any `ShapeStyle` is expected, as SwiftUI does.
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// Insets on each edge in points, for `padding(_:)`.
///
/// Source: Apple, "EdgeInsets" (https://developer.apple.com/documentation/swiftui/edgeinsets).
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

public struct _ItalicModifier: _AppearanceModifier {
    let isActive: Bool
}

public struct _FontWeightModifier: _AppearanceModifier, TextEnvironmentModifier {
    let weight: Font.Weight?
    func write(to environment: inout EnvironmentValues) { environment.fontWeight = weight }
}

public struct _BackgroundStyleModifier<S: ShapeStyle>: _AppearanceModifier {
    let style: S
    let edges: Edge.Set
}

public struct _FontModifier: _AppearanceModifier, TextEnvironmentModifier {
    let font: Font?
    func write(to environment: inout EnvironmentValues) { environment.font = font }
}

public struct _ForegroundStyleModifier: _AppearanceModifier {
    let color: Color?
}

public struct _BoldModifier: _AppearanceModifier, TextEnvironmentModifier {
    let isActive: Bool
    func write(to environment: inout EnvironmentValues) { environment.isBold = isActive }
}

extension View {
    /// Makes text in this view italic. Not rendered.
    /// Source: Apple, "italic(_:)" (https://developer.apple.com/documentation/swiftui/view/italic(_:)).
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _ItalicModifier> {
        ModifiedContent(content: self, modifier: _ItalicModifier(isActive: isActive))
    }

    /// Sets the font weight of text in this view.
    /// Source: Apple, "fontWeight(_:)" (https://developer.apple.com/documentation/swiftui/view/fontweight(_:)).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _FontWeightModifier> {
        ModifiedContent(content: self, modifier: _FontWeightModifier(weight: weight))
    }

    /// Draws a style (a colour, here) behind the view. Appearance only: unlike `background(alignment:content:)` it
    /// adds no view. Not rendered.
    /// Source: Apple, "background(_:ignoresSafeAreaEdges:)"
    /// (https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)).
    public func background<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> ModifiedContent<Self, _BackgroundStyleModifier<S>> {
        ModifiedContent(content: self, modifier: _BackgroundStyleModifier(style: style, edges: edges))
    }

    /// Sets the font of text in this view (its size and line height measure the texts inside).
    /// Source: Apple, "font(_:)" (https://developer.apple.com/documentation/swiftui/view/font(_:)).
    public func font(_ font: Font?) -> ModifiedContent<Self, _FontModifier> {
        ModifiedContent(content: self, modifier: _FontModifier(font: font))
    }

    /// Sets the foreground colour. Not rendered.
    /// Source: Apple, "foregroundStyle(_:)" (https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: style as? Color))
    }

    /// Sets the foreground colour (deprecated in SwiftUI in favour of `foregroundStyle(_:)`). Not rendered.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: color))
    }

    /// Makes text in this view bold.
    /// Source: Apple, "bold(_:)" (https://developer.apple.com/documentation/swiftui/view/bold(_:)).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _BoldModifier> {
        ModifiedContent(content: self, modifier: _BoldModifier(isActive: isActive))
    }
}
