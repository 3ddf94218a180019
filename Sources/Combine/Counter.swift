import Synchronization

/// A number that goes up by one each time it is read, from any thread.
final class Counter: Sendable {
    private let value = Atomic<UInt>(0)

    func next() -> UInt { value.add(1, ordering: .relaxed).newValue }
}
