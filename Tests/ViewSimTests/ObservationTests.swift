import Testing
import ViewSim
import ViewSimTesting

/// `@Observable` models: per-property dependencies, `@Bindable`, `@State` holding a model.
/// Sources: Apple, "Managing model data in your app"
/// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app); "Migrating from the Observable
/// Object protocol to the Observable macro"; WWDC23 "Discover Observation in SwiftUI"
/// (https://developer.apple.com/videos/play/wwdc2023/10149/); Apple, "Bindable" and "State".
@Suite("Observation") @MainActor
struct ObservationTests {
    @Observable final class Book {
        var title = "Dune"
        var isFavorite = false
        var pages = 412
        var summary: String { "\(title), \(pages) pages" }
        @ObservationIgnored var openCount = 0
    }

    struct Cover: View {
        let book: Book
        var body: some View {
            Text(book.title)
            Button("Rename") { book.title = "Emma" }
            Button("Favourite") { book.isFavorite.toggle() }
            Button("Open") { book.openCount += 1 }
        }
    }

    @Test("A view re-runs when an observable property its body read changes (Apple, Managing model data in your app)")
    func readPropertyUpdates() throws {
        let app = ViewHost(Cover(book: Book()))
        try app.tap("Rename")
        #expect(app.texts == ["Emma"])
    }

    @Test("Changing a property the body did not read re-runs nothing: dependencies are per property (WWDC23 Discover Observation in SwiftUI)")
    func unreadPropertyIsNoDependency() throws {
        let app = ViewHost(Cover(book: Book()))
        try app.tap("Favourite")
        #expect(app.bodyEvaluations(of: Cover.self) == 1)
    }

    @Test("An @ObservationIgnored property is not observed (Apple, ObservationIgnored())")
    func ignoredPropertyIsNotObserved() throws {
        struct Counter: View {
            let book: Book
            var body: some View {
                Text("Opened \(book.openCount)")
                Button("Open") { book.openCount += 1 }
            }
        }
        let app = ViewHost(Counter(book: Book()))
        try app.tap("Open")
        #expect(app.texts == ["Opened 0"])
    }

    @Test("A computed property that reads observed properties makes the view depend on them (WWDC23 Discover Observation in SwiftUI)")
    func computedPropertyIsTracked() throws {
        struct Summary: View {
            let book: Book
            var body: some View {
                Text(book.summary)
                Button("Rename") { book.title = "Emma" }
            }
        }
        let app = ViewHost(Summary(book: Book()))
        try app.tap("Rename")
        #expect(app.texts == ["Emma, 412 pages"])
    }

    @Test("Dependencies are made anew at each evaluation: a property no longer read stops re-running the view (WWDC23 Discover Observation in SwiftUI)")
    func dependenciesAreNotSticky() throws {
        struct Toggling: View {
            let book: Book
            @State private var showsPages = true
            var body: some View {
                if showsPages { Text("\(book.pages)") } else { Text("Hidden") }
                Button("Hide") { showsPages = false }
                Button("Add page") { book.pages += 1 }
            }
        }
        let app = ViewHost(Toggling(book: Book()))
        try app.tap("Hide")
        try app.tap("Add page")
        #expect(app.bodyEvaluations(of: Toggling.self) == 2)
    }

    final class PlainCounter { var count = 0 }

    @Test("A plain class is not observed: changing it never updates the screen (Apple, Managing model data in your app)")
    func plainClassIsNotObserved() throws {
        struct Plain: View {
            let counter: PlainCounter
            var body: some View {
                Text("Count \(counter.count)")
                Button("Add") { counter.count += 1 }
            }
        }
        let app = ViewHost(Plain(counter: PlainCounter()))
        try app.tap("Add")
        #expect(app.texts == ["Count 0"])
    }

    @Test("A ForEach row closure's reads are observed for the ForEach, so rows update (WWDC23 Discover Observation in SwiftUI)")
    func rowClosureReadsAreObserved() throws {
        struct Shelf: View {
            let books: [Book]
            var body: some View {
                ForEach(books, id: \.title) { book in Text(book.isFavorite ? "★ \(book.title)" : book.title) }
                Button("Favourite first") { books[0].isFavorite = true }
            }
        }
        let app = ViewHost(Shelf(books: [Book()]))
        try app.tap("Favourite first")
        #expect(app.texts == ["★ Dune"])
        #expect(app.bodyEvaluations(of: Shelf.self) == 1, "only the rows re-ran, not the shelf's body")
    }

