/// A view built from a collection, whose rows can be edited: `ForEach` and what `onDelete`/`onMove` return.
///
/// Source: Apple, "DynamicViewContent" (https://developer.apple.com/documentation/swiftui/dynamicviewcontent).
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the rows are built from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the user delete rows by swiping them (in a `List`); `action` gets the offsets of the rows to delete and
    /// must remove them from the data.
    ///
    /// Source: Apple, "onDelete(perform:)" (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableRows<Self> {
        _EditableRows(content: self, onDelete: action, onMove: nil)
    }

    /// Lets the user move rows (in a `List`); `action` gets the offsets of the rows moved and the offset to move them
    /// before, and must move them in the data.
    ///
    /// Source: Apple, "onMove(perform:)" (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableRows<Self> {
        _EditableRows(content: self, onDelete: nil, onMove: action)
    }
}

/// Rows that the user can delete or move.
public struct _EditableRows<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView, LazyRowSource {
    let content: Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    public var data: Content.Data { content.data }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func appendRows(to rows: inout [LazyRow], path: String) {
        var own: [LazyRow] = []
        LazyRows.append(content, to: &own, path: path)
        for (offset, row) in own.enumerated() {
            var edits = row.edits
            if let onDelete { edits.delete = { onDelete(IndexSet(integer: offset)) } }
            if let onMove { edits.move = { destination in onMove(IndexSet(integer: offset), destination) } }
            rows.append(LazyRow(key: row.key, make: row.make, edits: edits))
        }
    }
}

/// What the user can do to a row of a list: swipe it away, drag it elsewhere.
struct RowEdits {
    var delete: (() -> Void)?
    var move: ((Int) -> Void)?
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `onDelete` hands its action).
    ///
    /// Source: Apple, "remove(atOffsets:)"
    /// (https://developer.apple.com/documentation/swiftui/rangereplaceablecollection/remove(atoffsets:)).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` (what `onMove` hands its action).
    ///
    /// Source: Apple, "move(fromOffsets:toOffset:)"
    /// (https://developer.apple.com/documentation/swiftui/mutablecollection/move(fromoffsets:tooffset:)).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moving = source.map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        for offset in source.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        for (position, element) in zip(indices, elements) { self[position] = element }
    }
}
