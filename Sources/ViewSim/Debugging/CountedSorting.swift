import Foundation

// Sorting, counted in elements under ``Cost/sortedElements`` (see ``Cost``).
//
// These have the standard library's exact signatures: Swift prefers a declaration in an imported module over the
// standard library's one it shadows, so `items.sorted { … }` in a file that imports ViewSim calls these, which sort
// exactly as the standard library does. A shadowing declaration cannot take the caller's line, so a charge names the
// view being evaluated instead. An array sorted in place (`ranking.sort { … }`) is counted too: `Array`'s own `sort`
// methods below are preferred over the standard library's `MutableCollection` ones (a member of the concrete type
// wins), and sort through them; so do `ContiguousArray`'s, and an array's Foundation `sorted(using:)`/`sort(using:)`
// with a `SortComparator` (members of `Array` itself: a `Sequence` extension of ViewSim's would be ambiguous with
// Foundation's where a file imports Foundation too), and `ArraySlice`'s. Not counted: other collections sorted in
// place, and `sorted(using:)` on a sequence that is not an array; the module policy refuses those in exercises.

extension Sequence {
    /// The standard library's `sorted(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sorted(by:)" (https://developer.apple.com/documentation/swift/sequence/sorted(by:)).
    @inlinable
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        var elements = Array(self)
        try countedSort(&elements, work: "sorted(by:)", by: areInIncreasingOrder)
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
        countedSort(&elements, work: "sorted()", by: <)
        return elements
    }
}

extension Array {
    /// The standard library's `sort(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sort(by:)" (https://developer.apple.com/documentation/swift/mutablecollection/sort(by:)).
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try countedSort(&self, work: "sort(by:)", by: areInIncreasingOrder)
    }
}

extension Array where Element: Comparable {
    /// The standard library's `sort()`, counting the elements sorted under ``Cost/sortedElements``.
    ///
    /// Source: Apple, "sort()" (https://developer.apple.com/documentation/swift/mutablecollection/sort()).
    @inlinable
    public mutating func sort() {
        countedSort(&self, work: "sort()", by: <)
    }
}

extension ArraySlice {
    /// The standard library's `sort(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try countedSort(&self, work: "sort(by:)", by: areInIncreasingOrder)
    }
}

extension ArraySlice where Element: Comparable {
    /// The standard library's `sort()`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort() {
        countedSort(&self, work: "sort()", by: <)
    }
}

extension ContiguousArray {
    /// The standard library's `sort(by:)`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try countedSort(&self, work: "sort(by:)", by: areInIncreasingOrder)
    }
}

extension ContiguousArray where Element: Comparable {
    /// The standard library's `sort()`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort() {
        countedSort(&self, work: "sort()", by: <)
    }
}

extension Array {
    /// Foundation's `sorted(using:)`, counting the elements sorted under ``Cost/sortedElements``: a member of `Array`
    /// itself, so it is preferred over Foundation's `Sequence` one even where a file imports Foundation too.
    ///
    /// Source: Apple, "sorted(using:)" (https://developer.apple.com/documentation/swift/sequence/sorted(using:)-7e3jf).
    @inlinable
    public func sorted<Comparator: SortComparator>(using comparator: Comparator) -> [Element] where Comparator.Compared == Element {
        var elements = self
        countedSort(&elements, work: "sorted(using:)") { comparator.compare($0, $1) == .orderedAscending }
        return elements
    }

    /// Foundation's `sorted(using:)` with several comparators, the first that tells two elements apart deciding.
    @inlinable
    public func sorted<S: Sequence, Comparator: SortComparator>(using comparators: S) -> [Element]
    where S.Element == Comparator, Element == Comparator.Compared {
        var elements = self
        let order = [Comparator](comparators)
        countedSort(&elements, work: "sorted(using:)") { inIncreasingOrder($0, $1, by: order) }
        return elements
    }

    /// Foundation's `sort(using:)`, counting the elements sorted under ``Cost/sortedElements``.
    @inlinable
    public mutating func sort<Comparator: SortComparator>(using comparator: Comparator) where Comparator.Compared == Element {
        countedSort(&self, work: "sort(using:)") { comparator.compare($0, $1) == .orderedAscending }
    }

    /// Foundation's `sort(using:)` with several comparators.
    @inlinable
    public mutating func sort<S: Sequence, Comparator: SortComparator>(using comparators: S)
    where S.Element == Comparator, Element == Comparator.Compared {
        let order = [Comparator](comparators)
        countedSort(&self, work: "sort(using:)") { inIncreasingOrder($0, $1, by: order) }
    }
}

/// Whether `first` goes before `second`: the first of `comparators` that tells them apart decides.
@inlinable
func inIncreasingOrder<Comparator: SortComparator>(_ first: Comparator.Compared, _ second: Comparator.Compared, by comparators: [Comparator]) -> Bool {
    for comparator in comparators {
        switch comparator.compare(first, second) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
    }
    return false
}

/// Sorts `elements` with the standard library's sort, counting them under ``Cost/sortedElements`` as `work`.
@inlinable
func countedSort<C: MutableCollection & RandomAccessCollection>(
    _ elements: inout C, work: String, by areInIncreasingOrder: (C.Element, C.Element) throws -> Bool
) rethrows {
    Cost.countSort(of: elements.count, work: work)
    try standardSort(&elements, by: areInIncreasingOrder)
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
