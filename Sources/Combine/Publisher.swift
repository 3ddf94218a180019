/// Declares that a type can transmit a sequence of values over time to one or more subscribers.
///
/// The subset of Combine SwiftUI lessons use, with Apple's declarations: a publisher delivers values to a subscriber
/// only as far as the subscriber's demand allows, and completes at most once. Values are delivered on the thread that
/// sends them, as in Combine.
///
/// Source: Apple, "Publisher" (https://developer.apple.com/documentation/combine/publisher).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber` to this publisher, which then calls its `receive(subscription:)`.
    func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input
}

extension Publisher {
    /// Attaches `subscriber` to this publisher (what `receive(subscriber:)` implements).
    ///
    /// Source: Apple, "subscribe(_:)" (https://developer.apple.com/documentation/combine/publisher/subscribe(_:)-4u8kn).
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        receive(subscriber: subscriber)
    }
}

/// A protocol that declares a type that can receive input from a publisher.
///
/// Source: Apple, "Subscriber" (https://developer.apple.com/documentation/combine/subscriber).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    /// Called once, when the subscriber is attached: request values through `subscription`.
    func receive(subscription: any Subscription)
    /// Called with each value; returns how many more values the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called once, when the publisher finished or failed.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
///
/// Source: Apple, "Subscription" (https://developer.apple.com/documentation/combine/subscription).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells the publisher it may send `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// A protocol for uniquely identifying publisher streams.
///
/// Source: Apple, "CustomCombineIdentifierConvertible" (https://developer.apple.com/documentation/combine/customcombineidentifierconvertible).
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for identifying publisher streams.
///
/// Source: Apple, "CombineIdentifier" (https://developer.apple.com/documentation/combine/combineidentifier).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt

    /// A new identifier, unique in this process.
    public init() { value = UInt(bitPattern: ObjectIdentifier(Token()).hashValue) &+ Self.counter.next() }

    /// The identifier of `object`.
    public init(_ object: AnyObject) { value = UInt(bitPattern: ObjectIdentifier(object).hashValue) }

    public var description: String { "0x" + String(value, radix: 16) }

    private final class Token {}
    private static let counter = Counter()
}

/// Namespace for types that serve as subscribers.
///
/// Source: Apple, "Subscribers" (https://developer.apple.com/documentation/combine/subscribers).
public enum Subscribers {}

extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    ///
    /// Source: Apple, "Subscribers.Demand" (https://developer.apple.com/documentation/combine/subscribers/demand).
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The number of values, or nil for unlimited.
        let count: Int?

        /// As many values as the publisher sends.
        public static let unlimited = Demand(count: nil)
        /// No value.
        public static let none = Demand(count: 0)

        /// At most `value` values (a negative number is a programming error).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(count: value)
        }

        /// The number of values requested, or nil when unlimited.
        public var max: Int? { count }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count, let right = rhs.count else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(count: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// One value fewer (an unlimited demand stays unlimited; none stays none).
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            return Demand(count: Swift.max(0, left - rhs))
        }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?): return left < right
            }
        }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
    }

    /// A signal that a publisher doesn't produce additional elements, either due to normal completion or an error.
    ///
    /// Source: Apple, "Subscribers.Completion" (https://developer.apple.com/documentation/combine/subscribers/completion).
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
