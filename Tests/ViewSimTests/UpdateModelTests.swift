import Testing
import ViewSim
import ViewSimTesting

/// What a view depends on, what it sees during an update, and which writes count.
///
/// Sources: Apple, "State" (https://developer.apple.com/documentation/swiftui/state) and "Binding"
/// (https://developer.apple.com/documentation/swiftui/binding). SwiftUI does not document the mechanics; the choices
/// here follow the public reconstruction OpenSwiftUI, which matches SwiftUI's observed behaviour: `State.getValue(forReading:)`
/// returns the value copied into the view during an update and sets the location's `wasRead` flag; `StatePropertyBox.update`
/// re-runs the owner's body only when the state changed *and* was read, a flag nothing ever clears; `Binding.readValue()`
/// and its `ScopedLocation` box do the same per view for bindings held in stored properties; `StoredLocationBase.set`
/// drops writes made while the graph updates.
@Suite("The update model: dependencies, snapshots, writes") @MainActor
struct UpdateModelTests {
    struct Detail: Identifiable { let id: Int; let name: String; let notes: String }

    struct RowsReadingState: View {
        @State private var showsNotes = false
        let details = [Detail(id: 1, name: "Ada", notes: "maths"), Detail(id: 2, name: "Alan", notes: "codes")]
        var body: some View {
            Button("Show notes") { showsNotes.toggle() }
            ForEach(details) { detail in
                Text(showsNotes ? "\(detail.name): \(detail.notes)" : detail.name)
            }
        }
    }

    @Test("A state read only inside a ForEach row closure is a dependency of the view that owns it (OpenSwiftUI State.getValue sets wasRead during any update)")
    func rowClosureReadIsDependency() throws {
        let app = ViewHost(RowsReadingState())
        try app.tap("Show notes")
        #expect(app.texts == ["Ada: maths", "Alan: codes"])
    }

    @Test("A dependency is sticky: once read, a state re-runs its view even after the body stops reading it (OpenSwiftUI StatePropertyBox.update; wasRead is never reset)")
    func dependencyIsSticky() throws {
        struct Panel: View {
            @State private var showsCount = true
            @State private var count = 0
            var body: some View {
                Button("Hide") { showsCount = false }
                Button("Add") { count += 1 }
                if showsCount { Text("Count: \(count)") } else { Text("Hidden") }
            }
        }
        let app = ViewHost(Panel())
        try app.tap("Hide")
        #expect(app.bodyEvaluations(of: Panel.self) == 2)
        try app.tap("Add")
        #expect(app.bodyEvaluations(of: Panel.self) == 3, "count was read once, so it stays a dependency")
    }

