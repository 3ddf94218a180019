import Foundation

/// A height at which a sheet rests.
///
/// Source: Apple, "PresentationDetent" (https://developer.apple.com/documentation/swiftui/presentationdetent):
/// `medium` is "A system detent for a sheet that's approximately half the height of the screen, and is inactive in
/// compact height", `large` "A system detent for a sheet at full height"; the Human Interface Guidelines, "Sheets"
/// ("large is the height of a fully expanded sheet and medium is about half the fully expanded height… Sheets
/// automatically support the large detent… specifying only medium prevents the sheet from expanding to full height").
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(CustomHeight)
    }

    /// A ``CustomPresentationDetent`` type's height, equal to another by the type alone.
    struct CustomHeight: Hashable, Sendable {
        let type: ObjectIdentifier
        let height: @Sendable (Context) -> CGFloat?

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type }
        func hash(into hasher: inout Hasher) { hasher.combine(type) }
    }

    let height: Height

    public static let medium = PresentationDetent(height: .medium)
    public static let large = PresentationDetent(height: .large)

    /// A detent at `fraction` of the fully expanded sheet's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }

    /// A detent `height` points tall.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .height(height)) }

    /// A detent whose height `type` works out from the sheet's context (``CustomPresentationDetent/height(in:)``);
    /// two detents of the same type are the same detent.
    ///
    /// Source: Apple, "custom(_:)" (https://developer.apple.com/documentation/swiftui/presentationdetent/custom(_:)).
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        PresentationDetent(height: .custom(CustomHeight(type: ObjectIdentifier(type), height: { D.height(in: $0) })))
    }

    /// What a custom detent can work its height out from: the fully expanded sheet's height and the environment.
    ///
    /// Source: Apple, "PresentationDetent.Context"
    /// (https://developer.apple.com/documentation/swiftui/presentationdetent/context) and "maxDetentValue" ("The
    /// height that the presentation appears in").
    @dynamicMemberLookup
    public struct Context {
        /// The fully expanded sheet's height, in points.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The environment's value at `keyPath`, as the sheet's content sees it.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// The sheet's height at this detent, in points, when fully expanded it is `full` tall, or `nil` when the detent
    /// is inactive (a custom detent's `height(in:)` said `nil`); in compact height only the full height (the medium
    /// detent is inactive there, and ViewSim takes the others as inactive too, [?]).
    func length(fullyExpanded full: CGFloat, compactHeight: Bool, environment: EnvironmentValues) -> CGFloat? {
        if compactHeight { return full }
        switch height {
        case .large: return full
        case .medium: return full / 2
        case .fraction(let fraction): return min(full, max(0, full * fraction))
        case .height(let height): return min(full, max(0, height))
        case .custom(let custom):
            return custom.height(Context(maxDetentValue: full, environment: environment)).map { min(full, max(0, $0)) }
        }
    }
}

/// A detent whose height is worked out when the sheet is laid out, from the sheet's height and environment.
///
/// Source: Apple, "CustomPresentationDetent" (https://developer.apple.com/documentation/swiftui/custompresentationdetent)
/// and "height(in:)" ("The height of the detent, or nil if the detent should be inactive based on the context input").
public protocol CustomPresentationDetent {
    /// The detent's height in points for `context`, or `nil` to make it inactive. Heights beyond the fully expanded
    /// sheet's are taken as it (and below zero as zero).
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What ``height(in:)`` can work the height out from.
    public typealias Context = PresentationDetent.Context
}

/// A sheet's content with the detents it rests at, and the one it rests at now (`selection`).
public struct _PresentationDetentsView<Content: View>: View, PrimitiveView, BarPreferenceView, LayoutInputsComparable {
    let content: Content
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func state(in preferences: inout BarPreferences) {
        if preferences.detents == nil { preferences.detents = (detents, selection?.wrappedValue) }
    }

    /// The sheet's region is found afresh at every pass, so only the view's own fields count here.
    func hasSameLayoutInputs(as other: Self) -> Bool { detents == other.detents }
}

extension View {
    /// Sets the heights a sheet showing this view rests at. A sheet with no detents rests at `large`.
    ///
    /// Source: Apple, "presentationDetents(_:)" (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> _PresentationDetentsView<Self> {
        _PresentationDetentsView(content: self, detents: detents, selection: nil)
    }

    /// Sets the heights a sheet showing this view rests at, and which one it rests at now.
    ///
    /// Source: Apple, "presentationDetents(_:selection:)"
    /// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> _PresentationDetentsView<Self> {
        _PresentationDetentsView(content: self, detents: detents, selection: selection)
    }

    /// Shows or hides the sheet's grabber. It is not drawn, and it takes no space.
    ///
    /// Source: Apple, "presentationDragIndicator(_:)"
    /// (https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)).
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

/// Where a sheet's content is laid out on a screen whose safe area is `safe` (window coordinates): the sheet's top
/// is 10 points below the top of the safe area when it is fully expanded ([?]: a measured look, no source found),
/// it reaches the screen's bottom, and it rests at the detent its content selects, else at the smallest of its
/// active detents (Apple: a sheet with several detents rests at the smallest until it is dragged, [?]; a custom
/// detent whose height is `nil` is inactive, and with none active the sheet is fully expanded, [?]); the content
/// stops at the bottom of the safe area. Pinned by SheetDetentTests.
@MainActor
enum SheetGeometry {
    static let gapAboveFullSheet: CGFloat = 10

    static func contentRegion(in safe: CGRect, screen: CGRect, detents: (Set<PresentationDetent>, PresentationDetent?)?,
                              compactHeight: Bool, environment: EnvironmentValues) -> CGRect {
        let top = safe.minY + gapAboveFullSheet
        let full = max(0, screen.maxY - top)
        var height = full
        if let (set, selected) = detents {
            var active: [PresentationDetent: CGFloat] = [:]
            for detent in set {
                if let length = detent.length(fullyExpanded: full, compactHeight: compactHeight, environment: environment) { active[detent] = length }
            }
            // The selected detent if it is one of the active ones, else the smallest; none active: fully expanded ([?]).
            if let selected, let length = active[selected] { height = length } else if let smallest = active.values.min() { height = smallest }
        }
        let sheetTop = screen.maxY - height
        return CGRect(x: safe.minX, y: sheetTop, width: safe.width, height: max(0, safe.maxY - sheetTop))
    }
}
