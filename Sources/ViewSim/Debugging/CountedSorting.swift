// Sorting, counted in elements under ``Cost/sortedElements`` (see ``Cost``).
//
// These have the standard library's exact signatures: Swift prefers a declaration in an imported module over the
// standard library's one it shadows, so `items.sorted { … }` in a file that imports ViewSim calls these, which sort
// exactly as the standard library does. A shadowing declaration cannot take the caller's line, so a charge names the
// view being evaluated instead. An array sorted in place (`ranking.sort { … }`) is counted too: `Array`'s own `sort`
// methods below are preferred over the standard library's `MutableCollection` ones (a member of the concrete type
// wins), and sort through them; so do `ContiguousArray`'s. Not counted: slices and other collections sorted in place,
// and Foundation's `sorted(using:)`/`sort(using:)` (a declaration of ViewSim's would not shadow Foundation's where a
// file imports Foundation too: the call would be ambiguous).

extension Sequence {
    /// The standard library's `sorted(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sorted(by:)" (https://developer.apple.com/documentation/swift/sequence/sorted(by:)).
    @inlinable
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        var elements = Array(self)
        Cost.countSort(of: elements.count, work: "sorted(by:)")
        try standardSort(&elements, by: areInIncreasingOrder)
        return elements
    }
}

extension Sequence where Element: Comparable {
    /// The standard library's `sorted()`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sorted()" (https://developer.apple.com/documentation/swift/sequence/sorted()).
    @inlinable
    public func sorted() -> [Element] {
        var elements = Array(self)
        Cost.countSort(of: elements.count, work: "sorted()")
        standardSort(&elements, by: <)
        return elements
    }
}

extension Array {
    /// The standard library's `sort(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sort(by:)" (https://developer.apple.com/documentation/swift/mutablecollection/sort(by:)).
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        Cost.countSort(of: count, work: "sort(by:)")
        try standardSort(&self, by: areInIncreasingOrder)
    }
}

extension Array where Element: Comparable {
    /// The standard library's `sort()`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sort()" (https://developer.apple.com/documentation/swift/mutablecollection/sort()).
    @inlinable
    public mutating func sort() {
        Cost.countSort(of: count, work: "sort()")
        standardSort(&self, by: <)
    }
}

extension ContiguousArray {
    /// The standard library's `sort(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        Cost.countSort(of: count, work: "sort(by:)")
        try standardSort(&self, by: areInIncreasingOrder)
    }
}

extension ContiguousArray where Element: Comparable {
    /// The standard library's `sort()`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort() {
        Cost.countSort(of: count, work: "sort()")
        standardSort(&self, by: <)
    }
}

/// The standard library's own sort, uncounted (ViewSim's and the host's own sorting is not the app's work): in a
/// generic context only `MutableCollection`'s method is visible, not `Array`'s counted one above.
@inlinable
func standardSort<C: MutableCollection & RandomAccessCollection>(
    _ elements: inout C, by areInIncreasingOrder: (C.Element, C.Element) throws -> Bool
) rethrows {
    try elements.sort(by: areInIncreasingOrder)
}

/// ``standardSort(_:by:)`` for the host (ViewSimTesting's own bookkeeping).
@_spi(ViewSimHost)
public func uncountedSort<Element>(_ elements: inout [Element], by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try standardSort(&elements, by: areInIncreasingOrder)
}

extension Cost {
    @usableFromInline
    static func countSort(of count: Int, work: String) {
        charge(sortedElements, by: count, at: Site(work: work))
    }
}