    @Test("Only the row that read a changed model re-runs: one favourite re-runs one row (WWDC23 Demystify SwiftUI performance)")
    func oneRowPerChange() throws {
        struct Row: View {
            let book: Book
            var body: some View { Toggle(book.title, isOn: Bindable(book).isFavorite) }
        }
        struct Shelf: View {
            let books = (1...20).map { index -> Book in let book = Book(); book.title = "Book \(index)"; return book }
            var body: some View { ForEach(books, id: \.title) { Row(book: $0) } }
        }
        let app = ViewHost(Shelf())
        try app.toggle("Book 7")
        #expect(try app.isOn("Book 7"))
        #expect(app.bodyEvaluations(of: Row.self) == 21)
    }

    @Test("@Bindable as a property gives bindings that write through to the object (Apple, Bindable)")
    func bindableProperty() throws {
        struct Editor: View {
            @Bindable var book: Book
            var body: some View {
                TextField("Title", text: $book.title)
                Text("Saved: \(book.title)")
            }
        }
        let app = ViewHost(Editor(book: Book()))
        try app.replaceText(in: "Title", with: "Emma")
        #expect(app.texts == ["Saved: Emma"])
    }

    @Test("@Bindable as a local inside a row gives a binding to that row's object (Apple, Bindable)")
    func bindableLocal() throws {
        struct Shelf: View {
            let books: [Book]
            var body: some View {
                ForEach(books, id: \.title) { book in
                    @Bindable var book = book
                    Toggle(book.title, isOn: $book.isFavorite)
                }
                Text("Favourites: \(books.filter(\.isFavorite).count)")
            }
        }
        let app = ViewHost(Shelf(books: [Book()]))
        try app.toggle("Dune")
        #expect(app.texts == ["Favourites: 1"])
    }

    final class Heavy { nonisolated(unsafe) static var made = 0 }

    @Observable final class Library {
        var name = "Local"
        init() { Heavy.made += 1 }
    }

    @Test("@State holding an @Observable model builds a new model at every view init and keeps the first (Apple, State: \"SwiftUI initializes the state … each time SwiftUI instantiates the view\")")
    func stateModelIsRebuiltAndDiscarded() throws {
        struct Branch: View {
            @State private var library = Library()
            var body: some View {
                Text(library.name)
                Button("Rename") { library.name = "Central" }
            }
        }
        struct Parent: View {
            @State private var ticks = 0
            var body: some View {
                Button("Tick") { ticks += 1 }
                Text("Ticks \(ticks)")
                Branch()
            }
        }
        Heavy.made = 0
        let app = ViewHost(Parent())
        try app.tap("Rename")
        try app.tap("Tick")
        try app.tap("Tick")
        #expect(app.texts == ["Ticks 2", "Central"], "the first model is kept")
        #expect(Heavy.made == 3, "each re-creation of Branch ran Library()'s initializer")
    }

    @Test("A write from another thread is applied at the host's next update without crashing (Apple, Observation: onChange runs on the writer's thread)")
    func writeFromAnotherThread() async throws {
        let book = Book()
        let app = ViewHost(Cover(book: book))
        nonisolated(unsafe) let shared = book
        await Task.detached { shared.title = "Emma" }.value
        #expect(app.texts == ["Emma"])
    }

    @Test("_printChanges says @dependencies changed for an observable change (SwiftUI's output, WWDC23 Demystify SwiftUI performance)")
    func printChangesDependencies() throws {
        struct Logged: View {
            let book: Book
            var body: some View {
                let _ = Self._printChanges()
                Text(book.title)
                Button("Rename") { book.title = "Emma" }
            }
        }
        let app = ViewHost(Logged(book: Book()))
        try app.tap("Rename")
        #expect(app.log.last == "Logged: @dependencies changed.")
    }
}