    struct Switch: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "On" : "Off") }
    }

    @Test("A child reading its @Binding updates when the state changes, without re-running the parent that never read it (OpenSwiftUI Binding's ScopedLocation box)")
    func bindingReaderUpdatesAlone() throws {
        struct Owner: View {
            @State private var isOn = false
            var body: some View {
                Button("Flip") { isOn.toggle() }
                Switch(isOn: $isOn)
            }
        }
        let app = ViewHost(Owner())
        try app.tap("Flip")
        #expect(app.texts == ["On"])
        #expect(app.bodyEvaluations(of: Owner.self) == 1, "the owner passes $isOn but never reads isOn")
        #expect(app.bodyEvaluations(of: Switch.self) == 2)
    }

    @Test("A child that holds a @Binding but never reads it during an update is not re-run by writes to it (OpenSwiftUI Binding box: changed && wasRead)")
    func unreadBindingIsNoDependency() throws {
        struct Resetter: View {
            @Binding var value: Int
            var body: some View { Button("Reset") { value = 0 } }
        }
        struct Owner: View {
            @State private var value = 3
            var body: some View {
                Button("Add") { value += 1 }
                Resetter(value: $value)
            }
        }
        let app = ViewHost(Owner())
        try app.tap("Add")
        try app.tap("Reset")
        #expect(app.bodyEvaluations(of: Resetter.self) == 1)
    }

    struct Greeting: View {
        @Binding var isShown: Bool
        let message: () -> String
        var body: some View { Text(isShown ? message() : "Nothing to show") }
    }

    struct Greeter: View {
        @State private var isShown = false
        @State private var name = "Ann"
        var body: some View {
            Button("Greet Bob") { name = "Bob"; isShown = true }
            Button("Greet Cid") { name = "Cid" }
            Greeting(isShown: $isShown, message: { "Hello, \(name)" })
        }
    }

    @Test("During an update a closure sees its view's snapshot from the view's last update: stale until the state is a dependency (OpenSwiftUI State.getValue; the 'sheet shows old data the first time' reports)")
    func closureSeesSnapshot() throws {
        let app = ViewHost(Greeter())
        try app.tap("Greet Bob")
        #expect(app.texts == ["Hello, Ann"], "Greeter's body did not re-run, so the closure still holds the Greeter of the last update")
        try app.tap("Greet Cid")
        #expect(app.texts == ["Hello, Cid"], "reading name made it a dependency: now Greeter re-runs")
    }

    @Test("Actions read the live value: a write is visible to the next line of the same action (OpenSwiftUI State.getValue outside updates)")
    func actionsReadLiveValue() throws {
        struct Copier: View {
            @State private var count = 0
            @State private var copied = 0
            var body: some View {
                Button("Set and copy") { count = 5; copied = count * 2 }
                Text("Copied: \(copied)")
            }
        }
        let app = ViewHost(Copier())
        try app.tap("Set and copy")
        #expect(app.texts == ["Copied: 10"])
    }

    @Test("A write inside a ForEach row closure is reported and dropped like one in body (SwiftUI console message; OpenSwiftUI StoredLocationBase.set)")
    func writeInRowClosureIsDropped() throws {
        struct Counting: View {
            @State private var rowsBuilt = 0
            var body: some View {
                Text("Rows built: \(rowsBuilt)")
                ForEach(["a", "b"], id: \.self) { name in
                    let _ = { rowsBuilt += 1 }()
                    Text(name)
                }
            }
        }
        let app = ViewHost(Counting(), expecting: [.modifyingStateDuringUpdate])
        #expect(app.texts == ["Rows built: 0", "a", "b"])
        #expect(app.runtimeIssues == [.modifyingStateDuringUpdate])
    }

    @Test("Writing state in onAppear is not a write during an update: it applies, with no runtime issue (Apple, onAppear(perform:))")
    func writeInOnAppearApplies() throws {
        struct Loader: View {
            @State private var isLoaded = false
            var body: some View {
                Text(isLoaded ? "Loaded" : "Loading…").onAppear { isLoaded = true }
            }
        }
        let app = ViewHost(Loader())
        #expect(app.texts == ["Loaded"])
        #expect(app.runtimeIssues.isEmpty)
    }

    @Test("An onChange action that changes the value it watches fires twice in one frame and logs SwiftUI's warning (SwiftUI console message, widely reported)")
    func onChangeLoopWarns() throws {
        struct Shouting: View {
            @State private var text = ""
            var body: some View {
                TextField("Shout", text: $text)
                    .onChange(of: text) { text = text.uppercased() }
                Text(text)
            }
        }
        let app = ViewHost(Shouting(), expecting: [.onChangeUpdatedMultipleTimesPerFrame])
        try app.type("a", into: "Shout")
        #expect(app.texts == ["A"])
        #expect(app.runtimeIssues == [.onChangeUpdatedMultipleTimesPerFrame(String.self)])
        #expect(app.runtimeIssues.first?.message == "onChange(of: String) action tried to update multiple times per frame.")
    }

    @Test("A runtime issue the test did not expect fails the running test, saying what SwiftUI would warn (ViewSim's rule: treat purple warnings as bugs)")
    func unexpectedRuntimeIssueFailsTest() {
        struct Bad: View {
            @State private var renders = 0
            var body: some View {
                let _ = { renders += 1 }()
                Text("Bad")
            }
        }
        withKnownIssue("the write in body is an undeclared runtime issue") {
            _ = ViewHost(Bad())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Modifying state during view update") }
        }
    }

    final class Preferences { var order = "date" }

    @Test("Writing the same object back to a @State holding a class changes nothing: objects compare by identity (OpenSwiftUI StoredLocationBase.set: compareValues)")
    func sameObjectWriteIsNoChange() throws {
        struct Sorter: View {
            @State private var preferences = Preferences()
            var body: some View {
                Text("Order: \(preferences.order)")
                Button("By site") { $preferences.order.wrappedValue = "site" }
                Button("New preferences") { preferences = Preferences() }
            }
        }
        let app = ViewHost(Sorter())
        try app.tap("By site")
        #expect(app.bodyEvaluations(of: Sorter.self) == 1, "the binding wrote back the same object")
        #expect(app.texts == ["Order: date"], "a plain class is not observed, so the screen is stale")
        try app.tap("New preferences")
        #expect(app.bodyEvaluations(of: Sorter.self) == 2)
    }
}
