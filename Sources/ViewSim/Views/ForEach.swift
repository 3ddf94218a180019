/// A view that builds one piece of content per element of a collection, each keyed by the element's id.
///
/// Behaviour mirrored from SwiftUI:
/// - Each element's content has the element's id as its explicit identity, so its state follows the *id*: an index used
///   as the id moves row state to whichever element is now at that index; an id made fresh on every evaluation (such as
///   `UUID()` in `body`) gives every row a new identity, and new state, each time.
/// - Duplicate ids are reported: "ForEach<…>: the ID … occurs multiple times within the collection, this will give
///   undefined results!".
/// - Duplicate ids: every element is still shown, and the warning is logged; which row's state each duplicate gets is
///   undefined in SwiftUI (here the n-th element with an id gets that id's n-th identity).
/// - `ForEach(0..<n)` over a range is for constant data: it "only reads the initial value of the provided data", so
///   later ranges are ignored, and a different count is reported with SwiftUI's warning.
///
/// Source: Apple, "ForEach" (https://developer.apple.com/documentation/swiftui/foreach); WWDC21 "Demystify SwiftUI"
/// (explicit identity, stable ids).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, LifecycleView,
    EvaluatesContentClosures {
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
        children.reserveCapacity(data.count)
        children.areEagerRows = true
        if let range = data as? Range<Int> {
            // The common `ForEach(0..<n)`: walked as integers, as stepping through a collection of unknown type costs
            // calls to its generic index witnesses at every row. `Data.Element` is `Int` there.
            for element in range { append(unsafeBitCast(element, to: Data.Element.self), into: &children) }
        } else {
            for element in data { append(element, into: &children) }
        }
    }

    private func append(_ element: Data.Element, into children: inout ChildList) {
        children.append(content(element), explicitID: AnyHashable(idOf(element)))
    }

    func didMount(_ node: Node) {
        if isConstantRange { node.builtInState = data }
    }

    /// A range given to `ForEach(_:content:)` is read once: later ranges are ignored (and a different count warned
    /// about), so the rows stay those of the first range.
    func didUpdate(_ node: Node, from previous: any View) {
        guard isConstantRange, let initial = node.builtInState as? Data else { return }
        if initial.count != data.count {
            node.graph.report(.constantDataChanged(node.typeName, count: data.count, initialCount: initial.count))
        }
        node.view = ForEach(data: initial, content: content, idOf: idOf, isConstantRange: true)
    }

    private init(data: Data, content: @escaping (Data.Element) -> Content, idOf: @escaping (Data.Element) -> ID,
                 isConstantRange: Bool) {
        self.data = data
        self.content = content
        self.idOf = idOf
        self.isConstantRange = isConstantRange
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
    /// Builds content for each element of a bound collection of `Identifiable` values, handing each a binding to its
    /// element (`ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }`), so edits reach the source of truth.
    ///
    /// Source: Apple, "ForEach init(_:content:) for bindings"
    /// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6yfkb).
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Builds content for each element of a bound collection, identified by the value at `id`, handing each a binding
    /// to its element.
    ///
    /// Source: Apple, "ForEach init(_:id:content:) for bindings"
    /// (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-2e5ph).
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        self.data = data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
        self.content = content
        self.idOf = { $0.wrappedValue[keyPath: id] }
        self.isConstantRange = false
    }
}
