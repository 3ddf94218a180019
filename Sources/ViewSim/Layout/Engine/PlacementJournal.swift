import Foundation

/// What placing each subview wrote in a layout pass (the frames and proposals of the views it holds), kept until the
/// next pass, so a subview whose views, environment, proposal and size are those of the last pass is moved to its new
/// place instead of being placed again: layout then does work only along the path of what changed.
///
/// A placement that depends on more than its own bounds is never replayed: a `GeometryReader` (its proxy is checked at
/// every pass), a view reaching into the safe area (the region is absolute), a `ViewThatFits` (the options it leaves
/// out are recorded by the pass). Records of the last pass only are kept; a region, screen or keyboard change drops
/// them all.
///
/// This is the runtime's own bookkeeping, with no SwiftUI behaviour of its own to mirror: the frames are the same
/// either way (issue 23: "a state change lays out again only what it can affect"). Pinned by IncrementalLayoutTests.
struct PlacementJournal {
    /// A view's frame (window coordinates) and the proposal it was placed with.
    struct Entry {
        let node: ObjectIdentifier
        var frame: CGRect
        let proposal: ProposedViewSize
    }

    /// One subview's placement: what it was placed with, and its entries in the pass's journal.
    struct Record {
        let stamp: Int
        let proposal: ProposedViewSize
        let frame: CGRect
        let range: Range<Int>
    }

    private var entries: [Entry] = []
    private var earlierEntries: [Entry] = []
    private var records: [LayoutEngine.UnitKey: Record] = [:]
    private var earlierRecords: [LayoutEngine.UnitKey: Record] = [:]
    /// Whether the placement being recorded depends on more than its bounds.
    private var dependsOnMoreThanBounds = false

    /// Starts a pass: the last pass's records become the ones to replay, unless `keepingEarlier` is false.
    mutating func startPass(keepingEarlier: Bool) {
        swap(&entries, &earlierEntries)
        entries.removeAll(keepingCapacity: true)
        swap(&records, &earlierRecords)
        records.removeAll(keepingCapacity: true)
        if !keepingEarlier {
            earlierEntries.removeAll()
            earlierRecords.removeAll()
        }
        dependsOnMoreThanBounds = false
    }

    /// The last pass's placement of `key`, if it can stand for placing it now with `proposal` in `frame`: nothing in
    /// its views changed since (`stamp`), and it had the same proposal and size.
    func replayable(_ key: LayoutEngine.UnitKey, stamp: Int, proposal: ProposedViewSize, frame: CGRect) -> Record? {
        guard let record = earlierRecords[key], record.stamp == stamp, record.proposal == proposal,
              record.frame.size == frame.size else { return nil }
        return record
    }

    /// Replays `record` at `frame`'s origin as `key`'s placement in this pass, and returns the entries written.
    mutating func replay(_ record: Record, as key: LayoutEngine.UnitKey, in frame: CGRect) -> ArraySlice<Entry> {
        let dx = frame.minX - record.frame.minX, dy = frame.minY - record.frame.minY
        let start = entries.count
        for var entry in earlierEntries[record.range] {
            entry.frame = entry.frame.offsetBy(dx: dx, dy: dy)
            entries.append(entry)
        }
        records[key] = Record(stamp: record.stamp, proposal: record.proposal, frame: frame, range: start..<entries.count)
        return entries[start...]
    }

    /// Opens the record of a placement; hand the token to ``end(_:_:stamp:proposal:frame:)``.
    mutating func begin() -> (start: Int, outer: Bool) {
        defer { dependsOnMoreThanBounds = false }
        return (entries.count, dependsOnMoreThanBounds)
    }

    mutating func write(_ entry: Entry) {
        entries.append(entry)
    }

    /// Marks the placement being recorded (and those around it) as depending on more than its bounds.
    mutating func markDependsOnMoreThanBounds() {
        dependsOnMoreThanBounds = true
    }

    /// Closes the record opened by `token` as `key`'s placement.
    mutating func end(_ token: (start: Int, outer: Bool), _ key: LayoutEngine.UnitKey, stamp: Int, proposal: ProposedViewSize, frame: CGRect) {
        if !dependsOnMoreThanBounds {
            records[key] = Record(stamp: stamp, proposal: proposal, frame: frame, range: token.start..<entries.count)
        }
        dependsOnMoreThanBounds = dependsOnMoreThanBounds || token.outer
    }
}
