/// How a lazy container (`List`, `LazyVStack`, `LazyHStack`) sees its content: a flat list of rows it can count and
/// identify without building them, so it builds only the rows on screen.
///
/// A `ForEach` contributes one row per element, identified by the element's id, built by calling its content closure
/// only when the row is needed; a `Section` contributes its header, rows and footer; `if`, `if`/`else` and several
/// statements contribute what they contain; any other view is one row of its own.
///
/// Source: Apple, "LazyVStack" (https://developer.apple.com/documentation/swiftui/lazyvstack): "the stack view doesn't
/// create items until it needs to render them onscreen"; "List" (https://developer.apple.com/documentation/swiftui/list).
struct LazyRow {
    /// The row's identity among the container's rows.
    let key: ChildKey
    /// Builds the row's view.
    let make: () -> any View
    /// What the user can do to it (`onDelete`, `onMove`).
    var edits = RowEdits()
    /// Whether it is a section's header or footer rather than a row of data: a list lays it out as one.
    var part = RowPart.row
}

/// What a row of a lazy container is in its section.
enum RowPart: Sendable {
    case row, header, footer
}

/// Content that contributes rows to a lazy container in a way of its own (not as a single row).
@MainActor
protocol LazyRowSource {
    func appendRows(to rows: inout [LazyRow], path: String)
}

@MainActor
enum LazyRows {
    /// The rows `content` contributes, in order.
    static func of<Content: View>(_ content: Content) -> [LazyRow] {
        var rows: [LazyRow] = []
        append(content, to: &rows, path: "")
        return rows
    }

    static func append<Content: View>(_ content: Content, to rows: inout [LazyRow], path: String) {
        if let source = role(of: content, as: (any LazyRowSource).self) ?? (content as? any OptionalLazyRows)?.asSource {
            source.appendRows(to: &rows, path: path)
        } else if let modifier = role(of: content, as: (any RowDistributingModifier).self),
                  let modified = modifier.modifiedRows(path: path) {
            rows += modified
        } else {
            rows.append(LazyRow(key: ChildKey(component: .explicit("row\(path)"), viewType: Content.self), make: { content }))
        }
    }

    /// Whether `content` is rows of its own (a `ForEach`, a `Section`, several views…) rather than one row.
    static func contributesRows<Content: View>(_ content: Content) -> Bool {
        if role(of: content, as: (any LazyRowSource).self) != nil || content is any OptionalLazyRows { return true }
        return role(of: content, as: (any RowDistributingModifier).self).map { contributesRows($0.content) } ?? false
    }
}

extension ForEach: LazyRowSource {
    /// One row per element, built when it comes on screen, when each element makes a constant number of views
    /// (``ViewCount``). Otherwise (an `if` in the row: filtering inside `ForEach`) every element's view is made now, to
    /// count its rows, as SwiftUI must: an element that makes no view has no row.
    func appendRows(to rows: inout [LazyRow], path: String) {
        let isConstant = ViewCount.of(Content.self) != nil
        var madeEagerly: [any View] = []
        for element in data {
            let id = AnyHashable(idOf(element))
            // Ids are unique within one ForEach: two ForEach of a list may share ids, so the key carries the path too.
            let key = ChildKey(component: .explicit("\(path)#\(id.base)"), viewType: Content.self, explicitID: id)
            let content = content
            guard !isConstant else {
                rows.append(LazyRow(key: key, make: { content(element) }))
                continue
            }
            let view = content(element)
            madeEagerly.append(view)
            var own: [LazyRow] = []
            LazyRows.append(view, to: &own, path: path)
            if !own.isEmpty { rows.append(LazyRow(key: key, make: { view })) }
        }
        if !madeEagerly.isEmpty { ViewGraph.current?.recordInitializations(of: madeEagerly) }
    }
}

extension TupleView: LazyRowSource {
    func appendRows(to rows: inout [LazyRow], path: String) {
        var position = 0
        for child in repeat each value {
            LazyRows.append(child, to: &rows, path: "\(path)/\(position)")
            position += 1
        }
    }
}

extension Group: LazyRowSource {
    func appendRows(to rows: inout [LazyRow], path: String) {
        LazyRows.append(content, to: &rows, path: path)
    }
}

extension _ConditionalContent: LazyRowSource {
    func appendRows(to rows: inout [LazyRow], path: String) {
        switch storage {
        case .trueContent(let content): LazyRows.append(content, to: &rows, path: path + "/if")
        case .falseContent(let content): LazyRows.append(content, to: &rows, path: path + "/else")
        }
    }
}

extension EmptyView: LazyRowSource {
    func appendRows(to rows: inout [LazyRow], path: String) {}
}

/// `Optional` views play no role of their own (see `role(of:as:)`), so a lazy container asks for them by this name.
@MainActor
protocol OptionalLazyRows {
    var asSource: any LazyRowSource { get }
}

extension Optional: OptionalLazyRows where Wrapped: View {
    var asSource: any LazyRowSource { OptionalRows(content: self) }
}

private struct OptionalRows<Wrapped: View>: LazyRowSource {
    let content: Wrapped?
    func appendRows(to rows: inout [LazyRow], path: String) {
        if let content { LazyRows.append(content, to: &rows, path: path + "/some") }
    }
}
