import Testing
import ViewSim
import ViewSimTesting

/// SwiftUI spellings learners reach for: they compile here with SwiftUI's signatures and behave as SwiftUI does.
/// Sources: the Apple documentation page named in each test.
@Suite("SwiftUI spellings") @MainActor
struct SpellingTests {
    struct Volume: View {
        @State private var level = 9
        var body: some View {
            Stepper(value: $level, in: 0...10) { Text("Volume: \(level)") }
            Stepper(value: $level, step: 5) { Text("Coarse") }
            Stepper(label: { Text("Frozen") }, onIncrement: { level = 100 }, onDecrement: nil)
        }
    }

    @Test("A stepper with a view label steps its binding within bounds (Apple, Stepper init(value:in:step:onEditingChanged:label:))")
    func stepperWithLabel() throws {
        let app = ViewHost(Volume())
        try app.increment("Volume")
        try app.increment("Volume")
        #expect(app.isShowing(.stepper, "Volume: 10"))
        try app.increment("Coarse")
        #expect(app.isShowing(.stepper, "Volume: 15"))
        try app.decrement("Volume")
        #expect(app.isShowing(.stepper, "Volume: 14"))
        try app.decrement("Frozen")
        #expect(app.isShowing(.stepper, "Volume: 14"))
        try app.increment("Frozen")
        #expect(app.isShowing(.stepper, "Volume: 100"))
    }

    struct Search: View {
        @State private var query = ""
        @State private var count = 0
        @State private var seen: [String] = []
        var body: some View {
            TextField("Search", text: $query)
                .onChange(of: query) { newValue in seen.append(newValue) }
            Button("Twice") {
                count = 1
                count = 2
            }
            .onChange(of: count) { newValue in seen.append("count \(newValue)") }
            Text("Seen: \(seen.joined(separator: ", "))")
        }
    }

    @Test("onChange(of:perform:) hands the action the new value, once per event, and not on first appearance (Apple, onChange(of:perform:))")
    func onChangePerform() throws {
        let app = ViewHost(Search())
        #expect(app.texts == ["Seen: "])
        try app.type("ab", into: "Search")
        #expect(app.texts == ["Seen: a, ab"])
        try app.tap("Twice")
        #expect(app.texts == ["Seen: a, ab, count 2"])
    }

    struct CapturingPlayer: View {
        @State private var isPlaying = false
        @State private var log = ""
        var body: some View {
            Button("Play") { isPlaying = true }
            Text("Log: \(log)")
                .onChange(of: isPlaying) { [isPlaying] newValue in log = "from \(isPlaying) to \(newValue)" }
        }
    }

    @Test("onChange(of:perform:) runs the closure of the previous update: a capture list holds the old value (Apple, onChange(of:perform:) example and its deprecation note)")
    func onChangePerformRunsOldClosure() throws {
        let app = ViewHost(CapturingPlayer())
        try app.tap("Play")
        #expect(app.texts == ["Log: from false to true"])
    }

    @Test("frame(maxWidth: .infinity) and the flexible frame are appearance only: the content keeps its state (Apple, frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:))")
    func flexibleFrame() throws {
        struct Wide: View {
            @State private var wide = false
            var body: some View {
                Counter()
                    .frame(maxWidth: wide ? .infinity : 100)
                    .frame(minWidth: 0, idealWidth: 50, maxWidth: .infinity, minHeight: 10, idealHeight: 20,
                           maxHeight: .infinity, alignment: .leading)
                    .padding()
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .padding(12)
                    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Button("Widen") { wide.toggle() }
            }
        }
        let app = ViewHost(Wide())
        try app.tap("Increment")
        try app.tap("Widen")
        #expect(app.texts == ["Count: 1"])
    }

    @Test("A button with a role still runs its action when tapped (Apple, Button init(role:action:label:), init(_:role:action:))")
    func buttonRoles() throws {
        struct Basket: View {
            @State private var items = ["Apples", "Pears"]
            @State private var cancelled = false
            var body: some View {
                Text(items.joined(separator: ", "))
                Button("Delete", role: .destructive) { items.removeLast() }
                Button(role: .cancel) { cancelled = true } label: { Label("Cancel", systemImage: "xmark") }
                Text(cancelled ? "Cancelled" : "Open")
            }
        }
        let app = ViewHost(Basket())
        try app.tap("Delete")
        try app.tap("Cancel")
        #expect(app.texts == ["Apples", "Cancelled"])
        #expect(Button("Delete", role: .destructive) {}.role == .destructive)
        #expect(Button("Plain") {}.role == nil)
    }

    @Test("A label shows its title; an image shows no text (Apple, Label init(_:systemImage:), init(title:icon:); Image init(systemName:))")
    func labelsAndImages() {
        struct Row: View {
            var body: some View {
                Label("Lightning", systemImage: "bolt.fill")
                Image(systemName: "star")
                Image("logo")
                Label { Text("Custom") } icon: { Image(systemName: "gear") }
                Label("Asset", image: "icon")
            }
        }
        let app = ViewHost(Row())
        #expect(app.texts == ["Lightning", "Custom", "Asset"])
        #expect(Image(systemName: "star") != Image("star"))
    }

    @Test("ZStack and ScrollView build all their content, which keeps its state (Apple, ZStack init(alignment:content:); ScrollView init(_:showsIndicators:content:))")
    func zStackAndScrollView() throws {
        struct Screen: View {
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.blue
                    Counter()
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    ForEach(0..<3) { Text("Row \($0)") }
                }
                ScrollView { Text("Footer") }
            }
        }
        let app = ViewHost(Screen())
        try app.tap("Increment")
        #expect(app.texts == ["Count: 1", "Row 0", "Row 1", "Row 2", "Footer"])
        #expect(app.screen.contains("ZStack"))
        #expect(app.screen.contains("ScrollView"))
    }

    @Test("onTapGesture and onSubmit keep their content's identity; their actions do not run on their own (Apple, onTapGesture(count:perform:); onSubmit(of:_:))")
    func tapAndSubmitModifiers() throws {
        struct Form: View {
            @State private var name = ""
            @State private var events: [String] = []
            var body: some View {
                Text("Tap me").onTapGesture(count: 2) { events.append("tapped") }
                TextField("Name", text: $name)
                    .onSubmit { events.append("submitted") }
                    .onSubmit(of: [.text, .search]) { events.append("submitted too") }
                Counter().onTapGesture { events.append("counter tapped") }
                Text("\(name): \(events.count) events")
            }
        }
        let app = ViewHost(Form())
        try app.type("Ada", into: "Name")
        try app.tap("Increment")
        #expect(app.texts == ["Tap me", "Count: 1", "Ada: 0 events"])
    }
}
