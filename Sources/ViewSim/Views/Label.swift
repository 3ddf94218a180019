/// An image without its pixels: ViewSim draws nothing, so an `Image` shows the user no text.
///
/// Source: Apple, "Image" (https://developer.apple.com/documentation/swiftui/image).
public struct Image: View, PrimitiveView, Equatable, Sendable {
    /// The SF Symbol or asset name the image was made from.
    public let name: String
    /// Whether `name` is a system symbol (`Image(systemName:)`).
    public let isSystemImage: Bool

    /// Creates a system symbol image.
    ///
    /// Source: Apple, "init(systemName:)" (https://developer.apple.com/documentation/swiftui/image/init(systemname:)).
    public init(systemName: String) {
        self.name = systemName
        self.isSystemImage = true
    }

    /// Creates an image from an asset name. (SwiftUI's `init(_:bundle:)` also takes a bundle; there are no bundles here.)
    ///
    /// Source: Apple, "init(_:bundle:)" (https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)).
    public init(_ name: String) {
        self.name = name
        self.isSystemImage = false
    }

    func makeChildren(into children: inout ChildList) {}
}

/// A title with an icon. The user sees the title's text; the icon shows no text.
///
/// Source: Apple, "Label" (https://developer.apple.com/documentation/swiftui/label).
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    ///
    /// Source: Apple, "init(title:icon:)" (https://developer.apple.com/documentation/swiftui/label/init(title:icon:)).
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(icon, key: .position(0))
        children.append(title, key: .position(1))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system symbol icon and a title generated from a string.
    ///
    /// Source: Apple, "init(_:systemImage:)" (https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an asset image icon and a title generated from a string.
    ///
    /// Source: Apple, "init(_:image:)" (https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
