import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Sizes are remembered from one layout pass to the next while nothing under a view changed: after each kind of change
/// the frames are those of a host built afresh in the new state.
@Suite("Layout: sizes remembered between passes") @MainActor
struct LayoutMemoTests {
    struct Words: View {
        @State var count: Int
        var body: some View {
            VStack {
                HStack { Text("Title"); Spacer(); Button("Add") { count += 1 } }
                Text(Array(repeating: "word", count: count).joined(separator: " "))
                ForEach(0..<count, id: \.self) { index in Color.gray.frame(height: CGFloat(10 + index)) }
            }
            .frame(width: 200)
        }
    }

    func frames(_ app: ViewHost<some View>) -> [CGRect] {
        app.frames(of: Text.self) + app.frames(of: Color.self)
    }

    @Test("A text whose words change and rows that come are sized again; the views around them keep their frames")
    func changedContent() throws {
        let app = ViewHost(Words(count: 2))
        _ = app.layout
        try app.tap("Add")
        try app.tap("Add")
        #expect(frames(app) == frames(ViewHost(Words(count: 4))))
    }

    struct Sized: View {
        @State var large = false
        var body: some View {
            VStack {
                Button("Larger") { large = true }
                Group { Text("Hello, world") }.font(large ? .largeTitle : .body)
            }
        }
    }

    @Test("A font set around a text (its environment) sizes the text again")
    func changedEnvironment() throws {
        let app = ViewHost(Sized())
        let before = try app.frame(of: "Hello, world")
        try app.tap("Larger")
        let after = try app.frame(of: "Hello, world")
        #expect(after.height > before.height && after.width > before.width)
        #expect(after.size == TextProbe.largeTitleSize)
    }

    enum TextProbe {
        @MainActor static var largeTitleSize: CGSize {
            (try? ViewHost(Text("Hello, world").font(.largeTitle)).frame(of: "Hello, world").size) ?? .zero
        }
    }

    struct Field: View {
        @State var code = ""
        var body: some View {
            HStack {
                // A binding that keeps its value: the field still shows what was typed.
                TextField("Code", text: Binding(get: { code }, set: { _ in })).fixedSize()
                Text("end")
            }
        }
    }

    @Test("A field sized by what was typed, though its binding kept its value, is sized again")
    func typedText() throws {
        let app = ViewHost(Field())
        let before = try app.frame(of: "end")
        try app.type("a long code", into: "Code")
        let after = try app.frame(of: "end")
        #expect(after.minX > before.minX)
    }
}
