import Testing
import ViewSim
import ViewSimTesting
@testable import SearchShowsStaleResults

@MainActor
private func productLines<Root>(_ app: ViewHost<Root>) -> [String] {
    app.texts.filter { $0 != "Type at least two letters" && !$0.hasSuffix(" products") }
}

@MainActor
private func quoted(_ lines: [String]) -> String {
    lines.isEmpty ? "nothing" : lines.map { "\(quoted: $0)" }.joined(separator: ", ")
}

private let catResults = ["Cat tree", "Catnip mouse", "Cat litter"]
private let caResults = ["Cat tree", "Catnip mouse", "Canary seed mix", "Carrot chews", "Dog cage", "Cat litter"]

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SearchSymptoms {
    @Test("Typing “ca” then quickly “t” shows the results for “cat”")
    func quickTypingShowsLatestQuery() async throws {
        let app = ViewHost(SearchScreen())
        await app.settle()
        try await app.type("ca", into: "Search products")
        await app.advance(by: .milliseconds(100))
        try await app.type("t", into: "Search products")
        await app.advance(by: .seconds(2))
        #expect(productLines(app) == catResults && app.texts.contains("3 products"),
                "After typing “ca”, then “t” a moment later, and waiting, the search for “cat” lists \(quoted(productLines(app))); it should list \(quoted(catResults)) (3 products), not the results for “ca”.")
    }

    @Test("The results for “cat” stay once they have appeared")
    func resultsStay() async throws {
        let app = ViewHost(SearchScreen())
        await app.settle()
        try await app.type("ca", into: "Search products")
        await app.advance(by: .milliseconds(100))
        try await app.type("t", into: "Search products")
        await app.advance(by: .milliseconds(300))
        let first = productLines(app)
        await app.advance(by: .seconds(1))
        #expect(productLines(app) == first,
                "The results for “cat” (\(quoted(first))) were replaced a moment later by \(quoted(productLines(app))) while the customer was reading them.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SearchRegressions {
    @Test("The screen starts by asking for two letters")
    func startsEmpty() async throws {
        let app = ViewHost(SearchScreen())
        await app.settle()
        #expect(app.texts == ["Type at least two letters"],
                "Before typing, the screen should say “Type at least two letters”. The screen shows:\n\(app.screen)")
    }

    @Test("A search typed at leisure shows its results once the shop answers")
    func slowTyping() async throws {
        let app = ViewHost(SearchScreen())
        await app.settle()
        try await app.type("ca", into: "Search products")
        await app.advance(by: .seconds(1))
        #expect(productLines(app) == caResults && app.texts.contains("6 products"),
                "After typing “ca” and waiting, the screen should list \(quoted(caResults)) (6 products); it lists \(quoted(productLines(app))).")
        try await app.type("t", into: "Search products")
        await app.advance(by: .seconds(1))
        #expect(productLines(app) == catResults && app.texts.contains("3 products"),
                "After adding “t” and waiting, the screen should list \(quoted(catResults)) (3 products); it lists \(quoted(productLines(app))).")
    }

    @Test("Deleting back to one letter asks for two letters again")
    func backToOneLetter() async throws {
        let app = ViewHost(SearchScreen())
        await app.settle()
        try await app.type("dog", into: "Search products")
        await app.advance(by: .seconds(1))
        #expect(productLines(app) == ["Dog cage", "Dog lead"],
                "After typing “dog” and waiting, the screen should list “Dog cage”, “Dog lead”; it lists \(quoted(productLines(app))).")
        try app.replaceText(in: "Search products", with: "d")
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["Type at least two letters"],
                "After deleting back to “d”, the screen should say “Type at least two letters”. The screen shows:\n\(app.screen)")
    }
}
