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
    }

    let height: Height

    public static let medium = PresentationDetent(height: .medium)
    public static let large = PresentationDetent(height: .large)

    /// A detent at `fraction` of the fully expanded sheet's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }

    /// A detent `height` points tall.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .height(height)) }

    /// The sheet's height at this detent, in points, when fully expanded it is `full` tall; in compact height only
    /// the full height (the medium detent is inactive there, and ViewSim takes the others as inactive too, [?]).
    func length(fullyExpanded full: CGFloat, compactHeight: Bool) -> CGFloat {
        if compactHeight { return full }
        switch height {
        case .large: return full
        case .medium: return full / 2
        case .fraction(let fraction): return min(full, max(0, full * fraction))
        case .height(let height): return min(full, max(0, height))
        }
    }
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
/// detents (Apple: a sheet with several detents rests at the smallest until it is dragged, [?]); the content stops at
/// the bottom of the safe area. Pinned by SheetDetentTests.
@MainActor
enum SheetGeometry {
    static let gapAboveFullSheet: CGFloat = 10

    static func contentRegion(in safe: CGRect, screen: CGRect, detents: (Set<PresentationDetent>, PresentationDetent?)?,
                              compactHeight: Bool) -> CGRect {
        let top = safe.minY + gapAboveFullSheet
        let full = max(0, screen.maxY - top)
        var height = full
        if let (set, selected) = detents, !set.isEmpty {
            let resting = selected.flatMap { set.contains($0) ? $0 : nil }
                ?? set.min { $0.length(fullyExpanded: full, compactHeight: compactHeight) < $1.length(fullyExpanded: full, compactHeight: compactHeight) }!
            height = resting.length(fullyExpanded: full, compactHeight: compactHeight)
        }
        let sheetTop = screen.maxY - height
        return CGRect(x: safe.minX, y: sheetTop, width: safe.width, height: max(0, safe.maxY - sheetTop))
    }
}
