/// A container that shows rows of data in a single column, building only the rows on screen. See
/// `LazyContainerView` for the rules.
///
/// Source: Apple, "List" (https://developer.apple.com/documentation/swiftui/list).
///
/// With `selection:`, a `NavigationLink(value:)` in a row selects its value instead of pushing it (in a
/// `NavigationSplitView`, the selection drives the next column).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView, LazyContainerView, ElementView,
    SelectingList {
    let content: Content
    let selection: Binding<SelectionValue?>
    let hasSelection: Bool

    init(content: Content) {
        self.content = content
        self.selection = .constant(nil)
        self.hasSelection = false
    }

    /// Creates a list of the given content whose selected row's value is `selection`.
    ///
    /// Source: Apple, "init(selection:content:)"
    /// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4ewj9).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection ?? .constant(nil)
        self.hasSelection = selection != nil
    }

    func lazyRows() -> [LazyRow] { LazyRows.of(content) }
    var readsEveryRowID: Bool { true }
    var showsRowsInItsOwnFrame: Bool { true }
    var element: Element { .container("List") }

    func select(_ value: AnyHashable, in node: Node) -> Bool {
        guard hasSelection, let value = value.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }

    func makeChildren(into children: inout ChildList, in node: Node) {
        lazyChildren(into: &children, in: node)
        if hasSelection {
            let selection = selection
            SplitViewColumns.listDidRender(selected: selection._renderedValue != nil, in: node) {
                selection.wrappedValue = nil
            }
        }
    }
}

/// A list whose rows' navigation links select a value instead of pushing it.
@MainActor
protocol SelectingList {
    /// Selects `value` if the list has a selection of its type; `false` otherwise.
    func select(_ value: AnyHashable, in node: Node) -> Bool
}

extension List where SelectionValue == Never {
    /// Creates a list of the given content.
    ///
    /// Source: Apple, "init(content:)" (https://developer.apple.com/documentation/swiftui/list/init(content:)).
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content())
    }

    /// Creates a list of one row per element of `data`, identified by the elements' ids.
    ///
    /// Source: Apple, "init(_:rowContent:)" (https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of `data`, identified by the value at `id`.
    ///
    /// Source: Apple, "init(_:id:rowContent:)" (https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
}

/// A part of a list or lazy stack with an optional header and footer; its rows are the container's rows.
///
/// Source: Apple, "Section" (https://developer.apple.com/documentation/swiftui/section).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView, LazyRowSource {
    let header: Parent
    let content: Content
    let footer: Footer

    func makeChildren(into children: inout ChildList) {
        children.append(header, key: .position(0))
        children.append(content, key: .position(1))
        children.append(footer, key: .position(2))
    }

    func appendRows(to rows: inout [LazyRow], path: String) {
        let start = rows.count
        LazyRows.append(header, to: &rows, path: path + "/header")
        for index in start..<rows.count { rows[index].part = .header }
        LazyRows.append(content, to: &rows, path: path + "/content")
        let end = rows.count
        LazyRows.append(footer, to: &rows, path: path + "/footer")
        for index in end..<rows.count { rows[index].part = .footer }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is `title`.
    ///
    /// Source: Apple, "init(_:content:)" (https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Section {
    /// Creates a section with a header and a footer.
    ///
    /// Source: Apple, "init(content:header:footer:)" (https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// Source: Apple, "init(content:header:)" (https://developer.apple.com/documentation/swiftui/section/init(content:header:)).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}
