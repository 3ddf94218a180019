import Foundation

/// A modifier that says how the view it modifies takes part in hit-testing.
@MainActor
protocol HitTestModifier {
    var hitTesting: HitTesting { get }
    /// How the view it modifies draws (``HitTestRole/drawing``).
    var drawing: HitTesting { get }
    /// What it draws, as a user would name it (``HitTestRole/drawnName``).
    var drawnName: String? { get }
}

extension HitTestModifier {
    var drawing: HitTesting { hitTesting }
    var drawnName: String? { nil }
}

extension ModifiedContent: HitTestRole where Content: View, Modifier: HitTestModifier {
    var hitTesting: HitTesting { modifier.hitTesting }
    var drawing: HitTesting { modifier.drawing }
    var drawnName: String? { modifier.drawnName }
}

/// Keeps the view and its content from taking taps (`false`): a tap passes through to what is behind.
///
/// Source: Apple, "allowsHitTesting(_:)" (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:));
/// Hacking with Swift, "Disabling user interactivity with allowsHitTesting()". Pinned by HitTestingTests (L42).
public struct _AllowsHitTestingModifier: _AppearanceModifier, HitTestModifier {
    let isEnabled: Bool
    var hitTesting: HitTesting { isEnabled ? .content : .excluded }
    /// Taps pass through, but the content is drawn as before.
    var drawing: HitTesting { .content }
}

/// Makes the whole of `shape`, laid over the view's frame, take taps for the view, gaps included.
///
/// Source: Apple, "contentShape(_:eoFill:)" (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:));
/// fudong.dev (https://fudong.dev/en/blog/swiftui-tap-target-content-shape). Pinned by HitTestingTests (L43).
public struct _ContentShapeModifier<S: Shape>: _AppearanceModifier, HitTestModifier {
    let shape: S
    let eoFill: Bool
    var hitTesting: HitTesting { .shape(shape) }
    /// The shape only takes taps; it is not drawn.
    var drawing: HitTesting { .content }
}

extension View {
    /// Whether the view and its content take taps (`false`: taps pass through to what is behind).
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AllowsHitTestingModifier> {
        ModifiedContent(content: self, modifier: _AllowsHitTestingModifier(isEnabled: enabled))
    }

    /// Makes `shape`, over the view's frame, the area that takes the view's taps.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        ModifiedContent(content: self, modifier: _ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}

extension Text: HitTestRole {
    var hitTesting: HitTesting { .frame }
}

extension Color: HitTestRole {
    /// A clear colour draws nothing, so it takes no taps ([?] L44: the majority of sources).
    var hitTesting: HitTesting { isClear ? .content : .frame }
}

/// A system symbol takes taps over its frame, as any drawn view (its size: Layout/Views/Image.swift).
extension Image: HitTestRole {
    var hitTesting: HitTesting { isSystemImage ? .frame : .content }
}

extension Color {
    /// `Color.clear`, or a colour at opacity 0: it draws nothing.
    var isClear: Bool { name == "clear" || alpha <= 0 }
}

extension _ShapeView: HitTestRole {
    /// A filled shape takes taps inside its outline (one filled with clear takes none: ``FilledShape``).
    var hitTesting: HitTesting {
        let shape = shape
        if let stroked = shape as? any StrokedShape {
            // Only the traced line takes taps, not what it encloses (break-it pass 23 of issue 30 made a row's whole
            // background tappable with a stroke 0 points wide).
            guard stroked.lineWidth > 0 else { return .content }
            return .outline({ shape.path(in: $0) }, strokeWidth: stroked.lineWidth)
        }
        return .outline { shape.path(in: $0) }
    }
}

extension _OpacityView: HitTestRole {
    /// A fully transparent view takes no taps; a partly transparent one does.
    var hitTesting: HitTesting { opacity <= 0 ? .excluded : .content }
}

extension _HiddenView: HitTestRole {
    var hitTesting: HitTesting { .excluded }
}

extension Toggle: HitTestRole {
    var hitTesting: HitTesting { .frame }
}

extension TextField: HitTestRole {
    var hitTesting: HitTesting { .frame }
}

extension Stepper: HitTestRole {
    var hitTesting: HitTesting { .frame }
}

extension _BackgroundStyleModifier: HitTestModifier {
    /// A background style fills the view's frame, so the frame takes taps (unless the style is clear).
    var hitTesting: HitTesting { (style as? Color)?.isClear == true ? .content : .frame }
    var drawnName: String? { "a background" }
}

/// A view that sets the colour its content is drawn in (`foregroundStyle(_:)`, `foregroundColor(_:)`).
protocol ForegroundColorSetting {
    /// `nil`: the default (primary) colour again, or a style that is not a colour.
    var foregroundColor: Color? { get }
}

extension ModifiedContent: ForegroundColorSetting where Modifier == _ForegroundStyleModifier {
    var foregroundColor: Color? { modifier.color }
}

/// A shape and what it is filled with. Filled with clear, `fill(.clear)` or a shape with no fill of its own
/// (`Rectangle()`, filled with the foreground style) in a clear foreground, it draws nothing there and takes no taps,
/// as a clear colour does ([?] L44, the same reading: break-it passes 22 and 23 of issue 30 tapped a row through
/// both, which the sources give as fills that do not work, beside `contentShape`).
@MainActor
protocol FilledShape {
    /// The fill, where it is a colour.
    var fillColor: Color? { get }
    /// Whether it is filled with the foreground style its ancestors set.
    var fillsWithForeground: Bool { get }
}

extension _ShapeView: FilledShape {
    var fillColor: Color? { style as? Color }
    var fillsWithForeground: Bool { style is ForegroundStyle }
}
