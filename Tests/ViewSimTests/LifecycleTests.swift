import Testing
import ViewSim
import ViewSimTesting

/// Appear, disappear and change actions.
/// Sources: Apple, "onAppear(perform:)", "onDisappear(perform:)", "onChange(of:initial:_:)".
@Suite("Lifecycle") @MainActor
struct LifecycleTests {
    struct Parent: View {
        @State private var shown = true
        @State private var events: [String] = []
        @State private var value = 0
        var body: some View {
            Toggle("Shown", isOn: $shown)
            Button("Bump twice") { value += 1; value += 1 }
            Button("Bump and back") { value += 1; value -= 1 }
            Text(events.joined(separator: ","))
            if shown {
                Text("Child")
                    .onAppear { events.append("appear") }
                    .onDisappear { events.append("disappear") }
            }
            Text("Value \(value)")
                .onChange(of: value) { old, new in events.append("\(old)->\(new)") }
        }
    }

    @Test("onAppear runs once when an identity appears; re-renders do not repeat it (Apple, onAppear(perform:))")
    func appearOnce() throws {
        let app = ViewHost(Parent())
        try app.tap("Bump twice")
        #expect(app.texts.first == "appear,0->2")
    }

    @Test("Removing content runs onDisappear; bringing it back runs onAppear again (Apple, onDisappear(perform:))")
    func disappearAndAppear() throws {
        let app = ViewHost(Parent())
        try app.toggle("Shown")
        try app.toggle("Shown")
        #expect(app.texts.first == "appear,disappear,appear")
    }

    @Test("onChange sees one old→new pair per event (Apple, onChange(of:initial:_:))")
    func onChangeNetPair() throws {
        let app = ViewHost(Parent())
        try app.tap("Bump twice")
        #expect(app.texts.first == "appear,0->2")
    }

    @Test("A value that changes and changes back within one event is no change (Apple, onChange(of:initial:_:))")
    func onChangeNoNetChange() throws {
        let app = ViewHost(Parent())
        try app.tap("Bump and back")
        #expect(app.texts.first == "appear")
    }

    @Test("onChange with initial: true also runs when the view appears (Apple, onChange(of:initial:_:))")
    func onChangeInitial() {
        struct Screen: View {
            @State private var log = "none"
            var body: some View {
                Text(log).onChange(of: 7, initial: true) { old, new in log = "\(old)->\(new)" }
            }
        }
        let app = ViewHost(Screen())
        #expect(app.texts == ["7->7"])
    }
}

/// Appearance follows each container's rule; in eager containers it is the identity's presence.
/// Source: Apple, "onAppear(perform:)": "The exact moment that SwiftUI calls this method depends on the specific view
/// type that you apply it to"; "opacity(_:)" and "hidden()" keep a view in the hierarchy.
@Suite("Appearance in eager containers") @MainActor
struct AppearanceTests {
    @Test("Hiding content with .opacity(0) runs no onDisappear: it is still in the hierarchy (Apple, opacity(_:), onDisappear(perform:))")
    func opacityDoesNotDisappear() throws {
        struct Fading: View {
            @State private var isVisible = true
            @State private var events: [String] = []
            var body: some View {
                Button("Fade") { isVisible.toggle() }
                Text(events.joined(separator: ","))
                Text("Banner")
                    .onAppear { events.append("appear") }
                    .onDisappear { events.append("disappear") }
                    .opacity(isVisible ? 1 : 0)
            }
        }
        let app = ViewHost(Fading())
        try app.tap("Fade")
        try app.tap("Fade")
        #expect(app.texts.first == "appear")
    }

    @Test("Content of an if without else appears once, not once for the if and once for itself (Apple, onAppear(perform:); ViewBuilder.buildIf)")
    func optionalContentAppearsOnce() throws {
        struct Conditional: View {
            @State private var shows = false
            @State private var appearances = 0
            var body: some View {
                Button("Show") { shows = true }
                Text("Appeared \(appearances)")
                if shows {
                    Text("Banner").onAppear { appearances += 1 }
                }
            }
        }
        let app = ViewHost(Conditional())
        try app.tap("Show")
        #expect(app.texts == ["Appeared 1", "Banner"])
    }
}
