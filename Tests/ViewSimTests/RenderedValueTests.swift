import Testing
import ViewSim
import ViewSimTesting

/// The screen shows what the last update rendered, not what a binding's getter would return now.
///
/// Sources: Apple, "Toggle" (https://developer.apple.com/documentation/swiftui/toggle) and "TextField"
/// (https://developer.apple.com/documentation/swiftui/textfield); for the text field, the widely reported behaviour
/// that a binding which rejects or trims input does not change what the field shows (Apple Developer Forums,
/// "TextField character limit"; Stack Overflow "SwiftUI TextField max length"), since SwiftUI only pushes a *changed*
/// value to the platform field. OpenSwiftUI's `Binding.readValue()` returns the value the binding carried at the update.
@Suite("What the screen shows") @MainActor
struct RenderedValueTests {
    /// A plain class: SwiftUI does not observe it.
    final class Flag { var isOn = false }

    @Test("A toggle shows the value of the last update: a change SwiftUI cannot see (a plain class) leaves it showing the old position")
    func toggleShowsRenderedValue() throws {
        struct Settings: View {
            let flag = Flag()
            var body: some View {
                Toggle("Wi-Fi", isOn: Binding(get: { flag.isOn }, set: { flag.isOn = $0 }))
            }
        }
        let app = ViewHost(Settings())
        try app.toggle("Wi-Fi")
        #expect(try app.isOn("Wi-Fi") == false, "nothing SwiftUI observes changed, so nothing was re-rendered")
    }

    @Test("A toggle whose binding ignores the write still shows off after the tap")
    func toggleIgnoringWriteShowsOff() throws {
        struct Locked: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Locked", isOn: Binding(get: { isOn }, set: { _ in }))
            }
        }
        let app = ViewHost(Locked())
        try app.toggle("Locked")
        #expect(try app.isOn("Locked") == false)
    }

    struct Limited: View {
        @State private var code = ""
        var body: some View {
            TextField("Code", text: Binding(get: { code }, set: { if $0.count <= 3 { code = $0 } }))
            Text("Saved: \(code)")
        }
    }

    @Test("A text field whose binding rejects a keystroke keeps showing what the user typed; the state keeps its value")
    func rejectedKeystrokeStaysInField() throws {
        let app = ViewHost(Limited())
        try app.type("abcd", into: "Code")
        #expect(try app.value(of: "Code") == "abcd")
        #expect(app.texts == ["Saved: abc"])
    }

    @Test("A text field shows its binding's value again when an update brings a different one (a transformed keystroke)")
    func transformedValueReachesField() throws {
        struct Upper: View {
            @State private var name = ""
            var body: some View {
                TextField("Name", text: Binding(get: { name }, set: { name = $0.uppercased() }))
            }
        }
        let app = ViewHost(Upper())
        try app.type("ab", into: "Name")
        #expect(try app.value(of: "Name") == "AB")
    }

    @Test("A text field shows a value set by an action (Apple, TextField)")
    func actionValueReachesField() throws {
        struct Clearable: View {
            @State private var query = "draft"
            var body: some View {
                TextField("Search", text: $query)
                Button("Clear") { query = "" }
            }
        }
        let app = ViewHost(Clearable())
        try app.type("s", into: "Search")
        try app.tap("Clear")
        #expect(try app.value(of: "Search") == "")
    }
}
