/// A view whose content is compared with its own `==` to decide whether it changed, whatever SwiftUI would otherwise
/// do (a plain-data view is normally compared byte for byte, ignoring its `==`).
///
/// When the parent re-runs and `==` says the content is the same, the content's body does not run, even if some
/// field `==` ignores did change: that is the point of `EquatableView`, and the risk.
///
/// Source: Apple, "EquatableView" (https://developer.apple.com/documentation/swiftui/equatableview) and "equatable()"
/// (https://developer.apple.com/documentation/swiftui/view/equatable()).
public struct EquatableView<Content: View & Equatable>: View, ForcedEquatableView {
    /// The view compared with `==`.
    public var content: Content

    /// Wraps `content` so that it is compared with its `==`.
    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }

    func isEqual(toAny other: any View) -> Bool {
        guard let other = other as? Self else { return false }
        return content == other.content
    }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its body when its new value is equal to its old value, by its `==`.
    ///
    /// Source: Apple, "equatable()" (https://developer.apple.com/documentation/swiftui/view/equatable()).
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

/// A view compared with `==` whatever its layout (``EquatableView``).
@MainActor
protocol ForcedEquatableView {
    func isEqual(toAny other: any View) -> Bool
}
