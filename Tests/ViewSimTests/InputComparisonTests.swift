import Testing
import ViewSim
import ViewSimTesting

/// How SwiftUI decides that a re-created child has the same inputs and skips its body.
///
/// Sources: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/);
/// Apple, "EquatableView" (https://developer.apple.com/documentation/swiftui/equatableview) and "equatable()"
/// (https://developer.apple.com/documentation/swiftui/view/equatable()); for plain-data views, the SwiftUI team's
/// public statements that POD views are compared by memory, ignoring `==` (SwiftUI Lab, "The Mystery Behind View
/// Equality").
@Suite("Child skipping: comparing inputs") @MainActor
struct InputComparisonTests {
    /// Plain data (two `Int`s) with an `==` that ignores `tint`.
    struct Score: View, Equatable {
        let points: Int
        let tint: Int
        nonisolated static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
        var body: some View { Text("\(points) points") }
    }

    struct Scoreboard: View {
        @State private var tint = 0
        let forcesEquals: Bool
        var body: some View {
            Button("Recolour") { tint += 1 }
            if forcesEquals {
                Score(points: 3, tint: tint).equatable()
            } else {
                Score(points: 3, tint: tint)
            }
        }
    }

    @Test("A plain-data view is compared field by field even though it defines == (SwiftUI team: POD views are compared by memory)")
    func plainDataIgnoresEquals() throws {
        let app = ViewHost(Scoreboard(forcesEquals: false))
        try app.tap("Recolour")
        #expect(app.bodyEvaluations(of: Score.self) == 2)
    }

    @Test(".equatable() makes SwiftUI use the view's == even for plain data (Apple, equatable())")
    func equatableModifierForcesEquals() throws {
        let app = ViewHost(Scoreboard(forcesEquals: true))
        try app.tap("Recolour")
        #expect(app.bodyEvaluations(of: Score.self) == 1)
    }

    @Test("A view that is not plain data and is Equatable is compared with ==, so a field == ignores does not re-run it (WWDC23; Apple, EquatableView)")
    func nonPlainEquatableUsesEquals() throws {
        struct Caption: View, Equatable {
            let text: String
            let revision: Int
            nonisolated static func == (lhs: Caption, rhs: Caption) -> Bool { lhs.text == rhs.text }
            var body: some View { Text("\(text) (rev \(revision))") }
        }
        struct Editor: View {
            @State private var revision = 1
            var body: some View {
                Button("Save") { revision += 1 }
                Caption(text: "Notes", revision: revision)
            }
        }
        let app = ViewHost(Editor())
        try app.tap("Save")
        #expect(app.texts == ["Notes (rev 1)"], "== ignores the revision, so the caption is stale: the risk of a custom ==")
    }

    struct Flag: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "Flag on" : "Flag off") }
    }

    @Test("A .constant binding is a new input every time: the child re-runs whenever its parent does (OpenSwiftUI: constant(_:) makes a new location)")
    func constantBindingIsNewInput() throws {
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }
                Flag(isOn: .constant(true))
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Tap 0")
        #expect(app.bodyEvaluations(of: Flag.self) == 2)
    }

    @Test("A binding to the same state is the same input: the child is skipped when its parent re-runs for something else (WWDC23, dependencies)")
    func sameBindingIsSameInput() throws {
        struct Parent: View {
            @State private var taps = 0
            @State private var isOn = false
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }
                Flag(isOn: $isOn)
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Tap 0")
        #expect(app.bodyEvaluations(of: Flag.self) == 1)
    }
}
