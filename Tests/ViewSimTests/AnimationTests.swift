import Testing
import ViewSim
import ViewSimTesting

/// Animations change how changes are drawn, never what the state is: a state change made with an animation lands at
/// once, with the same updates as without one.
/// Sources: Apple, "withAnimation(_:_:)" (https://developer.apple.com/documentation/swiftui/withanimation(_:_:)),
/// "animation(_:value:)", "transition(_:)", "Animation", "AnyTransition".
@Suite("Animations and transitions") @MainActor
struct AnimationTests {
    struct Expander: View {
        let animated: Bool
        @State private var expanded = false
        @State private var changes: [String] = []

        var body: some View {
            Button("Toggle") {
                if animated {
                    withAnimation(.spring()) { expanded.toggle() }
                } else {
                    expanded.toggle()
                }
            }
            if expanded {
                Counter().transition(animated ? .slide : .identity)
            }
            Text("Expanded: \(expanded)")
                .animation(animated ? .easeInOut(duration: 0.3) : nil, value: expanded)
                .onChange(of: expanded) { old, new in changes.append("\(old)→\(new)") }
            Text("Changes: \(changes.joined(separator: ", "))")
        }
    }

    @Test("withAnimation returns its body's result (Apple, withAnimation(_:_:))")
    func withAnimationReturnsResult() {
        #expect(withAnimation { 42 } == 42)
        #expect(withAnimation(.easeInOut) { "done" } == "done")
        #expect(withAnimation(nil) { [1, 2].count } == 2)
    }

    @Test("A change made in withAnimation lands at once, with the same updates and onChange as without animation (Apple, withAnimation(_:_:))")
    func animatedChangeSameAsPlain() throws {
        let animated = ViewHost(Expander(animated: true))
        let plain = ViewHost(Expander(animated: false))
        for app in [animated, plain] {
            try app.tap("Toggle")
        }
        #expect(animated.texts == ["Count: 0", "Expanded: true", "Changes: false→true"])
        #expect(animated.texts == plain.texts)
        #expect(animated.bodyEvaluations(of: Expander.self) == plain.bodyEvaluations(of: Expander.self))
        #expect(animated.bodyEvaluations(of: Counter.self) == plain.bodyEvaluations(of: Counter.self))
    }

    @Test("A view with a transition is removed at once and loses its state; re-inserted, it starts over (Apple, transition(_:))")
    func transitionRemovesAtOnce() throws {
        let app = ViewHost(Expander(animated: true))
        try app.tap("Toggle")
        try app.tap("Increment")
        #expect(app.texts.first == "Count: 1")
        try app.tap("Toggle")
        #expect(app.texts == ["Expanded: false", "Changes: false→true, true→false"])
        try app.tap("Toggle")
        #expect(app.texts.first == "Count: 0")
    }

    @Test("animation(_:value:) keeps the content's identity and state (Apple, animation(_:value:))")
    func animationModifierKeepsState() throws {
        struct Pulse: View {
            @State private var beat = 0
            var body: some View {
                Counter().animation(.bouncy.delay(0.1).speed(2), value: beat)
                Button("Beat") { beat += 1 }
                Text("Beat \(beat)")
            }
        }
        let app = ViewHost(Pulse())
        try app.tap("Increment")
        try app.tap("Beat")
        #expect(app.texts == ["Count: 1", "Beat 1"])
    }

    @Test("Transitions and animations combine as values (Apple, AnyTransition; Animation)")
    func valuesCompose() {
        let transition = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .opacity)
            .combined(with: .scale).animation(.easeOut)
        #expect(transition.description.contains("move(edge: leading)"))
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.linear != Animation.easeIn)
    }
}
