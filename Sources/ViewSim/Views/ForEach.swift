/// A view that builds one piece of content per element of a collection, each keyed by the element's id.
///
/// Behaviour mirrored from SwiftUI:
/// - Each element's content has the element's id as its explicit identity, so its state follows the *id*: an index used
///   as the id moves row state to whichever element is now at that index; an id made fresh on every evaluation (such as
///   `UUID()` in `body`) gives every row a new identity, and new state, each time.
/// - Duplicate ids are reported: "ForEach<…>: the ID … occurs multiple times within the collection, this will give
///   undefined results!".
/// - `ForEach(0..<n)` over a range is for constant data; a range whose count changes is reported with SwiftUI's warning.
///
/// Source: Apple, "ForEach" (https://developer.apple.com/documentation/swiftui/foreach); WWDC21 "Demystify SwiftUI"
/// (explicit identity, stable ids).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, LifecycleView {
    /// The collection the content is built from.
    public let data: Data
    /// Builds the content of one element.
    public let content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    let isConstantRange: Bool

    /// Builds content for each element, identified by the value at `id` (`\.self`, `\.name`, …).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
        self.isConstantRange = false
    }

    func makeChildren(into children: inout ChildList) {
        for element in data {
            children.append(content(element), explicitID: AnyHashable(idOf(element)))
        }
    }

    func didMount(_ node: Node) {
        node.builtInState = data.count
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard isConstantRange, let initialCount = node.builtInState as? Int, initialCount != data.count else { return }
        node.graph.report(RuntimeIssue(
            "\(node.typeName) count (\(data.count)) != its initial count (\(initialCount)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Builds content for each element of a collection of `Identifiable` values, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
        self.isConstantRange = false
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Builds content for each integer of a *constant* range, identified by the integer (its offset).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
        self.isConstantRange = true
    }
}

extension ForEach {
    /// Builds content for each element of a bound collection, handing each a binding to its element
    /// (`ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }`), so edits reach the source of truth.
    ///
    /// Source: Apple, "ForEach init(_:content:) for bindings"
    /// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6yfkb).
    @MainActor
    public init<Element: Identifiable>(
        _ data: Binding<[Element]>, @ViewBuilder content: @escaping (Binding<Element>) -> Content
    ) where Data == [Binding<Element>], ID == Element.ID {
        self.data = data.wrappedValue.indices.map { index in data[dynamicMember: \[Element].[index]] }
        self.content = content
        self.idOf = { $0.wrappedValue.id }
        self.isConstantRange = false
    }
}
