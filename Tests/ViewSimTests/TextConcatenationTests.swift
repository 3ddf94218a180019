import Testing
import ViewSim
import ViewSimTesting

/// `Text` concatenation and `Text`'s own styling methods, which return `Text`.
/// Sources: Apple, "Text" (https://developer.apple.com/documentation/swiftui/text), "+(_:_:)", "bold()", "italic()",
/// "font(_:)", "fontWeight(_:)", "foregroundStyle(_:)", "foregroundColor(_:)".
@Suite("Text concatenation and text styling") @MainActor
struct TextConcatenationTests {
    @Test("Text + Text concatenates (Apple, Text + operator)")
    func plusConcatenates() {
        let joined = Text("a") + Text("b")
        #expect(joined.content == "ab")

        struct Greeting: View {
            let name: String
            var body: some View {
                Text("Hello, ") + Text(name) + Text("!")
            }
        }
        let app = ViewHost(Greeting(name: "Ada"))
        #expect(app.texts == ["Hello, Ada!"])
    }

    @Test("Styled text pieces concatenate: Text's styling methods return Text (Apple, Text bold(), italic(), font(_:), fontWeight(_:), foregroundStyle(_:), foregroundColor(_:))")
    func styledPiecesConcatenate() {
        struct Receipt: View {
            @State private var total = 3
            var body: some View {
                Text("Total: ").bold() + Text("\(total)").foregroundStyle(.red) + Text(" items").italic()
                    + Text(".").font(.title).fontWeight(.semibold).foregroundColor(.blue).bold(false).italic(true)
                Button("Add") { total += 1 }
            }
        }
        let app = ViewHost(Receipt())
        #expect(app.texts == ["Total: 3 items."])
        try? app.tap("Add")
        #expect(app.texts == ["Total: 4 items."])
    }

    @Test("On a Text, the Text methods win over the View modifiers of the same name (Apple, Text bold(); View bold(_:))")
    func textMethodsWin() {
        #expect(type(of: Text("a").bold()) == Text.self)
        #expect(type(of: Text("a").italic()) == Text.self)
        #expect(type(of: Text("a").font(.title)) == Text.self)
        #expect(type(of: Text("a").fontWeight(.bold)) == Text.self)
        #expect(type(of: Text("a").foregroundStyle(.red)) == Text.self)
        #expect(type(of: Text("a").foregroundColor(.red)) == Text.self)
        // On any other view they are still modifiers wrapping the view.
        #expect(type(of: VStack { Text("a") }.bold()) != Text.self)
        #expect(type(of: VStack { Text("a") }.bold()) == ModifiedContent<VStack<Text>, _BoldModifier>.self)
    }
}
