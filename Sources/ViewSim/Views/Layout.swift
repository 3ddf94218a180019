/// A type that arranges views. Only the stack layouts exist here; layout itself is not simulated, only identity.
///
/// Source: Apple, "Layout" (https://developer.apple.com/documentation/swiftui/layout).
public protocol Layout {
    /// The name the screen dump shows for content arranged by this layout (`HStack`, `VStack`).
    var _containerName: String { get }
}

/// A horizontal stack as a layout value, for use with ``AnyLayout``.
///
/// Source: Apple, "HStackLayout" (https://developer.apple.com/documentation/swiftui/hstacklayout).
public struct HStackLayout: Layout, Sendable {
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {}
    public var _containerName: String { "HStack" }
}

/// A vertical stack as a layout value, for use with ``AnyLayout``.
///
/// Source: Apple, "VStackLayout" (https://developer.apple.com/documentation/swiftui/vstacklayout).
public struct VStackLayout: Layout, Sendable {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {}
    public var _containerName: String { "VStack" }
}

/// A type-erased layout. Switching the layout inside an `AnyLayout` keeps the content's identity (and state): the
/// container's type stays `AnyLayout`, unlike swapping an `HStack` for a `VStack` with `if`/`else`.
///
/// Source: Apple, "AnyLayout" (https://developer.apple.com/documentation/swiftui/anylayout); WWDC22 "Compose custom
/// layouts with SwiftUI" (https://developer.apple.com/videos/play/wwdc2022/10056/), switching layouts with AnyLayout.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        base = layout
    }

    public var _containerName: String { base._containerName }

    /// Arranges `content` with this layout.
    @MainActor public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _LayoutView<Self, Content> {
        _LayoutView(layout: self, content: content())
    }
}

extension HStackLayout {
    /// Arranges `content` in a horizontal line.
    @MainActor public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _LayoutView<Self, Content> {
        _LayoutView(layout: self, content: content())
    }
}

extension VStackLayout {
    /// Arranges `content` in a vertical line.
    @MainActor public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _LayoutView<Self, Content> {
        _LayoutView(layout: self, content: content())
    }
}

/// Content arranged by a layout value. Its identity depends on the layout's *type*, not its value.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView, ElementView {
    let layout: L
    let content: Content

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container(layout._containerName) }
}
