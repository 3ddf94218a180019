/// A scrollable view.
///
/// For now it is *eager*: it builds all of its content, like a `VStack`, and the host shows all of it. (In SwiftUI a
/// `ScrollView` builds all of its direct content too; only lazy containers inside it — `LazyVStack`, `List` — build rows
/// as they scroll in. A later issue adds those lazy containers and the host's viewport.)
///
/// Source: Apple, "ScrollView" (https://developer.apple.com/documentation/swiftui/scrollview) and
/// "init(_:showsIndicators:content:)" (https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)).
public struct ScrollView<Content: View>: View, PrimitiveView, ElementView {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll view shows its scroll indicators. Not rendered.
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    var element: Element { .container("ScrollView") }
}
