import Foundation

/// A container that takes all the space it is offered and hands its content the size and place it got
/// (``GeometryProxy``). Its content is placed at its top leading corner, each view offered the reader's whole size.
///
/// The content is built from the last layout: when a layout gives the reader another size or place, its content is
/// built again and laid out again, as SwiftUI re-evaluates a reader's content after layout. Offered `nil` (in a
/// scroll view along its axis) it takes no length there.
///
/// Sources: Apple, "GeometryReader" ("This view returns a flexible preferred size to its parent layout")
/// (https://developer.apple.com/documentation/swiftui/geometryreader); the SwiftUI Field Guide, "GeometryReader" ("a
/// geometry reader always accepts the proposed size… By default, the geometry reader places its contents at the
/// top-leading corner", https://www.swiftuifieldguide.com/layout/geometry-reader/). The zero length for a `nil`
/// proposal is OpenSwiftUI's `GeometryReaderLayout` (marked [?] in L34: some sources say 10). Pinned by
/// GeometryReaderTests (L34).
public struct GeometryReader<Content: View>: View, PrimitiveView, LayoutRole, EvaluatesContentClosures {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content(GeometryProxy()), key: .content)
    }

    func makeChildren(into children: inout ChildList, in node: Node) {
        children.append(content(GeometryReaderState.of(node).proxy), key: .content)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeContent(in bounds: CGRect, proposal: ProposedViewSize, in context: LayoutContext) {
        for subview in context.content {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
        context.engine.readerPlaced(context.node, in: bounds)
    }
}

/// A reader's size and place, as its content sees them.
///
/// Source: Apple, "GeometryProxy" (https://developer.apple.com/documentation/swiftui/geometryproxy).
public struct GeometryProxy: Equatable {
    /// The reader's size in points.
    public var size: CGSize { frame.size }
    /// How far the safe area's edges are inside the reader's frame, in points (0 where the reader is inside the safe
    /// area).
    public var safeAreaInsets: EdgeInsets { insets }

    let frame: CGRect
    let insets: EdgeInsets
    /// The frames (window coordinates) of the named coordinate spaces around the reader.
    let namedSpaces: [AnyHashable: CGRect]

    init(frame: CGRect = .zero, insets: EdgeInsets = EdgeInsets(), namedSpaces: [AnyHashable: CGRect] = [:]) {
        self.frame = frame
        self.insets = insets
        self.namedSpaces = namedSpaces
    }

    /// The reader's frame in `coordinateSpace`: `.local` (origin 0, 0), `.global` (the window), or a space named with
    /// `coordinateSpace(_:)` around it (the window, if none has that name).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        switch coordinateSpace.coordinateSpace {
        case .local: return CGRect(origin: .zero, size: frame.size)
        case .global: return frame
        case .named(let name):
            guard let space = namedSpaces[name] else { return frame }
            return frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return frame(in: .local as LocalCoordinateSpace)
        case .global: return frame(in: .global as GlobalCoordinateSpace)
        case .named(let name): return frame(in: NamedCoordinateSpace.named(name))
        }
    }
}

/// What a reader's node keeps: the proxy its content was last built with.
@MainActor
final class GeometryReaderState {
    var proxy = GeometryProxy()

    static func of(_ node: Node) -> GeometryReaderState {
        if let state = node.builtInState as? GeometryReaderState { return state }
        let state = GeometryReaderState()
        node.builtInState = state
        return state
    }
}
