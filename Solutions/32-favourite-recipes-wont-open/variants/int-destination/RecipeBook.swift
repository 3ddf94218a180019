import ViewSim

/// A recipe in the book.
struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let isFavourite: Bool
}

/// One recipe's page.
struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.name)
            Text("Ready in \(recipe.minutes) min")
        }
        .navigationTitle(recipe.name)
    }
}

/// The recipe book: the user's favourites first, then the other recipes; tapping one opens its page.
struct RecipeBook: View {
    let recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20, isFavourite: true),
        Recipe(id: 2, name: "Shakshuka", minutes: 35, isFavourite: true),
        Recipe(id: 3, name: "Ramen", minutes: 50, isFavourite: false),
        Recipe(id: 4, name: "Lemon tart", minutes: 90, isFavourite: false),
    ]

    var favourites: [Recipe] { recipes.filter(\.isFavourite) }
    var others: [Recipe] { recipes.filter { !$0.isFavourite } }

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(favourites) { recipe in
                        NavigationLink(recipe.name, value: recipe.id)
                    }
                }
                Section("More recipes") {
                    ForEach(others) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .navigationDestination(for: Int.self) { id in
                RecipeDetail(recipe: recipes.first { $0.id == id }!)
            }
        }
    }
}
