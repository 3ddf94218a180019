import Foundation
import ViewSim

/// A recipe as the recipe service sends it.
struct Recipe {
    let title: String
    let steps: [String]
}

/// One recipe: tap its title to show or hide the steps.
struct RecipeCard: View {
    let recipe: Recipe
    let servings: Int
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button(isExpanded ? "Hide \(recipe.title)" : "Show \(recipe.title)") {
                isExpanded.toggle()
            }
            if isExpanded {
                Text("\(recipe.title) for \(servings)")
                ForEach(recipe.steps, id: \.self) { step in
                    Text(step)
                }
            }
        }
    }
}

/// The week's recipes, scaled to the number of people eating.
struct RecipeBook: View {
    let recipes: [Recipe]
    @State private var servings = 2

    /// A recipe as the book lists it.
    struct Entry: Identifiable {
        var id: UUID { UUID() }
        let recipe: Recipe
    }

    private var entries: [Entry] {
        recipes.map { Entry(recipe: $0) }
    }

    var body: some View {
        VStack {
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            ForEach(entries) { entry in
                RecipeCard(recipe: entry.recipe, servings: servings)
            }
        }
    }
}
