import Foundation

/// A view that arranges its children in a vertical line (``VStackLayout``). It builds all its children (it is not lazy).
///
/// Source: Apple, "VStack" (https://developer.apple.com/documentation/swiftui/vstack).
public struct VStack<Content: View>: View, PrimitiveView, ElementView, LayoutValueView {
    let content: Content
    let layout: VStackLayout

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = VStackLayout(alignment: alignment, spacing: spacing)
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("VStack") }
}

/// A view that arranges its children in a horizontal line (``HStackLayout``). It builds all its children (it is not lazy).
///
/// Source: Apple, "HStack" (https://developer.apple.com/documentation/swiftui/hstack).
public struct HStack<Content: View>: View, PrimitiveView, ElementView, LayoutValueView {
    let content: Content
    let layout: HStackLayout

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = HStackLayout(alignment: alignment, spacing: spacing)
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("HStack") }
}

/// A view that overlays its children (``ZStackLayout``), later ones in front. It builds all its children (it is not lazy), and each keeps
/// its own identity by position, as in `VStack`.
///
/// Source: Apple, "ZStack" (https://developer.apple.com/documentation/swiftui/zstack) and "init(alignment:content:)"
/// (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)).
public struct ZStack<Content: View>: View, PrimitiveView, ElementView, LayoutValueView {
    let content: Content
    let layout: ZStackLayout

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = ZStackLayout(alignment: alignment)
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("ZStack") }
}

