import Foundation
import ViewSim

/// A section of the cookbook.
struct Category: Hashable, Identifiable {
    let id: String
    let name: String
}

/// A recipe, filed under one category.
struct Recipe: Hashable, Identifiable {
    let id: String
    let name: String
    let categoryID: String
    let minutes: Int
}

enum Cookbook {
    static let categories = [
        Category(id: "breads", name: "Breads"),
        Category(id: "desserts", name: "Desserts"),
    ]

    static let recipes = [
        Recipe(id: "focaccia", name: "Rosemary focaccia", categoryID: "breads", minutes: 150),
        Recipe(id: "soda-bread", name: "Soda bread", categoryID: "breads", minutes: 50),
        Recipe(id: "apple-pie", name: "Apple pie", categoryID: "desserts", minutes: 90),
        Recipe(id: "tiramisu", name: "Tiramisu", categoryID: "desserts", minutes: 30),
    ]

    static func recipes(in category: Category) -> [Recipe] {
        recipes.filter { $0.categoryID == category.id }
    }

    static func category(of recipe: Recipe) -> Category? {
        categories.first { $0.id == recipe.categoryID }
    }
}

/// The cookbook: its categories, a category's recipes, and a recipe.
struct CookbookApp: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(Cookbook.categories) { category in
                    NavigationLink(category.name, value: category)
                }
            }
            .navigationTitle("Cookbook")
            .navigationDestination(for: Category.self) { category in
                CategoryScreen(category: category)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeScreen(recipe: recipe)
            }
        }
        .onOpenURL { url in
            open(url)
        }
    }

    /// Opens the recipe a shared link names (`cookbook://recipe/apple-pie`), with its category behind it so that
    /// Back goes to the category, as if the user had got there by tapping.
    private func open(_ url: URL) {
        guard url.scheme == "cookbook", url.host == "recipe",
              let recipe = Cookbook.recipes.first(where: { $0.id == url.lastPathComponent })
        else { return }
        var screens = NavigationPath()
        // A path lists its screens from the bottom of the stack to the top: the last value is the screen shown, and
        // Back goes to the one before it. So the category comes first, then the recipe.
        if let category = Cookbook.category(of: recipe) {
            screens.append(category)
        }
        screens.append(recipe)
        path = screens
    }
}

/// A category: its recipes.
struct CategoryScreen: View {
    let category: Category

    var body: some View {
        VStack {
            ForEach(Cookbook.recipes(in: category)) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
        }
        .navigationTitle(category.name)
    }
}

/// A recipe.
struct RecipeScreen: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text("Ready in \(recipe.minutes) min")
            Button("Start cooking") {}
        }
        .navigationTitle(recipe.name)
    }
}
