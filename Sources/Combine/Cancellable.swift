/// A protocol indicating that an activity or action supports cancellation.
///
/// Source: Apple, "Cancellable" (https://developer.apple.com/documentation/combine/cancellable).
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable in `collection`, so it lives as long as the collection holds it.
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable in `set`, so it lives as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled, and cancels automatically when
/// it is released: a subscription lives as long as its `AnyCancellable` is kept.
///
/// Source: Apple, "AnyCancellable" (https://developer.apple.com/documentation/combine/anycancellable): "An
/// AnyCancellable instance automatically calls cancel() when deinitialized."
public final class AnyCancellable: Cancellable, Hashable {
    private let action: LockedValue<(() -> Void)?>

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) { action = LockedValue(cancel) }

    /// Initializes the cancellable object with the given cancellable.
    public init<C>(_ canceller: C) where C: Cancellable { action = LockedValue { canceller.cancel() } }

    deinit { cancel() }

    /// Cancels the activity, once.
    public func cancel() {
        let pending = action.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }

    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
