import Testing
import ViewSim
import ViewSimTesting

/// Input controls and focus.
/// Sources: Apple, "Stepper", "Picker", "FocusState", "focused(_:equals:)", "Group", "disabled(_:)".
@Suite("Controls and focus") @MainActor
struct ControlTests {
    @Test("A stepper changes its bound value within its bounds (Apple, Stepper init(_:value:in:step:))")
    func stepperBounds() throws {
        struct Order: View {
            @State private var quantity = 1
            var body: some View {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...2)
            }
        }
        let app = ViewHost(Order())
        try app.increment("Quantity")
        try app.increment("Quantity")
        #expect(app.isShowing(.stepper, "Quantity: 2"))
        try app.decrement("Quantity")
        try app.decrement("Quantity")
        #expect(app.isShowing(.stepper, "Quantity: 1"))
    }

    enum Sort: Hashable { case name, date }

    struct Sorted: View {
        @State private var sort = Sort.name
        var body: some View {
            Picker("Sort by", selection: $sort) {
                Text("Name").tag(Sort.name)
                Text("Date").tag(Sort.date)
            }
            Text("Sorted by \(sort == .name ? "name" : "date")")
        }
    }

    @Test("A picker selects the option whose tag matches, writing the tag to its binding (Apple, Picker; tag(_:))")
    func pickerSelects() throws {
        let app = ViewHost(Sorted())
        #expect(try app.selection(of: "Sort by") == "Name")
        try app.select("Date", in: "Sort by")
        #expect(try app.selection(of: "Sort by") == "Date")
        #expect(app.texts == ["Sorted by date"])
    }

    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @FocusState private var focus: Field?
        @State private var name = ""
        @State private var email = ""
        var body: some View {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            Button("Next") { focus = .email }
            Text("Focus: \(focus.map { "\($0)" } ?? "none")")
        }
    }

    @Test("Tapping into a field sets its FocusState value (Apple, focused(_:equals:))")
    func typingFocuses() throws {
        let app = ViewHost(SignUp())
        try app.type("Ann", into: "Name")
        #expect(app.texts == ["Focus: name"])
        #expect(app.focusedFieldPrompt == "Name")
    }

    @Test("Setting FocusState moves focus to the matching field (Apple, FocusState)")
    func programmaticFocus() throws {
        let app = ViewHost(SignUp())
        try app.type("Ann", into: "Name")
        try app.tap("Next")
        #expect(app.focusedFieldPrompt == "Email")
    }

    @Test("A focused field that gets a new identity loses focus; the rest of the typing is lost (Apple, FocusState)")
    func identityChangeDropsFocus() throws {
        struct Rekeyed: View {
            @FocusState private var isFocused: Bool
            @State private var query = ""
            var body: some View {
                TextField("Search", text: $query)
                    .focused($isFocused)
                    .id(query)
                Text(isFocused ? "Keyboard up" : "Keyboard down")
            }
        }
        let app = ViewHost(Rekeyed())
        try app.type("milk", into: "Search")
        #expect(try app.value(of: "Search") == "m")
        #expect(app.focusedFieldPrompt == nil)
        #expect(app.texts == ["Keyboard down"])
    }

    @Test("Group keeps its content's identity and state; it adds no structure of its own (Apple, Group)")
    func groupIsTransparent() throws {
        struct Grouped: View {
            @State private var taps = 0
            var body: some View {
                Button("Tap") { taps += 1 }
                Group { Counter() }
            }
        }
        let app = ViewHost(Grouped())
        try app.tap("Increment")
        try app.tap("Tap")
        #expect(app.texts == ["Count: 1"])
    }

    @Test("A disabled control ignores the user (Apple, disabled(_:))")
    func disabledIgnoresTaps() {
        struct Locked: View {
            var body: some View {
                Button("Delete") {}.disabled(true)
            }
        }
        let app = ViewHost(Locked())
        #expect(throws: ViewHostError.self) { try app.tap("Delete") }
    }
}

