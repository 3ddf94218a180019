import Foundation

extension Text {
    /// Where a text that does not fit is cut, shown by an ellipsis (…).
    ///
    /// Source: Apple, "Text.TruncationMode" (https://developer.apple.com/documentation/swiftui/text/truncationmode).
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

/// How the lines of a multiline text line up with each other, inside the text's own width.
///
/// Source: Apple, "TextAlignment" (https://developer.apple.com/documentation/swiftui/textalignment).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// The text settings a view hands down to the texts inside it.
///
/// Sources: Apple, "EnvironmentValues.font" (default `nil`: the body style), "lineLimit" ("The default is nil";
/// less than 1 acts as 1), "truncationMode" (default `.tail`), "multilineTextAlignment" (default `.leading`).
extension EnvironmentValues {
    /// The default font of texts in this view; `nil` for the body style.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines a text shows; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where texts that do not fit are cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multiline texts line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The weight `fontWeight(_:)` sets for the texts inside, if any.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether `bold()` applies to the texts inside.
    var isBold: Bool {
        get { self[BoldKey.self] }
        set { self[BoldKey.self] = newValue }
    }
}

private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private enum MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private enum BoldKey: EnvironmentKey { static let defaultValue = false }

/// A modifier that writes a text setting into its content's environment (`font`, `bold`, `lineLimit`…), so that
/// every text inside uses it.
@MainActor
protocol TextEnvironmentModifier: Equatable {
    func write(to environment: inout EnvironmentValues)
}

extension ModifiedContent: EnvironmentWritingView where Content: View, Modifier: TextEnvironmentModifier {
    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        EnvironmentWriteCache.environment(from: parent, writing: modifier, in: node) { modifier.write(to: &$0) }
    }
}

public struct _LineLimitModifier: _AppearanceModifier, TextEnvironmentModifier {
    let limit: Int?
    func write(to environment: inout EnvironmentValues) { environment.lineLimit = limit.map { max(1, $0) } }
}

public struct _TruncationModeModifier: _AppearanceModifier, TextEnvironmentModifier {
    let mode: Text.TruncationMode
    func write(to environment: inout EnvironmentValues) { environment.truncationMode = mode }
}

public struct _MultilineTextAlignmentModifier: _AppearanceModifier, TextEnvironmentModifier {
    let alignment: TextAlignment
    func write(to environment: inout EnvironmentValues) { environment.multilineTextAlignment = alignment }
}

extension View {
    /// Shows at most `number` lines in the texts inside (`nil`: any number; below 1 acts as 1).
    ///
    /// Source: Apple, "lineLimit(_:)" (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb).
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _LineLimitModifier> {
        ModifiedContent(content: self, modifier: _LineLimitModifier(limit: number))
    }

    /// Cuts texts inside that do not fit at `mode`'s place.
    ///
    /// Source: Apple, "truncationMode(_:)" (https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)).
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _TruncationModeModifier> {
        ModifiedContent(content: self, modifier: _TruncationModeModifier(mode: mode))
    }

    /// Lines up the lines of multiline texts inside.
    ///
    /// Source: Apple, "multilineTextAlignment(_:)"
    /// (https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _MultilineTextAlignmentModifier> {
        ModifiedContent(content: self, modifier: _MultilineTextAlignmentModifier(alignment: alignment))
    }
}

extension Text.TruncationMode {
    var truncation: TextTruncation {
        switch self {
        case .head: .head
        case .tail: .tail
        case .middle: .middle
        }
    }
}
