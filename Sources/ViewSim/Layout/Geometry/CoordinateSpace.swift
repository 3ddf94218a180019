import Foundation

/// A coordinate space a frame can be read in.
///
/// Source: Apple, "CoordinateSpace" (https://developer.apple.com/documentation/swiftui/coordinatespace).
public enum CoordinateSpace: Hashable {
    /// The window's.
    case global
    /// The view's own.
    case local
    /// A space a view named with `coordinateSpace(_:)`.
    case named(AnyHashable)
}

/// A type that names a coordinate space (`.local`, `.global`, `.named("scroll")`).
///
/// Source: Apple, "CoordinateSpaceProtocol" (https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named by a view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A view that names its coordinate space.
@MainActor
protocol NamedCoordinateSpaceView {
    var spaceName: AnyHashable { get }
}

extension ModifiedContent: NamedCoordinateSpaceView where Modifier == _CoordinateSpaceModifier {
    var spaceName: AnyHashable { modifier.name }
}

/// Names the view's own coordinate space, for `GeometryProxy.frame(in:)` below it.
public struct _CoordinateSpaceModifier: _AppearanceModifier, LayoutModifier {
    let name: AnyHashable

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

extension View {
    /// Names this view's coordinate space `name`.
    ///
    /// Source: Apple, "coordinateSpace(_:)" (https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        ModifiedContent(content: self, modifier: _CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's coordinate space `name` (deprecated in SwiftUI for `coordinateSpace(_:)`).
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        ModifiedContent(content: self, modifier: _CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
