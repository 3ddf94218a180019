/// How a change is animated. ViewSim draws no frames, so an animation changes nothing a test can observe: a state change
/// made with an animation lands at once, exactly as it would without one (same body evaluations, same `onChange`
/// values, same identities). That is also SwiftUI's model — the *state* changes immediately; only the drawing between
/// the old and new values is interpolated.
///
/// Source: Apple, "Animation" (https://developer.apple.com/documentation/swiftui/animation).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The default animation (a spring in current SwiftUI).
    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }

    /// Source: Apple, "spring(response:dampingFraction:blendDuration:)"
    /// (https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// Source: Apple, "interactiveSpring(response:dampingFraction:blendDuration:)"
    /// (https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)).
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// Delays the start of the animation. Nothing is delayed here: the state has already changed.
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever") }
}

/// Runs `body` (which usually writes state) and returns its result. The writes are made immediately and form part of
/// the current event, exactly as without `withAnimation`; only the drawing would be animated in SwiftUI.
///
/// Source: Apple, "withAnimation(_:_:)" (https://developer.apple.com/documentation/swiftui/withanimation(_:_:)):
/// "Returns the result of recomputing the view's body with the provided animation."
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view is animated in and out when it is inserted or removed. No visual effect here: an inserted view appears
/// and a removed view disappears (and loses its state) at once.
///
/// Source: Apple, "AnyTransition" (https://developer.apple.com/documentation/swiftui/anytransition).
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let slide = AnyTransition("slide")
    public static let scale = AnyTransition("scale")

    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description).combined(with: \(other))")
    }

    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation.map { "\($0)" } ?? "nil"))")
    }
}

public struct _AnimationModifier<V: Equatable>: _AppearanceModifier {
    let animation: Animation?
    let value: V
}

public struct _TransitionModifier: _AppearanceModifier {
    let transition: AnyTransition
}

extension View {
    /// Animates this view's changes when `value` changes. Appearance only: the content keeps its identity and state,
    /// and every change lands at once.
    ///
    /// Source: Apple, "animation(_:value:)" (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationModifier<V>> {
        ModifiedContent(content: self, modifier: _AnimationModifier(animation: animation, value: value))
    }

    /// Associates a transition with this view, used when it is inserted or removed. Appearance only: insertion and
    /// removal still happen at once, and a removed view's state is gone as usual.
    ///
    /// Source: Apple, "transition(_:)" (https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0).
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        ModifiedContent(content: self, modifier: _TransitionModifier(transition: t))
    }
}
