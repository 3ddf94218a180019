import Testing
import ViewSim
import ViewSimTesting

/// Bindings connect a child to its parent's source of truth.
/// Source: Apple, "Binding" (https://developer.apple.com/documentation/swiftui/binding).
@Suite("Bindings") @MainActor
struct BindingTests {
    struct Switch: View {
        @Binding var isOn: Bool
        var body: some View {
            Toggle("Child switch", isOn: $isOn)
        }
    }

    struct Parent: View {
        @State private var isOn = false
        let useConstant: Bool
        var body: some View {
            Text(isOn ? "Parent: on" : "Parent: off")
            if useConstant {
                Switch(isOn: .constant(isOn))
            } else {
                Switch(isOn: $isOn)
            }
        }
    }

    @Test("`$state` writes through to the parent's state (Apple, Binding)")
    func projectedStateWritesThrough() throws {
        let app = ViewHost(Parent(useConstant: false))
        try app.toggle("Child switch")
        #expect(app.texts == ["Parent: on"])
        #expect(try app.isOn("Child switch"))
    }

    @Test("`.constant(_:)` ignores writes (Apple, Binding.constant(_:))")
    func constantIgnoresWrites() throws {
        let app = ViewHost(Parent(useConstant: true))
        try app.toggle("Child switch")
        #expect(app.texts == ["Parent: off"])
        #expect(try app.isOn("Child switch") == false)
    }

    @Test("A binding to a copy edits the copy, not the state (Apple, Binding(get:set:))")
    func bindingToCopyEditsCopy() throws {
        struct Form: View {
            @State private var name = ""
            var body: some View {
                var copy = name
                let binding = Binding(get: { copy }, set: { copy = $0 })
                TextField("Name", text: binding)
                Text("Hello, \(name)")
            }
        }
        let app = ViewHost(Form())
        try app.type("Ann", into: "Name")
        #expect(app.texts == ["Hello, "])
    }

    @Test("Dynamic member lookup projects a binding to a property (Apple, Binding subscript(dynamicMember:))")
    func memberProjection() throws {
        struct Settings { var theme = "Light"; var sounds = false }
        struct Screen: View {
            @State private var settings = Settings()
            var body: some View {
                Toggle("Sounds", isOn: $settings.sounds)
                Text("Sounds: \(settings.sounds)")
            }
        }
        let app = ViewHost(Screen())
        try app.toggle("Sounds")
        #expect(app.texts == ["Sounds: true"])
    }

    @Test("Typing is one write per keystroke through the binding (Apple, TextField)")
    func typingWritesEachKeystroke() throws {
        struct Search: View {
            @State private var query = ""
            @State private var edits = 0
            var body: some View {
                TextField("Search", text: $query)
                    .onChange(of: query) { edits += 1 }
                Text("Edits: \(edits)")
            }
        }
        let app = ViewHost(Search())
        try app.type("milk", into: "Search")
        #expect(try app.value(of: "Search") == "milk")
        #expect(app.texts == ["Edits: 4"])
    }
}
