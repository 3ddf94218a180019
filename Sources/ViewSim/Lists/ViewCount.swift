/// How many views a view type always makes, read from the type alone: 1 for a view, the sum for several statements,
/// 0 for `EmptyView`, and nothing (`nil`) when it depends on the value: an `if` without `else`, an `if`/`else` whose
/// branches make different numbers, an `AnyView`, a `ForEach`.
///
/// A lazy container counts its rows without building them only when each `ForEach` element makes a constant number of
/// views; otherwise it must build every element's view to count them. Source: WWDC23 "Demystify SwiftUI performance"
/// (https://developer.apple.com/videos/play/wwdc2023/10160/), on list identity: a `ForEach` should make a constant
/// number of views per element, and filtering inside `ForEach` makes a `List` create every row's view up front.
@MainActor
enum ViewCount {
    static func of(_ type: any View.Type) -> Int? {
        if let counted = type as? any CountedViews.Type { return counted.viewCount }
        if let modifier = type as? any RowDistributingModifier.Type { return contentCount(modifier) }
        return 1
    }

    private static func contentCount<Modifier: RowDistributingModifier>(_: Modifier.Type) -> Int? {
        of(Modifier.Content.self)
    }
}

/// A view type whose number of views is not simply one.
@MainActor
protocol CountedViews {
    static var viewCount: Int? { get }
}

extension EmptyView: CountedViews { static var viewCount: Int? { 0 } }
extension AnyView: CountedViews { static var viewCount: Int? { nil } }
extension ForEach: CountedViews { static var viewCount: Int? { nil } }
extension Optional: CountedViews where Wrapped: View { static var viewCount: Int? { nil } }
extension Group: CountedViews { static var viewCount: Int? { ViewCount.of(Content.self) } }

extension _ConditionalContent: CountedViews {
    static var viewCount: Int? {
        let whenTrue = ViewCount.of(TrueContent.self), whenFalse = ViewCount.of(FalseContent.self)
        return whenTrue == whenFalse ? whenTrue : nil
    }
}

extension TupleView: CountedViews {
    static var viewCount: Int? {
        var total = 0
        for type in repeat (each Content).self {
            guard let count = ViewCount.of(type) else { return nil }
            total += count
        }
        return total
    }
}
