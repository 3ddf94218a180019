/// A modifier with one content view. Over content that is several rows of a lazy container (a `ForEach`, a `Section`,
/// a `Group` of rows), it applies to each row, and the container stays lazy: `.onAppear` on a `ForEach` runs for each
/// row as it scrolls in (the paging idiom), `.disabled` disables every row, and no row is built before it is on screen.
///
/// SwiftUI applies a modifier on a view that stands for several views to each of them: Apple, "Group"
/// (https://developer.apple.com/documentation/swiftui/group): "any modifier you apply to the group affects all of that
/// group's members"; its own samples put `.onDelete` and `.onMove` on a `ForEach` in a `List`; WWDC23 "Demystify
/// SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/) treats a list's rows as the
/// `ForEach`'s views, one per element. How a modified `ForEach` stays lazy is not documented; the choice (the rows are
/// the content's rows, each modified) is pinned in `RowModifierTests`.
@MainActor
protocol RowDistributingModifier {
    associatedtype Content: View
    var content: Content { get }
    /// This modifier, around `content` instead of its own.
    func modifying<Other: View>(_ content: Other) -> any View
    /// The key of a row of the content once modified; by default the content row's key.
    func key(ofModified row: ChildKey) -> ChildKey
}

extension RowDistributingModifier {
    func key(ofModified row: ChildKey) -> ChildKey { row }

    /// The content's rows, each modified; `nil` when the content is a single row of its own (the modifier then
    /// modifies that row as a whole).
    func modifiedRows(path: String) -> [LazyRow]? {
        guard LazyRows.contributesRows(content) else { return nil }
        var rows: [LazyRow] = []
        LazyRows.append(content, to: &rows, path: path)
        return rows.map { row in
            let make = row.make
            return LazyRow(key: key(ofModified: row.key), make: { modifying(make()) }, edits: row.edits, part: row.part)
        }
    }
}

extension _IDView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View { content }

    /// The id becomes part of each row's identity, so a new id gives every row a new identity (and fresh state); the
    /// row keeps its element's id for scrolling.
    func key(ofModified row: ChildKey) -> ChildKey {
        row.withComponent(.explicit("\(row.component)@\(id)"))
    }
}

extension _AppearanceView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _AppearanceView<Other>(content: content, onAppear: onAppear, onDisappear: onDisappear)
    }
}

extension _ValueChangeView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _ValueChangeView<Other, Value>(content: content, value: value, initial: initial, action: action,
                                       runsPreviousAction: runsPreviousAction)
    }
}

extension _TaskView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _TaskView<Other, ID>(content: content, id: id, priority: priority, action: action)
    }
}

extension _OpacityView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View { _OpacityView<Other>(content: content, opacity: opacity) }
}

extension _DisabledView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View { _DisabledView<Other>(content: content, isDisabled: isDisabled) }
}

extension _HiddenView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View { _HiddenView<Other>(content: content) }
}

extension _OverlayView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _OverlayView<Other, Overlay>(content: content, overlay: overlay, alignment: alignment)
    }
}

extension _BackgroundView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _BackgroundView<Other, Background>(content: content, background: background, alignment: alignment)
    }
}

extension _TapGestureView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _TapGestureView<Other>(content: content, count: count, action: action)
    }
}

extension _SubmitView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _SubmitView<Other>(content: content, triggers: triggers, action: action)
    }
}

extension _OpenURLView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View { _OpenURLView<Other>(content: content, action: action) }
}

extension _EnvironmentWritingView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _EnvironmentWritingView<Other>(content: content, value: value, apply: apply)
    }
}

extension _NavigationDestinationView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _NavigationDestinationView<Other, D, Destination>(content: content, destination: destination)
    }
}

extension _BoundDestinationView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _BoundDestinationView<Other, Trigger, Destination>(
            content: content, trigger: trigger, dismissedValue: dismissedValue, presents: presents, destination: destination)
    }
}

extension _PresentationView: RowDistributingModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        _PresentationView<Other, Trigger, Item, Presented>(
            content: content, kind: kind, trigger: trigger, item: item, identity: identity,
            dismissedValue: dismissedValue, onDismiss: onDismiss, presented: presented)
    }
}

extension ModifiedContent: RowDistributingModifier where Content: View, Modifier: _AppearanceModifier {
    func modifying<Other: View>(_ content: Other) -> any View {
        ModifiedContent<Other, Modifier>(content: content, modifier: modifier)
    }
}