@Suite("Focus moves between fields") @MainActor
struct FocusMoveTests {
    struct Form: View {
        @FocusState private var noteFocused: Bool
        @State private var note = ""
        @State private var address = ""
        var body: some View {
            TextField("Note", text: $note).focused($noteFocused)
            TextField("Address", text: $address)
            Button("Edit note") { noteFocused = true }
            Text(noteFocused ? "Note focused" : "Note not focused")
        }
    }

    @Test("Tapping into another field takes focus from the first: its FocusState turns false (Apple, FocusState)")
    func tappingAnotherFieldMovesFocus() throws {
        let app = ViewHost(Form())
        try app.tap("Edit note")
        #expect(app.texts == ["Note focused"])
        try app.type("12 Main St", into: "Address")
        #expect(app.texts == ["Note not focused"])
        #expect(app.focusedFieldPrompt == "Address")
    }
}

@Suite("Focus follows FocusState") @MainActor
struct FocusStateDrivesFocusTests {
    struct Search: View {
        @FocusState private var isFocused: Bool
        @State private var query = ""
        let rekeyInside: Bool
        var body: some View {
            if rekeyInside {
                TextField("Search", text: $query).id(query).focused($isFocused)
            } else {
                TextField("Search", text: $query).focused($isFocused)
            }
            Button("Done") { isFocused = false }
            Text(isFocused ? "Keyboard up" : "Keyboard down")
        }
    }

    @Test("Setting FocusState to false dismisses focus; later keystrokes go nowhere (Apple, FocusState)")
    func dismissingFocus() throws {
        let app = ViewHost(Search(rekeyInside: false))
        try app.type("ab", into: "Search")
        try app.tap("Done")
        #expect(app.focusedFieldPrompt == nil)
        #expect(app.texts == ["Keyboard down"])
    }

    @Test("A field re-keyed inside `.focused` loses focus and its FocusState turns false (Apple, FocusState; WWDC21 Demystify SwiftUI)")
    func rekeyedInsideFocusedLosesFocus() throws {
        let app = ViewHost(Search(rekeyInside: true))
        try app.type("milk", into: "Search")
        #expect(try app.value(of: "Search") == "m")
        #expect(app.focusedFieldPrompt == nil)
        #expect(app.texts == ["Keyboard down"])
    }
}

/// Empty states.
/// Source: Apple, "ContentUnavailableView" (https://developer.apple.com/documentation/swiftui/contentunavailableview),
/// "init(_:systemImage:description:)", "init(label:description:actions:)", "search(text:)".
@Suite("Empty states") @MainActor
struct ContentUnavailableTests {
    @Test("ContentUnavailableView shows its title and description, and its actions can be tapped (Apple, ContentUnavailableView)")
    func showsTitleDescriptionAndActions() throws {
        struct Plants: View {
            @State private var added = 0
            var body: some View {
                if added == 0 {
                    ContentUnavailableView {
                        Label("No plants yet", systemImage: "leaf")
                    } description: {
                        Text("Plants you add appear here.")
                    } actions: {
                        Button("Add a plant") { added += 1 }
                    }
                } else {
                    Text("\(added) plant")
                }
            }
        }
        let app = ViewHost(Plants())
        #expect(app.texts == ["No plants yet", "Plants you add appear here."])
        try app.tap("Add a plant")
        #expect(app.texts == ["1 plant"])
    }

    @Test("ContentUnavailableView(_:systemImage:description:) and .search(text:) show their text (Apple, init(_:systemImage:description:); search(text:))")
    func convenienceForms() {
        struct Empty: View {
            var body: some View {
                ContentUnavailableView("No mail", systemImage: "tray", description: Text("You're all caught up."))
                ContentUnavailableView.search(text: "fern")
            }
        }
        let app = ViewHost(Empty())
        #expect(app.texts == ["No mail", "You're all caught up.", "No Results for “fern”", "Check the spelling or try a new search."])
    }
}

extension ContentUnavailableTests {
    @Test("ContentUnavailableView.search shows SwiftUI's standard words (Apple, ContentUnavailableView.search)")
    func searchShowsStandardWords() {
        struct Empty: View {
            var body: some View { ContentUnavailableView.search }
        }
        #expect(ViewHost(Empty()).texts == ["No Results", "Check the spelling or try a new search."])
    }
}
