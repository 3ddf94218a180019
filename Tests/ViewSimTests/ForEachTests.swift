import Testing
import ViewSim
import ViewSimTesting

/// `ForEach` identity: each element's content is keyed by the element's id.
/// Sources: Apple, "ForEach" (https://developer.apple.com/documentation/swiftui/foreach); WWDC21 "Demystify SwiftUI"
/// (https://developer.apple.com/videos/play/wwdc2021/10022/), explicit identity and stable ids.
@Suite("ForEach identity") @MainActor
struct ForEachTests {
    struct Fruit: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    struct Row: View {
        let name: String
        @State private var isStarred = false
        var body: some View {
            Toggle(name, isOn: $isStarred)
        }
    }

    struct ByID: View {
        @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
        var body: some View {
            Button("Remove first") { fruits.removeFirst() }
            ForEach(fruits) { fruit in Row(name: fruit.name) }
        }
    }

    struct ByIndex: View {
        @State var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            Button("Remove first") { fruits.removeFirst() }
            ForEach(fruits.indices, id: \.self) { index in Row(name: fruits[index]) }
        }
    }

    @Test("Row state follows a stable id when rows are removed (Apple, ForEach; WWDC21 Demystify SwiftUI)")
    func stateFollowsStableID() throws {
        let app = ViewHost(ByID())
        try app.toggle("Banana")
        try app.tap("Remove first")
        #expect(try app.isOn("Banana"))
        #expect(try app.isOn("Cherry") == false)
    }

    @Test("Row state keyed by index stays at the index: it moves to another element (WWDC21 Demystify SwiftUI)")
    func stateKeyedByIndexMoves() throws {
        let app = ViewHost(ByIndex())
        try app.toggle("Banana")
        try app.tap("Remove first")
        #expect(try app.isOn("Banana") == false)
        #expect(try app.isOn("Cherry"))
    }

    @Test("Ids made fresh in body give every row new state on each update (WWDC21 Demystify SwiftUI, stable ids)")
    func freshIDsResetState() throws {
        struct Fresh: View {
            struct Item: Identifiable { let id: String; let name: String }
            @State private var refreshes = 0
            @State private var serial = 0
            var body: some View {
                Button("Refresh \(refreshes)") { refreshes += 1 }
                ForEach(["Apple", "Banana"].map { name -> Item in
                    Item(id: "\(name)-\(refreshes)", name: name)
                }) { item in Row(name: item.name) }
            }
        }
        let app = ViewHost(Fresh())
        try app.toggle("Apple")
        try app.tap("Refresh 0")
        #expect(try app.isOn("Apple") == false)
    }

    @Test("Duplicate ids log SwiftUI's warning and every element is still shown (observed console message, Apple Developer Forums)")
    func duplicateIDsWarn() {
        struct Duplicates: View {
            var body: some View {
                ForEach(["a", "b", "a"], id: \.self) { Text($0) }
            }
        }
        let app = ViewHost(Duplicates(), expecting: [.duplicateID])
        #expect(app.texts == ["a", "b", "a"])
        #expect(app.runtimeIssues.map(\.message) == [
            "ForEach<Array<String>, String, Text>: the ID a occurs multiple times within the collection, this will give undefined results!"
        ])
    }

    @Test("With duplicate ids, row state is misattributed: it follows the id's occurrence, not the element (SwiftUI: \"undefined results\"; ViewSim's documented choice)")
    func duplicateIDsMisattributeState() throws {
        struct Entry { let tag: String; let title: String }
        struct Inbox: View {
            @State private var entries = [Entry(tag: "work", title: "Budget"), Entry(tag: "work", title: "Roadmap")]
            var body: some View {
                Button("Add urgent") { entries.insert(Entry(tag: "work", title: "Outage"), at: 0) }
                ForEach(entries, id: \.tag) { entry in Row(name: entry.title) }
            }
        }
        let app = ViewHost(Inbox(), expecting: [.duplicateID])
        try app.toggle("Roadmap")
        try app.tap("Add urgent")
        #expect(app.isShowing(.toggle, "Outage") && app.isShowing(.toggle, "Budget") && app.isShowing(.toggle, "Roadmap"))
        #expect(try app.isOn("Budget"), "the second element with the id now gets the state the old second element had")
        #expect(try app.isOn("Roadmap") == false)
    }

    @Test("ForEach over a range reads it once: a longer range adds no row, and SwiftUI's constant-data warning is logged (Apple, ForEach init(_:content:): \"only reads the initial value\")")
    func nonConstantRangeKeepsFirstRows() throws {
        struct Growing: View {
            @State private var count = 1
            var body: some View {
                Button("Add") { count += 1 }
                Text("Count: \(count)")
                ForEach(0..<count) { Text("Row \($0)") }
            }
        }
        let app = ViewHost(Growing(), expecting: [.constantDataChanged])
        try app.tap("Add")
        #expect(app.texts == ["Count: 2", "Row 0"])
        #expect(app.runtimeIssues.first?.message.hasPrefix("ForEach<Range<Int>, Int, Text> count (2) != its initial count (1).") == true)
    }

    @Test("ForEach over a binding hands each row a binding to its element (Apple, ForEach init(_:content:) with Binding)")
    func bindingForEachWritesThrough() throws {
        struct Chore: Identifiable { let id: Int; var title: String; var isDone = false }
        struct Chores: View {
            @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
            var body: some View {
                ForEach($chores) { $chore in Toggle(chore.title, isOn: $chore.isDone) }
                Text("Done: \(chores.filter(\.isDone).count)")
            }
        }
        let app = ViewHost(Chores())
        try app.toggle("Laundry")
        #expect(app.texts == ["Done: 1"])
        #expect(try app.isOn("Laundry"))
    }

    @Test("Rows are built for every element of an eager container, in order (Apple, VStack)")
    func eagerRowsInOrder() {
        struct Names: View {
            var body: some View {
                VStack { ForEach(["x", "y", "z"], id: \.self) { Text($0) } }
            }
        }
        #expect(ViewHost(Names()).texts == ["x", "y", "z"])
    }
}
