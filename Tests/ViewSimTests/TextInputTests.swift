import Testing
import ViewSim
import ViewSimTesting

/// Text input spellings beyond `TextField(_:text:)`: prompts and axes, `SecureField`, `TextEditor`.
/// Sources: Apple, "TextField init(_:text:prompt:axis:)", "init(_:text:prompt:)", "init(_:text:axis:)", "SecureField
/// init(_:text:)", "TextEditor init(text:)".
@Suite("Text input controls") @MainActor
struct TextInputTests {
    struct Profile: View {
        @State private var name = ""
        @State private var bio = ""
        @State private var notes = ""
        var body: some View {
            TextField("Name", text: $name, prompt: Text("Required"))
            TextField("Bio", text: $bio, prompt: Text("Tell us about you"), axis: .vertical)
            TextField("Notes", text: $notes, axis: .vertical)
            Text("\(name)|\(bio)|\(notes)")
        }
    }

    @Test("A text field with a prompt or an axis is found by its title and writes its binding (Apple, TextField init(_:text:prompt:axis:))")
    func promptAndAxis() throws {
        let app = ViewHost(Profile())
        try app.type("Ada", into: "Name")
        try app.type("Hi", into: "Bio")
        try app.type("x", into: "Notes")
        #expect(app.texts == ["Ada|Hi|x"])
        #expect(try app.value(of: "Bio") == "Hi")
    }

    struct SignIn: View {
        @State private var password = ""
        var body: some View {
            SecureField("Password", text: $password)
            Text("Length: \(password.count)")
        }
    }

    @Test("A secure field edits its bound string like a text field (Apple, SecureField init(_:text:))")
    func secureField() throws {
        let app = ViewHost(SignIn())
        try app.type("hunter2", into: "Password")
        #expect(app.texts == ["Length: 7"])
        #expect(try app.value(of: "Password") == "hunter2")
    }

    struct Journal: View {
        @State private var entry = "Day 1"
        var body: some View {
            TextEditor(text: $entry)
            Text("Words: \(entry.split(separator: " ").count)")
        }
    }

    @Test("A text editor edits its bound string; it has no title, so the host finds it by the empty title (Apple, TextEditor init(text:))")
    func textEditor() throws {
        let app = ViewHost(Journal())
        #expect(try app.value(of: "") == "Day 1")
        try app.type(" done", into: "")
        #expect(app.texts == ["Words: 3"])
    }
}
