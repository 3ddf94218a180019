/// How a stack lines up its children across its axis. Layout is not simulated; the value is kept for fidelity.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// How a stack lines up its children across its axis. Layout is not simulated; the value is kept for fidelity.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

/// A view that arranges its children in a vertical line. It builds all its children (it is not lazy).
///
/// Source: Apple, "VStack" (https://developer.apple.com/documentation/swiftui/vstack).
public struct VStack<Content: View>: View, PrimitiveView, ElementView {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("VStack") }
}

/// A view that arranges its children in a horizontal line. It builds all its children (it is not lazy).
///
/// Source: Apple, "HStack" (https://developer.apple.com/documentation/swiftui/hstack).
public struct HStack<Content: View>: View, PrimitiveView, ElementView {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("HStack") }
}

/// A view that overlays its children, later ones in front. It builds all its children (it is not lazy), and each keeps
/// its own identity by position, as in `VStack`.
///
/// Source: Apple, "ZStack" (https://developer.apple.com/documentation/swiftui/zstack) and "init(alignment:content:)"
/// (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)).
public struct ZStack<Content: View>: View, PrimitiveView, ElementView {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("ZStack") }
}
