/// A problem SwiftUI reports at run time (Xcode's purple "runtime issue") instead of crashing, with SwiftUI's wording.
///
/// The host collects them so a test can assert there are none, or that a specific one was reported; `ViewHost` turns
/// any issue a test did not declare into a test failure, as a developer should treat a purple warning.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
    /// Which of SwiftUI's warnings this is, so a test can expect one whose wording depends on the code (a type, an id).
    public enum Kind: String, Hashable, Sendable {
        case modifyingStateDuringUpdate
        case stateAccessedOutsideView
        case duplicateID
        case constantDataChanged
        case onChangeUpdatedMultipleTimesPerFrame
        case updateLoop
        case stateObjectAccessedOutsideView
        case missingEnvironmentObject
        case environmentAccessedOutsideView
        case publishingFromBackgroundThread
        case publishingChangesDuringUpdate
        case noNavigationDestination
        case navigationDestinationInLazyContainer
        case pickerSelectionWithoutTag
        case navigationDestinationDeclaredEarlier
        case presentingWhilePresenting
    }

    /// Which warning this is.
    public let kind: Kind
    /// SwiftUI's message, e.g. "Modifying state during view update, this will cause undefined behavior."
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Reported when a view's body, or a content closure a built-in view evaluates, writes state; the write is dropped.
    /// Source: SwiftUI's console message (Apple Developer Forums thread 120009); OpenSwiftUI's
    /// `StoredLocationBase.set(_:transaction:)` logs it and returns without writing.
    public static let modifyingStateDuringUpdate = RuntimeIssue(
        .modifyingStateDuringUpdate, "Modifying state during view update, this will cause undefined behavior.")

    /// Reported when `$state` (the binding) is asked for before its view is installed (for example in `init`). Reading
    /// or writing the value there is silent: reads give the initial value, writes are lost.
    /// Source: SwiftUI's console message, as reconstructed in OpenSwiftUI's `State.projectedValue`.
    public static let stateAccessedOutsideView = RuntimeIssue(
        .stateAccessedOutsideView,
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")

    /// Reported when a `@StateObject`'s object is used before its view is installed (in `init`): a new object is made
    /// each time. Source: SwiftUI's console message.
    public static let stateObjectAccessedOutsideView = RuntimeIssue(
        .stateObjectAccessedOutsideView,
        "Accessing StateObject's object without being installed on a View. This will create a new instance each time.")

    /// SwiftUI's fatal error for `@Environment(Model.self)` with no `.environment(model)` above the view (the preview
    /// crash). The host reports it and shows nothing for the view instead of ending the process.
    /// Source: SwiftUI's message (Apple Developer Forums, "No Observable object of type … found").
    public static func missingObservableObject(named typeName: String) -> RuntimeIssue {
        RuntimeIssue(.missingEnvironmentObject,
                     "No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.")
    }

    /// SwiftUI's fatal error for `@EnvironmentObject` with no `.environmentObject(_:)` above the view.
    /// Source: SwiftUI's message (Apple Developer Forums, "No ObservableObject of type … found").
    public static func missingEnvironmentObject(_ type: Any.Type) -> RuntimeIssue {
        RuntimeIssue(.missingEnvironmentObject,
                     "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view.")
    }

    /// Reported when an `@Environment` value is read before its view is installed (in `init`): it is the default.
    /// Source: SwiftUI's console message.
    public static let environmentAccessedOutsideView = RuntimeIssue(
        .environmentAccessedOutsideView,
        "Accessing Environment's value outside of being installed on a View. This will always read the default value and will not update.")

    /// Reported when an `ObservableObject` publishes (an `@Published` write) while a view's body runs. The write happens
    /// and the views holding the object are updated again. Source: SwiftUI's console message (Apple Developer Forums,
    /// "Publishing changes from within view updates is not allowed"); it is the `@Published` counterpart of
    /// ``modifyingStateDuringUpdate``.
    public static let publishingChangesDuringUpdate = RuntimeIssue(
        .publishingChangesDuringUpdate, "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")

    /// Reported when a `@Published` property of an `ObservableObject` is written from a thread other than the main one.
    /// Source: SwiftUI's console message (Apple Developer Forums; seed 001 patterns 2d and 3a).
    public static let publishingFromBackgroundThread = RuntimeIssue(
        .publishingFromBackgroundThread,
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.")

    /// Reported when an `onChange(of:)` action runs twice in one frame because what it did changed the value it watches.
    /// Source: SwiftUI's console message, widely reported (Apple Developer Forums; Stack Overflow "onChange(of: String)
    /// action tried to update multiple times per frame").
    public static func onChangeUpdatedMultipleTimesPerFrame(_ valueType: Any.Type) -> RuntimeIssue {
        RuntimeIssue(.onChangeUpdatedMultipleTimesPerFrame,
                     "onChange(of: \(valueType)) action tried to update multiple times per frame.")
    }

    /// Reported when elements of a `ForEach` share an id. Source: SwiftUI's console message (Apple Developer Forums).
    public static func duplicateID(_ id: String, in container: String) -> RuntimeIssue {
        RuntimeIssue(.duplicateID, "\(container): the ID \(id) occurs multiple times within the collection, this will give undefined results!")
    }

    /// Reported when a `ForEach` over a range sees a different count than its first one.
    /// Source: SwiftUI's console message; Apple, "ForEach init(_:content:)": the instance "only reads the initial value
    /// of the provided data".
    public static func constantDataChanged(_ container: String, count: Int, initialCount: Int) -> RuntimeIssue {
        RuntimeIssue(.constantDataChanged,
                     "\(container) count (\(count)) != its initial count (\(initialCount)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
    }

    /// Reported when `onChange`/`onAppear` actions keep changing state for 100 passes of one frame. ViewSim's own
    /// wording: SwiftUI has no single message for it (a device shows a hang or "AttributeGraph: cycle detected").
    public static let updateLoop = RuntimeIssue(
        .updateLoop, "The view graph kept changing after 100 updates; an onChange or onAppear action probably writes state in a loop.")
}
