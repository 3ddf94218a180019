import Foundation

/// A colour as it is drawn: red, green, blue and opacity, each from 0 to 1, in sRGB.
///
/// SwiftUI's named colours are the system colours, which adapt to the appearance. The values are the ones Apple's
/// Human Interface Guidelines give for iOS ("Color", "Specifications": the default system colours in light and dark
/// mode, and the label and background colours); Apple notes they "may fluctuate from release to release", so these
/// are the iOS 17 values, kept fixed so the same screen always draws the same picture.
///
/// Source: Apple, Human Interface Guidelines, "Color" (https://developer.apple.com/design/human-interface-guidelines/color);
/// "Color.primary" ("The color to use for primary content"), "Color.secondary", "Color.accentColor" ("A color that
/// reflects the accent color of the system or app": blue unless the app sets one). Pinned by ScreenDrawingTests.
public struct ResolvedColor: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// A colour from 0–255 components, as the guidelines give them.
    static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> ResolvedColor {
        ResolvedColor(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `factor`.
    func fading(by factor: Double) -> ResolvedColor {
        var color = self
        color.opacity *= min(max(factor, 0), 1)
        return color
    }

    /// `#rrggbb`, the opacity aside.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let scaled = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
            return String(scaled, radix: 16).count == 1 ? "0" + String(scaled, radix: 16) : String(scaled, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// How light the colour looks, from 0 (black) to 1 (white): its relative luminance (WCAG 2's formula).
    public var luminance: Double {
        func linear(_ value: Double) -> Double { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The screen's own background (`systemBackground`): white, or black in the dark.
    public static func background(_ scheme: ColorScheme) -> ResolvedColor { scheme == .light ? .rgb(255, 255, 255) : .rgb(0, 0, 0) }
    /// A grouped list's background (`systemGroupedBackground`).
    public static func groupedBackground(_ scheme: ColorScheme) -> ResolvedColor { scheme == .light ? .rgb(242, 242, 247) : .rgb(0, 0, 0) }
    /// A grouped list's cells (`secondarySystemGroupedBackground`).
    public static func groupedCell(_ scheme: ColorScheme) -> ResolvedColor { scheme == .light ? .rgb(255, 255, 255) : .rgb(28, 28, 30) }
    /// Fills of controls and the keyboard's keys (`systemGray5`, `systemGray4`).
    static func fill(_ scheme: ColorScheme) -> ResolvedColor { scheme == .light ? .rgb(229, 229, 234) : .rgb(44, 44, 46) }
    static func keyboard(_ scheme: ColorScheme) -> ResolvedColor { scheme == .light ? .rgb(209, 209, 214) : .rgb(58, 58, 60) }
    /// A placeholder's text (`placeholderText`), a disabled control's.
    static func placeholder(_ scheme: ColorScheme) -> ResolvedColor { scheme == .light ? .rgb(60, 60, 67, 0.3) : .rgb(235, 235, 245, 0.3) }
}

extension Color {
    /// The colour drawn for this one in `scheme`, its own opacity included.
    public func resolve(in scheme: ColorScheme) -> ResolvedColor {
        let light = scheme == .light
        let base: ResolvedColor
        switch name {
        case "primary": base = light ? .rgb(0, 0, 0) : .rgb(255, 255, 255)
        case "secondary": base = light ? .rgb(60, 60, 67, 0.6) : .rgb(235, 235, 245, 0.6)
        case "accentColor", "blue": base = light ? .rgb(0, 122, 255) : .rgb(10, 132, 255)
        case "red": base = light ? .rgb(255, 59, 48) : .rgb(255, 69, 58)
        case "orange": base = light ? .rgb(255, 149, 0) : .rgb(255, 159, 10)
        case "yellow": base = light ? .rgb(255, 204, 0) : .rgb(255, 214, 10)
        case "green": base = light ? .rgb(52, 199, 89) : .rgb(48, 209, 88)
        case "mint": base = light ? .rgb(0, 199, 190) : .rgb(99, 230, 226)
        case "teal": base = light ? .rgb(48, 176, 199) : .rgb(64, 200, 224)
        case "cyan": base = light ? .rgb(50, 173, 230) : .rgb(100, 210, 255)
        case "indigo": base = light ? .rgb(88, 86, 214) : .rgb(94, 92, 230)
        case "purple": base = light ? .rgb(175, 82, 222) : .rgb(191, 90, 242)
        case "pink": base = light ? .rgb(255, 45, 85) : .rgb(255, 55, 95)
        case "brown": base = light ? .rgb(162, 132, 94) : .rgb(172, 142, 104)
        case "gray": base = .rgb(142, 142, 147)
        case "black": base = .rgb(0, 0, 0)
        case "white": base = .rgb(255, 255, 255)
        case "clear": base = .rgb(0, 0, 0, 0)
        default: base = custom ?? (light ? .rgb(0, 0, 0) : .rgb(255, 255, 255))
        }
        return base.fading(by: alpha)
    }
}
