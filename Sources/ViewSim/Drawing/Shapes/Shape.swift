import Foundation

/// A 2D shape: an outline for a rectangle of any size. As a view it fills its outline with the foreground style and,
/// like a colour, takes whatever size it is proposed (10 points where a dimension is unspecified).
///
/// A filled shape takes a tap only inside its outline: the corners of a frame around a `Circle` are not the circle.
///
/// Source: Apple, "Shape" (https://developer.apple.com/documentation/swiftui/shape) and
/// "sizeThatFits(_:)" (https://developer.apple.com/documentation/swiftui/shape/sizethatfits(_:)); the Field Guide,
/// "Ideal Size" ("All the built-in shapes have an ideal size of 10×10"). Pinned by ShapeLayoutTests (L03, L25, L32).
public protocol Shape: Sendable, View {
    /// The outline of the shape in `rect` (the view's own coordinate space, in points).
    func path(in rect: CGRect) -> Path

    /// The size the shape chooses for `proposal`: by default the proposal, 10 points where unspecified.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
    }

    /// The shape filled with `content`.
    ///
    /// Source: Apple, "fill(_:style:)" (https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline traced with `content`, `lineWidth` points wide (centred on the outline).
    ///
    /// Source: Apple, "stroke(_:lineWidth:antialiased:)"
    /// (https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:antialiased:)).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, lineWidth: lineWidth), style: content, fillStyle: FillStyle())
    }

    /// The shape's outline as a shape of its own, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, lineWidth: lineWidth)
    }
}

/// How a path is filled.
///
/// Source: Apple, "FillStyle" (https://developer.apple.com/documentation/swiftui/fillstyle).
public struct FillStyle: Equatable, Sendable {
    /// Even-odd filling (holes where subpaths overlap), instead of nonzero winding.
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The style views draw their content with unless told otherwise (`.foregroundStyle(_:)`): the primary colour.
///
/// Source: Apple, "ForegroundStyle" (https://developer.apple.com/documentation/swiftui/foregroundstyle).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape drawn with a style: what a `Shape`'s body and `fill(_:style:)` make.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView, LayoutRole {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    func makeChildren(into children: inout ChildList) {}

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// A shape's outline traced with a line of some width, as a shape: it draws, and takes taps, only on that line
/// (Apple, "stroke(lineWidth:)": "a stroked copy of self"); 0 points wide, it draws nothing.
public struct _StrokedShape<Content: Shape>: Shape, StrokedShape {
    let shape: Content
    let lineWidth: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// A shape drawn as its outline's line (``_StrokedShape``), for hit-testing.
protocol StrokedShape {
    var lineWidth: CGFloat { get }
}
