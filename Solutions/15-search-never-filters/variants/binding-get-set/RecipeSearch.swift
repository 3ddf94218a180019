import ViewSim

/// A recipe in the cookbook.
struct Recipe: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let isVegetarian: Bool
}

/// A search field with a “Clear” button that appears once something is typed.
struct SearchBar: View {
    @Binding var text: String

    var body: some View {
        HStack {
            TextField("Search recipes", text: $text)
            if !text.isEmpty {
                Button("Clear") { text = "" }
            }
        }
    }
}

/// The cookbook's recipe list, filtered by what is typed in the search bar.
struct RecipeSearch: View {
    let recipes = [
        Recipe(id: 1, name: "Pasta primavera", minutes: 25, isVegetarian: true),
        Recipe(id: 2, name: "Chicken curry", minutes: 40, isVegetarian: false),
        Recipe(id: 3, name: "Mushroom risotto", minutes: 35, isVegetarian: true),
        Recipe(id: 4, name: "Pasta carbonara", minutes: 20, isVegetarian: false),
        Recipe(id: 5, name: "Greek salad", minutes: 10, isVegetarian: true),
    ]
    @State private var query = ""
    @State private var vegetarianOnly = false

    var body: some View {
        VStack {
            SearchBar(text: Binding(get: { query }, set: { query = $0 }))
            Toggle("Vegetarian only", isOn: $vegetarianOnly)
            if results.isEmpty {
                Text("No results for “\(query)”")
            } else {
                ForEach(results) { recipe in
                    Text("\(recipe.name) · \(recipe.minutes) min")
                }
            }
        }
    }

    private var results: [Recipe] {
        recipes.filter { recipe in
            (!vegetarianOnly || recipe.isVegetarian)
                && (query.isEmpty || recipe.name.lowercased().contains(query.lowercased()))
        }
    }
}
