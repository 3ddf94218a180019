import Testing
import ViewSim
import ViewSimTesting

private enum AccentKey: EnvironmentKey { static let defaultValue = "blue" }
private enum DensityKey: EnvironmentKey { static let defaultValue = 1 }

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
    fileprivate var density: Int {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
}

/// The environment: keys, values set by ancestors, objects, and who re-runs when a value changes.
/// Sources: Apple, "Environment" (https://developer.apple.com/documentation/swiftui/environment), "EnvironmentValues",
/// "EnvironmentKey", "environment(_:_:)", "environment(_:)"; WWDC23 "Demystify SwiftUI performance" (only views that
/// read a changed environment value are updated).
@Suite("Environment") @MainActor
struct EnvironmentTests {
    struct AccentLabel: View {
        @Environment(\.accent) private var accent
        var body: some View { Text("Accent: \(accent)") }
    }

    struct DensityLabel: View {
        @Environment(\.density) private var density
        var body: some View { Text("Density: \(density)") }
    }

    struct Themed: View {
        @State private var accent = "red"
        @State private var density = 2
        var body: some View {
            Button("Green") { accent = "green" }
            Button("Same") { accent = "red" }
            Button("Denser") { density += 1 }
            VStack {
                AccentLabel()
                DensityLabel()
            }
            .environment(\.accent, accent)
            .environment(\.density, density)
        }
    }

    @Test("A key nobody set reads its default (Apple, EnvironmentKey.defaultValue)")
    func defaultValue() {
        #expect(ViewHost(AccentLabel()).texts == ["Accent: blue"])
    }

    @Test("A value set by an ancestor reaches the views inside it (Apple, environment(_:_:))")
    func ancestorValue() {
        #expect(ViewHost(Themed()).texts == ["Accent: red", "Density: 2"])
    }

    @Test("Changing a value re-runs the views that read that key and not the views that read another (WWDC23 Demystify SwiftUI performance)")
    func onlyReadersRerun() throws {
        let app = ViewHost(Themed())
        try app.tap("Green")
        #expect(app.texts == ["Accent: green", "Density: 2"])
        #expect(app.bodyEvaluations(of: AccentLabel.self) == 2)
        #expect(app.bodyEvaluations(of: DensityLabel.self) == 1)
    }

    @Test("Writing an equal value re-runs no reader (WWDC23 Demystify SwiftUI performance)")
    func equalValueRerunsNothing() throws {
        let app = ViewHost(Themed())
        try app.tap("Denser")
        try app.tap("Same")
        #expect(app.bodyEvaluations(of: AccentLabel.self) == 1)
    }

    struct WholeEnvironmentLabel: View {
        @Environment(\.self) private var environment
        var body: some View { Text("Density seen whole: \(environment.density)") }
    }

    struct WholeThemed: View {
        @State private var accent = "red"
        @State private var density = 2
        var body: some View {
            Button("Green") { accent = "green" }
            Button("Denser") { density += 1 }
            WholeEnvironmentLabel()
                .environment(\.accent, accent)
                .environment(\.density, density)
        }
    }

    // The view holds every value, so any change is a change to what it reads (break-it pass 22 of issue 30: a row
    // holding `\.self` was never updated, so it met a budget the whole list misses on a device).
    @Test("A view holding the whole environment (@Environment(\\.self)) re-runs when any value in it changes (Apple, Environment; WWDC23 Demystify SwiftUI performance)")
    func wholeEnvironmentReaderRerunsOnAnyChange() throws {
        let app = ViewHost(WholeThemed())
        try app.tap("Denser")
        #expect(app.texts == ["Density seen whole: 3"])
        #expect(app.bodyEvaluations(of: WholeEnvironmentLabel.self) == 2)
        try app.tap("Green")
        #expect(app.bodyEvaluations(of: WholeEnvironmentLabel.self) == 3)
    }

    @Test("The nearest ancestor's value wins (Apple, Environment)")
    func nearestWins() {
        struct Nested: View {
            var body: some View {
                VStack { AccentLabel().environment(\.accent, "inner") }.environment(\.accent, "outer")
            }
        }
        #expect(ViewHost(Nested()).texts == ["Accent: inner"])
    }

    @Observable final class Library { var name = "Central" }

