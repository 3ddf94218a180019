/// Builds views from closures, as SwiftUI's `ViewBuilder` does.
///
/// Several statements become a ``TupleView``; `if` without `else` becomes an `Optional` view; `if`/`else` becomes a
/// ``_ConditionalContent``, whose two branches have different identities even when they hold the same view type.
///
/// Source: Apple, "ViewBuilder" (https://developer.apple.com/documentation/swiftui/viewbuilder); WWDC21 "Demystify SwiftUI"
/// (structural identity of `if`/`else` branches).
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
