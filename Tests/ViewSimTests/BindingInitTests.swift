import Testing
import ViewSim
import ViewSimTesting

/// Binding initializers with SwiftUI's declarations.
/// Sources: Apple, "Binding init(get:set:)" (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp),
/// "init(_:)" unwrapping an optional binding (https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9),
/// "ForEach init(_:id:content:)" over a binding.
@Suite("Binding initializers") @MainActor
struct BindingInitTests {
    @Test("Binding(get:set:) closures written in a view run on the main actor and may use its state, as SwiftUI's @_inheritActorContext declaration allows (Apple, init(get:set:))")
    func getSetBindingUsesState() throws {
        struct Volume: View {
            @State private var level = 2
            var body: some View {
                Stepper("Level", value: Binding(get: { level }, set: { level = min($0, 3) }), in: 0...10)
                Text("Level \(level)")
            }
        }
        let app = ViewHost(Volume())
        try app.increment("Level")
        try app.increment("Level")
        #expect(app.texts == ["Level 3"])
    }

    @Test("Binding(_:) unwraps an optional binding: nil while the value is nil, and writes reach the optional (Apple, Binding init(_:))")
    func unwrapsOptionalBinding() throws {
        struct Nickname: View {
            @State private var nickname: String? = nil
            var body: some View {
                if let name = Binding($nickname) {
                    TextField("Nickname", text: name)
                } else {
                    Button("Add nickname") { nickname = "" }
                }
                Text("Nickname: \(nickname ?? "none")")
            }
        }
        let app = ViewHost(Nickname())
        #expect(app.isShowing(.button, "Add nickname"))
        try app.tap("Add nickname")
        try app.type("Bo", into: "Nickname")
        #expect(app.texts == ["Nickname: Bo"])
    }

    @Test("ForEach($items, id:) hands each row a binding to its element (Apple, ForEach init(_:id:content:))")
    func bindingForEachWithID() throws {
        struct Task { let title: String; var isDone = false }
        struct Tasks: View {
            @State private var tasks = [Task(title: "Write"), Task(title: "Review")]
            var body: some View {
                ForEach($tasks, id: \.title) { $task in Toggle(task.title, isOn: $task.isDone) }
                Text("Done: \(tasks.filter(\.isDone).count)")
            }
        }
        let app = ViewHost(Tasks())
        try app.toggle("Review")
        #expect(app.texts == ["Done: 1"])
        #expect(try app.isOn("Review"))
    }
}
