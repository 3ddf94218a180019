import Testing
import ViewSim
import ViewSimTesting

/// `@State` storage lives with the view's identity.
/// Sources: Apple, "State" (https://developer.apple.com/documentation/swiftui/state); WWDC21 "Demystify SwiftUI"
/// (https://developer.apple.com/videos/play/wwdc2021/10022/), sections "Identity" and "Lifetime".
@Suite("State belongs to identity") @MainActor
struct StateIdentityTests {
    @Test("State survives the parent re-creating the view value (Apple, State: storage managed by SwiftUI)")
    func stateSurvivesParentUpdates() throws {
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Text("Parent taps: \(taps)")
                Button("Parent") { taps += 1 }
                Counter()
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        try app.tap("Increment")
        try app.tap("Parent")
        #expect(app.texts == ["Parent taps: 1", "Count: 2"])
    }

    @Test("An if/else swap of the same type is a new identity: state resets (WWDC21 Demystify SwiftUI)")
    func ifElseBranchesAreDifferentIdentities() throws {
        struct Parent: View {
            @State private var compact = false
            var body: some View {
                Toggle("Compact", isOn: $compact)
                if compact { Counter() } else { Counter() }
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        try app.toggle("Compact")
        #expect(app.texts == ["Count: 0"])
    }

    @Test("Content removed by `if` loses its state when it returns (WWDC21 Demystify SwiftUI, lifetime)")
    func optionalContentLosesState() throws {
        struct Parent: View {
            @State private var shown = true
            var body: some View {
                Toggle("Shown", isOn: $shown)
                if shown { Counter() }
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        try app.toggle("Shown")
        #expect(app.texts.isEmpty)
        try app.toggle("Shown")
        #expect(app.texts == ["Count: 0"])
    }

    @Test("`.id(_:)` does not keep content alive across removal by `if` (Apple, id(_:); seed 000 disagrees)")
    func explicitIDDoesNotSurviveRemoval() throws {
        struct Parent: View {
            @State private var shown = true
            var body: some View {
                Toggle("Shown", isOn: $shown)
                if shown { Counter().id("counter") }
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        try app.toggle("Shown")
        try app.toggle("Shown")
        #expect(app.texts == ["Count: 0"])
    }

    @Test(".opacity(0) keeps identity and state (Apple, opacity(_:); WWDC21 Demystify SwiftUI)")
    func opacityKeepsState() throws {
        struct Parent: View {
            @State private var shown = true
            var body: some View {
                Toggle("Shown", isOn: $shown)
                Counter().opacity(shown ? 1 : 0)
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        try app.toggle("Shown")
        #expect(!app.texts.contains("Count: 1"), "hidden content is not on screen")
        try app.toggle("Shown")
        #expect(app.texts == ["Count: 1"])
    }

    @Test("Changing `.id` gives a new identity with fresh state (Apple, id(_:))")
    func changingIDResetsState() throws {
        struct Parent: View {
            @State private var generation = 0
            var body: some View {
                Button("Reset") { generation += 1 }
                Counter().id(generation)
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        #expect(app.texts == ["Count: 1"])
        try app.tap("Reset")
        #expect(app.texts == ["Count: 0"])
    }

    @Test("A stable `.id` keeps state across parent updates (Apple, id(_:))")
    func stableIDKeepsState() throws {
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                Button("Parent") { taps += 1 }
                Counter().id("same")
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Increment")
        try app.tap("Parent")
        #expect(app.texts == ["Count: 1"])
    }

    @Test("The initial value passed in init is used once per identity, then ignored (Apple, State: initial value)")
    func initialValueUsedOnce() throws {
        struct Parent: View {
            @State private var start = 10
            var body: some View {
                Button("Change start") { start = 50 }
                SeededCounter(start: start)
            }
        }
        let app = ViewHost(Parent())
        try app.tap("Add")
        try app.tap("Change start")
        #expect(app.texts == ["Seeded: 11"])
    }

    @Test("One view value installed at two identities does not share storage (WWDC21 Demystify SwiftUI, identity)")
    func sameValueTwoIdentities() throws {
        struct Parent: View {
            let counter = Counter()
            var body: some View {
                VStack { counter }
                HStack { counter }
            }
        }
        let app = ViewHost(Parent())
        let buttons = app.elements.filter { $0.kind == .button }
        #expect(buttons.count == 2)
        if case .button(let action) = buttons[0].node.element { app.graph.perform { action() } }
        #expect(app.texts == ["Count: 1", "Count: 0"])
    }

    @Test("State written in init (before the view is installed) is silently lost (Apple, State; OpenSwiftUI State.wrappedValue's setter)")
    func writeBeforeInstallIsLost() throws {
        struct Seeded: View {
            @State private var name = "Initial"
            init(name: String) {
                self.name = name
            }
            var body: some View { Text(name) }
        }
        let app = ViewHost(Seeded(name: "Changed"))
        #expect(app.texts == ["Initial"])
        #expect(app.runtimeIssues.isEmpty, "SwiftUI says nothing: that silence is the classic bug")
    }

    @Test("$state asked for before the view is installed warns and gives a constant binding (OpenSwiftUI State.projectedValue; SwiftUI console message)")
    func bindingBeforeInstallWarns() throws {
        struct Early: View {
            @State private var name = "Initial"
            let early: Binding<String>
            init() {
                early = _name.projectedValue
            }
            var body: some View {
                TextField("Name", text: early)
                Text(name)
            }
        }
        let app = ViewHost(Early(), expecting: [.stateAccessedOutsideView])
        #expect(app.runtimeIssues == [.stateAccessedOutsideView])
        try app.type("!", into: "Name")
        #expect(app.texts == ["Initial"], "the constant binding ignores the edit")
    }
}

/// Containers are part of identity.
/// Sources: WWDC21 "Demystify SwiftUI" (structural identity); Apple, "AnyLayout"
/// (https://developer.apple.com/documentation/swiftui/anylayout).
@Suite("Containers and identity") @MainActor
struct ContainerIdentityTests {
    struct Adaptive: View {
        @State private var isWide = false
        let usesAnyLayout: Bool
        var body: some View {
            Toggle("Wide", isOn: $isWide)
            if usesAnyLayout {
                let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                layout { Counter() }
            } else if isWide {
                HStack { Counter() }
            } else {
                VStack { Counter() }
            }
        }
    }

    @Test("Swapping an HStack for a VStack with if/else re-creates the content (WWDC21 Demystify SwiftUI)")
    func swappingContainersResetsState() throws {
        let app = ViewHost(Adaptive(usesAnyLayout: false))
        try app.tap("Increment")
        try app.toggle("Wide")
        #expect(app.texts == ["Count: 0"])
    }

    @Test("Switching the layout inside AnyLayout keeps the content's state (Apple, AnyLayout)")
    func anyLayoutKeepsState() throws {
        let app = ViewHost(Adaptive(usesAnyLayout: true))
        try app.tap("Increment")
        try app.toggle("Wide")
        #expect(app.texts == ["Count: 1"])
        #expect(app.elements.contains { $0.kind == .container && $0.label == "HStack" })
    }
}

/// Appearance modifiers keep state but are part of the view's type.
/// Source: Apple, "ModifiedContent" (https://developer.apple.com/documentation/swiftui/modifiedcontent); WWDC21
/// "Demystify SwiftUI" (modifiers in the type; prefer inert modifiers over branches).
@Suite("Appearance modifiers") @MainActor
struct AppearanceModifierTests {
    @Test("A modified view keeps its state when its modifier's value changes (WWDC21 Demystify SwiftUI, inert modifiers)")
    func modifierValueChangeKeepsState() throws {
        struct Styled: View {
            @State private var emphasised = false
            var body: some View {
                Toggle("Emphasis", isOn: $emphasised)
                Counter().padding(emphasised ? 20 : 0).font(emphasised ? .title : .body).bold(emphasised)
                Spacer()
                Divider()
                Color.red
            }
        }
        let app = ViewHost(Styled())
        try app.tap("Increment")
        try app.toggle("Emphasis")
        #expect(app.texts == ["Count: 1"])
    }

    @Test("Adding a modifier in one branch only still makes two identities (WWDC21 Demystify SwiftUI)")
    func modifierInOneBranchIsAnotherIdentity() throws {
        struct Styled: View {
            @State private var emphasised = false
            var body: some View {
                Toggle("Emphasis", isOn: $emphasised)
                if emphasised { Counter().bold() } else { Counter() }
            }
        }
        let app = ViewHost(Styled())
        try app.tap("Increment")
        try app.toggle("Emphasis")
        #expect(app.texts == ["Count: 0"])
    }
}
