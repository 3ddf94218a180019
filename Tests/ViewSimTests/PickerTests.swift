import Testing
import ViewSim
import ViewSimTesting

/// Pickers: which views are options, and which option is selected.
///
/// Sources: Apple, "Picker" (https://developer.apple.com/documentation/swiftui/picker), section "Iterating over a
/// picker's options": "ForEach automatically assigns a tag to the selection views using each option's id. This is
/// possible because Flavor conforms to the Identifiable protocol"; "tag(_:includeOptional:)"
/// (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)): "This modifier will write the tag
/// value for the type V, as well as Optional<V> if includeOptional is enabled"; SwiftUI's console message for a
/// selection with no tag, as developers quote it (AuroraEditor/AuroraEditor issue 731); Apple Developer Forums thread
/// 667413 (an `Int` tag for a `UInt8` selection selects nothing).
@Suite("Pickers") @MainActor
struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Flavors: View {
        @State private var flavor: Flavor = .chocolate
        var body: some View {
            Text("Chosen: \(flavor.rawValue)")
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
        }
    }

    @Test("A ForEach in a picker tags each option with its element's id (Apple, Picker: \"Iterating over a picker's options\")")
    func forEachTagsOptions() throws {
        let app = ViewHost(Flavors())
        #expect(try app.selection(of: "Flavor") == "Chocolate")
        try app.select("Vanilla", in: "Flavor")
        #expect(try app.text(startingWith: "Chosen") == "Chosen: vanilla")
        #expect(app.runtimeIssues.isEmpty)
    }

    struct Team: Identifiable { let id: Int; let name: String }

    struct Assignee: View {
        @State private var assignee: Int? = nil
        let teams = [Team(id: 1, name: "Design"), Team(id: 2, name: "Web")]
        var body: some View {
            Text("Assigned: \(assignee.map(String.init) ?? "nobody")")
            Picker("Team", selection: $assignee) {
                Text("Nobody").tag(nil as Int?)
                ForEach(teams) { Text($0.name) }
            }
        }
    }

    @Test("A ForEach's ids tag its options for an Optional selection of their type too (Apple, Picker; tag(_:includeOptional:))")
    func forEachTagsOptionalSelection() throws {
        let app = ViewHost(Assignee())
        #expect(try app.selection(of: "Team") == "Nobody")
        try app.select("Web", in: "Team")
        #expect(try app.text(startingWith: "Assigned") == "Assigned: 2")
        #expect(try app.selection(of: "Team") == "Web")
        #expect(app.runtimeIssues.isEmpty)
    }

    struct WrongIDs: View {
        @State private var teamName = "Design"
        let teams = [Team(id: 1, name: "Design"), Team(id: 2, name: "Web")]
        var body: some View {
            Picker("Team", selection: $teamName) {
                ForEach(teams) { Text($0.name) }
            }
        }
    }

    @Test("A ForEach whose ids are not of the selection's type tags nothing: the picker has no options and warns (Apple, Picker; SwiftUI's console message)")
    func forEachOfOtherIDsTagsNothing() throws {
        let app = ViewHost(WrongIDs(), expecting: [.pickerSelectionWithoutTag])
        #expect(try app.selection(of: "Team") == nil)
        #expect(throws: ViewHostError.self) { try app.select("Web", in: "Team") }
        #expect(app.runtimeIssues.map(\.message) == [
            "Picker: the selection \"Design\" is invalid and does not have an associated tag, this will give undefined results."])
    }

    struct ExplicitTags: View {
        @State private var teamName = "Design"
        let teams = [Team(id: 1, name: "Design"), Team(id: 2, name: "Web")]
        var body: some View {
            Text("Team: \(teamName)")
            Picker("Team", selection: $teamName) {
                ForEach(teams) { Text($0.name).tag($0.name) }
            }
        }
    }

    @Test("A .tag inside a ForEach's view is the option's tag, in place of the element's id (Apple, Picker; tag(_:includeOptional:))")
    func explicitTagInForEachWins() throws {
        let app = ViewHost(ExplicitTags())
        try app.select("Web", in: "Team")
        #expect(try app.text(startingWith: "Team:") == "Team: Web")
        #expect(app.runtimeIssues.isEmpty)
    }

    struct StrictTags: View {
        @State private var size: Int? = 2
        var body: some View {
            Picker("Size", selection: $size) {
                Text("Small").tag(1, includeOptional: false)
                Text("Large").tag(2, includeOptional: false)
            }
        }
    }

    @Test("A tag written with includeOptional: false does not match an Optional selection (Apple, tag(_:includeOptional:))")
    func includeOptionalFalse() throws {
        let app = ViewHost(StrictTags(), expecting: [.pickerSelectionWithoutTag])
        #expect(try app.selection(of: "Size") == nil)
        #expect(app.runtimeIssues.map(\.kind) == [.pickerSelectionWithoutTag])
    }

    struct MismatchedTags: View {
        @State private var picked: UInt8 = 1
        var body: some View {
            Text("Picked \(picked)")
            Picker("Pick Something", selection: $picked) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
        }
    }

    @Test("Int tags for a UInt8 selection select nothing, and choosing one changes nothing (Apple Developer Forums thread 667413; SwiftUI's console message)")
    func tagsOfAnotherTypeSelectNothing() throws {
        let app = ViewHost(MismatchedTags(), expecting: [.pickerSelectionWithoutTag])
        #expect(try app.selection(of: "Pick Something") == nil)
        try app.select("Two", in: "Pick Something")
        #expect(try app.text(startingWith: "Picked") == "Picked 1")
        #expect(app.runtimeIssues.contains { $0.message.hasPrefix("Picker: the selection \"1\" is invalid") })
    }
}

extension PickerTests {
    @Test("A ForEach over a range in a picker tags each option with its integer (Apple, Picker; ForEach init(_:content:))")
    func rangeForEachTagsIntegers() throws {
        struct Servings: View {
            @State private var servings = 2
            var body: some View {
                Text("Serves \(servings)")
                Picker("Servings", selection: $servings) {
                    ForEach(1..<5) { Text("\($0) people") }
                }
            }
        }
        let app = ViewHost(Servings())
        #expect(try app.selection(of: "Servings") == "2 people")
        try app.select("4 people", in: "Servings")
        #expect(try app.text(startingWith: "Serves") == "Serves 4")
    }

    @Test("A tag of type V matches an Optional<V> selection by default (Apple, tag(_:includeOptional:): \"as well as Optional<V> if includeOptional is enabled\")")
    func tagMatchesOptionalSelection() throws {
        struct Size: View {
            @State private var size: Int? = 2
            var body: some View {
                Text("Size \(size.map(String.init) ?? "none")")
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        let app = ViewHost(Size())
        #expect(try app.selection(of: "Size") == "Large")
        try app.select("Small", in: "Size")
        #expect(try app.text(startingWith: "Size") == "Size 1")
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension PickerTests {
    @Test("A picker whose ForEach has modifiers still tags its options (Apple, Picker; Group)")
    func forEachWithModifiersStillTags() throws {
        struct Flavours: View {
            @State private var flavor: Flavor = .vanilla
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue) }
                        .disabled(false)
                }
            }
        }
        let app = ViewHost(Flavours())
        #expect(try app.selection(of: "Flavor") == "vanilla")
        #expect(app.runtimeIssues.isEmpty)
    }
}
