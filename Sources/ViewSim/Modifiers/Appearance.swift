/// A view with a modifier applied, as SwiftUI's `ModifiedContent`. The modifiers here change only how content looks or
/// is laid out, which ViewSim does not simulate: they keep their content's state, but like any modifier they are part
/// of the view's type, so `if a { Text("x").bold() } else { Text("x") }` is still two identities.
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

/// A modifier that changes only appearance or layout.
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

/// Alignment within a frame. Layout is not simulated; the value is kept for fidelity.
public struct Alignment: Sendable, Hashable {
    let name: String
    public static let center = Alignment(name: "center")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let topLeading = Alignment(name: "topLeading")
    public static let topTrailing = Alignment(name: "topTrailing")
    public static let bottomLeading = Alignment(name: "bottomLeading")
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// A font. Not rendered; kept so code reads like SwiftUI.
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

/// Insets on each edge, for `padding(_:)`. Layout is not simulated.
///
/// Source: Apple, "EdgeInsets" (https://developer.apple.com/documentation/swiftui/edgeinsets).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A colour. As a view it fills its space and shows the user no text.
///
/// Source: Apple, "Color" (https://developer.apple.com/documentation/swiftui/color).
public struct Color: View, PrimitiveView, Sendable, Hashable {
    let name: String
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let clear = Color(name: "clear")

    func makeChildren(into children: inout ChildList) {}
}

/// Flexible space in a stack. Shows the user nothing.
///
/// Source: Apple, "Spacer" (https://developer.apple.com/documentation/swiftui/spacer).
public struct Spacer: View, PrimitiveView {
    public init(minLength: Double? = nil) {}
    func makeChildren(into children: inout ChildList) {}
}

/// A visual separator. Shows the user no text.
///
/// Source: Apple, "Divider" (https://developer.apple.com/documentation/swiftui/divider).
public struct Divider: View, PrimitiveView {
    public init() {}
    func makeChildren(into children: inout ChildList) {}
}

public struct _PaddingModifier: _AppearanceModifier {
    let edges: Edge.Set
    let length: Double?
}

public struct _FrameModifier: _AppearanceModifier {
    let width: Double?
    let height: Double?
    let alignment: Alignment
}

public struct _FlexFrameModifier: _AppearanceModifier {
    let minWidth: Double?
    let idealWidth: Double?
    let maxWidth: Double?
    let minHeight: Double?
    let idealHeight: Double?
    let maxHeight: Double?
    let alignment: Alignment
}

public struct _PaddingInsetsModifier: _AppearanceModifier {
    let insets: EdgeInsets
}

public struct _ItalicModifier: _AppearanceModifier {
    let isActive: Bool
}

public struct _FontWeightModifier: _AppearanceModifier {
    let weight: Font.Weight?
}

public struct _BackgroundStyleModifier<S: ShapeStyle>: _AppearanceModifier {
    let style: S
    let edges: Edge.Set
}

public struct _FontModifier: _AppearanceModifier {
    let font: Font?
}

public struct _ForegroundStyleModifier: _AppearanceModifier {
    let color: Color?
}

public struct _BoldModifier: _AppearanceModifier {
    let isActive: Bool
}

extension View {
    /// Adds padding. Layout is not simulated.
    /// Source: Apple, "padding(_:_:)" (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<Self, _PaddingModifier> {
        ModifiedContent(content: self, modifier: _PaddingModifier(edges: edges, length: length))
    }

    /// Adds the same padding on every edge. Layout is not simulated.
    public func padding(_ length: Double) -> ModifiedContent<Self, _PaddingModifier> {
        padding(.all, length)
    }

    /// Places the view in a frame. Layout is not simulated.
    /// Source: Apple, "frame(width:height:alignment:)" (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameModifier> {
        ModifiedContent(content: self, modifier: _FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Places the view in a flexible frame: any bound left `nil` follows the content. `.infinity` is allowed
    /// (`.frame(maxWidth: .infinity)`), lengths being `Double` where SwiftUI uses `CGFloat`. Layout is not simulated.
    /// Source: Apple, "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
    /// (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)).
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameModifier> {
        ModifiedContent(content: self, modifier: _FlexFrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Adds different padding on each edge. Layout is not simulated.
    /// Source: Apple, "padding(_:)" (https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq).
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingInsetsModifier> {
        ModifiedContent(content: self, modifier: _PaddingInsetsModifier(insets: insets))
    }

    /// Makes text in this view italic. Not rendered.
    /// Source: Apple, "italic(_:)" (https://developer.apple.com/documentation/swiftui/view/italic(_:)).
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _ItalicModifier> {
        ModifiedContent(content: self, modifier: _ItalicModifier(isActive: isActive))
    }

    /// Sets the font weight of text in this view. Not rendered.
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

    /// Sets the font of text in this view. Not rendered.
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

    /// Makes text in this view bold. Not rendered.
    /// Source: Apple, "bold(_:)" (https://developer.apple.com/documentation/swiftui/view/bold(_:)).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _BoldModifier> {
        ModifiedContent(content: self, modifier: _BoldModifier(isActive: isActive))
    }
}