    struct LibraryName: View {
        @Environment(Library.self) private var library
        var body: some View {
            Text(library.name)
            Button("Rename") { library.name = "Local" }
        }
    }

    @Test("@Environment(Model.self) finds the observable object an ancestor placed and observes what it reads (Apple, environment(_:))")
    func observableObjectInEnvironment() throws {
        struct Root: View {
            @State private var library = Library()
            var body: some View { LibraryName().environment(library) }
        }
        let app = ViewHost(Root())
        try app.tap("Rename")
        #expect(app.texts == ["Local"])
    }

    @Test("@Environment(Model.self) with no ancestor is SwiftUI's fatal error (the preview crash), reported with its wording; the view shows nothing (Apple Developer Forums; seed 000 root cause 5)")
    func missingObservableObject() {
        struct Root: View {
            var body: some View { Text("Header"); LibraryName() }
        }
        let app = ViewHost(Root(), expecting: [.missingEnvironmentObject])
        #expect(app.texts == ["Header"])
        #expect(app.runtimeIssues.map(\.message) == [
            "No Observable object of type Library found. A View.environment(_:) for Library may be missing as an ancestor of this view."
        ])
    }

    @Test("The optional form, @Environment(Model.self) var model: Model?, reads nil when no ancestor placed one (Apple, Environment init(_:) for optional objects)")
    func optionalObjectReadsNil() {
        struct MaybeLibrary: View {
            @Environment(Library.self) private var library: Library?
            var body: some View { Text(library?.name ?? "No library") }
        }
        let app = ViewHost(MaybeLibrary())
        #expect(app.texts == ["No library"])
        #expect(app.runtimeIssues.isEmpty)
    }

    @Test(".disabled(true) turns isEnabled off for the content (Apple, disabled(_:): \"the environment's isEnabled value\")")
    func disabledWritesIsEnabled() {
        struct EnabledLabel: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Text(isEnabled ? "Enabled" : "Disabled") }
        }
        struct Form: View {
            var body: some View {
                EnabledLabel()
                VStack { EnabledLabel().disabled(false) }.disabled(true)
            }
        }
        #expect(ViewHost(Form()).texts == ["Enabled", "Disabled"])
    }

    @Test("dismiss outside a presentation does nothing (Apple, DismissAction)")
    func dismissOutsidePresentation() throws {
        struct Closer: View {
            @Environment(\.dismiss) private var dismiss
            @State private var taps = 0
            var body: some View {
                Button("Close") { dismiss(); taps += 1 }
                Text("Taps \(taps)")
            }
        }
        let app = ViewHost(Closer())
        try app.tap("Close")
        #expect(app.texts == ["Taps 1"])
    }

    @Test("The host provides the compact horizontal size class of an iPhone in portrait (Apple, horizontalSizeClass)")
    func hostSizeClass() {
        struct SizeLabel: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View { Text(sizeClass == .compact ? "compact" : "regular") }
        }
        #expect(ViewHost(SizeLabel()).texts == ["compact"])
    }

    @Test("A view between a writer and a reader is not re-run when the value changes; the reader below it is (WWDC23 Demystify SwiftUI performance)")
    func passThroughViewIsSkipped() throws {
        struct Middle: View {
            var body: some View { AccentLabel() }
        }
        struct Root: View {
            @State private var accent = "red"
            var body: some View {
                Button("Green") { accent = "green" }
                Middle().environment(\.accent, accent)
            }
        }
        let app = ViewHost(Root())
        try app.tap("Green")
        #expect(app.texts == ["Accent: green"])
        #expect(app.bodyEvaluations(of: Middle.self) == 1)
    }

    @Test("Going to the background changes scenePhase, and views reading it re-run; coming back makes it active (Apple, ScenePhase)")
    func scenePhaseFollowsTheApp() throws {
        struct Status: View {
            @Environment(\.scenePhase) private var phase
            @State private var log: [String] = []
            var body: some View {
                Text(phase == .active ? "Active" : "Not active")
                Text(log.joined(separator: ","))
                    .onChange(of: phase) { _, new in log.append(new == .background ? "background" : "active") }
            }
        }
        let app = ViewHost(Status())
        app.background()
        #expect(app.texts == ["Not active", "background"])
        app.foreground()
        #expect(app.texts == ["Active", "background,active"])
    }
}
