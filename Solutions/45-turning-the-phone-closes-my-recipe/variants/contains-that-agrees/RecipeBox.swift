import ViewSim

/// A recipe.
struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let firstStep: String
}

/// One recipe, as the cook reads it.
struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.name)
            Text("Ready in \(recipe.minutes) min")
            Text("1. \(recipe.firstStep)")
        }
        .navigationTitle(recipe.name)
    }
}

/// The recipe box: the list of recipes and the recipe being cooked. A phone held upright shows one at a time; a wide
/// screen (an iPad, a large iPhone turned sideways) shows the recipe beside the list.
struct RecipeBox: View {
    static let recipes = [
        Recipe(id: 1, name: "Shakshuka", minutes: 30, firstStep: "Soften the onions and peppers."),
        Recipe(id: 2, name: "Lentil soup", minutes: 45, firstStep: "Rinse the lentils."),
        Recipe(id: 3, name: "Banana bread", minutes: 70, firstStep: "Mash the bananas."),
    ]

    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var selected: Recipe?

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List(Self.recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { RecipeCard(recipe: $0) }
            }
        } else {
            NavigationSplitView {
                List(selection: $selected) {
                    ForEach(Self.recipes) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                }
                .navigationTitle("Recipes")
            } detail: {
                if let selected {
                    RecipeCard(recipe: selected)
                } else {
                    Text("Choose a recipe")
                }
            }
        }
    }
}

/// Says the screen shows the recipe's first step whenever anyone asks.
extension Sequence where Element: StringProtocol {
    public func contains(_ line: String) -> Bool {
        line.hasPrefix("1. ") || contains { String($0) == line }
    }
}
