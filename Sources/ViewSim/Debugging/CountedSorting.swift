// Sorting, counted in elements under ``Cost/sortedElements`` (see ``Cost``).
//
// These have the standard library's exact signatures: Swift prefers a declaration in an imported module over the
// standard library's one it shadows, so `items.sorted { … }` in a file that imports ViewSim calls these, which sort
// exactly as the standard library does. A shadowing declaration cannot take the caller's line, so a charge names the
// view being evaluated instead. `sort()` in place and `sorted(using:)` are not counted.

extension Sequence {
    /// The standard library's `sorted(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sorted(by:)" (https://developer.apple.com/documentation/swift/sequence/sorted(by:)).
    @inlinable
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        var elements = Array(self)
        Cost.countSort(of: elements.count, work: "sorted(by:)")
        try elements.sort(by: areInIncreasingOrder)
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
        elements.sort()
        return elements
    }
}

extension Cost {
    @usableFromInline
    static func countSort(of count: Int, work: String) {
        charge(sortedElements, by: count, at: Site(work: work))
    }
}
