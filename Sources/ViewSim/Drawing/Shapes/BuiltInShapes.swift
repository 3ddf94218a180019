import Foundation

/// A rectangle filling its frame.
///
/// Source: Apple, "Rectangle" (https://developer.apple.com/documentation/swiftui/rectangle).
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners filling its frame.
///
/// Source: Apple, "RoundedRectangle" (https://developer.apple.com/documentation/swiftui/roundedrectangle).
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A capsule: a rectangle whose shorter sides are half circles.
///
/// Source: Apple, "Capsule" (https://developer.apple.com/documentation/swiftui/capsule).
public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// A circle centred in its frame, its diameter the frame's shorter side: the view still takes the whole frame.
///
/// Source: Apple, "Circle" ("A circle centered on the frame of the view containing it. The circle's radius equals
/// half the length of the frame rectangle's smallest edge") (https://developer.apple.com/documentation/swiftui/circle).
public struct Circle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
///
/// Source: Apple, "Ellipse" (https://developer.apple.com/documentation/swiftui/ellipse).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape where Self == Rectangle {
    /// A rectangle (`.clipShape(.rect)`).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    /// A circle (`.clipShape(.circle)`).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule (`.clipShape(.capsule)`).
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle (`.clipShape(.rect(cornerRadius: 12))`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
