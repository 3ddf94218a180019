/// A problem SwiftUI reports at run time (Xcode's purple "runtime issue") instead of crashing, with SwiftUI's wording.
///
/// The host collects them so a test can assert there are none, or that a specific one was reported.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's message, e.g. "Modifying state during view update, this will cause undefined behavior."
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// Reported when a view's body (or anything it calls) writes to state.
    /// Source: observed SwiftUI console message; Apple Developer Forums thread 120009.
    public static let modifyingStateDuringUpdate =
        RuntimeIssue("Modifying state during view update, this will cause undefined behavior.")

    /// Reported when `@State` is read or written before its view is installed (for example in `init`).
    /// Source: observed SwiftUI console message for State outside the view hierarchy.
    public static let stateAccessedOutsideView = RuntimeIssue(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
}
