import Testing
import ViewSim
import ViewSimTesting

/// When bodies are evaluated.
/// Sources: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/);
/// Apple, "State" (https://developer.apple.com/documentation/swiftui/state).
@Suite("Body evaluation and events") @MainActor
struct UpdateTests {
    struct Probe: View {
        @State var value = 0
        @State var unread = 0
        var body: some View {
            Text("Value: \(value)")
            Button("Same") { value = value }
            Button("Twice") { value += 1; value += 1 }
            Button("Unread") { unread += 1 }
        }
    }

    @Test("Writing an equal value evaluates no body (WWDC23 Demystify SwiftUI performance)")
    func equalWriteIsNoUpdate() throws {
        let app = ViewHost(Probe())
        #expect(app.bodyEvaluations(of: Probe.self) == 1)
        try app.tap("Same")
        #expect(app.bodyEvaluations(of: Probe.self) == 1)
    }

    @Test("Several writes in one event are one update: one body evaluation (Apple, State)")
    func writesInOneEventAreOneUpdate() throws {
        let app = ViewHost(Probe())
        try app.tap("Twice")
        #expect(app.bodyEvaluations(of: Probe.self) == 2)
        #expect(app.texts == ["Value: 2"])
    }

    @Test("State the body never reads does not re-evaluate the body when written (WWDC23, dependencies)")
    func unreadStateIsNoDependency() throws {
        let app = ViewHost(Probe())
        try app.tap("Unread")
        #expect(app.bodyEvaluations(of: Probe.self) == 1)
    }

    @Test("A child whose inputs are unchanged is not re-evaluated when the parent is (WWDC23, view value comparison)")
    func unchangedChildIsSkipped() throws {
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }
                LabelledValue(title: "Fixed")
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Tap 0")
        #expect(app.bodyEvaluations(of: Parent.self) == 2)
        #expect(app.bodyEvaluations(of: LabelledValue.self) == 1)
    }

    @Test("A child whose inputs changed is re-evaluated (WWDC23, view value comparison)")
    func changedChildIsEvaluated() throws {
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap") { taps += 1 }
                LabelledValue(title: "Taps: \(taps)")
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Tap")
        #expect(app.bodyEvaluations(of: LabelledValue.self) == 2)
        #expect(app.texts == ["Taps: 1"])
    }

    @Test("A child holding a closure cannot be compared and is re-evaluated (WWDC23, view value comparison)")
    func closureChildIsEvaluated() throws {
        struct Action: View {
            let onTap: () -> Void
            var body: some View { Text("Action") }
        }
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }
                Action { }
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Tap 0")
        #expect(app.bodyEvaluations(of: Action.self) == 2)
    }

    @Test("An Equatable view is compared with == (Apple, EquatableView)")
    func equatableViewUsesEquals() throws {
        struct Badge: View, Equatable {
            let count: Int
            let decoration: String
            nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }
            var body: some View { Text("\(decoration) \(count)") }
        }
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap") { taps += 1 }
                Badge(count: 1, decoration: "★\(taps)")
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Tap")
        #expect(app.bodyEvaluations(of: Badge.self) == 1)
    }

    @Test("Writing state in body reports SwiftUI's runtime issue and the write is dropped (console message, Apple Developer Forums thread 120009; OpenSwiftUI StoredLocationBase.set)")
    func writeDuringBodyIsRuntimeIssue() throws {
        struct Bad: View {
            @State private var renders = 0
            var body: some View {
                let _ = { renders += 1 }()
                Text("Renders: \(renders)")
                Button("Tap") { renders += 10 }
            }
        }
        let app = ViewHost(Bad(), expecting: [.modifyingStateDuringUpdate])
        #expect(app.runtimeIssues == [.modifyingStateDuringUpdate])
        #expect(app.graph.needsUpdate == false)
        try app.tap("Tap")
        #expect(app.texts == ["Renders: 10"], "only the action's write counts; the body's writes were dropped")
    }
}
