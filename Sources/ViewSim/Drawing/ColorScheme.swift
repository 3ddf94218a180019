import Foundation

/// The appearance a screen is drawn in: light or dark.
///
/// Source: Apple, "ColorScheme" (https://developer.apple.com/documentation/swiftui/colorscheme) and
/// "EnvironmentValues.colorScheme" (https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme):
/// "The color scheme of this environment"; the system sets it, and views read it to adapt.
public enum ColorScheme: CaseIterable, Sendable, Hashable {
    /// The light appearance: dark text on a white background.
    case light
    /// The dark appearance: light text on a black background.
    case dark
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

extension EnvironmentValues {
    /// The appearance of the screen the views are on (light unless the host sets it, as a device's default).
    ///
    /// Source: Apple, "EnvironmentValues.colorScheme".
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
