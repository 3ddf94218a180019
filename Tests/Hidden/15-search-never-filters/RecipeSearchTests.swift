import Testing
import ViewSim
import ViewSimTesting
@testable import SearchNeverFilters

let allRecipes = [
    "Pasta primavera · 25 min",
    "Chicken curry · 40 min",
    "Mushroom risotto · 35 min",
    "Pasta carbonara · 20 min",
    "Greek salad · 10 min",
]

/// The list under the search bar, as the user reads it.
@MainActor
func listed(_ app: ViewHost<RecipeSearch>) -> String {
    app.texts.isEmpty ? "nothing" : app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SearchSymptoms {
    @Test("Typing “pasta” shows only the pasta recipes")
    func searchFilters() throws {
        let app = ViewHost(RecipeSearch())
        try app.type("pasta", into: "Search recipes")
        #expect(app.texts == ["Pasta primavera · 25 min", "Pasta carbonara · 20 min"],
                "After typing “pasta” the list shows \(listed(app)); it should show only “Pasta primavera · 25 min” and “Pasta carbonara · 20 min”.")
    }

    @Test("A search with no match says so")
    func noResults() throws {
        let app = ViewHost(RecipeSearch())
        try app.type("sushi", into: "Search recipes")
        #expect(app.texts == ["No results for “sushi”"],
                "After typing “sushi” the list shows \(listed(app)); it should show only “No results for “sushi””.")
    }

    @Test("The search and “Vegetarian only” work together")
    func searchAndVegetarian() throws {
        let app = ViewHost(RecipeSearch())
        try app.type("pasta", into: "Search recipes")
        try app.toggle("Vegetarian only")
        #expect(app.texts == ["Pasta primavera · 25 min"],
                "After typing “pasta” and switching on “Vegetarian only” the list shows \(listed(app)); it should show only “Pasta primavera · 25 min”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SearchRegressions {
    @Test("The list opens with every recipe and an empty search")
    func initialList() throws {
        let app = ViewHost(RecipeSearch())
        #expect(app.texts == allRecipes,
                "With nothing typed the list shows \(listed(app)); it should show all five recipes.")
        let query = try app.value(of: "Search recipes")
        #expect(query == "", "The search field should start empty; it shows \(quoted: query).")
        #expect(!app.isShowing(.button, "Clear"),
                "“Clear” should not show while the search is empty. The screen shows:\n\(app.screen)")
    }

    @Test("“Vegetarian only” filters the list")
    func vegetarianOnly() throws {
        let app = ViewHost(RecipeSearch())
        try app.toggle("Vegetarian only")
        #expect(app.texts == ["Pasta primavera · 25 min", "Mushroom risotto · 35 min", "Greek salad · 10 min"],
                "With “Vegetarian only” on the list shows \(listed(app)); it should show the three vegetarian recipes.")
        try app.toggle("Vegetarian only")
        #expect(app.texts == allRecipes,
                "With “Vegetarian only” off again the list shows \(listed(app)); it should show all five recipes.")
    }

    @Test("Typed text shows in the field and “Clear” empties it")
    func clearEmpties() throws {
        let app = ViewHost(RecipeSearch())
        try app.type("curry", into: "Search recipes")
        let typed = try app.value(of: "Search recipes")
        #expect(typed == "curry", "After typing “curry” the field shows \(quoted: typed); it should show “curry”.")
        try app.tap("Clear")
        let cleared = try app.value(of: "Search recipes")
        #expect(cleared == "", "After “Clear” the field shows \(quoted: cleared); it should be empty.")
        #expect(app.texts == allRecipes,
                "After “Clear” the list shows \(listed(app)); it should show all five recipes again.")
        #expect(!app.isShowing(.button, "Clear"),
                "After “Clear” the “Clear” button should go away. The screen shows:\n\(app.screen)")
    }
}
