/// A type that produces view previews, as SwiftUI's `PreviewProvider`: implement ``previews`` and return the view
/// (or views) to show.
///
/// ```swift
/// struct Roster_Previews: PreviewProvider {
///     static var previews: some View {
///         Roster(players: [])
///     }
/// }
/// ```
///
/// Xcode discovers providers and renders them in its canvas; here a test renders one with
/// `ViewHost(preview: Roster_Previews.self)`, which hosts ``previews`` like any root view (its state, updates, runtime
/// issues). A preview that traps (an index out of range, a force-unwrapped nil) crashes the test process as it would
/// crash Xcode's preview agent; the grader reports it as stage `crash` at the learner's line.
///
/// SwiftUI's `#Preview { … }` macro needs a compiler macro plugin, which ViewSim cannot ship (it is a library built
/// with the toolchain alone), so it does not compile here: write a `PreviewProvider` instead.
///
/// Source: Apple, "PreviewProvider" (https://developer.apple.com/documentation/swiftui/previewprovider), declared
/// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider` with `associatedtype Previews : View`,
/// `@ViewBuilder static var previews: Self.Previews { get }` and `static var platform: PreviewPlatform? { get }`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview, inferred from ``previews``.
    associatedtype Previews: View

    /// The views to preview. Several views listed here are hosted together, as one hierarchy.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

    /// The platform to run the preview on; Xcode's hint for multiplatform targets. ViewSim has one platform and
    /// ignores it. Default: nil.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform hint.
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run a preview, as SwiftUI's `PreviewPlatform`; a hint ViewSim ignores.
///
/// Source: Apple, "PreviewPlatform" (https://developer.apple.com/documentation/swiftui/previewplatform).
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS
}
