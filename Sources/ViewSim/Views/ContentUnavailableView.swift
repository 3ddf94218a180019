/// An interface for an empty state: a label, a description and actions, one under the other. The user sees their
/// text and can tap the actions' buttons.
///
/// Source: Apple, "ContentUnavailableView" (https://developer.apple.com/documentation/swiftui/contentunavailableview).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an empty state from a label, a description and actions.
    ///
    /// Source: Apple, "init(label:description:actions:)"
    /// (https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(label, key: .position(0))
        children.append(description, key: .position(1))
        children.append(actions, key: .position(2))
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// Creates an empty state with a label only.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// Creates an empty state with a label and a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == ViewSim.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an empty state with a title, a system symbol and an optional description.
    ///
    /// Source: Apple, "init(_:systemImage:description:)"
    /// (https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-3zuiu).
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewSim.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an empty state with a title, an image from the app's assets and an optional description.
    ///
    /// Source: Apple, "init(_:image:description:)"
    /// (https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:image:description:)-1pc73).
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ViewSim.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// The parts of ``ContentUnavailableView/search``.
///
/// Source: Apple, "SearchUnavailableContent" (https://developer.apple.com/documentation/swiftui/searchunavailablecontent).
public enum SearchUnavailableContent {
    public typealias Label = ViewSim.Label<Text, Image>
    public typealias Description = Text
    public typealias Actions = EmptyView
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// The standard empty state for a search with no results: "No Results", and "Check the spelling or try a new
    /// search."
    ///
    /// Source: Apple, "search" (https://developer.apple.com/documentation/swiftui/contentunavailableview/search).
    public static var search: Self {
        Self(label: { ViewSim.Label("No Results", systemImage: "magnifyingglass") },
             description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }

    /// The standard empty state for a search for `text` with no results: "No Results for “text”".
    ///
    /// Source: Apple, "search(text:)" (https://developer.apple.com/documentation/swiftui/contentunavailableview/search(text:)).
    public static func search(text: String) -> Self {
        Self(label: { ViewSim.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
             description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }
}
